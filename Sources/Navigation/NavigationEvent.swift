/// One change of the navigation state, or one refusal, as observers of a ``Coordinator`` see it.
///
/// Every change produces exactly one event. Events are delivered synchronously, in the order the changes
/// happened, after the new state is in place and lifecycle calls were made.
public indirect enum NavigationEvent<Screen> {
    /// `entry` was pushed on top of the active stack.
    case pushed(NavigationEntry<Screen>)
    /// These entries (bottom first) were removed from the top: by a pop, a pop to root or a pop to an entry.
    case popped([NavigationEntry<Screen>])
    /// The entries in `removed` (bottom first) were replaced by those in `inserted` (bottom first): by
    /// `show(_:firstPosition: true)`, `replaceTop` or `setStack`.
    case replaced(removed: [NavigationEntry<Screen>], inserted: [NavigationEntry<Screen>])
    /// `entry` was presented as the root of a new modal flow.
    case presented(NavigationEntry<Screen>)
    /// A modal flow was closed; these are its entries and those of any flow above it, bottom first.
    case dismissed([NavigationEntry<Screen>])
    /// A guard redirected `request`; `outcome` is the change made instead.
    case redirected(NavigationRequest<Screen>, outcome: NavigationEvent<Screen>)
    /// `request` was refused with `error`; the state did not change.
    case refused(NavigationRequest<Screen>, error: NavigationError)
}

extension NavigationEvent: Equatable where Screen: Equatable {}
extension NavigationEvent: Hashable where Screen: Hashable {}
extension NavigationEvent: Sendable where Screen: Sendable {}
