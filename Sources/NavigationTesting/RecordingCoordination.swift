import Navigation

/// A `Coordination` double for testing a view model on its own: it records every request in order, can be
/// told to refuse them or to hand back a result, and fails the test when used in a way the test did not
/// expect.
///
/// Expectations are exhaustive: `expectRequests(_:)` compares *every* request made since the previous
/// expectation, so a navigation the test did not account for fails it, with a diff; and
/// `expectFinished(with:)` does the same for the values handed to `finish(with:)`. When the double is
/// released — at the end of the test — any request or finished value that no expectation covered fails the
/// test, at the line that created the double, unless it was created with `exhaustive: false`.
///
/// ```swift
/// let coordination = RecordingCoordination<AppScreen>()
/// let model = CartViewModel(cart: cart, coordination: coordination)
/// model.checkout()
/// coordination.expectRequests([.open(.signIn, presentation: .modal, expecting: User.self)])
/// coordination.respond(with: User.sample)        // as if sign-in finished
/// coordination.expectRequests([.show(.checkout(userID: User.sample.id))])
/// ```
///
/// A view model that navigates from a task of its own is tested with the `async` forms, which wait for the
/// request (and fail the test if it does not come in time, rather than hang it):
///
/// ```swift
/// model.checkoutInBackground()
/// await coordination.expectRequests([.open(.signIn, presentation: .modal, expecting: User.self)], within: .seconds(5))
/// await coordination.respond(with: User.sample, within: .seconds(5))
/// ```
///
/// The expectations fail the running test under Swift Testing and under XCTest alike, at the caller's line;
/// an XCTest file needs no `import Testing`.
///
/// A view model that goes back to a screen it finds in its stack (`pop(toLast:)`, `lastEntry(where:)`) needs
/// that stack: set ``stack`` to the entries beneath it, its own last, before it asks; with none, it finds none
/// and `pop(toLast:)` throws `NavigationError.screenNotFound` as a real handle would.
@MainActor
public final class RecordingCoordination<Screen: Equatable>: Coordination {
    /// Every request made, in order, including refused ones: navigation requests, and screens opened for a
    /// result with their presentation and result type.
    public private(set) var requests: [RecordedRequest<Screen>] = [] {
        didSet {
            unexpected.requests = requests[checkedRequests...].map { "\($0)" }
            wakeWaiters()
        }
    }
    /// The values handed to ``finish(with:)``, in order.
    public private(set) var finishedValues: [any Sendable] = [] {
        didSet { unexpected.finishes = finishedValues[checkedFinishes...].map(describeFinished) }
    }
    /// The screens handed to ``updateScreen(to:)`` — the view model's drafts — in order; the last is what its
    /// entry shows now.
    public private(set) var updatedScreens: [Screen] = []
    /// When set, every request is recorded and then refused with this error.
    public var refusal: NavigationError?
    /// The entry the recorded view model's screen would have; `nil` unless the test sets it.
    public var entry: EntryID?
    /// The entries ``lastEntry(where:)`` answers from — the screen's stack, bottom first, its own last — so
    /// that `pop(toLast:)` records the `popTo` it asks for; empty unless the test sets them.
    public var stack: [NavigationEntry<Screen>] = []
    /// Whether requests and finished values that no expectation covered fail the test when the double is
    /// released.
    public let isExhaustive: Bool
    private let createdAt: FailureLocation
    private var checkedRequests = 0 {
        didSet { unexpected.requests.removeFirst(checkedRequests - oldValue) }
    }
    private var checkedFinishes = 0 {
        didSet { unexpected.finishes.removeFirst(checkedFinishes - oldValue) }
    }
    /// What no expectation covered yet, described, for the check when the double is released. Written only on
    /// the main actor; read only by `deinit`, when nothing else can reach the double.
    private nonisolated(unsafe) var unexpected: (requests: [String], finishes: [String]) = ([], [])
    /// What the view model declared with `receiveResults(expecting:onResult:)`, one per type, in order.
    private var declaredReceivers: [(expected: String, deliver: (Any?) -> Bool)] = []
    private var waiting: [(expected: String, deliver: (Any?) -> Bool)] = [] {
        didSet { wakeWaiters() }
    }
    /// Tasks suspended in an `async` expectation, resumed whenever a request is recorded or times out.
    private var waiters: [Int: (continuation: CheckedContinuation<Void, Never>, timer: Task<Void, Never>)] = [:]
    private var nextWaiter = 0

