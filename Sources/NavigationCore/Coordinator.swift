import Observation

/// Keeps the navigation state of an app and the view model of every screen in it.
///
/// The coordinator is generic over the app's screen enum and knows no app: it asks an
/// ``AssemblyProvider`` (the app's `RootAssembly`) to build each screen it shows through the screen's
/// ``Assembly``, and gives every built view model a ``Coordination`` handle of its own.
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
///
/// Navigation that keeps asking for navigation — an observer that retries every refusal, a guard that
/// redirects to a screen that finishes as soon as it is shown — is stopped after
/// ``queuedRequestLimit`` queued requests: those still queued are refused with
/// ``NavigationError/requestLoop(limit:)`` (their openers learn their screens closed), what is asked for
/// while they are refused is dropped, and the coordinator navigates as before from the next request on.
@MainActor
public final class Coordinator<Screen: Equatable & Sendable>: Coordination, Observable {
    /// The current navigation state.
    ///
    /// It is observable: read inside `withObservationTracking` (or a SwiftUI view), it reports each change,
    /// and it changes once per navigation, however many entries that navigation touches.
    public var state: NavigationState<Screen> {
        observation.access(self, keyPath: stateKeyPath)
        return storage.state
    }

    /// What the coordinator changes as it navigates; see `CoordinatorStorage`.
    @usableFromInline let storage: CoordinatorStorage<Screen>
    @usableFromInline let observation = ObservationRegistrar()
    /// The key path Observation tracks the state under, one per screen type (`StateKeyPaths`). It names a stored
    /// property, `storage`, rather than `state`: the key path of a computed property of a generic class carries
    /// the class's generic arguments, which Observation hashed at every access and every change (BENCHMARKS.md,
    /// "Smaller steps").
    @usableFromInline let stateKeyPath: KeyPath<Coordinator, CoordinatorStorage<Screen>>
    @usableFromInline let assemblies: any AssemblyProvider<Screen>
    /// What every handle of this coordinator reaches it through (`EntryCoordination.swift`).
    @usableFromInline let link: CoordinatorLink<Screen>
    /// Make a request and an operation asked for through an entry's handle, on the coordinator passed, in code
    /// compiled for the app's screens; see `Coordinator+Engine.swift`. Constants that capture nothing: the
    /// handle passes the coordinator it reached. Closures that captured the coordinator (unowned) retained and
    /// released it at each request, and since its handles reach it through a weak reference, its reference
    /// counts are kept in a side table, where each of those is dear; as variables, each read was checked for
    /// exclusivity at run time besides (BENCHMARKS.md, "Handles reach the coordinator's code without capturing it").
    @usableFromInline let requestFromHandle:
        @MainActor (Coordinator, NavigationRequest<Screen>, HandleKey) throws(NavigationError) -> Void
    @usableFromInline let performFromHandle: @MainActor (Coordinator, Operation<Screen>) throws(NavigationError) -> Void

    /// A rule that sees every request and the state it would apply to.
    public typealias Guard = @MainActor (NavigationRequest<Screen>, NavigationState<Screen>) -> GuardDecision<Screen>

    /// How the saved navigation this coordinator started from was restored; `nil` for a coordinator created
    /// at a root. See ``init(restoring:orRoot:assemblies:setUp:)-(Data?,_,_,_)``.
    public var restoreOutcome: RestoreOutcome<Screen>? { storage.restoreOutcome }

    /// Creates a coordinator whose state holds only `root`, and builds the root's view model.
    ///
    /// `setUp` installs guards and observers before the root is built, so that they see what the root's
    /// Assembly or view model asks for. The root is where the app starts: no guard is asked about it.
    ///
    /// - Parameters:
    ///   - root: The first screen.
    ///   - assemblies: Maps each screen to the Assembly that builds it; usually the app's `RootAssembly`.
    ///   - setUp: Installs guards and observers, before anything is built.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` when the root's Assembly throws.
    @inlinable
    public convenience init(
        root: Screen, assemblies: some AssemblyProvider<Screen>, setUp: (Coordinator) -> Void = { _ in }
    ) throws(NavigationError) {
        try self.init(restoring: nil, orRoot: root, assemblies: assemblies, setUp: setUp)
    }

