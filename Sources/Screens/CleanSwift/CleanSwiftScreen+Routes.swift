import Navigation

/// The Clean Swift scenes' routes, nested in the app's links under `clean-swift/`: `home`,
/// `detail?message=<text>`, `profile/<name>` (so `demo://clean-swift/detail?message=hi`).
extension CleanSwiftScreen: Routable {
    /// The scene's route. The switch is exhaustive: a new scene must say where it lives.
    public var route: Route {
        switch self {
        case .home: Route("home")
        case .detail(let message): Route("detail").query("message", message)
        case .profile(let userName): Route("profile").appending(userName)
        }
    }

    /// How each route name reads back as a scene.
    public static let routes = RouteTable<CleanSwiftScreen>([
        "home": { _ in .home },
        "detail": { reader in .detail(message: try reader.query("message")) },
        "profile": { reader in .profile(userName: try reader.segment("name")) },
    ])

    /// What a link opening the scene alone puts beneath it: the home scene.
    public var screensBeneath: [CleanSwiftScreen] {
        switch self {
        case .home: []
        case .detail, .profile: [.home]
        }
    }
}
