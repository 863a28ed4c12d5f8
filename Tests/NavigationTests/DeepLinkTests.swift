import Navigation
import NavigationTesting
import TestSupport
import Testing

/// Screens with every kind of parameter, and a feature group nested in its own enum.
enum LinkScreen: Hashable, Sendable, Routable {
    case catalog
    case product(id: Int)
    case search(query: String, page: Int)
    case settings(SettingsScreen)

    enum SettingsScreen: Hashable, Sendable, Routable {
        case main
        case profile(name: String)

        var route: Route {
            switch self {
            case .main: Route("main")
            case .profile(let name): Route("profile").query("name", name)
            }
        }

        static let routes = RouteTable<SettingsScreen>([
            "main": { _ in .main },
            "profile": { reader in .profile(name: try reader.query("name")) },
        ])

        var screensBeneath: [SettingsScreen] {
            switch self {
            case .main: []
            case .profile: [.main]
            }
        }
    }

    struct PageZero: Error, CustomStringConvertible {
        var description: String { "pages start at 1" }
    }

    var route: Route {
        switch self {
        case .catalog: Route("catalog")
        case .product(let id): Route("product").appending(id)
        case .search(let query, let page): Route("search").query("q", query).query("page", page)
        case .settings(let screen): Route("settings").appending(screen.route)
        }
    }

    static let routes = RouteTable<LinkScreen>([
        "catalog": { _ in .catalog },
        "product": { reader in .product(id: try reader.segment("id", as: Int.self)) },
        "search": { reader in
            let query = try reader.query("q")
            let page = try reader.query("page", as: Int.self)
            guard page > 0 else { throw PageZero() }
            return .search(query: query, page: page)
        },
        "settings": { reader in .settings(try reader.screen()) },
    ])

    var screensBeneath: [LinkScreen] {
        switch self {
        case .catalog: []
        case .product, .search, .settings(.main): [.catalog]
        case .settings(let screen): [.catalog] + screen.screensBeneath.map(LinkScreen.settings)
        }
    }
}

struct DeepLinkTests {
    let links = DeepLinks<LinkScreen>(scheme: "shop")

    @Test func aRoutePrintsPercentEncodedSegmentsAndQueryItems() {
        #expect(Route("catalog").description == "catalog")
        #expect(Route("product").appending(3).description == "product/3")
        #expect(Route("search").query("q", "a b/c?d&e=f%g").description == "search?q=a%20b%2Fc%3Fd%26e%3Df%25g")
        #expect(Route("x").query("q", "é🙂").description == "x?q=%C3%A9%F0%9F%99%82")
        #expect(Route("x").query("q", "A-z_0.9~").description == "x?q=A-z_0.9~")
    }

    @Test func aLinkNamesAStackOfScreensIncludingNestedGroups() throws {
        let stack: [LinkScreen] = [.catalog, .product(id: 3), .settings(.profile(name: "Ann Lee"))]
        let url = links.url(for: stack)
        #expect(url == "shop://catalog/product/3/settings/profile?name=Ann%20Lee")
        #expect(try links.screens(in: url) == stack)
    }

    @Test func screensOfOneStackMayShareAQueryName() throws {
        let stack: [LinkScreen] = [.search(query: "tea", page: 2), .search(query: "cups", page: 1)]
        let url = links.url(for: stack)
        #expect(url == "shop://search/search?q=tea&page=2&q=cups&page=1")
        #expect(try links.screens(in: url) == stack)
    }

