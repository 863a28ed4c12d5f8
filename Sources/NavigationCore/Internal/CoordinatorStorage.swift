/// What a coordinator changes as it navigates, kept in one object for one measure of speed: its properties are
/// read and written without Swift's dynamic exclusivity checks.
///
/// Swift checks every access to a class's stored property at run time for an overlapping access to the same
/// property. Here those checks cost a round trip dearly (BENCHMARKS.md) and can never fail: the properties are
/// read and written on the main actor only, and navigation asked for while a change is made waits in
/// ``pending`` until that change is over — changes never nest. The coordinator and its engine reach these
/// properties through `storage`, a constant, and nothing else holds this object.
@MainActor
@usableFromInline
final class CoordinatorStorage<Screen: Equatable & Sendable> {
    /// The navigation state; `Coordinator.state` reads it, `commit` alone changes it.
    @usableFromInline @exclusivity(unchecked) var state: NavigationState<Screen>
    /// The change being made, planned in place (`NavigationState+Planning.swift`): its lists keep their storage
    /// from one change to the next. It holds the change from its plan to the end of its release.
    @usableFromInline @exclusivity(unchecked) var change: NavigationChange<Screen>
    /// The view model of every entry, in the order of the state's entries.
    @usableFromInline @exclusivity(unchecked) var built = BuiltScreens()
    /// The removed view models that something still holds.
    @usableFromInline @exclusivity(unchecked) var released = ReleaseTracker<Screen>()
    /// Observers of events and of changes, in the order installed.
    @usableFromInline @exclusivity(unchecked) var observers: [(key: Int, observer: Observer<Screen>)] = []
    /// How many of ``observers`` receive events: with none, and no stream, no event is made.
    @usableFromInline @exclusivity(unchecked) var eventObservers = 0
    /// How many observers were cancelled so far: delivery checks for a cancelled observer only when this
    /// changed while it delivers.
    @usableFromInline @exclusivity(unchecked) var observerRemovals = 0
    /// Guards, in the order installed.
    @usableFromInline @exclusivity(unchecked) var guards:
        [(key: Int, decide: @MainActor (NavigationRequest<Screen>, NavigationState<Screen>) -> GuardDecision<Screen>)] =
            []
    /// The continuations of `events()` streams.
    @usableFromInline @exclusivity(unchecked) var streams: [Int: AsyncStream<NavigationEvent<Screen>>.Continuation] =
        [:]
    /// Operations asked for while another was being made, in order.
    @usableFromInline @exclusivity(unchecked) var pending: [Operation<Screen>] = []
    /// What a restore that a guard redirected holds back, kept in the saved form until navigated over.
    @usableFromInline @exclusivity(unchecked) var held: HeldScreens<Screen>?
    /// How the saved navigation the coordinator started from was restored.
    @usableFromInline @exclusivity(unchecked) var restoreOutcome: RestoreOutcome<Screen>?
    /// How the app's tabs were renamed and removed (``NavigationTab/tabHistory``), for the saved sessions and
    /// links that name them as earlier versions did.
    @usableFromInline var tabHistory = TabHistory()
    /// The routes written by the last ``Coordinator/savedNavigation``, by entry, with the screen each was written
    /// from, for the next save to keep.
    @usableFromInline var writtenRoutes: [EntryID: (screen: Screen, route: String)] = [:]
    /// Whether the coordinator restores over its first state, which it never built (`restoreAtStart`): no
    /// entry of that state may stay.
    @usableFromInline @exclusivity(unchecked) var startsUnbuilt = false
    /// Whether a change is being made.
    @usableFromInline @exclusivity(unchecked) var isNavigating = false
    /// Whether the operations made are those that waited in ``pending``, so that no caller can be told of
    /// their refusal by a throw.
    @usableFromInline @exclusivity(unchecked) var isRunningQueue = false
    /// Whether the queue is being dropped after a loop: what is asked for meanwhile is dropped too.
    @usableFromInline @exclusivity(unchecked) var isDroppingQueue = false

    /// The key of the next observer, guard or stream, so that each registration removes only its own.
    private var nextKey = 0

    // Compiled here, not in the app: a private property's initial value is part of the initializer that
    // initializes it, and an app cannot link a private property (see `Coordinator+Engine.swift`).
    @usableFromInline
    init(state: NavigationState<Screen>) {
        self.state = state
        change = NavigationChange(stack: 0, nextID: state.nextID)
    }

    /// Whether the handle `key` names the screen on top.
    @inlinable
    func isTop(_ key: HandleKey) -> Bool { inPlace(&built) { $0.isTop(key) } }

    /// Whether the handle `key` is current (``BuiltScreens/holds(_:)``).
    @inlinable
    func holds(_ key: HandleKey) -> Bool { inPlace(&built) { $0.holds(key) } }

    /// Installs `observer` after the others; returns its key.
    func addObserver(_ observer: Observer<Screen>) -> Int {
        let key = makeKey()
        observers.append((key, observer))
        if case .events = observer { eventObservers += 1 }
        return key
    }

    /// Cancels the observer `key`.
    func removeObserver(_ key: Int) {
        guard let index = observers.firstIndex(where: { $0.key == key }) else { return }
        if case .events = observers.remove(at: index).observer { eventObservers -= 1 }
        observerRemovals &+= 1
    }

    /// A key no registration of this coordinator has had.
    func makeKey() -> Int {
        defer { nextKey += 1 }
        return nextKey
    }
}

/// What a coordinator calls after each change: an observer of its events (``Coordinator/observeEvents(_:)``),
/// or of its changes alone, which it lends without making an event (``Coordinator/observeChanges(_:)``).
@usableFromInline
enum Observer<Screen: Equatable & Sendable> {
    case events(@MainActor (NavigationEvent<Screen>) -> Void)
    case changes(@MainActor (NavigationChange<Screen>) -> Void)
}

/// Reads `value` where it is kept. For a non-mutating call on a struct kept in a class's property, Swift
/// copies the struct first — retaining each of its lists, releasing them after, through its value witnesses
/// when it is larger than four words — since the call could change the property through the object
/// meanwhile; an `inout` access is exclusive for the whole call, so nothing is copied. The state planned in
/// place, the handle checks and the tabs' moves are made so (BENCHMARKS.md, "The state read where it is kept").
@inlinable
func inPlace<Value, Result, Failure: Error>(
    _ value: inout Value, _ read: (inout Value) throws(Failure) -> Result
) throws(Failure) -> Result {
    try read(&value)
}
