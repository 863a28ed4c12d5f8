/// What names one built entry to its coordinator: the entry's id, and the build that made its view model.
///
/// The build tells apart two entries that had the same id: a change whose view model failed to build gives
/// nothing, and the next change gives its ids again; a handle made for the failed build names that build and
/// never speaks for the entry that got its id. A coordinator counts builds from 0 and never repeats one.
@usableFromInline
struct HandleKey: Hashable, Sendable {
    /// The entry the handle speaks for.
    @usableFromInline let entryID: EntryID
    /// The build that made the entry's view model, counted per coordinator.
    @usableFromInline let build: UInt64

    @inlinable
    init(entryID: EntryID, build: UInt64) {
        self.entryID = entryID
        self.build = build
    }

    /// A build no view model has: a coordinator counts its builds from 0 and would need to build one a
    /// nanosecond for five centuries to reach it.
    @inlinable
    static var noBuild: UInt64 { .max }

    /// What an operation the app asked for directly, through no handle, stores as its handle.
    @inlinable
    static var none: HandleKey { HandleKey(entryID: EntryID(rawValue: 0), build: noBuild) }
}

/// The one reference every handle of a coordinator shares, without knowing the screen enum: it tells whether
/// the entry a handle names is still in the state. A result's receiver keeps it to learn whether its opener
/// left.
@MainActor
@usableFromInline
class HandleTarget {
    @usableFromInline
    init() {}

    /// Whether the entry built as `key` is in the state, or being built for the change being made; `false`
    /// once its coordinator is gone.
    @usableFromInline
    func holds(_ key: HandleKey) -> Bool { false }
}

/// The ``HandleTarget`` of a ``Coordinator``: reaches it while it lives. A handle holds this, not the
/// coordinator, so that view models, which the coordinator keeps, do not keep it.
@MainActor
@usableFromInline
final class CoordinatorLink<Screen: Equatable & Sendable>: HandleTarget {
    /// Internal, not `@usableFromInline`: an app cannot touch it, so the compiler sees every access and checks
    /// them when it compiles, not at run time at each request through a handle.
    weak var coordinator: Coordinator<Screen>?

    @usableFromInline
    override init() {}

    /// Makes `coordinator` the one the handles reach.
    @usableFromInline
    func connect(to coordinator: Coordinator<Screen>) {
        self.coordinator = coordinator
    }

    @usableFromInline
    override func holds(_ key: HandleKey) -> Bool {
        coordinator?.storage.holds(key) ?? false
    }
}

/// The handle of an entry that opened a screen for a result: whether it is still in the state tells whether
/// anyone waits for the value.
@MainActor
@usableFromInline
struct Opener {
    @usableFromInline let target: HandleTarget
    @usableFromInline let key: HandleKey

    @inlinable
    init(target: HandleTarget, key: HandleKey) {
        self.target = target
        self.key = key
    }

    /// Whether the entry left the state.
    @inlinable
    var left: Bool { !target.holds(key) }
}

/// The ``Coordination`` handle of one entry: a value that names its entry and reaches the coordinator through
/// the reference all its handles share. Requests through it are tagged with the entry, so that requests from
/// a screen that has left the state are refused as stale.
///
/// A value, not an object per entry: building a screen allocates nothing for its handle, and a view model
/// keeps the handle inline in its existential (three words — the reference and the key — the room it has).
/// Every entry still gets a handle of its own — its key is never given again — so a view model that outlives
/// its entry keeps a handle that stays stale, however it holds it.
@MainActor
@usableFromInline
struct EntryCoordination<Screen: Equatable & Sendable>: Coordination {
    @usableFromInline let link: CoordinatorLink<Screen>
    @usableFromInline let key: HandleKey

    @inlinable
    init(link: CoordinatorLink<Screen>, key: HandleKey) {
        self.link = link
        self.key = key
    }

    @usableFromInline
    func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        guard let coordinator = link.coordinator else { throw .coordinatorReleased }
        try coordinator.requestFromHandle(coordinator, request, key)
    }

    @usableFromInline
    func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        let receiver = ResultReceiver(expecting: Value.self, opener: opener, onResult: onResult)
        try perform(Operation(.opening(screen, presentation), from: key, receiver: receiver))
    }

    @usableFromInline
    var entry: EntryID? { key.entryID }

    @usableFromInline
    func receiveResults<Value: Sendable>(
        expecting: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        receiveResults(expecting: Value.self, from: { _ in true }, onResult: onResult)
    }

    @usableFromInline
    func receiveResults<Value: Sendable>(
        expecting: Value.Type, from screens: @escaping @MainActor (Screen) -> Bool,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        let opener = opener
        link.coordinator?.storage.built.setReceiverOfUnaskedResults(
            for: key, of: Value.self, covering: { ($0 as? Screen).map(screens) ?? false },
            make: { ResultReceiver(expecting: Value.self, opener: opener, onResult: onResult) })
    }

    @usableFromInline
    func updateScreen(to screen: Screen) throws(NavigationError) {
        guard let coordinator = link.coordinator else { throw .coordinatorReleased }
        try coordinator.updateScreen(of: key, to: screen)
    }

    @usableFromInline
    func lastEntry(where predicate: (Screen) -> Bool) -> EntryID? {
        link.coordinator?.state.lastEntry(where: predicate, atOrBeneath: key.entryID)?.id
    }

    @usableFromInline
    func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        try perform(Operation(finishing: key.entryID, with: value, from: key))
    }

    /// This handle, as the opener of a screen it opens for a result.
    private var opener: Opener { Opener(target: link, key: key) }

    /// Hands `operation` to the coordinator's code specialized for the app's screens; see
    /// `Coordinator+Engine.swift`.
    private func perform(_ operation: Operation<Screen>) throws(NavigationError) {
        guard let coordinator = link.coordinator else { throw .coordinatorReleased }
        try coordinator.performFromHandle(coordinator, operation)
    }
}
