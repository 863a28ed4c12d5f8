import Navigation
import Screens

extension TerminalView {
    /// The view of a Clean Swift scene, drawn from its display — the headless view state its presenter
    /// fills: the group's own exhaustive switch.
    ///
    /// - Parameters:
    ///   - screen: A Clean Swift scene.
    ///   - viewModel: The view model built for its entry.
    /// - Throws: ``NavigationError/viewModelTypeMismatch(entry:expected:built:)`` for a wiring mistake.
    public static func of(_ screen: CleanSwiftScreen, _ viewModel: EntryViewModel) throws(NavigationError)
        -> TerminalView
    {
        switch screen {
        case .home: .home(try viewModel.typed())
        case .detail: .detail(try viewModel.typed())
        case .profile: .profile(try viewModel.typed())
        }
    }
}
