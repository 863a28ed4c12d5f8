import Foundation
import Navigation
import Testing

@testable import NavigationTesting

/// Version 2 of an app: `item(id:)` of version 1 is `product(productID:)`.
enum ShopPages: Routable {
    case catalog
    case product(productID: Int)

    var screensBeneath: [ShopPages] { self == .catalog ? [] : [.catalog] }
    var linkRule: LinkRule<ShopPages> { .pushed }
}

/// The same version with the rename declared.
enum ShopPagesWithHistory: Routable {
    case catalog
    case product(productID: Int)

    static var routeHistory: RouteHistory {
        RouteHistory([
            .renamedScreen("item", to: "product"), .renamedParameter("id", to: "productID", ofScreen: "product"),
        ])
    }

    var screensBeneath: [ShopPagesWithHistory] { self == .catalog ? [] : [.catalog] }
    var linkRule: LinkRule<ShopPagesWithHistory> { .pushed }
}

/// An app enum that mounts a group: the group's rename was declared on the app's enum, where it is never applied.
enum AppWithMisplacedRules: Routable {
    case home
    case shop(ShopPages)

    static var routeHistory: RouteHistory {
        RouteHistory([
            .renamedScreen("item", to: "product"), .removedScreen("home", reason: "gone"),
            .addedParameter("tab", ofScreen: "product", defaultValue: "details"),
            .renamedScreen("start", to: "home"),
        ])
    }

    var screensBeneath: [AppWithMisplacedRules] { [] }
    var linkRule: LinkRule<AppWithMisplacedRules> { .pushed }
}

/// An app enum that mounts the group without a prefix (`app://product;productID=3`), with the group's rules
/// declared on it: a link of version 1 names `item`, which neither enum reads.
enum AppWithGroupWithoutPrefix: Routable {
    case home
    case shop(ShopPages)

    static var groupsWithoutPrefix: [String] { ["shop"] }

    static var routeHistory: RouteHistory {
        RouteHistory([
            .renamedScreen("item", to: "product"), .renamedParameter("id", to: "productID", ofScreen: "product"),
            .removedScreen("catalog", reason: "moved"),
        ])
    }

    var screensBeneath: [AppWithGroupWithoutPrefix] { [] }
    var linkRule: LinkRule<AppWithGroupWithoutPrefix> { .pushed }
}

/// The contract test an app keeps: published links and saved sessions of earlier versions must read as the same
/// screens; a rename without its rule fails it, naming the link.
@MainActor
struct LinkContractTests {
    let sessionOfVersion1 = Data(
        #"{"version": 2, "nextID": 2, "stacks": [[{"id": 0, "screen": "catalog"}, {"id": 1, "screen": "item;id=3"}]]}"#
            .utf8)

    @Test func aRenameWithoutItsRuleFailsNamingTheLinkAndTheSession() {
        let messages = failures {
            expectPublishedLinks(
                [
                    PublishedLink("app://product;productID=3", opens: [ShopPages.catalog, .product(productID: 3)]),
                    PublishedLink("app://item;id=3", opens: [.catalog, .product(productID: 3)]),
                ], readBy: DeepLinks(scheme: "app"))
            expectSavedSession(
                sessionOfVersion1, named: "1.0 product", reads: [[.catalog, .product(productID: 3)]],
                as: ShopPages.self)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("The published link app://item;id=3 no longer opens: ") == true)
        #expect(messages.first?.contains("\"item\"") == true)
        #expect(messages.last?.hasPrefix("The saved session 1.0 product no longer reads: ") == true)
    }