    /// Creates a double that accepts every request.
    ///
    /// - Parameters:
    ///   - exhaustive: `true` (the default) to fail the test, when the double is released, for every request
    ///     and finished value that no expectation covered; `false` for a test that checks only some of them.
    ///   - fileID: The file ID of where the end-of-test failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where the end-of-test failure is reported; the caller's unless told
    ///     otherwise.
    ///   - line: The line where the end-of-test failure is reported; the caller's unless told otherwise.
    ///   - column: The column where the end-of-test failure is reported; the caller's unless told otherwise.
    public init(
        exhaustive: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        isExhaustive = exhaustive
        createdAt = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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

    private nonisolated static func report(_ unexpected: [String], _ title: String, at location: FailureLocation) {
        guard !unexpected.isEmpty else { return }
        TestFailure.record(([title] + unexpected.map { "  + \($0)" }).joined(separator: "\n"), at: location)
    }

    // MARK: The requirements of `Coordination`

    /// The topmost of ``stack`` whose screen satisfies `predicate`, as a screen's handle searches its own stack.
    ///
    /// - Parameter predicate: Tells whether a screen is the one looked for.
    /// - Returns: The entry's id; `nil` when none matches.
    public func lastEntry(where predicate: (Screen) -> Bool) -> EntryID? {
        stack.last { predicate($0.screen) }?.id
    }

    /// Records `request`; throws ``refusal`` if it is set.
    public func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        requests.append(.navigate(request))
        if let refusal { throw refusal }
    }

