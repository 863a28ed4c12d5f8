import Navigation
import NavigationTesting
import TestSupport
import Testing

/// Screens with every kind of value and rule: labeled, unlabeled, optional and structured values, a feature
/// group under its prefix and one without, modal flows, results pushed and presented, and a screen no link
/// opens. Their routes are the compiler's: nothing here maps names to screens.
enum LinkScreen: Routable, Hashable {
    case catalog
    case product(id: Int)
    case search(query: String, page: Int? = nil, sort: Sort? = nil)
    case order(Int)
    case share(note: Note)
    case settings(SettingsScreen)
    case help(HelpScreen)
    case cart
    case editor(noteID: Int)
    case picker(productID: Int)
    case signIn

    enum Sort: String, Codable, Hashable {
        case price, name
    }

    struct Note: Codable, Hashable {
        var title: String
        var pinned: Bool
    }

    enum SettingsScreen: Routable, Hashable {
        case main
        case profile(name: String)

        var screensBeneath: [SettingsScreen] {
            switch self {
            case .main: []
            case .profile: [.main]
            }
        }

        var linkRule: LinkRule<SettingsScreen> {
            switch self {
            case .main: .pushed
            case .profile: .pushedOrPresented
            }
        }
    }

    enum HelpScreen: Routable, Hashable {
        case faq
        case topic(name: String)

        var screensBeneath: [HelpScreen] {
            switch self {
            case .faq: []
            case .topic: [.faq]
            }
        }

        var linkRule: LinkRule<HelpScreen> {
            switch self {
            case .faq, .topic: .pushed
            }
        }
    }

    static var groupsWithoutPrefix: [String] { ["help"] }

    var screensBeneath: [LinkScreen] {
        switch self {
        case .catalog: []
        case .product, .search, .order, .share, .cart, .signIn: [.catalog]
        case .editor(let id), .picker(let id): [.catalog, .product(id: id)]
        case .settings(let screen): [.catalog] + screen.screensBeneath.map(LinkScreen.settings)
        case .help(let screen): [.catalog] + screen.screensBeneath.map(LinkScreen.help)
        }
    }

    var linkRule: LinkRule<LinkScreen> {
        switch self {
        case .catalog, .product, .search, .order, .share: .pushed
        case .cart: .presented
        case .editor(let id): .result(openedBy: .product(id: id), presentation: .modal)
        case .picker(let id): .result(openedBy: .product(id: id), presentation: .push)
        case .signIn: .never
        case .settings(let screen): screen.linkRule.map(LinkScreen.settings)
        case .help(let screen): screen.linkRule.map(LinkScreen.help)
        }
    }
}

/// A screen enum that contains itself, as feature groups nest: how deep a route may go is bounded.
indirect enum NestingScreen: Routable, Hashable {
    case leaf
    case nested(NestingScreen)

    var screensBeneath: [NestingScreen] { [] }
    var linkRule: LinkRule<NestingScreen> { .pushed }
}

/// One valid link of the table: what it opens, and which screens it opens for a result.
struct ValidLink: CustomTestStringConvertible, Sendable {
    let link: String
    let stacks: [[LinkScreen]]
    var awaiting: Set<LinkTarget<LinkScreen>.Position> = []

    var testDescription: String { link }
}

/// One refused link of the table, with its error.
struct RefusedLink: CustomTestStringConvertible, Sendable {
    let link: String
    let error: DeepLinkError

    init(_ link: String, _ reason: DeepLinkError.Reason, _ component: String, _ offset: Int) {
        self.link = link
        error = DeepLinkError(reason, component: component, offset: offset)
    }

    var testDescription: String { link }
}

struct DeepLinkTests {
    let links = DeepLinks<LinkScreen>(scheme: "shop")

