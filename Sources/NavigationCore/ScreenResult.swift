/// How a screen opened for a result ended, as the screen that opened it learns.
public enum ScreenResult<Value> {
    /// The screen finished with `value` (``Coordination/finish(with:)``).
    case delivered(Value)
    /// The screen was closed without a result: popped, dismissed, replaced, or its opener was removed.
    case closed

    /// The delivered value, or `nil` when the screen was closed without one.
    public var value: Value? {
        if case .delivered(let value) = self { value } else { nil }
    }
}

extension ScreenResult: Equatable where Value: Equatable {}
extension ScreenResult: Sendable where Value: Sendable {}

/// How a screen opened for a result is shown.
public enum Presentation: Hashable, Sendable {
    /// Pushed on the active stack.
    case push
    /// Presented as the root of a new modal flow.
    case modal
}
