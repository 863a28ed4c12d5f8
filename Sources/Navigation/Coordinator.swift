import Observation

/// Keeps the navigation state of an app and the view model of every screen in it.
///
/// The coordinator is generic over the app's screen enum and knows no app: it asks an
/// ``AssemblyProvider`` (the app's `RootAssembly`) for the ``Assembly`` of each screen it shows, and
/// gives every built view model a ``Coordination`` handle of its own.
///
/// The navigation state is the value ``state``: a base stack and the modal flows over it. Every operation
/// computes the next state, builds the view models of the new entries and only then commits: an operation
/// that cannot complete throws a ``NavigationError`` and leaves the state, its ids and its view models
/// exactly as they were. Entries that stay keep their view model; removed ones are released.
///
/// ```swift
/// let coordinator = try Coordinator(root: AppScreen.list, assemblies: RootAssembly(scope: .live))
/// try coordinator.show(.detail(id: 3))   // list › detail
/// try coordinator.pop()                  // list
/// try coordinator.pop()                  // throws NavigationError.cannotPopRoot
/// ```
///
/// ## The order of one change
/// 1. Guards decide on the request (``addGuard(_:)``); a redirect replaces it.
/// 2. The next state is computed and the new entries' view models are built; any failure ends here.
/// 3. The state is committed (``state`` changes once, for Observation).
/// 4. Lifecycle calls (``NavigationLifecycle``): removed screens top first, the covered one, the new top.
/// 5. The change's single ``NavigationEvent`` reaches observers and ``events()`` streams.
/// 6. Results: screens that were waiting on a removed screen learn it closed; a finished screen's value is
///    delivered.
///
/// ## Navigation while navigating
/// A request made during a change — from an Assembly's `build()`, a view model's initializer, a lifecycle
/// call, an observer or a result handler — is queued and applied after the current change, in the order the
/// requests were made. It does not throw to its caller: a refusal reaches observers as a
/// ``NavigationEvent/refused(_:error:)`` event.
@MainActor
public final class Coordinator<Screen: Equatable & Sendable>: Coordination, Observable {
    /// The current navigation state.
    ///
    /// It is observable: read inside `withObservationTracking` (or a SwiftUI view), it reports each change,
    /// and it changes once per navigation, however many entries that navigation touches.
    public var state: NavigationState<Screen> {
        observation.access(self, keyPath: stateKeyPath)
        return storedState
    }

    private var storedState: NavigationState<Screen>
    private let observation = ObservationRegistrar()
    /// Made once: a key path into a generic class is built anew, at a cost of microseconds, each time its
    /// literal runs.
    private let stateKeyPath: KeyPath<Coordinator, NavigationState<Screen>>

    private let assemblies: any AssemblyProvider<Screen>
    private var built: [EntryID: BuiltScreen] = [:]
    private var released = ReleaseTracker<Screen>()
    private var observers: [(key: Int, observe: @MainActor (NavigationEvent<Screen>) -> Void)] = []
    private var guards: [(key: Int, decide: Guard)] = []
    private var streams: [Int: AsyncStream<NavigationEvent<Screen>>.Continuation] = [:]
    private var nextKey = 0
    private var waiting: [EntryID: ResultReceiver] = [:]
    private var pending: [PendingOperation<Screen>] = []
    private var isNavigating = false

    /// A rule that sees every request and the state it would apply to.
    public typealias Guard = @MainActor (NavigationRequest<Screen>, NavigationState<Screen>) -> GuardDecision<Screen>

    private struct BuiltScreen {
        let viewModel: AnyObject
        let handle: EntryCoordination<Screen>
    }

    /// Creates a coordinator whose state holds only `root`, and builds the root's view model.
    ///
    /// - Parameters:
    ///   - root: The first screen.
    ///   - assemblies: Maps each screen to the Assembly that builds it; usually the app's `RootAssembly`.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` when the root's Assembly throws.
    public init(root: Screen, assemblies: some AssemblyProvider<Screen>) throws(NavigationError) {
        storedState = NavigationState(root: root)
        stateKeyPath = \Coordinator.state
        self.assemblies = assemblies
        isNavigating = true
        let root = try build(storedState.root)
        built[storedState.root.id] = root
        (root.viewModel as? any NavigationLifecycle)?.screenBecameTop()
        applyPending()
        isNavigating = false
    }

    isolated deinit {
        for receiver in waiting.values { receiver.close() }
        for continuation in streams.values { continuation.finish() }
    }

    /// The entry on top of everything: the screen the user sees.
    public var top: NavigationEntry<Screen> { state.top }