    static let valid: [ValidLink] = [
        ValidLink(link: "shop://catalog", stacks: [[.catalog]]),
        ValidLink(link: "shop://product;id=3", stacks: [[.catalog, .product(id: 3)]]),
        ValidLink(link: "shop://catalog/product;id=3", stacks: [[.catalog, .product(id: 3)]]),
        ValidLink(link: "shop://product;id=-7", stacks: [[.catalog, .product(id: -7)]]),
        ValidLink(link: "SHOP://catalog", stacks: [[.catalog]]),
        ValidLink(link: "shop://catalog/", stacks: [[.catalog]]),
        ValidLink(link: "shop://product;id=3/", stacks: [[.catalog, .product(id: 3)]]),
        ValidLink(link: "shop://catalog?utm_source=mail&utm_campaign=spring", stacks: [[.catalog]]),
        ValidLink(link: "shop://product;id=3?ref=", stacks: [[.catalog, .product(id: 3)]]),
        ValidLink(link: "shop://search;query=shoes", stacks: [[.catalog, .search(query: "shoes")]]),
        ValidLink(link: "shop://search;query=shoes;page=2", stacks: [[.catalog, .search(query: "shoes", page: 2)]]),
        ValidLink(
            link: "shop://search;sort=price;query=a%20b;page=4",
            stacks: [[.catalog, .search(query: "a b", page: 4, sort: .price)]]),
        ValidLink(link: "shop://search;query=", stacks: [[.catalog, .search(query: "")]]),
        ValidLink(
            link: "shop://catalog/search;query=x/search;query=y;sort=name",
            stacks: [[.catalog, .search(query: "x"), .search(query: "y", sort: .name)]]),
        ValidLink(link: "shop://search;query=%F0%9F%99%82%2F%3B%3D", stacks: [[.catalog, .search(query: "🙂/;=")]]),
        ValidLink(link: "shop://search;query=é", stacks: [[.catalog, .search(query: "é")]]),
        ValidLink(link: "shop://order/42", stacks: [[.catalog, .order(42)]]),
        ValidLink(link: "shop://catalog/order/1/order/2", stacks: [[.catalog, .order(1), .order(2)]]),
        ValidLink(
            link: "shop://share;note.title=Hi;note.pinned=true",
            stacks: [[.catalog, .share(note: .init(title: "Hi", pinned: true))]]),
        ValidLink(link: "shop://settings/main", stacks: [[.catalog, .settings(.main)]]),
        ValidLink(
            link: "shop://settings/profile;name=Ann",
            stacks: [[.catalog, .settings(.main), .settings(.profile(name: "Ann"))]]),
        ValidLink(link: "shop://faq", stacks: [[.catalog, .help(.faq)]]),
        ValidLink(
            link: "shop://topic;name=returns", stacks: [[.catalog, .help(.faq), .help(.topic(name: "returns"))]]),
        ValidLink(link: "shop://help/faq", stacks: [[.catalog, .help(.faq)]]),
        ValidLink(link: "shop://cart", stacks: [[.catalog], [.cart]]),
        ValidLink(link: "shop://catalog/+/cart", stacks: [[.catalog], [.cart]]),
        ValidLink(link: "shop://catalog/product;id=3/+/cart", stacks: [[.catalog, .product(id: 3)], [.cart]]),
        ValidLink(
            link: "shop://catalog/+/cart/+/settings/profile;name=x",
            stacks: [[.catalog], [.cart], [.settings(.profile(name: "x"))]]),
        ValidLink(
            link: "shop://catalog/+/settings/profile;name=x/product;id=1",
            stacks: [[.catalog], [.settings(.profile(name: "x")), .product(id: 1)]]),
        ValidLink(
            link: "shop://editor;noteID=5", stacks: [[.catalog, .product(id: 5)], [.editor(noteID: 5)]],
            awaiting: [.init(stack: 1, index: 0)]),
        ValidLink(
            link: "shop://catalog/product;id=5/+/editor;noteID=5",
            stacks: [[.catalog, .product(id: 5)], [.editor(noteID: 5)]], awaiting: [.init(stack: 1, index: 0)]),
        ValidLink(
            link: "shop://picker;productID=8", stacks: [[.catalog, .product(id: 8), .picker(productID: 8)]],
            awaiting: [.init(stack: 0, index: 2)]),
        ValidLink(
            link: "shop://catalog/+/cart/product;id=2/picker;productID=2",
            stacks: [[.catalog], [.cart, .product(id: 2), .picker(productID: 2)]],
            awaiting: [.init(stack: 1, index: 2)]),
        ValidLink(
            link: "shop://catalog/product;id=5/+/editor;noteID=5/product;id=5/+/editor;noteID=5",
            stacks: [[.catalog, .product(id: 5)], [.editor(noteID: 5), .product(id: 5)], [.editor(noteID: 5)]],
            awaiting: [.init(stack: 1, index: 0), .init(stack: 2, index: 0)]),
    ]

