import Foundation
import Navigation
import Testing

/// The screens of version 3 of an app. Version 1 had `item(id:)` and `wishlist`; version 2 renamed `item` to
/// `article`, version 3 `article` to `product`, its `id` to `productID`, and added `tab` and `page(n:)`.
enum EvolvedScreen: Routable {
    case catalog
    case product(productID: Int, tab: String)
    case page(n: Int)
    case note(text: String?)

    static var routeHistory: RouteHistory {
        RouteHistory([
            .renamedScreen("item", to: "article"),
            .renamedScreen("article", to: "product"),
            .renamedParameter("id", to: "productID", ofScreen: "product"),
            .addedParameter("tab", ofScreen: "product", defaultValue: "details"),
            .addedParameter("n", ofScreen: "page", defaultValue: "1"),
            .renamedParameter("body", to: "text", ofScreen: "note"),
            .removedScreen("wishlist", reason: "the wish list is part of the cart"),
        ])
    }

    var screensBeneath: [EvolvedScreen] { self == .catalog ? [] : [.catalog] }
    var linkRule: LinkRule<EvolvedScreen> { .pushed }
}

struct RouteHistoryTests {
    let links = DeepLinks<EvolvedScreen>(scheme: "app")

    @Test func aRenamedScreenReadsUnderEveryOldNameAndIsWrittenUnderItsNewOne() throws {
        let product = EvolvedScreen.product(productID: 3, tab: "details")
        #expect(try links.stacks(in: "app://catalog/item;id=3") == [[.catalog, product]])
        #expect(try links.stacks(in: "app://catalog/article;id=3") == [[.catalog, product]])
        #expect(try links.stacks(in: "app://catalog/product;productID=3;tab=details") == [[.catalog, product]])
        #expect(try links.url(for: [.catalog, product]) == "app://catalog/product;productID=3;tab=details")
    }

    @Test func anAddedParameterReadsAsItsDefaultWhereAnOldLinkLeavesItOut() throws {
        #expect(try links.stacks(in: "app://catalog/page") == [[.catalog, .page(n: 1)]])
        #expect(try links.stacks(in: "app://catalog/page;n=4") == [[.catalog, .page(n: 4)]])
        // A value the link gives is read, not the default.
        #expect(try EvolvedScreen(route: "product;productID=2;tab=reviews") == .product(productID: 2, tab: "reviews"))
    }

    @Test func anOptionalParameterReadsUnderItsOldNameAndIsNilWhenAbsent() throws {
        #expect(try EvolvedScreen(route: "note;body=hi") == .note(text: "hi"))
        #expect(try EvolvedScreen(route: "note") == .note(text: nil))
        #expect(try EvolvedScreen(route: "note;text=hi") == .note(text: "hi"))
    }

    @Test func aRemovedScreenIsRefusedWithItsReason() throws {
        let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: "app://catalog/wishlist") }
        #expect(error.reason == .removedScreen(reason: "the wish list is part of the cart"))
        #expect(error.component == "wishlist")
        #expect(error.offset == 14)
        #expect("\(error)".contains("this screen was removed: the wish list is part of the cart"))
    }

    /// An error about a value under an old parameter name quotes the link as written: the old name, not the name
    /// it reads as (which is not in the link).
    @Test func anErrorAboutAValueUnderAnOldNameQuotesTheNameAsWritten() throws {
        let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: "app://catalog/item;id=x") }
        #expect(error.reason == .invalidParameter(name: "id", expected: "Int"))
        #expect(error.component == "x")
        #expect("\(error)".contains("the parameter \"id\""))
        #expect(EvolvedScreen.routeHistoryProblems.isEmpty)
    }

    @Test func aNameNoRuleKnowsIsStillAnUnknownScreen() throws {
        let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: "app://catalog/items") }
        #expect(error.reason == .unknownScreen(screens: "EvolvedScreen"))
    }

    @Test func aSessionSavedByAnEarlierVersionRestoresTheSameScreens() throws {
        let json = Data(
            """
            {"version": 2, "nextID": 3, "stacks": [[
              {"id": 0, "screen": "catalog"},
              {"id": 1, "screen": "item;id=7"},
              {"id": 2, "screen": "page"}
            ]]}
            """.utf8)
        let saved = try SavedNavigation<EvolvedScreen>(json: json)
        #expect(saved.state.screens == [.catalog, .product(productID: 7, tab: "details"), .page(n: 1)])
        // Written again, it is in the current form.
        let text = try SavedNavigation(state: saved.state).jsonText()
        #expect(text.contains("\"product;productID=7;tab=details\""))
        #expect(text.contains("\"page;n=1\""))
    }
}
