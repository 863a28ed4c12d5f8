/// One change of the navigation state, or one refusal, as observers of a ``Coordinator`` see it — or a session
/// saved without some of its screens.
///
/// Every change produces exactly one event. Events are delivered synchronously, in the order the changes
/// happened, after the new state is in place and lifecycle calls were made. A change's event carries the
/// ``NavigationChange`` a UI applies to what it shows — flows dismissed and presented, and for the stack that
/// stays, the entries removed from its top and pushed on it — and why it happened.
///
/// ```swift
/// coordinator.observeEvents { [host] event in
///     guard case .changed(let change, _) = event else { return }
///     host.apply(change)
/// }
/// ```
public enum NavigationEvent<Screen> {
    /// The state changed as `change` says, because of `cause`.
    case changed(NavigationChange<Screen>, cause: NavigationCause<Screen>)
    /// `request` was refused with `error`; the state did not change.
    case refused(NavigationRequest<Screen>, error: NavigationError)
    /// The entry's screen tried to finish with a result and was refused with `error` (nobody waits for its
    /// result, or waits for another type); the state did not change.
    case finishRefused(entry: EntryID, error: NavigationError)
    /// ``Coordinator/savedJSON(maxBytes:maxEntries:)`` wrote the session without screens whose routes cannot be
    /// written; `leftOut` names the first of each stack and tab that lost screens
    /// (``SavingError/unwritableScreen(path:_:)``). The next start restores the session without them. Nothing
    /// changed.
    case savedInPart(leftOut: [SavingError])

    /// The change the event tells of; `nil` for a refusal.
    ///
    /// This returns a copy of the change, which a caller then destroys: a change is larger than Swift copies
    /// inline, so both go through its type's value witnesses (BENCHMARKS.md). A host that applies
    /// every change matches the event instead, which reads the change where it is:
    /// `guard case .changed(let change, _) = event else { return }` (BENCHMARKS.md, "Handles reach the
    /// coordinator's code without capturing it").
    @inlinable
    public var change: NavigationChange<Screen>? {
        if case .changed(let change, _) = self { change } else { nil }
    }
}

/// Why the state changed: what a ``NavigationEvent/changed(_:cause:)`` event was made for.
public enum NavigationCause<Screen> {
    // A redirect, rare, is `indirect`, its two requests in a box of their own, so that a cause is as small as a
    // request: beyond four words every copy and destroy of a cause went through its type's value witnesses, and
    // each change's event copies its cause (BENCHMARKS.md,
    // "The state read where it is kept").

    /// The app or a view model asked for `request`.
    case request(NavigationRequest<Screen>)
    /// A guard redirected `original` to `target`; the change is the target's.
    indirect case redirect(original: NavigationRequest<Screen>, target: NavigationRequest<Screen>)
    /// The entry finished with a result and was removed.
    case finish(EntryID)
    /// The user already did it in the UI, and the host reported it (``Coordinator/userDid(_:)``).
    case user(UserNavigation)
}

extension NavigationEvent: CustomStringConvertible {
    /// The event as a log line shows it: `show(detail(id: 3)): stack 0: +[#1 detail(id: 3)]`,
    /// `refused pop: Cannot go back: …`.
    public var description: String {
        switch self {
        case .changed(let change, let cause): "\(cause): \(change)"
        case .refused(let request, let error): "refused \(request): \(error)"
        case .finishRefused(let entry, let error): "refused finishing \(entry): \(error)"
        case .savedInPart(let leftOut): "saved without screens: " + leftOut.map(\.description).joined(separator: " ")
        }
    }
}

extension NavigationCause: CustomStringConvertible {
    /// The cause as a log line shows it: `show(detail(id: 3))`, `redirected show(checkout) to present(signIn)`,
    /// `#4 finished`, `user went back to #1`.
    public var description: String {
        switch self {
        case .request(let request): request.description
        case .redirect(let original, let target): "redirected \(original) to \(target)"
        case .finish(let entry): "\(entry) finished"
        case .user(let navigation): "user \(navigation)"
        }
    }
}

extension NavigationEvent: Equatable where Screen: Equatable {}
extension NavigationEvent: Hashable where Screen: Hashable {}
extension NavigationEvent: Sendable where Screen: Sendable {}
extension NavigationCause: Equatable where Screen: Equatable {}
extension NavigationCause: Hashable where Screen: Hashable {}
extension NavigationCause: Sendable where Screen: Sendable {}