    static let refused: [RefusedLink] = [
        RefusedLink("catalog", .missingScheme(expected: "shop"), "catalog", 0),
        RefusedLink("mail://catalog", .wrongScheme(expected: "shop"), "mail", 0),
        RefusedLink("shop://", .noScreen, "", 7),
        RefusedLink("shop://?utm_source=x", .noScreen, "", 7),
        RefusedLink("shop://lobby", .unknownScreen(screens: "LinkScreen or HelpScreen"), "lobby", 7),
        RefusedLink("shop://Catalog", .unknownScreen(screens: "LinkScreen or HelpScreen"), "Catalog", 7),
        RefusedLink("shop://settings/lobby", .unknownScreen(screens: "SettingsScreen"), "lobby", 16),
        RefusedLink("shop://settings", .noScreen, "", 15),
        RefusedLink("shop://catalog//product;id=3", .emptySegment, "/", 14),
        RefusedLink("shop:///catalog", .emptySegment, "/", 7),
        RefusedLink("shop://catalog//", .emptySegment, "/", 14),
        RefusedLink("shop://product", .missingParameter(name: "id"), "product", 7),
        RefusedLink("shop://product;ID=3", .missingParameter(name: "id"), "product", 7),
        RefusedLink("shop://product;id=x", .invalidParameter(name: "id", expected: "Int"), "x", 18),
        RefusedLink(
            "shop://product;id=99999999999999999999", .invalidParameter(name: "id", expected: "Int"),
            "99999999999999999999", 18),
        RefusedLink("shop://product;id=3;id=4", .unexpectedParameter, "id", 20),
        RefusedLink("shop://product;id=3;color=red", .unexpectedParameter, "color", 20),
        RefusedLink("shop://catalog;page=2", .unexpectedParameter, "page", 15),
        RefusedLink("shop://product;=3", .emptyParameterName, "=3", 15),
        RefusedLink("shop://search;query=x;sort=cheap", .rejected(reason: ""), "search", 7),
        RefusedLink("shop://order", .missingParameter(name: "_0"), "", 12),
        RefusedLink("shop://order/x", .invalidParameter(name: "_0", expected: "Int"), "x", 13),
        RefusedLink("shop://order;n=1/1", .unexpectedParameter, "n", 13),
        RefusedLink("shop://share;note.title=Hi", .missingParameter(name: "note.pinned"), "share", 7),
        RefusedLink("shop://product;id=%2", .invalidPercentEncoding, "%2", 18),
        RefusedLink("shop://search;query=%FF", .invalidUTF8, "%FF", 20),
        RefusedLink("shop://search;query=a b", .unexpectedCharacter, " ", 21),
        RefusedLink("shop://+/cart", .emptyFlow, "+", 7),
        RefusedLink("shop://catalog/+", .emptyFlow, "+", 15),
        RefusedLink("shop://catalog/+/+/cart", .emptyFlow, "+", 15),
        RefusedLink("shop://catalog/+;x=1/cart", .unexpectedParameter, "x", 17),
        RefusedLink("shop://catalog/cart", .notLinkable(.onlyPresented), "cart", 15),
        RefusedLink("shop://catalog/+/product;id=1", .notLinkable(.notPresented), "product;id=1", 17),
        RefusedLink("shop://signIn", .notLinkable(.never), "signIn", 7),
        RefusedLink("shop://catalog/+/signIn", .notLinkable(.never), "signIn", 17),
        RefusedLink(
            "shop://catalog/product;id=4/+/editor;noteID=5",
            .notLinkable(.notAboveOpener(opener: "product;id=5", presentation: .modal)), "editor;noteID=5", 30),
        RefusedLink(
            "shop://catalog/product;id=5/editor;noteID=5",
            .notLinkable(.notAboveOpener(opener: "product;id=5", presentation: .modal)), "editor;noteID=5", 28),
        RefusedLink(
            "shop://catalog/+/picker;productID=1",
            .notLinkable(.notAboveOpener(opener: "product;id=1", presentation: .push)), "picker;productID=1", 17),
    ]