    /// The view model of the top screen.
    public var topViewModel: AnyObject {
        guard let screen = built[state.top.id] else {
            preconditionFailure("Coordinator invariant broken: no view model for the top entry \(state.top)")
        }
        return screen.viewModel
    }

    /// Returns the view model built for the entry `id`, or `nil` when no such entry is in the state.
    ///
    /// - Parameter id: The id of an entry of ``state``.
    public func viewModel(for id: EntryID) -> AnyObject? {
        built[id]?.viewModel
    }

    /// The view models of removed entries that are still alive, oldest removal first.
    ///
    /// After a removal completes, nothing but the app should still hold the removed view model; an entry
    /// listed here points at a retain cycle, a closure or a task that keeps it. The list itself holds the
    /// view models weakly.
    public var retainedViewModels: [RetainedViewModel<Screen>] { released.alive }

    // MARK: - Coordination

    /// Applies `request`, or throws why it cannot; a refused request changes nothing.
    ///
    /// Each operation also has its own method (``show(_:firstPosition:)``, ``pop()``, ``present(_:)`` …).
    ///
    /// ```swift
    /// try coordinator.navigate(.setStack([.list, .detail(id: 3)]))
    /// ```
    ///
    /// - Parameter request: The navigation asked for.
    /// - Throws: ``NavigationError`` when the request is refused.
    public func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        try perform(PendingOperation(request, from: nil))
    }

    /// Opens `screen` for a result on behalf of the app itself (view models use their own handle).
    ///
    /// ```swift
    /// try coordinator.open(.signIn, presentation: .modal, expecting: User.self) { result in
    ///     if let user = result.value { greet(user) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - presentation: Pushed on the active stack, or presented as a modal flow.
    ///   - expecting: The type of the result.
    ///   - onResult: Called exactly once, with the value or ``ScreenResult/closed``.
    /// - Throws: ``NavigationError`` when the screen cannot be opened; `onResult` is then never called.
    public func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        try open(screen, presentation: presentation, from: nil, onResult: onResult)
    }

    /// Opens `screen` for a result on behalf of `handle`'s entry (or the app, when `handle` is `nil`).
    func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        from handle: EntryCoordination<Screen>?,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        let receiver = ResultReceiver(expecting: Value.self, opener: handle?.entryID, onResult: onResult)
        try perform(PendingOperation(.opening(screen, presentation), from: handle, receiver: receiver))
    }

    /// Finishes the top screen with `value`, as if its view model had called ``Coordination/finish(with:)``.
    ///
    /// ```swift
    /// try coordinator.finish(with: user)
    /// ```
    ///
    /// - Parameter value: The result.
    /// - Throws: ``NavigationError/noResultExpected(entry:)`` when the top screen was not opened for a result.
    public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        try perform(PendingOperation(.finish(storedState.top.id), from: nil, result: value))
    }

    /// Replaces the whole state with `state` — its stacks, modal flows and ids — and builds every view model
    /// anew through its Assembly, as when saved state is restored.
    ///
    /// Guards see the request as ``NavigationRequest/restore(_:)``. Everything is built before anything
    /// changes: when a guard refuses or an Assembly throws, the current state and view models stay.
    ///
    /// ```swift
    /// try coordinator.restore(saved.state, awaitingResult: saved.awaitingResult)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state to restore.
    ///   - awaitingResult: The entries of `state` that were opened for a result: they can still finish,
    ///     and their value reaches no one.
    /// - Throws: ``NavigationError`` when a guard refuses or a view model cannot be built.
    public func restore(_ state: NavigationState<Screen>, awaitingResult: Set<EntryID> = []) throws(NavigationError) {
        var operation = PendingOperation(.restore(state), from: nil)
        operation.awaitingResult = awaitingResult
        try perform(operation)
    }

    /// The entries that were opened for a result and wait to finish with it.
    public var entriesAwaitingResult: Set<EntryID> { Set(waiting.keys) }

    /// Removes everything above the topmost entry whose screen satisfies `predicate`.
    ///
    /// ```swift
    /// try coordinator.pop(toLast: { if case .catalog = $0 { true } else { false } })
    /// ```
    ///
    /// - Parameter predicate: Tells whether a screen is the one to return to.
    /// - Throws: ``NavigationError/screenNotFound(screen:)`` when no entry matches.
    public func pop(toLast predicate: @escaping (Screen) -> Bool) throws(NavigationError) {
        try perform(PendingOperation(.popToMatching, from: nil, predicate: predicate))
    }

    // MARK: - Observing

    /// Registers `observer` to receive every navigation event, in order, from now on.
    ///
    /// Events are delivered synchronously on the main actor, after the new state is in place. Navigation
    /// requested from inside `observer` is queued and applied after the current change.
    ///
    /// ```swift
    /// let registration = coordinator.observeEvents { event in print(event) }
    /// registration.cancel()
    /// ```
    ///
    /// - Parameter observer: Called with each event.
    /// - Returns: The registration; ``NavigationRegistration/cancel()`` stops the events.
    @discardableResult
    public func observeEvents(
        _ observer: @escaping @MainActor (NavigationEvent<Screen>) -> Void
    ) -> NavigationRegistration {
        let key = makeKey()
        observers.append((key, observer))
        return NavigationRegistration { [weak self] in self?.observers.removeAll { $0.key == key } }
    }

    /// The events from now on, as an asynchronous sequence that ends when the coordinator is released.
    ///
    /// ```swift
    /// for await event in coordinator.events() { log(event) }
    /// ```
    ///
    /// - Returns: A stream that buffers every event until it is read.
    public func events() -> AsyncStream<NavigationEvent<Screen>> {
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent<Screen>.self)
        let key = makeKey()
        streams[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[key] = nil }
        }
        return stream
    }

    /// Installs a guard that sees every request before it is applied, after the guards installed before.
    ///
    /// Guards may allow a request, refuse it, or redirect it to a screen that must come first. Redirects
    /// and ``Coordination/finish(with:)`` are not seen by guards.
    ///
    /// ```swift
    /// coordinator.addGuard { request, _ in
    ///     guard case .show(.checkout, _) = request, !session.isSignedIn else { return .allow }
    ///     return .redirect(.present(.signIn), resumeOnResult: true)
    /// }
    /// ```
    ///
    /// - Parameter decide: The rule.
    /// - Returns: The registration; ``NavigationRegistration/cancel()`` removes the guard.
    @discardableResult
    public func addGuard(_ decide: @escaping Guard) -> NavigationRegistration {
        let key = makeKey()
        guards.append((key, decide))
        return NavigationRegistration { [weak self] in self?.guards.removeAll { $0.key == key } }
    }

    private func makeKey() -> Int {
        defer { nextKey += 1 }
        return nextKey
    }

    // MARK: - Applying requests

    /// Applies `operation`, or queues it when another one is being applied.
    func perform(_ operation: PendingOperation<Screen>) throws(NavigationError) {
        guard !isNavigating else {
            var operation = operation
            operation.wasQueued = true
            pending.append(operation)
            return
        }
        isNavigating = true
        defer { isNavigating = false }
        let outcome: Result<Void, NavigationError>
        do {
            try apply(operation)
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        applyPending()
        try outcome.get()
    }

    private func applyPending() {
        while !pending.isEmpty {
            // A queued request has no caller to throw to; a refusal reaches observers as an event.
            try? apply(pending.removeFirst())
        }
    }

    private func apply(_ requested: PendingOperation<Screen>) throws(NavigationError) {
        var operation = requested
        var redirected = false
        var resumes = false
        do throws(NavigationError) {
            if let handle = operation.handle, built[handle.entryID]?.handle !== handle {
                throw .staleHandle(entry: handle.entryID)
            }
            if operation.checksGuards {
                switch decide(operation.request) {
                case .allow:
                    break
                case .refuse(let reason):
                    throw .refusedByGuard(reason: reason)
                case .redirect(let target, let resumeOnResult):
                    redirected = true
                    resumes = resumeOnResult
                    operation = PendingOperation(target, from: nil)
                    operation.checksGuards = false
                }
            }
            try checkResult(of: operation)
            var next = storedState
            guard let change = try next.apply(operation) else {
                if redirected { requested.receiver?.close() }
                return
            }
            let removedModels = try commit(next, change)
            var dropped: ResultReceiver?
            var replacedReceivers: [EntryID: ResultReceiver]?
            if case .restore = operation.request {
                // The restored entries may reuse ids of removed ones: their receivers are swapped, not settled.
                replacedReceivers = waiting
                waiting = [:]
                let restored = operation.awaitingResult.isEmpty ? [] : Set(storedState.entries.map(\.id))
                for id in operation.awaitingResult where restored.contains(id) {
                    waiting[id] = ResultReceiver(opener: nil, onValue: {}, onClose: {})
                }
            }
            if redirected {
                if resumes, !change.inserted.isEmpty {
                    waiting[storedState.top.id] = redirectReceiver(resuming: requested)
                } else {
                    dropped = requested.receiver
                }
            } else if let receiver = operation.receiver {
                waiting[storedState.top.id] = receiver
            }
            notifyLifecycle(change, removed: removedModels)
            emit(redirected ? .redirected(requested.request, outcome: change.event) : change.event)
            if let replacedReceivers {
                for (_, receiver) in replacedReceivers.sorted(by: { $0.key < $1.key }) { receiver.close() }
            } else {
                settleResults(change, finished: operation)
            }
            dropped?.close()
        } catch {
            emit(.refused(requested.request, error: error))
            if requested.wasQueued { requested.receiver?.close() }
            throw error
        }
    }

    private func decide(_ request: NavigationRequest<Screen>) -> GuardDecision<Screen> {
        for (_, decide) in guards {
            let decision = decide(request, storedState)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// A receiver that makes `original` again once the redirect's screen finishes with any value.
    private func redirectReceiver(resuming original: PendingOperation<Screen>) -> ResultReceiver {
        ResultReceiver(
            opener: original.handle?.entryID,
            onValue: { [weak self] in
                var again = original
                again.wasQueued = true
                self?.pending.append(again)
            },
            onClose: { original.receiver?.close() }
        )
    }

    /// Builds the view models of the inserted entries, then makes `next` the state and takes the view models
    /// of the removed entries out (returned, so that lifecycle calls can reach them). Nothing changes when a
    /// build fails.
    private func commit(_ next: NavigationState<Screen>, _ change: StateChange<Screen>) throws(NavigationError)
        -> [AnyObject]
    {
        var newScreens: [(EntryID, BuiltScreen)] = []
        newScreens.reserveCapacity(change.inserted.count)
        for entry in change.inserted {
            newScreens.append((entry.id, try build(entry)))
        }
        observation.withMutation(of: self, keyPath: stateKeyPath) { storedState = next }
        var removedModels: [AnyObject] = []
        removedModels.reserveCapacity(change.removed.count)
        for entry in change.removed {
            if let screen = built.removeValue(forKey: entry.id) {
                released.track(screen.viewModel, of: entry)
                removedModels.append(screen.viewModel)
            }
        }
        for (id, screen) in newScreens {
            built[id] = screen
        }
        return removedModels
    }

    private func notifyLifecycle(_ change: StateChange<Screen>, removed: [AnyObject]) {
        for model in removed.reversed() {
            (model as? any NavigationLifecycle)?.screenWasRemoved()
        }
        guard change.previousTop != storedState.top.id else { return }
        if let covered = built[change.previousTop]?.viewModel {
            (covered as? any NavigationLifecycle)?.screenWasCovered()
        }
        (built[storedState.top.id]?.viewModel as? any NavigationLifecycle)?.screenBecameTop()
    }

    /// Closes the receivers that waited on a removed screen or whose opener was removed, then delivers a
    /// finished screen's value.
    private func settleResults(_ change: StateChange<Screen>, finished operation: PendingOperation<Screen>) {
        var delivered: ResultReceiver?
        if case .finish(let id) = operation.request {
            delivered = waiting.removeValue(forKey: id)
        }
        if !waiting.isEmpty, !change.removed.isEmpty {
            let removed = Set(change.removed.map(\.id))
            let closed = waiting.filter { removed.contains($0.key) || $0.value.opener.map(removed.contains) == true }
            for (id, receiver) in closed.sorted(by: { $0.key < $1.key }) {
                waiting[id] = nil
                receiver.close()
            }
        }
        if let delivered, let value = operation.result {
            delivered.deliver(value)
        }
    }

    private func build(_ entry: NavigationEntry<Screen>) throws(NavigationError) -> BuiltScreen {
        let handle = EntryCoordination(coordinator: self, entryID: entry.id)
        let assembly = assemblies.assembly(for: entry.screen, coordination: handle)
        do {
            return BuiltScreen(viewModel: try assembly.build(), handle: handle)
        } catch {
            throw .buildFailed(screen: screenName(entry.screen), reason: String(describing: error))
        }
    }

    private func emit(_ event: NavigationEvent<Screen>) {
        for (_, observe) in observers {
            observe(event)
        }
        for continuation in streams.values {
            continuation.yield(event)
        }
    }

    /// Checks a finish request against what its opener expects, before anything changes.
    func checkResult(of operation: PendingOperation<Screen>) throws(NavigationError) {
        guard case .finish(let id) = operation.request else { return }
        guard let receiver = waiting[id] else { throw .noResultExpected(entry: id) }
        if let value = operation.result, !receiver.accepts(value) {
            throw .resultTypeMismatch(expected: receiver.expectedType, received: String(describing: type(of: value)))
        }
    }
}
