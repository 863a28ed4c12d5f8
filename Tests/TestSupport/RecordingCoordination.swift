import Navigation

/// A ``Coordination`` double that records every request in order and can be told to refuse them.
@MainActor
public final class RecordingCoordination<Screen>: Coordination {
    /// Every navigation request made, in order, including refused ones; screens opened for a result appear
    /// as the `show` or `present` request that opens them.
    public private(set) var requests: [NavigationRequest<Screen>] = []
    /// The values handed to ``finish(with:)``, in order.
    public private(set) var finishedValues: [any Sendable] = []
    /// When set, every request is recorded and then refused with this error.
    public var refusal: NavigationError?
    private var resultHandlers: [(Any?) -> Void] = []

    /// Creates a double that accepts every request.
    public init() {}

    /// Records `request`; throws ``refusal`` if it is set.
    public func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        requests.append(request)
        if let refusal { throw refusal }
    }

    /// Records the request that opens `screen` and keeps `onResult` for ``respond(with:)`` and ``closeOpened()``.
    public func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        requests.append(presentation == .modal ? .present(screen) : .show(screen, firstPosition: false))
        if let refusal { throw refusal }
        resultHandlers.append { value in
            if let value = value as? Value { onResult(.delivered(value)) } else { onResult(.closed) }
        }
    }

    /// Records `value`; throws ``refusal`` if it is set.
    public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        finishedValues.append(value)
        if let refusal { throw refusal }
    }

    /// Hands `value` to the oldest screen still waiting for a result, as if the opened screen finished.
    ///
    /// - Returns: `false` when no screen was waiting.
    @discardableResult
    public func respond(with value: some Sendable) -> Bool {
        guard !resultHandlers.isEmpty else { return false }
        resultHandlers.removeFirst()(value)
        return true
    }

    /// Tells the oldest screen still waiting for a result that the opened screen closed without one.
    ///
    /// - Returns: `false` when no screen was waiting.
    @discardableResult
    public func closeOpened() -> Bool {
        guard !resultHandlers.isEmpty else { return false }
        resultHandlers.removeFirst()(nil)
        return true
    }
}
