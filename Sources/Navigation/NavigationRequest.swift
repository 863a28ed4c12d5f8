/// A navigation that was asked for: what guards decide on, and what a ``NavigationEvent/refused(_:error:)``
/// event reports.
public enum NavigationRequest<Screen> {
    /// Show `screen`: push it on the active stack, or, with `firstPosition`, make it the only screen there.
    case show(Screen, firstPosition: Bool)
    /// Remove the top screen of the active stack.
    case pop
    /// Remove every screen of the active stack above its root.
    case popToRoot
    /// Remove everything above the entry with this id.
    case popTo(EntryID)
    /// Remove everything above the topmost entry showing this screen.
    case popToScreen(Screen)
    /// Remove everything above the topmost entry whose screen matches a predicate (not kept here).
    case popToMatching
    /// Replace the top screen of the active stack.
    case replaceTop(Screen)
    /// Replace everything with one base stack of these screens, root first.
    case setStack([Screen])
    /// Present `screen` as a new modal flow on top of everything.
    case present(Screen)
    /// Close the last modal flow with everything in it.
    case dismiss
    /// Close the entry with this id, which was opened for a result, and what is above it.
    case finish(EntryID)
    /// Replace everything with this state, its ids and modal flows included: saved state being restored.
    case restore(NavigationState<Screen>)
}

extension NavigationRequest: Equatable where Screen: Equatable {}
extension NavigationRequest: Hashable where Screen: Hashable {}
extension NavigationRequest: Sendable where Screen: Sendable {}