    /// A rule on the wrong enum fails the contract, naming the enum and where the rule belongs.
    @Test func aRuleThatNamesNoScreenOfItsEnumFailsNamingTheEnum() {
        #expect(ShopPagesWithHistory.routeHistoryProblems.isEmpty)
        let problems = AppWithMisplacedRules.routeHistoryProblems
        #expect(
            problems == [
                "AppWithMisplacedRules.routeHistory renames \"item\" to \"product\", which is no screen of "
                    + "AppWithMisplacedRules: a rule belongs on the enum that has the screen, and a feature group "
                    + "declares its own.",
                "AppWithMisplacedRules.routeHistory removes \"home\", which is still a screen of "
                    + "AppWithMisplacedRules: the rule is never applied.",
                "AppWithMisplacedRules.routeHistory has a rule for a parameter of \"product\", which is no screen of "
                    + "AppWithMisplacedRules: a rule belongs on the enum that has the screen, and a feature group "
                    + "declares its own.",
            ])
        let messages = failures {
            expectPublishedLinks(
                [PublishedLink("app://home", opens: [AppWithMisplacedRules.home])], readBy: DeepLinks(scheme: "app"))
        }
        #expect(messages == problems)
    }

    /// A group's rule on the app's enum, for a group mounted without a prefix, is named as the group's — the
    /// screen reads, but as the group's, whose own rules apply —, and a link the rule was meant for fails naming
    /// both enums it was looked up in.
    @Test func aGroupsRuleOnTheAppsEnumIsNamedAsTheGroupsWhenTheGroupHasNoPrefix() throws {
        let groupsRule =
            "which is a screen of its group \"shop\", mounted without a prefix: the rule belongs on that group's enum."
        #expect(
            AppWithGroupWithoutPrefix.routeHistoryProblems == [
                "AppWithGroupWithoutPrefix.routeHistory renames \"item\" to \"product\", \(groupsRule)",
                "AppWithGroupWithoutPrefix.routeHistory has a rule for a parameter of \"product\", \(groupsRule)",
                "AppWithGroupWithoutPrefix.routeHistory removes \"catalog\", a screen of its group \"shop\", mounted "
                    + "without a prefix: the rule keeps it from being read, and belongs on that group's enum.",
            ])
        // As the sentence says: the group's catalog no longer reads.
        #expect(throws: DeepLinkError.self) { try AppWithGroupWithoutPrefix(route: "catalog") }
        #expect(try AppWithGroupWithoutPrefix(route: "product;productID=3") == .shop(.product(productID: 3)))
        let error = try #require(throws: DeepLinkError.self) { try AppWithGroupWithoutPrefix(route: "item;id=3") }
        #expect(error.reason == .unknownScreen(screens: "AppWithGroupWithoutPrefix or ShopPages"))
        #expect(error.description.contains("no screen of AppWithGroupWithoutPrefix or ShopPages has this name"))
    }

    @Test func withTheRuleDeclaredTheContractHolds() {
        let messages = failures {
            expectPublishedLinks(
                [
                    PublishedLink(
                        "app://product;productID=3", opens: [ShopPagesWithHistory.catalog, .product(productID: 3)]),
                    PublishedLink("app://item;id=3", opens: [.catalog, .product(productID: 3)]),
                ], readBy: DeepLinks(scheme: "app"))
            expectSavedSession(
                sessionOfVersion1, named: "1.0 product", reads: [[.catalog, .product(productID: 3)]],
                as: ShopPagesWithHistory.self)
        }
        #expect(messages.isEmpty)
    }

    @Test func aLinkThatOpensOtherScreensFailsWithADiffOfRoutes() {
        let messages = failures {
            expectPublishedLinks(
                [PublishedLink("app://product;productID=4", opens: [ShopPages.catalog, .product(productID: 3)])],
                readBy: DeepLinks(scheme: "app"))
        }
        #expect(
            messages == [
                """
                What the published link app://product;productID=4 opens differs from what the test expected \
                (− expected, not seen; + seen, not expected):
                    catalog
                  − product;productID=3
                  + product;productID=4
                """
            ])
    }
}

/// Screens with values a route cannot hold, or not so that they read back.
enum ComparePages: Routable {
    case compare([Int])
    case note(String?)
    case ratio(Double)
    case failing(Unencodable)

    /// A value whose own `encode(to:)` throws.
    struct Unencodable: Codable, Equatable, Sendable {
        struct Refusal: Error {}
        init() {}
        init(from decoder: any Decoder) throws { throw Refusal() }
        func encode(to encoder: any Encoder) throws { throw Refusal() }
    }

    var screensBeneath: [ComparePages] { [] }
    var linkRule: LinkRule<ComparePages> { .pushed }
}

@MainActor
struct RoutesReadBackTests {
    @Test func aScreenALinkCannotHoldFailsNamingIt() {
        let messages = failures {
            expectRoutesReadBack([
                ComparePages.compare([1, 2]), .note("hi"), .note(nil), .failing(.init()), .ratio(.nan), .ratio(2),
            ])
        }
        #expect(messages.count == 2)
        let first = messages.first ?? ""
        #expect(first.hasPrefix("failing(") && first.contains("cannot be linked or saved: "))
        #expect(messages.last == "ratio(nan) is written ratio/nan, which reads back as ratio(nan)")
    }

    @Test func screensThatReadBackPass() {
        #expect(failures { expectRoutesReadBack([ShopPages.catalog, .product(productID: 3)]) }.isEmpty)
    }
}
