// The screen enum both fuzz targets read beside the app's own: the app's groups mounted without their prefix,
// lists among its values, and a route history.
import Navigation
import Screens

/// The app's two groups mounted without their prefix, beside screens of the app named as screens of theirs:
/// `catalog` is the app's and the shop's, `home` the app's and Clean Swift's; and the app's route history, whose
/// old names read as current screens.
enum MountedScreen: Routable {
    case catalog
    case home
    case compare(ids: [Int], tags: [String]?)
    case sorted(by: Sorting?, near: Place)
    case trip([Place], stops: [[Int]?]?)
    case leg(Int?, String?)
    case shop(ShopScreen)
    case cleanSwift(CleanSwiftScreen)

    static var groupsWithoutPrefix: [String] { ["shop", "cleanSwift"] }
    static let links = DeepLinks<MountedScreen>(scheme: "demo")
    /// The same links, reading screen names in other letter case.
    static let lenientLinks = DeepLinks<MountedScreen>(scheme: "demo", screenNames: .ignoringCase)
    /// Old names, one of them a screen's of a group mounted without its prefix: read, never written.
    static var routeHistory: RouteHistory {
        RouteHistory([
            .renamedScreen("list", to: "catalog"), .renamedScreen("cart", to: "home"),
            .removedScreen("gone", reason: "a screen of an earlier version"),
        ])
    }

    /// An enum with values among a screen's values: its case, then its values as fields.
    enum Sorting: Codable, Equatable, Sendable {
        case name
        case price(descending: Bool)
        case distance(from: Place)
    }

    /// A value with fields.
    struct Place: Codable, Equatable, Sendable {
        var city: String
        var zone: Int?
    }

    var screensBeneath: [MountedScreen] {
        switch self {
        case .catalog, .home, .compare, .sorted, .trip, .leg: []
        case .shop(let screen): screen.screensBeneath.map(MountedScreen.shop)
        case .cleanSwift(let screen): screen.screensBeneath.map(MountedScreen.cleanSwift)
        }
    }

    var linkRule: LinkRule<MountedScreen> {
        switch self {
        case .catalog, .home, .compare, .sorted, .trip, .leg: .pushedOrPresented
        case .shop(let screen): screen.linkRule.map(MountedScreen.shop)
        case .cleanSwift(let screen): screen.linkRule.map(MountedScreen.cleanSwift)
        }
    }
}
