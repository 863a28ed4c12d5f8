import Navigation
import Testing

/// A `Coordination` double for testing a view model on its own: it records every request in order, can be
/// told to refuse them or to hand back a result, and fails the test when used in a way the test did not
/// expect.
///
/// Expectations are exhaustive: ``expectRequests(_:sourceLocation:)`` compares *every* request made since
/// the previous expectation, so a navigation the test did not account for fails it, with a diff; and
/// ``expectFinished(with:sourceLocation:)`` does the same for the values handed to `finish(with:)`. When the
/// double is released — at the end of the test — any request or finished value that no expectation
/// covered fails the test, at the line that created the double, unless it was created with
/// `exhaustive: false`.
///
/// ```swift
/// let coordination = RecordingCoordination<AppScreen>()
/// let model = CartViewModel(cart: cart, coordination: coordination)
/// model.checkout()
/// coordination.expectRequests([.present(.signIn)])
/// coordination.respond(with: User.sample)        // as if sign-in finished
/// coordination.expectRequests([.show(.checkout)])
/// ```
@MainActor
public final class RecordingCoordination<Screen: Equatable>: Coordination {
    /// Every navigation request made, in order, including refused ones; a screen opened for a result appears
    /// as the `show` or `present` request that opens it.
    public private(set) var requests: [NavigationRequest<Screen>] = [] {
        didSet { unexpected.requests = requests[checkedRequests...].map { "\($0)" } }
    }
    /// The values handed to ``finish(with:)``, in order.
    public private(set) var finishedValues: [any Sendable] = [] {
        didSet { unexpected.finishes = finishedValues[checkedFinishes...].map(describeFinished) }
    }
    /// When set, every request is recorded and then refused with this error.
    public var refusal: NavigationError?
    /// Whether requests and finished values that no expectation covered fail the test when the double is
    /// released.
    public let isExhaustive: Bool
    private let createdAt: SourceLocation
    private var checkedRequests = 0 {
        didSet { unexpected.requests.removeFirst(checkedRequests - oldValue) }
    }
    private var checkedFinishes = 0 {
        didSet { unexpected.finishes.removeFirst(checkedFinishes - oldValue) }
    }
    /// What no expectation covered yet, described, for the check when the double is released. Written only on
    /// the main actor; read only by `deinit`, when nothing else can reach the double.
    private nonisolated(unsafe) var unexpected: (requests: [String], finishes: [String]) = ([], [])
    private var waiting: [(expected: String, deliver: (Any?) -> Bool)] = []

    /// Creates a double that accepts every request.
    ///
    /// - Parameters:
    ///   - exhaustive: `true` (the default) to fail the test, when the double is released, for every request
    ///     and finished value that no expectation covered; `false` for a test that checks only some of them.
    ///   - sourceLocation: Where the end-of-test failure is reported; the caller's line unless told otherwise.
    public init(exhaustive: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        isExhaustive = exhaustive
        createdAt = sourceLocation
    }

    // Not `isolated deinit`, which runs without the test's task-local context (the failure would not reach
    // the test), and not assuming the main actor: a suite that stores the double is released elsewhere.
    deinit {
        guard isExhaustive else { return }
        Self.report(
            unexpected.requests, "Navigation the test never expected (expectRequests was not called for it):",
            at: createdAt)
        Self.report(
            unexpected.finishes, "Finished values the test never expected (expectFinished was not called for them):",
            at: createdAt)
    }

    private nonisolated static func report(_ unexpected: [String], _ title: String, at location: SourceLocation) {
        guard !unexpected.isEmpty else { return }
        Issue.record(
            Comment(rawValue: ([title] + unexpected.map { "  + \($0)" }).joined(separator: "\n")),
            sourceLocation: location)
    }

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
        requests.append(presentation == .modal ? .present(screen) : .show(screen))
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

    /// Expects the values handed to ``finish(with:)`` since the previous such expectation to be exactly
    /// `expected`, in order; fails the test with a diff otherwise.
    ///
    /// ```swift
    /// signIn.submit()
    /// coordination.expectFinished(with: [User.ada])
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The values, in order; empty to expect none.
    ///   - sourceLocation: Where a failure is reported; the caller's line unless told otherwise.
    /// - Returns: `true` when they match.
    @discardableResult
    public func expectFinished<Value: Equatable & Sendable>(
        with expected: [Value],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actual = Array(finishedValues[checkedFinishes...])
        checkedFinishes = finishedValues.count
        let matches = actual.count == expected.count && zip(actual, expected).allSatisfy { ($0 as? Value) == $1 }
        guard !matches else { return true }
        return ExpectationDiff.expect(
            actual.map(describeFinished), equal: expected.map(describeFinished), what: "Finished values",
            sourceLocation: sourceLocation)
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

/// A finished value as a failure shows it: its reflection and its type, so that values of two types that print
/// alike still differ.
private func describeFinished(_ value: Any) -> String {
    "\(String(reflecting: value)) as \(type(of: value))"
}
