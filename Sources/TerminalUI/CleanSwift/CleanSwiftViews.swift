import Screens

extension TerminalView {
    /// The view of a Clean Swift scene, drawn from its display — the headless view state its presenter
    /// fills: the group's own exhaustive switch.
    ///
    /// - Parameter screen: A Clean Swift scene.
    public static func of(_ screen: CleanSwiftScreen) -> TerminalView {
        switch screen {
        case .home: .home()
        case .detail: .detail()
        case .profile: .profile()
        }
    }
}