    /// Records that `screen` was opened for a result of type `Value` with `presentation`, and keeps `onResult`
    /// for `respond(with:)` and `closeOpened()`.
    public func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        requests.append(.open(screen, presentation: presentation, expecting: Value.self))
        if let refusal { throw refusal }
        waiting.append(Self.delivery(onResult))
    }

    /// Records `screen` in ``updatedScreens``; with ``refusal`` set, throws it and records nothing.
    public func updateScreen(to screen: Screen) throws(NavigationError) {
        if let refusal { throw refusal }
        updatedScreens.append(screen)
    }

    /// Keeps what the view model declared, for ``respondAsOpenedByLink(with:fileID:filePath:line:column:)``;
    /// a declaration of a type replaces the one before it of that type.
    public func receiveResults<Value: Sendable>(
        expecting: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        declaredReceivers.removeAll { $0.expected == String(describing: Value.self) }
        declaredReceivers.append(Self.delivery(onResult))
    }

    /// Keeps what the view model declared, as ``receiveResults(expecting:onResult:)`` does: the double opens
    /// no screen, so which screens the declaration covers is not asked.
    public func receiveResults<Value: Sendable>(
        expecting: Value.Type, from screens: @escaping @MainActor (Screen) -> Bool,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        receiveResults(expecting: Value.self, onResult: onResult)
    }

    /// The type `onResult` expects, and how to hand it a value (`nil` for a close): `false` for a value of
    /// another type.
    private static func delivery<Value: Sendable>(
        _ onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) -> (expected: String, deliver: (Any?) -> Bool) {
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
        )
    }

    /// Records `value`; throws ``refusal`` if it is set.
    public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        finishedValues.append(value)
        if let refusal { throw refusal }
    }

    // MARK: Results

    /// Hands `value` to the oldest screen still waiting for a result, as if the screen it opened finished.
    ///
    /// Fails the test when no screen is waiting, or when the one waiting expects another type.
    ///
    /// - Parameters:
    ///   - value: The result.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    public func respond(
        with value: some Sendable,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        deliver(value, FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits until a screen waits for a result — a view model that opens it from a task of its own — then
    /// hands it `value`; fails the test when none does within `timeout`.
    ///
    /// - Parameters:
    ///   - value: The result.
    ///   - timeout: How long to wait for a screen to be opened for a result.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    public func respond(
        with value: some Sendable,
        within timeout: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await waitUntil(timeout) { !waiting.isEmpty }
        deliver(value, FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Hands `value` to what the view model declared with `receiveResults(expecting:onResult:)`, as a screen
    /// that a link (or a restored session) opened above it does when it finishes.
    ///
    /// Fails the test when the view model declared nothing, or expects another type.
    ///
    /// - Parameters:
    ///   - value: The result.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    public func respondAsOpenedByLink(
        with value: some Sendable,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !declaredReceivers.isEmpty else {
            TestFailure.record(
                "respondAsOpenedByLink(with: \(value)): the view model declared no receiveResults(expecting:onResult:)",
                at: location)
            return
        }
        if !declaredReceivers.contains(where: { $0.deliver(value) }) {
            let expected = declaredReceivers.map(\.expected).joined(separator: " or ")
            TestFailure.record(
                "respondAsOpenedByLink(with: \(value)): the view model expects a \(expected), not a "
                    + "\(type(of: value))",
                at: location)
        }
    }

    /// Tells the oldest screen still waiting for a result that the screen it opened closed without one.
    ///
    /// Fails the test when no screen is waiting.
    ///
    /// - Parameters:
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    public func closeOpened(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = takeWaiting("closeOpened()", location)?.deliver(nil)
    }

    // MARK: Expectations

    /// Expects the requests made since the previous expectation to be exactly `expected`, in order; fails the
    /// test with a diff otherwise.
    ///
    /// ```swift
    /// coordination.expectRequests([.show(.detail(id: 3)), .pop])
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The navigation requests, in order; empty to expect none.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    /// - Returns: `true` when they match.
    @discardableResult
    public func expectRequests(
        _ expected: [NavigationRequest<Screen>],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return check(expected.map(RecordedRequest.navigate), at: location)
    }

    /// Expects the requests made since the previous expectation — navigation requests and screens opened for
    /// a result — to be exactly `expected`, in order; fails the test with a diff otherwise.
    ///
    /// ```swift
    /// coordination.expectRequests([.open(.signIn, presentation: .modal, expecting: User.self)])
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The requests, in order.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    /// - Returns: `true` when they match.
    @_disfavoredOverload
    @discardableResult
    public func expectRequests(
        _ expected: [RecordedRequest<Screen>],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(expected, at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits until as many requests as `expected` holds were made since the previous expectation — by a view
    /// model navigating from a task of its own — then expects them to be exactly `expected`; fails the test
    /// with a diff when they differ or do not all come within `timeout`.
    ///
    /// - Parameters:
    ///   - expected: The navigation requests, in order.
    ///   - timeout: How long to wait for them.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    /// - Returns: `true` when they match.
    @discardableResult
    public func expectRequests(
        _ expected: [NavigationRequest<Screen>],
        within timeout: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        await expectRequests(
            expected.map(RecordedRequest.navigate), within: timeout,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until as many requests as `expected` holds were made since the previous expectation, then
    /// expects them — navigation requests and screens opened for a result — to be exactly `expected`; fails
    /// the test with a diff when they differ or do not all come within `timeout`.
    ///
    /// - Parameters:
    ///   - expected: The requests, in order.
    ///   - timeout: How long to wait for them.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    /// - Returns: `true` when they match.
    @_disfavoredOverload
    @discardableResult
    public func expectRequests(
        _ expected: [RecordedRequest<Screen>],
        within timeout: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await waitUntil(timeout) { requests.count - checkedRequests >= expected.count }
        return check(expected, at: location)
    }

    /// Waits for the next request no expectation covered yet and returns it, counted as expected; fails the
    /// test and returns `nil` when none comes within `timeout`.
    ///
    /// ```swift
    /// model.refresh()   // navigates when its task finishes
    /// #expect(await coordination.nextRequest(within: .seconds(5)) == .navigate(.show(.detail(id: 3))))
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: How long to wait.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    /// - Returns: The request, or `nil` when none came in time.
    public func nextRequest(
        within timeout: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> RecordedRequest<Screen>? {
        await waitUntil(timeout) { requests.count > checkedRequests }
        guard requests.count > checkedRequests else {
            let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            TestFailure.record("No navigation request came within \(timeout)", at: location)
            return nil
        }
        checkedRequests += 1
        return requests[checkedRequests - 1]
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
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    /// - Returns: `true` when they match.
    @discardableResult
    public func expectFinished<Value: Equatable & Sendable>(
        with expected: [Value],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let actual = Array(finishedValues[checkedFinishes...])
        checkedFinishes = finishedValues.count
        let matches = actual.count == expected.count && zip(actual, expected).allSatisfy { ($0 as? Value) == $1 }
        guard !matches else { return true }
        return ExpectationDiff.expect(
            actual.map(describeFinished), equal: expected.map(describeFinished), what: "Finished values",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Steps

    private func check(_ expected: [RecordedRequest<Screen>], at location: FailureLocation) -> Bool {
        let actual = Array(requests[checkedRequests...])
        checkedRequests = requests.count
        guard var diff = ExpectationDiff.describe(expected: expected, actual: actual, what: "Navigation") else {
            return true
        }
        for note in Self.openedForAResult(expected: expected, actual: actual) { diff += "\n" + note }
        TestFailure.record(diff, at: location)
        return false
    }

    /// A note for each screen the test expected shown or presented that was opened for a result instead — a
    /// request that looks the same in a diff and never matches.
    private static func openedForAResult(
        expected: [RecordedRequest<Screen>], actual: [RecordedRequest<Screen>]
    ) -> [String] {
        expected.compactMap { request in
            guard case .navigate(let navigation) = request else { return nil }
            let presentation: Presentation
            let screen: Screen
            switch navigation {
            case .show(let shown): (screen, presentation) = (shown, .push)
            case .present(let presented): (screen, presentation) = (presented, .modal)
            case .resetStack, .pop, .goBack, .popToRoot, .popTo, .popToScreen, .replaceTop, .setStack, .setStacks,
                .dismiss, .restore, .selectTab, .showInTab, .popTabToRoot, .setTabStack, .setTabStacks:
                return nil  // not how a screen is opened for a result
            }
            guard !actual.contains(request),
                let opened = actual.first(where: {
                    if case .open(screen, presentation, _) = $0 { true } else { false }
                }),
                case .open(_, _, let type) = opened
            else { return nil }
            return "note: \(navigation) was opened for a result: expect .open(\(screen), presentation: "
                + ".\(presentation), expecting: \(type).self)"
        }
    }

    private func deliver(_ value: some Sendable, _ location: FailureLocation) {
        guard let receiver = takeWaiting("respond(with: \(value))", location) else { return }
        if !receiver.deliver(value) {
            TestFailure.record(
                "respond(with: \(value)): the screen waiting expects a \(receiver.expected), not a \(type(of: value))",
                at: location)
        }
    }

    private func takeWaiting(
        _ call: String,
        _ location: FailureLocation
    ) -> (expected: String, deliver: (Any?) -> Bool)? {
        guard !waiting.isEmpty else {
            TestFailure.record("\(call): no screen was opened for a result", at: location)
            return nil
        }
        return waiting.removeFirst()
    }

    /// Suspends until `condition` holds, re-checking it after every recorded request, or until `timeout`
    /// passed; the caller checks the condition again to tell which.
    private func waitUntil(_ timeout: Duration, _ condition: () -> Bool) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !condition(), ContinuousClock.now < deadline {
            let id = nextWaiter
            nextWaiter += 1
            await withCheckedContinuation { continuation in
                let timer = Task { [weak self] in
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    self?.wake(id)
                }
                waiters[id] = (continuation, timer)
            }
        }
    }

    private func wake(_ id: Int) {
        guard let waiter = waiters.removeValue(forKey: id) else { return }
        waiter.timer.cancel()
        waiter.continuation.resume()
    }

    private func wakeWaiters() {
        for id in waiters.keys { wake(id) }
    }
}

/// A finished value as a failure shows it: its reflection and its type, so that values of two types that print
/// alike still differ.
private func describeFinished(_ value: Any) -> String {
    "\(String(reflecting: value)) as \(type(of: value))"
}
