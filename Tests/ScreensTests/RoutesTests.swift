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
            .textHistoryScreen, .unlockScreen, .shop(.catalog), .shop(.product(productID: -3)), .shop(.cart),
            .shop(.checkout), .shop(.signIn), .shop(.orderConfirmation(orderID: 12)), .cleanSwift(.home),
            .cleanSwift(.detail(message: text)), .cleanSwift(.profile(userName: text.isEmpty ? "x" : text)),
        ]
    }

    @Test func everyScreenWithEveryAwkwardTextCanBeLinkedAndSaved() {
        expectRoutesReadBack(awkwardTexts.flatMap(Self.samples))
    }

    @Test func aShopLinkOpensOverTheCatalogAndTheStartScreen() throws {
        #expect(
            try links.target(for: "demo://shop/product;productID=3").stacks
                == [[.startScreen, .shop(.catalog), .shop(.product(productID: 3))]])
        #expect(
            try links.target(for: "demo://shop/checkout").stacks == [
                [.startScreen, .shop(.catalog)], [.shop(.cart), .shop(.checkout)],
            ])
        #expect(
            try links.target(for: "demo://cleanSwift/detail;message=hi%20there").stacks
                == [[.startScreen, .cleanSwift(.home), .cleanSwift(.detail(message: "hi there"))]])
        #expect(try links.url(for: .shop(.product(productID: 3))) == "demo://shop/product;productID=3")
        #expect(
            try links.url(for: .cleanSwift(.profile(userName: "Aleksey")))
                == "demo://cleanSwift/profile;userName=Aleksey"
        )
    }

    @Test func theCartOpensAsAModalFlowAndCheckoutInsideIt() throws {
        #expect(try links.target(for: "demo://shop/cart").stacks == [[.startScreen, .shop(.catalog)], [.shop(.cart)]])
        #expect(
            try links.target(for: "demo://startScreen/shop/catalog/+/shop/cart/shop/checkout").stacks
                == [[.startScreen, .shop(.catalog)], [.shop(.cart), .shop(.checkout)]])
    }

    @Test func theRatingOpensForAResultOverTheConfirmationOfTheSameText() throws {
        let target = try links.target(for: "demo://ratingScreen;text=a%20b")
        #expect(
            target.stacks == [
                [.startScreen, .textInputScreen, .textConfirmationScreen(text: "a b")], [.ratingScreen(text: "a b")],
            ])
        #expect(target.awaitingResult == [.init(stack: 1, index: 0)])
        #expect(
            throws: DeepLinkError(
                .notLinkable(.notAboveOpener(opener: "textConfirmationScreen;text=b", presentation: .modal)),
                component: "ratingScreen;text=b", offset: 67)
        ) {
            try links.target(
                for: "demo://startScreen/textInputScreen/textConfirmationScreen;text=a/+/ratingScreen;text=b")
        }
    }

    @Test func guardedAndResultOnlyScreensAreNeverOpenedByALink() {
        for link in ["demo://unlockScreen", "demo://shop/signIn", "demo://shop/orderConfirmation;orderID=1"] {
            #expect {
                try links.target(for: link)
            } throws: { error in
                (error as? DeepLinkError)?.reason == .notLinkable(.never)
            }
        }
    }

    @Test func aBadShopLinkNamesThePartAtFault() {
        #expect(
            throws: DeepLinkError(
                .invalidParameter(name: "productID", expected: "Int"), component: "three", offset: 30)
        ) {
            try links.target(for: "demo://shop/product;productID=three")
        }
        #expect(throws: DeepLinkError(.unknownScreen(screens: "ShopScreen"), component: "basket", offset: 12)) {
            try links.target(for: "demo://shop/basket")
        }
        #expect(throws: DeepLinkError(.noScreen, component: "", offset: 11)) { try links.target(for: "demo://shop") }
    }

    @Test(arguments: awkwardTexts)
    func everyScreenLinksToItselfWhateverItsText(text: String) throws {
        for screen in Self.samples(text: text) {
            #expect(try links.stacks(in: "demo://" + screen.route()) == [[screen]])
            #expect(try ControllersList(route: try screen.route()) == screen)
        }
    }

    @Test func everyStackLinksToItself() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<1_000 {
            let stack = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                Self.samples(text: awkwardTexts.randomElement(using: &random) ?? "").randomElement(using: &random)
                    ?? .textInputScreen
            }.filter { $0.linkRule == .pushed }
            guard !stack.isEmpty else { continue }
            #expect(try links.stacks(in: links.url(for: stack)) == [stack])
        }
    }

    @Test func theConfirmationLinkOpensOnTheInputScreenAboveTheStart() throws {
        let opened = [[ControllersList.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello")]]
        #expect(try links.target(for: "demo://textConfirmationScreen;text=hello").stacks == opened)
        #expect(
            try links.target(for: "demo://startScreen/textInputScreen/textConfirmationScreen;text=hello").stacks
                == opened)
        #expect(
            try links.target(for: "demo://textConfirmationScreen;text=hello?utm_source=newsletter").stacks == opened)
    }

    @Test func aLinkPrintsReadably() throws {
        #expect(
            try links.url(for: [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello world")])
                == "demo://startScreen/textInputScreen/textConfirmationScreen;text=hello%20world")
    }
}
