import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

/// Texts a user may type: spaces, unicode, and every character that means something in a link.
let awkwardTexts = [
    "", "hello", "hello world", "a/b", "why?", "this & that", "100%", "%20", "a=b", "#1", "+", "été", "🙂👍🏽",
    "e\u{301}", "line\nbreak", "tab\there", "\"quoted\"", "back\\slash", "?&=/%#+ ", "日本語",
]

struct RoutesTests {
    let links = ControllersList.links

    /// Every screen, with `text` where it takes one.
    static func samples(text: String) -> [ControllersList] {
        [
            .startScreen, .textInputScreen, .textConfirmationScreen(text: text), .ratingScreen(text: text),
            .historyScreen, .unlockScreen, .shop(.catalog), .shop(.product(productID: -3)), .shop(.cart),
            .shop(.checkout), .shop(.signIn), .shop(.orderConfirmation(orderID: 12)), .cleanSwift(.home),
            .cleanSwift(.detail(message: text)), .cleanSwift(.profile(userName: text.isEmpty ? "x" : text)),
        ]
    }

    @Test func everyRouteNameHasASample() {
        let names = Set(Self.samples(text: "x").compactMap { $0.route.segments.first })
        #expect(names == Set(ControllersList.routes.names))
        let shopNames = Set(
            Self.samples(text: "x").compactMap { screen -> String? in
                if case .shop(let screen) = screen { screen.route.segments.first } else { nil }
            })
        #expect(shopNames == Set(ShopScreen.routes.names))
        let sceneNames = Set(
            Self.samples(text: "x").compactMap { screen -> String? in
                if case .cleanSwift(let screen) = screen { screen.route.segments.first } else { nil }
            })
        #expect(sceneNames == Set(CleanSwiftScreen.routes.names))
    }

    @Test func aShopLinkOpensOverTheCatalogAndTheStartScreen() throws {
        #expect(
            try links.stack(for: "demo://shop/product/3")
                == [.startScreen, .shop(.catalog), .shop(.product(productID: 3))])
        #expect(
            try links.stack(for: "demo://shop/checkout") == [
                .startScreen, .shop(.catalog), .shop(.cart), .shop(.checkout),
            ])
        #expect(
            try links.stack(for: "demo://clean-swift/detail?message=hi%20there")
                == [.startScreen, .cleanSwift(.home), .cleanSwift(.detail(message: "hi there"))])
        #expect(links.url(for: .shop(.product(productID: 3))) == "demo://shop/product/3")
        #expect(links.url(for: .cleanSwift(.profile(userName: "Aleksey"))) == "demo://clean-swift/profile/Aleksey")
    }

    @Test func aBadShopLinkNamesThePartAtFault() {
        #expect(throws: DeepLinkError(.invalidParameter(name: "id", expected: "Int"), component: "three", offset: 20)) {
            try links.stack(for: "demo://shop/product/three")
        }
        #expect(
            throws: DeepLinkError(
                .unknownScreen(known: ["catalog", "product", "cart", "checkout", "sign-in", "order"]),
                component: "basket", offset: 12)
        ) {
            try links.stack(for: "demo://shop/basket")
        }
        #expect(throws: DeepLinkError(.noScreen, component: "", offset: 11)) { try links.stack(for: "demo://shop") }
    }

    @Test(arguments: awkwardTexts)
    func everyScreenLinksToItselfWhateverItsText(text: String) throws {
        for screen in Self.samples(text: text) {
            #expect(try links.screens(in: links.url(for: screen)) == [screen])
            #expect(try ControllersList(route: screen.route.description) == screen)
        }
    }

    @Test func everyStackLinksToItself() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<1_000 {
            let stack = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                Self.samples(text: awkwardTexts.randomElement(using: &random) ?? "").randomElement(using: &random)
                    ?? .textInputScreen
            }
            #expect(try links.screens(in: links.url(for: stack)) == stack)
        }
    }

    @Test func theConfirmationLinkOpensOnTheInputScreenAboveTheStart() throws {
        #expect(
            try links.stack(for: "demo://confirm?text=hello")
                == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(
            try links.stack(for: "demo://input/confirm?text=hello")
                == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(
            try links.stack(for: "demo://start/input/confirm?text=hello")
                == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(
            try links.stack(for: "demo://rating?text=a%20b")
                == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "a b"), .ratingScreen(text: "a b")])
    }

    @Test func aLinkPrintsReadably() {
        #expect(
            links.url(for: [.textInputScreen, .textConfirmationScreen(text: "hello world")])
                == "demo://input/confirm?text=hello%20world")
    }
}
