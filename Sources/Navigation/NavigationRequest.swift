/// A navigation that was asked for, as it appears in a ``NavigationEvent/refused(_:error:)`` event.
public enum NavigationRequest<Screen> {
    /// Show `screen`: push it, or, with `firstPosition`, make it the only screen in the stack.
    case show(Screen, firstPosition: Bool)
    /// Remove the top screen.
    case pop
}

extension NavigationRequest: Equatable where Screen: Equatable {}
extension NavigationRequest: Hashable where Screen: Hashable {}
extension NavigationRequest: Sendable where Screen: Sendable {}
