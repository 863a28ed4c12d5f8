/// One change of the navigation state, or one refusal, as observers of a ``Coordinator`` see it.
///
/// Events are delivered synchronously, in the order the changes happened, after the new state is in place.
public enum NavigationEvent<Screen> {
    /// `entry` was pushed on top of the stack.
    case pushed(NavigationEntry<Screen>)
    /// `entry` was removed from the top of the stack.
    case popped(NavigationEntry<Screen>)
    /// The entries in `removed` (bottom first) were replaced by those in `inserted` (bottom first).
    ///
    /// `show(_:firstPosition: true)` produces this event, with the new root as the only inserted entry.
    case replaced(removed: [NavigationEntry<Screen>], inserted: [NavigationEntry<Screen>])
    /// `request` was refused with `error`; the state did not change.
    case refused(NavigationRequest<Screen>, error: NavigationError)
}

extension NavigationEvent: Equatable where Screen: Equatable {}
extension NavigationEvent: Hashable where Screen: Hashable {}
extension NavigationEvent: Sendable where Screen: Sendable {}