    /// Runs an initializer's first building, `build`, once `setUp` has installed guards and observers, as one
    /// change: what `setUp` or a view model asks for meanwhile waits for its end (``perform(_:)``).
    @inlinable
    func firstBuild(
        after setUp: (Coordinator) -> Void, _ build: () throws(NavigationError) -> Void
    ) throws(NavigationError) {
        storage.isNavigating = true
        defer { storage.isNavigating = false }
        setUp(self)
        try build()
    }

    /// Creates a coordinator whose state holds `root`, without building anything yet: its initializers build
    /// the first screens once guards and observers are installed.
    @inlinable
    convenience init(unbuilt root: Screen, assemblies: some AssemblyProvider<Screen>) {
        self.init(unbuilt: NavigationState(root: root), assemblies: assemblies)
    }

    /// Creates a coordinator whose state is `state`, without building anything yet; a state with tabs reads
    /// the tabs of earlier versions by `tabHistory`.
    @inlinable
    init(
        unbuilt state: NavigationState<Screen>, assemblies: some AssemblyProvider<Screen>,
        tabHistory: TabHistory = TabHistory()
    ) {
        storage = CoordinatorStorage(state: state)
        storage.tabHistory = tabHistory
        self.assemblies = assemblies
        stateKeyPath = StateKeyPaths.storage(Screen.self)
        link = CoordinatorLink()
        requestFromHandle = { coordinator, request, handle throws(NavigationError) in
            try coordinator.perform(Operation(request, from: handle))
        }
        performFromHandle = { coordinator, operation throws(NavigationError) in try coordinator.perform(operation) }
        link.connect(to: self)
    }

    /// Builds the view model of the state's only entry, its root, and makes the navigation asked for meanwhile.
    @inlinable
    func buildRoot() throws(NavigationError) {
        storage.built.stage(try build(storage.state.root))
        storage.built.commitStaged()
        storage.built.top?.lifecycle?.screenBecameTop()
        runPending()
    }

    /// Tells the openers still waiting for a result that their screens closed, and ends the event streams.
    /// `nonisolated`, not `isolated deinit`, which crashes Release builds for older deployment targets
    /// (``cleanUpOnMainActor(_:)`` says which).
    nonisolated deinit {
        let storage = storage
        cleanUpOnMainActor {
            for screen in storage.built.screens { screen.receiver?.close() }
            for stack in storage.built.parked {
                for screen in stack { screen.receiver?.close() }
            }
            for continuation in storage.streams.values { continuation.finish() }
        }
    }

    /// The entry on top of everything: the screen the user sees.
    public var top: NavigationEntry<Screen> { state.top }

    /// The view model of the top screen.
    public var topViewModel: AnyObject {
        guard let screen = storage.built.top else {
            preconditionFailure("Coordinator invariant broken: no view model for the top entry \(storage.state.top)")
        }
        return screen.viewModel
    }

    /// Returns the view model built for the entry `id`, or `nil` when no such entry is in the state.
    ///
    /// Entries of the selected stack and the flows over it are found by halving; then the stacks of the tabs
    /// that are not selected are searched, whose view models stay built.
    ///
    /// - Parameter id: The id of an entry of ``state``.
    public func viewModel(for id: EntryID) -> AnyObject? {
        inPlace(&storage.built) { $0.viewModel(of: id) }
    }

    /// The view models of removed entries that are still alive, oldest removal first.
    ///
    /// After a removal completes, nothing but the app should still hold the removed view model; an entry
    /// listed here points at a retain cycle, a closure or a task that keeps it. The list itself holds the
    /// view models weakly.
    public var retainedViewModels: [RetainedViewModel<Screen>] { storage.released.alive }