    @Test(arguments: valid)
    func aValidLinkOpensItsStacksAndReadsBackFromItsOwnURL(_ valid: ValidLink) throws {
        let target = try links.target(for: valid.link)
        #expect(target.stacks == valid.stacks)
        #expect(target.awaitingResult == valid.awaiting)
        let url = try links.url(for: target.stacks)
        #expect(try links.target(for: url) == target, "\(url)")
        #expect(try links.stacks(in: url) == target.stacks)
    }

    @Test(arguments: refused)
    func aRefusedLinkNamesTheProblemThePartAndItsPosition(_ refused: RefusedLink) {
        #expect {
            _ = try links.target(for: refused.link)
        } throws: { error in
            guard let error = error as? DeepLinkError else { return false }
            if case .rejected = refused.error.reason, case .rejected = error.reason {  // the app's own text
                return error.component == refused.error.component && error.offset == refused.error.offset
            }
            return error == refused.error
        }
    }

    @Test(arguments: refused)
    @MainActor
    func aRefusedLinkLeavesTheCoordinatorAsItWas(_ refused: RefusedLink) throws {
        let coordinator = try Coordinator(root: LinkScreen.catalog, assemblies: LinkAssemblies())
        try coordinator.show(.product(id: 1))
        let before = coordinator.state
        let top = coordinator.topViewModel
        #expect(throws: NavigationError.self) { try coordinator.open(link: refused.link, using: links) }
        #expect(coordinator.state == before)
        #expect(coordinator.topViewModel === top)
    }

    @Test func theTablesAreAsLargeAsTheSyntaxNeeds() {
        #expect(Self.valid.count >= 30)
        #expect(Self.refused.count >= 30)
    }

    @Test func aLinkWrittenForAStateListsEachModalFlowAfterAPlus() throws {
        #expect(try links.url(for: [[.catalog, .product(id: 3)], [.cart]]) == "shop://catalog/product;id=3/+/cart")
        #expect(try links.url(for: .search(query: "a b&c", page: 2)) == "shop://search;query=a%20b%26c;page=2")
        #expect(try links.url(for: .help(.topic(name: "x"))) == "shop://topic;name=x")
        #expect(try links.url(for: .settings(.main)) == "shop://settings/main")
        #expect(try links.url(for: .order(7)) == "shop://order/7")
    }

    @Test func aLeftOutOptionalParameterIsNotTakenFromTheNextScreen() throws {
        let stacks = try links.stacks(in: "shop://search;query=a/search;query=b;sort=price")
        #expect(stacks == [[.search(query: "a"), .search(query: "b", sort: .price)]])
    }

    @Test func aFragmentIsIgnoredWithEverythingAfterItsHash() throws {
        #expect(try links.stacks(in: "shop://catalog#top") == [[.catalog]])
        #expect(try links.stacks(in: "shop://search;query=a%23b#results") == [[.search(query: "a#b")]])
        #expect(try links.stacks(in: "shop://catalog?utm_source=x#top") == [[.catalog]])
        #expect(try links.stacks(in: "shop://catalog/#") == [[.catalog]])
        #expect(try links.stacks(in: "shop://catalog#a fragment is never read") == [[.catalog]])
        #expect(throws: DeepLinkError(.noScreen, component: "", offset: 7)) { try links.target(for: "shop://#top") }
    }

    @Test func queryItemsATrailingSlashAndAFragmentAreRefusedWhenTheLinksSaySo() {
        let strict = DeepLinks<LinkScreen>(
            scheme: "shop", queryItems: .refused, trailingSlash: .refused, fragment: .refused)
        #expect(throws: DeepLinkError(.unexpectedCharacter, component: "#", offset: 14)) {
            try strict.target(for: "shop://catalog#top")
        }
        #expect(throws: DeepLinkError(.unexpectedQueryItem, component: "?utm_source=x", offset: 14)) {
            try strict.target(for: "shop://catalog?utm_source=x")
        }
        #expect(throws: DeepLinkError(.emptySegment, component: "/", offset: 14)) {
            try strict.target(for: "shop://catalog/")
        }
    }

    @Test func aScreenThatCannotBeWrittenSoThatItReadsBackIsNotWritten() {
        #expect {
            try links.url(for: .signIn)
        } throws: { error in
            (error as? DeepLinkError)?.reason == .notLinkable(.never)
        }
        #expect {
            try links.url(for: [[.catalog], [.product(id: 1)]])
        } throws: { error in
            (error as? DeepLinkError)?.reason == .notLinkable(.notPresented)
        }
        let short = DeepLinks<LinkScreen>(scheme: "shop", maxLength: 20)
        #expect {
            try short.url(for: [.catalog, .product(id: 2), .product(id: 1)])
        } throws: { error in
            (error as? DeepLinkError)?.reason == .tooLong(length: 40, limit: 20)
        }
    }

    @Test func aStateALinkOfOneScreenOpenedIsWrittenAsThatLinkWhenItsWholeFormIsOverTheLimit() throws {
        let link = "shop://product;id=1"
        let links = DeepLinks<LinkScreen>(scheme: "shop", maxLength: link.utf8.count)
        let opened = try links.target(for: link).stacks
        #expect(opened == [[.catalog, .product(id: 1)]])
        // `shop://catalog/product;id=1` is over the limit; the link it was opened from reads back the same.
        #expect(try links.url(for: opened) == link)
        #expect(try links.target(for: links.url(for: opened)).stacks == opened)
        // Under the limit, every screen is written.
        #expect(try DeepLinks<LinkScreen>(scheme: "shop").url(for: opened) == "shop://catalog/product;id=1")
    }

    @Test func anUnlabeledValueASegmentCannotHoldIsAParameterNamedByItsPosition() throws {
        enum Tag: Routable, Hashable {
            case tag(String)
            case list([Int])
            case place(Place, Int)
            var screensBeneath: [Tag] { [] }
            var linkRule: LinkRule<Tag> { .pushed }
        }
        struct Place: Codable, Hashable {
            var city: String
        }
        for (screen, route) in [
            (Tag.tag("a b"), "tag/a%20b"),
            (.tag(""), "tag;_0="),
            (.list([1, 2]), "list;_0=1;_0=2"),
            (.list([]), "list;_0.count=0"),
            (.place(Place(city: "Oslo"), 3), "place;_0.city=Oslo/3"),
        ] {
            #expect(try screen.route() == route)
            #expect(try Tag(route: route) == screen, "\(route)")
        }
    }

    @Test func aNilUnlabeledValueIsAParameterInPlaceOfItsSegment() throws {
        enum Other: Routable, Hashable {
            case maybe(Int?, String?)
            var screensBeneath: [Other] { [] }
            var linkRule: LinkRule<Other> { .pushed }
        }
        for (screen, route) in [
            (Other.maybe(nil, nil), "maybe;_0~nil=;_1~nil="),
            (.maybe(4, nil), "maybe;_1~nil=/4"),
            (.maybe(nil, "a"), "maybe;_0~nil=/a"),
            (.maybe(4, ""), "maybe;_1=/4"),
            (.maybe(4, "a"), "maybe/4/a"),
        ] {
            #expect(try screen.route() == route)
            #expect(try Other(route: route) == screen, "\(route)")
        }
        // One spelling per value: the marker of a `nil` has no value; one with a value is refused where it is.
        #expect {
            try Other(route: "maybe;_0~nil=anything/a")
        } throws: { error in
            (error as? DeepLinkError)?.reason == .invalidParameter(name: "_0~nil", expected: "no value")
                && (error as? DeepLinkError)?.component == "anything"
        }
    }

    @Test func aLinkLongerThanTheLimitIsRefusedUnread() {
        let link = "shop://" + String(repeating: "catalog/", count: 1_100)
        #expect {
            try links.target(for: link)
        } throws: { error in
            (error as? DeepLinkError)?.reason == .tooLong(length: link.utf8.count, limit: 8_192)
        }
    }

    @Test func parametersPastTheSixtyFourthAreReadAndAnUnknownOneThereIsRefusedWhereItIs() throws {
        // Forty screens of two parameters: the reader's marks of what was read go past its first word.
        let screens = (0..<40).map { (index: Int) in LinkScreen.search(query: "q\(index)", page: index) }
        let link = try links.url(for: screens)
        #expect(try links.stacks(in: link) == [screens])
        let extra = link + ";color=red"
        #expect(throws: DeepLinkError(.unexpectedParameter, component: "color", offset: link.utf8.count + 1)) {
            try links.stacks(in: extra)
        }
    }

    @Test func routesNestingDeeperThanTheLimitAreRefusedWithATypedError() throws {
        let deep = "x://" + String(repeating: "nested/", count: 40) + "leaf"
        #expect {
            try DeepLinks<NestingScreen>(scheme: "x").target(for: deep)
        } throws: { error in
            (error as? DeepLinkError)?.reason == .tooDeep(limit: 32)
        }
        var screen = NestingScreen.leaf
        for _ in 0..<40 { screen = .nested(screen) }
        #expect {
            try screen.route()
        } throws: { error in
            if case .unwritable = (error as? DeepLinkError)?.reason { true } else { false }
        }
        let shallow = "x://" + String(repeating: "nested/", count: 20) + "leaf"
        #expect(try DeepLinks<NestingScreen>(scheme: "x").stacks(in: shallow).count == 1)
    }

    @Test func anErrorDescribesItselfInOneLine() {
        let error = DeepLinkError(.missingParameter(name: "id"), component: "product", offset: 7)
        #expect(error.description == #"Invalid link at character 8 ("product"): the parameter "id" is missing."#)
    }

    @Test func aSavedEntryRouteNamesExactlyOneScreen() throws {
        #expect(try LinkScreen(route: "product;id=3") == .product(id: 3))
        #expect(throws: DeepLinkError(.moreThanOneScreen, component: "catalog", offset: 13)) {
            try LinkScreen(route: "product;id=3/catalog")
        }
        #expect(throws: DeepLinkError(.unexpectedQueryItem, component: "?x=1", offset: 7)) {
            try LinkScreen(route: "catalog?x=1")
        }
    }

    @Test func randomScreensAndStatesReadBackAsThemselves() throws {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            var stacks = [(0..<Int.random(in: 1...4, using: &random)).map { _ in LinkScreen.random(using: &random) }]
            if Bool.random(using: &random) {
                stacks.append([.cart, .search(query: LinkScreen.randomText(using: &random))])
            }
            let url = try links.url(for: stacks)
            #expect(try links.stacks(in: url) == stacks, "\(url)")
            for screen in stacks.joined() {
                #expect(try LinkScreen(route: try screen.route()) == screen)
            }
        }
    }
}

