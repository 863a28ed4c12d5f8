import Navigation
import Testing

/// A `Coordination` double for testing a view model on its own: it records every request in order, can be
/// told to refuse them or to hand back a result, and fails the test when used in a way the test did not
/// expect.
///
/// Expectations are exhaustive: ``expectRequests(_:sourceLocation:)`` compares *every* request made since
/// the previous expectation, so a navigation the test did not account for fails it, with a diff.
///
/// ```swift
/// let coordination = RecordingCoordination<AppScreen>()
/// let model = CartViewModel(cart: cart, coordination: coordination)
/// model.checkout()
/// coordination.expectRequests([.present(.signIn)])
/// coordination.respond(with: User.sample)        // as if sign-in finished
/// coordination.expectRequests([.show(.checkout, firstPosition: false)])
/// ```
@MainActor
public final class RecordingCoordination<Screen: Equatable>: Coordination {
    /// Every navigation request made, in order, including refused ones; a screen opened for a result appears
    /// as the `show` or `present` request that opens it.
    public private(set) var requests: [NavigationRequest<Screen>] = []
    /// The values handed to ``finish(with:)``, in order.
    public private(set) var finishedValues: [any Sendable] = []
    /// When set, every request is recorded and then refused with this error.
    public var refusal: NavigationError?
    private var checkedRequests = 0
    private var waiting: [(expected: String, deliver: (Any?) -> Bool)] = []

    /// Creates a double that accepts every request.
    public init() {}

    /// Records `request`; throws ``refusal`` if it is set.
    public func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        requests.append(request)
        if let refusal { throw refusal }
    }

    /// Records the request that opens `screen`, and keeps `onResult` for ``respond(with:sourceLocation:)``
    /// and ``closeOpened(sourceLocation:)``.
    public func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        requests.append(presentation == .modal ? .present(screen) : .show(screen, firstPosition: false))
        if let refusal { throw refusal }
        waiting.append(
            (
                String(describing: Value.self),
                { value in
                    guard let value else {
                        onResult(.closed)
                        return true
                    }
                    guard let value = value as? Value else { return false }
                    onResult(.delivered(value))
                    return true
                }
            ))
    }

    /// Records `value`; throws ``refusal`` if it is set.
    public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        finishedValues.append(value)
        if let refusal { throw refusal }
    }

    /// Hands `value` to the oldest screen still waiting for a result, as if the screen it opened finished.
    ///
    /// Fails the test when no screen is waiting, or when the one waiting expects another type.
    ///
    /// - Parameters:
    ///   - value: The result.
    ///   - sourceLocation: Where a failure is reported; the caller's line unless told otherwise.
    public func respond(with value: some Sendable, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let receiver = takeWaiting("respond(with: \(value))", sourceLocation) else { return }
        if !receiver.deliver(value) {
            Issue.record(
                "respond(with: \(value)): the screen waiting expects a \(receiver.expected), not a \(type(of: value))",
                sourceLocation: sourceLocation)
        }
    }

    /// Tells the oldest screen still waiting for a result that the screen it opened closed without one.
    ///
    /// Fails the test when no screen is waiting.
    ///
    /// - Parameter sourceLocation: Where a failure is reported; the caller's line unless told otherwise.
    public func closeOpened(sourceLocation: SourceLocation = #_sourceLocation) {
        _ = takeWaiting("closeOpened()", sourceLocation)?.deliver(nil)
    }

    /// Expects the requests made since the previous expectation to be exactly `expected`, in order; fails the
    /// test with a diff otherwise.
    ///
    /// - Parameters:
    ///   - expected: The requests, in order; empty to expect none.
    ///   - sourceLocation: Where a failure is reported; the caller's line unless told otherwise.
    /// - Returns: `true` when they match.
    @discardableResult
    public func expectRequests(
        _ expected: [NavigationRequest<Screen>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actual = Array(requests[checkedRequests...])
        checkedRequests = requests.count
        return ExpectationDiff.expect(actual, equal: expected, what: "Navigation", sourceLocation: sourceLocation)
    }

    private func takeWaiting(
        _ call: String,
        _ sourceLocation: SourceLocation
    ) -> (expected: String, deliver: (Any?) -> Bool)? {
        guard !waiting.isEmpty else {
            Issue.record("\(call): no screen was opened for a result", sourceLocation: sourceLocation)
            return nil
        }
        return waiting.removeFirst()
    }
}
