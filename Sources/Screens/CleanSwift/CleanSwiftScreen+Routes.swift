import Navigation

/// The Clean Swift scenes' routes, under their case in the app: `cleanSwift/home`,
/// `cleanSwift/detail;message=hi`, `cleanSwift/profile;userName=ann`.
extension CleanSwiftScreen {
    /// What a link opening the scene alone puts beneath it: the home scene.
    public var screensBeneath: [CleanSwiftScreen] {
        switch self {
        case .home: []
        case .detail, .profile: [.home]
        }
    }

    /// How a link may open the scene: pushed, each of them.
    public var linkRule: LinkRule<CleanSwiftScreen> {
        switch self {
        case .home, .detail, .profile: .pushed
        }
    }
}