    @Test func aSingleScreenOpensOnTheScreensAUserExpectsBeneathIt() throws {
        #expect(try links.stack(for: "shop://product/3") == [.catalog, .product(id: 3)])
        #expect(try links.stack(for: "shop://catalog/product/3") == [.catalog, .product(id: 3)])
        #expect(
            try links.stack(for: "shop://settings/profile?name=Ann")
                == [.catalog, .settings(.main), .settings(.profile(name: "Ann"))])
    }

    @Test func theSchemeIsComparedWithoutCaseAndQueryItemsInAnyOrder() throws {
        #expect(try links.screens(in: "SHOP://search?page=4&q=x") == [.search(query: "x", page: 4)])
    }

    @Test func percentEncodingIsDecodedAndRawUnicodeIsRead() throws {
        #expect(try links.screens(in: "shop://search?q=%c3%a9t%C3%A9+x&page=1") == [.search(query: "été+x", page: 1)])
        #expect(try links.screens(in: "shop://search?q=été&page=1") == [.search(query: "été", page: 1)])
    }

    @Test(arguments: [
        ("shop://product/x", DeepLinkError(.invalidParameter(name: "id", expected: "Int"), component: "x", offset: 15)),
        ("shop://product", DeepLinkError(.missingParameter(name: "id"), component: "product", offset: 7)),
        ("shop://search?q=a", DeepLinkError(.missingParameter(name: "page"), component: "search", offset: 7)),
        (
            "shop://search?q=a&page=0",
            DeepLinkError(.rejected(reason: "pages start at 1"), component: "search", offset: 7)
        ),
        ("shop://catalog?x=1", DeepLinkError(.unexpectedQueryItem, component: "x", offset: 15)),
        (
            "shop://été/catalog",
            DeepLinkError(
                .unknownScreen(known: ["catalog", "product", "search", "settings"]), component: "été", offset: 7)
        ),
        (
            "shop://settings/x",
            DeepLinkError(.unknownScreen(known: ["main", "profile"]), component: "x", offset: 16)
        ),
        ("shop://settings", DeepLinkError(.noScreen, component: "", offset: 15)),
        ("shop://search?q=%E9&page=1", DeepLinkError(.invalidUTF8, component: "%E9", offset: 16)),
        ("shop://search?q=%4&page=1", DeepLinkError(.invalidPercentEncoding, component: "%4", offset: 16)),
        ("shop://catalog//product/1", DeepLinkError(.emptySegment, component: "/", offset: 14)),
        ("shop://catalog/", DeepLinkError(.emptySegment, component: "/", offset: 14)),
        ("shop://catalog?&x", DeepLinkError(.emptyQueryName, component: "", offset: 15)),
        ("shop://cat alog", DeepLinkError(.unexpectedCharacter, component: " ", offset: 10)),
        ("mail://catalog", DeepLinkError(.wrongScheme(expected: "shop"), component: "mail", offset: 0)),
        ("catalog", DeepLinkError(.missingScheme(expected: "shop"), component: "catalog", offset: 0)),
        ("shop://", DeepLinkError(.noScreen, component: "", offset: 7)),
    ])
    func aBadLinkNamesTheProblemThePartAndItsPosition(link: String, expected: DeepLinkError) {
        #expect(throws: expected) { try links.screens(in: link) }
    }

    @Test func aLinkLongerThanTheLimitIsRefusedUnread() {
        let links = DeepLinks<LinkScreen>(scheme: "shop", maxLength: 20)
        #expect(throws: DeepLinkError(.tooLong(length: 22, limit: 20), component: "shop://catalog/catalog", offset: 0))
        {
            try links.screens(in: "shop://catalog/catalog")
        }
    }

    @Test func aHugeLinkIsQuotedByItsStartOnly() {
        let link = "shop://" + String(repeating: "catalog/", count: 2_000)
        #expect(
            throws: DeepLinkError(
                .tooLong(length: 16_007, limit: 8_192), component: "shop://catalog/catalog/c…", offset: 0)
        ) {
            try links.screens(in: link)
        }
    }

    @Test func anErrorDescribesItselfInOneLine() {
        let error = DeepLinkError(.missingParameter(name: "id"), component: "product", offset: 7)
        #expect(error.description == #"Invalid link at character 7 ("product"): the parameter "id" is missing."#)
    }

    @Test func aSavedEntryRouteNamesExactlyOneScreen() throws {
        #expect(try LinkScreen(route: "product/3") == .product(id: 3))
        #expect(throws: DeepLinkError(.moreThanOneScreen, component: "catalog", offset: 10)) {
            try LinkScreen(route: "product/3/catalog")
        }
    }

    @Test func randomScreensAndStacksReadBackAsThemselves() throws {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            let stack = (0..<Int.random(in: 1...4, using: &random)).map { _ in LinkScreen.random(using: &random) }
            let url = links.url(for: stack)
            #expect(try links.screens(in: url) == stack, "\(url)")
            for screen in stack {
                #expect(try LinkScreen(route: screen.route.description) == screen)
            }
        }
    }
}

extension LinkScreen {
    /// Text made of the characters that links must escape, letters and emoji.
    static func randomText(using random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", " ", "/", "?", "&", "=", "%", "#", "+", "é", "🙂", "\u{301}", "\n", "%20", ""]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    static func random(using random: inout SplitMix64) -> LinkScreen {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: .catalog
        case 1: .product(id: Int.random(in: Int.min...Int.max, using: &random))
        case 2: .search(query: randomText(using: &random), page: Int.random(in: 1...1_000, using: &random))
        case 3: .settings(.main)
        default: .settings(.profile(name: randomText(using: &random)))
        }
    }
}
