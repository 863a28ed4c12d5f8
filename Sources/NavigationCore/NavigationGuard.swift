/// What a guard decides about a navigation request.
public enum GuardDecision<Screen> {
    /// Let the request through (to the next guard, then to the state).
    case allow
    /// Refuse the request; it throws ``NavigationError/refusedByGuard(reason:)`` and nothing changes.
    case refuse(reason: String)
    /// Apply `request` instead — it opens the screen that must come first, such as a sign-in.
    ///
    /// With `resumeOnResult`, the original request is made again, through every guard, once the screen that
    /// `request` opened finishes with a result (``Coordination/finish(with:)``). If that screen is closed
    /// without a result, the original request is dropped. The redirect itself is not seen by guards.
    case redirect(NavigationRequest<Screen>, resumeOnResult: Bool)
}

extension GuardDecision: Equatable where Screen: Equatable {}
extension GuardDecision: Sendable where Screen: Sendable {}