extension DeepLinkTests {
    /// The app's own output reads back, or writing it fails with a typed error: links written under a limit
    /// near their length (opening the same stacks, in their whole form or as the top screen's link alone), and saved states with ids up to the largest, modal flows and awaited results,
    /// under a byte limit near their size.
    @Test func whatIsWrittenReadsBackOrTheWriteFailsWithATypedError() throws {
        var random = SplitMix64(seed: 0xC1A55)
        var written = (links: 0, tooLong: 0, states: 0, tooLarge: 0)
        for _ in 0..<2_000 {
            var stacks = [(0..<Int.random(in: 1...4, using: &random)).map { _ in LinkScreen.random(using: &random) }]
            if Bool.random(using: &random) {
                stacks.append([.cart, .search(query: LinkScreen.randomText(using: &random))])
            }

            let length = try DeepLinks<LinkScreen>(scheme: "shop", maxLength: .max).url(for: stacks).utf8.count
            let limited = DeepLinks<LinkScreen>(
                scheme: "shop", maxLength: Int.random(in: length - 3...length + 3, using: &random))
            do {
                let url = try limited.url(for: stacks)
                // Every screen as written, or the top screen's link alone when it opens the same stacks.
                let opened = try limited.stacks(in: url) == stacks ? stacks : try limited.target(for: url).stacks
                #expect(opened == stacks, "\(url)")
                written.links += 1
            } catch {
                #expect(error.reason == .tooLong(length: length, limit: limited.maxLength))
                written.tooLong += 1
            }

            var nextID = UInt64.random(in: 0...UInt64(Int64.max), using: &random)
            if Bool.random(using: &random) { nextID = UInt64(Int64.max) }
            let count = stacks.joined().count
            nextID = max(nextID, UInt64(count))
            var id = nextID - UInt64(count)
            let entries = stacks.map { stack in
                stack.map { screen in
                    defer { id += 1 }
                    return NavigationEntry(id: EntryID(rawValue: id), screen: screen)
                }
            }
            let state = try NavigationState(stacks: entries, nextID: EntryID(rawValue: nextID))
            let awaiting = Set(state.entries.dropFirst().filter { _ in Bool.random(using: &random) }.map(\.id))
            let saved = SavedNavigation(state: state, awaitingResult: awaiting)
            let size = try saved.json(maxBytes: .max).count
            let maxBytes = Int.random(in: size - 3...size + 3, using: &random)
            do {
                let json = try saved.json(maxBytes: maxBytes)
                #expect(try SavedNavigation<LinkScreen>(json: json, maxBytes: maxBytes) == saved)
                written.states += 1
            } catch {
                #expect((error as? SavingError) == .tooLarge(limit: maxBytes))
                written.tooLarge += 1
            }
        }
        // Both outcomes happened, so the property was tested both ways.
        #expect(written.links > 100 && written.tooLong > 100 && written.states > 100 && written.tooLarge > 100)
    }
}