    // MARK: - Coordination

    /// Applies `request`, or throws why it cannot; a refused request changes nothing.
    ///
    /// Each operation also has its own method (``show(_:)``, ``pop()``, ``goBack()``, ``present(_:)`` …).
    ///
    /// ```swift
    /// try coordinator.navigate(.setStack([.list, .detail(id: 3)]))
    /// ```
    ///
    /// - Parameter request: The navigation asked for.
    /// - Throws: ``NavigationError`` when the request is refused.
    @inlinable
    public func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        try perform(Operation(request, from: nil))
    }

    /// Opens `screen` for a result on behalf of the app itself (view models use their own handle).
    ///
    /// ```swift
    /// try coordinator.open(.signIn, presentation: .modal, expecting: User.self) { [weak self] result in
    ///     if let user = result.value { self?.greet(user) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - presentation: Pushed on the active stack, or presented as a modal flow.
    ///   - expecting: The type of the result.
    ///   - onResult: Called exactly once, with the value or ``ScreenResult/closed``.
    /// - Throws: ``NavigationError`` when the screen cannot be opened; `onResult` is then never called.
    @inlinable
    public func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        let receiver = ResultReceiver(expecting: Value.self, opener: nil, onResult: onResult)
        try perform(Operation(.opening(screen, presentation), from: nil, receiver: receiver))
    }

    /// Finishes the top screen with `value`, as if its view model had called ``Coordination/finish(with:)``.
    ///
    /// ```swift
    /// try coordinator.finish(with: user)
    /// ```
    ///
    /// - Parameter value: The result.
    /// - Throws: ``NavigationError/noResultExpected(entry:)`` when the top screen was not opened for a result.
    @inlinable
    public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        try perform(Operation(finishing: storage.state.top.id, with: value, from: nil))
    }

    /// Replaces the whole state with the stacks and modal flows of `state`, and builds every view model anew
    /// through its Assembly, as when saved state is restored.
    ///
    /// The restored entries get new ids — the coordinator's next ones, bottom first — so that no id it ever
    /// gave comes back with another screen; `awaitingResult` names entries by their ids in `state`.
    ///
    /// Guards see the request as ``NavigationRequest/restore(_:)``. Everything is built before anything
    /// changes: when a guard refuses or an Assembly throws, the current state and view models stay.
    ///
    /// With tabs, every tab's stack is restored and `state`'s tab selected; tabs are matched by name, and a tab
    /// of the app that `state` does not have (one added since it was saved) starts at its root. A `state`
    /// without tabs becomes the stack of the tab whose root it starts with, or else of the selected tab.
    ///
    /// ```swift
    /// try coordinator.restore(saved.state, awaitingResult: saved.awaitingResult)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state to restore.
    ///   - awaitingResult: The entries of `state` that were opened for a result: they can still finish,
    ///     and their value reaches no one.
    /// - Throws: ``NavigationError`` when a guard refuses or a view model cannot be built;
    ///   ``NavigationError/invalidSavedState(_:)`` with ``RestorationError/rootAwaitsResult`` when
    ///   `awaitingResult` names the base stack's root, which nothing could finish;
    ///   ``RestorationError/unknownTab(_:)`` or ``RestorationError/unexpectedTabs(_:)`` when `state` has a
    ///   tab the app has not.
    @inlinable
    public func restore(_ state: NavigationState<Screen>, awaitingResult: Set<EntryID> = []) throws(NavigationError) {
        guard !awaitingResult.contains(state.root.id) else { throw .invalidSavedState(.rootAwaitsResult) }
        let renamed = try storage.state.renamingTabs(of: state, history: storage.tabHistory, leavingOutUnknown: false)
        try perform(
            Operation(restoring: try storage.state.adoptingTabs(of: renamed.state), awaitingResult: awaitingResult))
    }

    /// The entries that were opened for a result and wait to finish with it.
    public var entriesAwaitingResult: Set<EntryID> {
        // Read in place: joining the lists first copied every built screen, a save's largest part after its
        // routes once those are kept (BENCHMARKS.md, "Saving after every change").
        var awaiting = Set<EntryID>()
        func add(_ screens: [BuiltScreen]) {
            for index in screens.indices where screens[index].receiver != nil {
                awaiting.insert(screens[index].key.entryID)
            }
        }
        add(storage.built.screens)
        for stack in storage.built.parked { add(stack) }
        return awaiting
    }

    /// The entry of the topmost screen satisfying `predicate`, searching from the top of everything down; see
    /// ``Coordination/pop(toLast:)``.
    ///
    /// - Parameter predicate: Tells whether a screen is the one looked for.
    /// - Returns: The entry's id; `nil` when none matches.
    public func lastEntry(where predicate: (Screen) -> Bool) -> EntryID? {
        storage.state.lastEntry(where: predicate)?.id
    }

    // MARK: - Observing

    /// Registers `observer` to receive every navigation event, in order, from now on.
    ///
    /// Events are delivered synchronously on the main actor, after the new state is in place. Navigation
    /// requested from inside `observer` is queued and applied after the current change. An observer cancelled
    /// while an event is being delivered — by another observer, say — receives nothing more, not even that
    /// event; one installed meanwhile receives the events after it.
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
        let key = storage.addObserver(.events(observer))
        return NavigationRegistration { [weak self] in self?.storage.removeObserver(key) }
    }

    /// Registers `observer` to receive every change of the state, in order, from now on: what a UI that draws
    /// the state applies to what it shows (see *Driving a UI*).
    ///
    /// The same changes as the ``NavigationEvent/changed(_:cause:)`` events, without their cause or the
    /// refusals, and without an event made for them: the change is lent to `observer` where the coordinator
    /// keeps it, so reading it copies nothing — keeping it does. When nothing observes events, a change costs no
    /// event at all (a host applying each change: BENCHMARKS.md, "Changes lent to hosts"). Observers of changes
    /// and of events are called in the order they were installed, with the same rules: synchronously on the main
    /// actor, after the new state is in place; navigation requested from inside `observer` is queued and
    /// applied after the current change; an observer cancelled meanwhile receives nothing more.
    ///
    /// ```swift
    /// let registration = coordinator.observeChanges { [weak self] change in
    ///     self?.controllers.apply(change, making: Controller.init)
    /// }
    /// registration.cancel()
    /// ```
    ///
    /// - Parameter observer: Called with each change.
    /// - Returns: The registration; ``NavigationRegistration/cancel()`` stops the changes.
    @discardableResult
    public func observeChanges(
        _ observer: @escaping @MainActor (NavigationChange<Screen>) -> Void
    ) -> NavigationRegistration {
        let key = storage.addObserver(.changes(observer))
        return NavigationRegistration { [weak self] in self?.storage.removeObserver(key) }
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
        let key = storage.makeKey()
        storage.streams[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.storage.streams[key] = nil }
        }
        return stream
    }

    /// Installs a guard that sees every request before it is applied, after the guards installed before.
    ///
    /// Guards may allow a request, refuse it, or redirect it to a screen that must come first. Redirects
    /// and ``Coordination/finish(with:)`` are not seen by guards.
    ///
    /// ```swift
    /// coordinator.addGuard { [session] request, _ in
    ///     guard case .show(.checkout) = request, !session.isSignedIn else { return .allow }
    ///     return .redirect(.present(.signIn), resumeOnResult: true)
    /// }
    /// ```
    ///
    /// - Parameter decide: The rule.
    /// - Returns: The registration; ``NavigationRegistration/cancel()`` removes the guard.
    @discardableResult
    public func addGuard(_ decide: @escaping Guard) -> NavigationRegistration {
        let key = storage.makeKey()
        storage.guards.append((key, decide))
        return NavigationRegistration { [weak self] in self?.storage.guards.removeAll { $0.key == key } }
    }
}
