import Foundation
import Navigation
import NavigationTesting
import Screens
import Testing

/// The links the example app published — in its README, EXAMPLE-APP.md, the terminal demo's scripts and the
/// web front end's addresses — and a session its first version saved: each must still open the same screens.
/// A rename without its `routeHistory` rule fails here, naming the link.
struct PublishedLinksTests {
    @Test func everyPublishedLinkStillOpensItsScreens() {
        let start: [ControllersList] = [.startScreen, .textInputScreen]
        expectPublishedLinks(
            [
                PublishedLink(
                    "demo://shop/product;productID=3",
                    opens: [.startScreen, .shop(.catalog), .shop(.product(productID: 3))]),
                PublishedLink(
                    "demo://ratingScreen;text=hi",
                    opens: [start + [.textConfirmationScreen(text: "hi")], [.ratingScreen(text: "hi")]]),
                // Version 1's name of the history, as the demo's script and the web's addresses wrote it.
                PublishedLink("demo://historyScreen", opens: start + [.textHistoryScreen]),
                PublishedLink("demo://textHistoryScreen", opens: start + [.textHistoryScreen]),
                PublishedLink(
                    "demo://@shop/shop/catalog/shop/product;productID=3/+/shop/cart",
                    opens: [[.shop(.catalog), .shop(.product(productID: 3))], [.shop(.cart)]], inTab: "shop"),
                PublishedLink(
                    "demo://@shop/shop/catalog/shop/product;productID=2/+/shop/cart/shop/checkout",
                    opens: [[.shop(.catalog), .shop(.product(productID: 2))], [.shop(.cart), .shop(.checkout)]],
                    inTab: "shop"),
                PublishedLink(
                    "demo://@text/textInputScreen/historyScreen", opens: [.textInputScreen, .textHistoryScreen],
                    inTab: "text"),
            ], readBy: ControllersList.links)
    }

    /// A session the first version saved, kept as it was written: the history in the start tab and in the
    /// text tab.
    static let savedByVersion1 = FileManager.default.contents(
        atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/session-version-1.json").path)

    @Test func aSessionOfTheFirstVersionStillReadsAsTheSameScreens() {
        guard let saved = Self.savedByVersion1 else {
            Issue.record("Tests/Fixtures/session-version-1.json is missing")
            return
        }
        expectSavedSession(
            saved, named: "1.0, the history in two tabs",
            reads: [[.startScreen, .textInputScreen, .textHistoryScreen]],
            tabs: ["text": [.textInputScreen, .textHistoryScreen], "shop": [.shop(.catalog)]],
            as: ControllersList.self)
    }
}