extension LinkScreen {
    /// Text made of the characters that links must escape or that their syntax uses, letters, emoji, and
    /// the empty text.
    static func randomText(using random: inout SplitMix64) -> String {
        let pieces = [
            "a", "Z", " ", "/", "?", "&", "=", ";", "+", "%", "#", "é", "🙂", "\u{301}", "\n", "\0", "%20", "",
        ]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    static func random(using random: inout SplitMix64) -> LinkScreen {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: .catalog
        case 1: .product(id: Bool.random(using: &random) ? Int.max : Int.random(in: Int.min...Int.max, using: &random))
        case 2:
            .search(
                query: randomText(using: &random),
                page: [nil, Int.random(in: 1...1_000, using: &random)].randomElement(using: &random) ?? nil,
                sort: [nil, .price, .name].randomElement(using: &random) ?? nil)
        case 3: .settings(.main)
        case 4: .settings(.profile(name: randomText(using: &random)))
        case 5: .help(.topic(name: randomText(using: &random)))
        case 6: .share(note: Note(title: randomText(using: &random), pinned: Bool.random(using: &random)))
        default: .order(Int.random(in: Int.min...Int.max, using: &random))
        }
    }
}

/// Builds a plain view model for every ``LinkScreen``.
@MainActor
final class LinkAssemblies: AssemblyProvider {
    final class ViewModel {
        let coordination: any Coordination<LinkScreen>
        init(coordination: any Coordination<LinkScreen>) { self.coordination = coordination }
    }

    struct Builder: Assembly {
        let coordination: any Coordination<LinkScreen>
        func build() -> ViewModel { ViewModel(coordination: coordination) }
    }

    func viewModel(for screen: LinkScreen, coordination: any Coordination<LinkScreen>) throws -> BuiltViewModel {
        try Builder(coordination: coordination).built()
    }
}
