/// The view model of one entry, with the key of its handle, its lifecycle (looked up once, when it was built)
/// and who waits for its result.
@MainActor
@usableFromInline
struct BuiltScreen {
    /// The view model, one reference whether it listens to its lifecycle or not.
    @usableFromInline let held: HeldViewModel
    /// What the entry's handle names: the entry, and the build that made this view model.
    @usableFromInline let key: HandleKey
    /// Who receives the value when the entry was opened for a result.
    @usableFromInline var receiver: ResultReceiver?

    @usableFromInline
    init(held: HeldViewModel, key: HandleKey) {
        self.held = held
        self.key = key
    }

    /// The view model.
    @inlinable var viewModel: AnyObject { held.object }

    /// The view model as a ``NavigationLifecycle``, or `nil` when it does not listen.
    @inlinable var lifecycle: (any NavigationLifecycle)? { held.lifecycle }
}

/// The built view models of every entry, in the order of ``NavigationState/entries``: every change removes
/// entries from the top and then adds entries on top, so a change removes as many view models from the end
/// and appends the new ones. Not generic: it runs at full speed without being specialized for an app.
///
/// A change builds its new view models into ``staged`` before anything changes, and moves the removed ones
/// to ``removed`` until it has released them; both lists keep their storage from one change to the next,
/// since changes never nest.
@MainActor
@usableFromInline
struct BuiltScreens {
    @usableFromInline private(set) var screens: [BuiltScreen] = []
    /// The view models built for the change being made, bottom first.
    @usableFromInline var staged: [BuiltScreen] = []
    /// The view models the change being made removed, top first, as they were removed.
    @usableFromInline private(set) var removed: [BuiltScreen] = []
    /// For a state with tabs, the view models of each tab's stack, in the order of the tabs; the selected
    /// tab's are ``screens``, and its place here is empty.
    @usableFromInline private(set) var parked: [[BuiltScreen]] = []
    /// What the view models that declared where unasked results go declared
    /// (``Coordination/receiveResults(expecting:onResult:)``), by their build: it makes the receiver of a screen
    /// opened above theirs for a result without their asking — by a link, a restore. Few screens declare one,
    /// so it is kept beside the screens rather than in each.
    private var receiversOfUnaskedResults: [UInt64: [UnaskedResults]] = [:]
    /// How many view models were built so far: the number of the next build (``HandleKey/build``).
    @usableFromInline var builds: UInt64 = 0
    /// The key of the view model being built: its handle is current while its Assembly and initializer run.
    @usableFromInline var building: HandleKey?
    /// The entry whose view model failed to build last.
    @usableFromInline private(set) var lastFailed: EntryID?

    @usableFromInline init() {}

    /// The top entry's view model.
    @usableFromInline var top: BuiltScreen? { screens.last }

    /// The key of the top entry's handle, read in place rather than through a copy of the whole ``top``.
    @inlinable var topKey: HandleKey? { screens.isEmpty ? nil : screens[screens.count - 1].key }

    /// The top entry's view model as a ``NavigationLifecycle``, read in place rather than through a copy of the
    /// whole ``top``.
    @inlinable var topLifecycle: (any NavigationLifecycle)? {
        screens.isEmpty ? nil : screens[screens.count - 1].lifecycle
    }

    /// Whether `key` names the screen on top; reads the key alone, not the whole screen.
    @inlinable
    func isTop(_ key: HandleKey) -> Bool {
        !screens.isEmpty && screens[screens.count - 1].key == key
    }

    /// Whether the screen `key` names is in the state — on top, beneath, in a tab out of sight — or staged for
    /// the change being made: whether its handle is current.
    @inlinable
    func holds(_ key: HandleKey) -> Bool {
        if isTop(key) || building == key { return true }
        if let index = index(of: key.entryID) { return screens[index].key == key }
        if staged.contains(where: { $0.key == key }) { return true }
        return !parked.isEmpty && parkedHolds(key)
    }

    /// Starts building the view model of the entry `id`; returns the key its handle gets.
    @inlinable
    mutating func beginBuild(of id: EntryID) -> HandleKey {
        let key = HandleKey(entryID: id, build: builds)
        builds &+= 1
        building = key
        return key
    }

    /// Whether the view model `key` names declared it receives the results of `screen` opened above it without
    /// its asking.
    @usableFromInline
    func receivesUnaskedResults(_ key: HandleKey, of screen: Any) -> Bool {
        receiversOfUnaskedResults[key.build]?.contains { $0.covers(screen) } ?? false
    }

    /// Holds the place of the view model of each entry of `state` without building it: a coordinator that
    /// starts from saved navigation restores over its first state through the engine, which removes the
    /// view models of what it replaces, so that nothing is built that no one sees.
    @usableFromInline
    mutating func holdPlaces<Screen>(for state: NavigationState<Screen>) {
        func placeholders(_ stack: [NavigationEntry<Screen>]) -> [BuiltScreen] {
            stack.map { entry in
                defer { builds &+= 1 }
                return BuiltScreen(held: .plain(Unbuilt()), key: HandleKey(entryID: entry.id, build: builds))
            }
        }
        screens = state.stacks.flatMap(placeholders)
        parked = (state.storedTabs?.parked ?? []).map(placeholders)
    }

    /// Lets go of the places ``holdPlaces(for:)`` held, before the first state is built after all.
    @usableFromInline
    mutating func releasePlaces() {
        screens.removeAll()
        parked.removeAll()
    }

    /// What holds the place of a view model not built; see ``holdPlaces(for:)``.
    final class Unbuilt {}

    /// Ends a build that failed: what its view model declared goes with it.
    @usableFromInline
    mutating func abandonBuild() {
        if let building { receiversOfUnaskedResults[building.build] = nil }
        lastFailed = building?.entryID
        building = nil
    }

    /// What a view model declared for the results of screens opened above it without its asking: the type it
    /// expects, which screens it covers, and what makes a receiver.
    struct UnaskedResults {
        let type: ObjectIdentifier
        let covers: @MainActor (Any) -> Bool
        let make: @MainActor () -> ResultReceiver
    }

    /// Keeps what makes the receiver of a screen that `covers` accepts, opened above the one `key` names for a
    /// result of `type` without its asking; nothing when that screen left the state. A declaration of a type
    /// replaces the one before it of the same type.
    @usableFromInline
    mutating func setReceiverOfUnaskedResults<Value>(
        for key: HandleKey, of type: Value.Type, covering covers: @escaping @MainActor (Any) -> Bool,
        make: @escaping @MainActor () -> ResultReceiver
    ) {
        guard holds(key) else { return }
        var declared = receiversOfUnaskedResults[key.build] ?? []
        declared.removeAll { $0.type == ObjectIdentifier(type) }
        declared.append(UnaskedResults(type: ObjectIdentifier(type), covers: covers, make: make))
        receiversOfUnaskedResults[key.build] = declared
    }

    /// Keeps `screen`, built for the change being made, until the change commits. Taken, not copied: a copy
    /// retained and later released each of the screen's references. Inlined into the app's build step, which
    /// hands the screen over in place (BENCHMARKS.md, "Setting a stack"); hence ``staged`` settable in the module.
    @inlinable
    mutating func stage(_ screen: consuming BuiltScreen) {
        staged.append(screen)
    }

    /// Drops the staged view models of a change that failed; their handles turn stale — their keys name builds
    /// that are gone — so that whatever keeps one cannot navigate as the entry that gets its id next.
    @usableFromInline
    mutating func discardStaged() {
        forgetReceiversOfUnaskedResults(of: staged)
        staged.removeAll(keepingCapacity: true)
    }

    /// Forgets what `screens`, leaving, declared for unasked results. Takes the list itself, not any sequence: a
    /// generic parameter ran unspecialized, called even with nothing declared (BENCHMARKS.md, "Smaller steps").
    private mutating func forgetReceiversOfUnaskedResults(of screens: [BuiltScreen]) {
        guard !receiversOfUnaskedResults.isEmpty else { return }
        for screen in screens { receiversOfUnaskedResults[screen.key.build] = nil }
    }

    // A push and a pop made in place, without a planned change (`Coordinator+Engine.swift`, "One entry, in
    // place"): as ``commit(removing:)`` with one screen staged or one removed, without the two lists between.

    /// Puts `screen`, the view model of an entry pushed, on top.
    @usableFromInline
    mutating func push(_ screen: consuming BuiltScreen) {
        screens.append(screen)
    }

    /// Takes the top view model off the stack and returns it: its handle turns stale, and its receiver of
    /// results nobody asked for is forgotten.
    @usableFromInline
    mutating func popTop() -> BuiltScreen {
        let screen = screens.removeLast()
        if !receiversOfUnaskedResults.isEmpty { receiversOfUnaskedResults[screen.key.build] = nil }
        return screen
    }

    /// Moves the top `count` view models to ``removed`` (their handles turn stale) and the staged ones on top.
    @usableFromInline
    mutating func commit(removing count: Int) {
        Self.remove(count, from: &screens, to: &removed)
        forgetReceiversOfUnaskedResults(of: removed)
        commitStaged()
    }

    /// Makes the places of `count` tabs, the one at `selected` being ``screens``.
    @usableFromInline
    mutating func setUpTabs(count: Int) {
        parked = Array(repeating: [], count: count)
    }

    /// Moves the staged view models of a tab that is not selected onto its stack: the first staged ones, as
    /// many as the tab's stack was given.
    @usableFromInline
    mutating func commitStaged(count: Int, toTab tab: Int) {
        parked[tab].append(contentsOf: staged.prefix(count))
        staged.removeFirst(count)
    }

    /// Makes a change that selects a tab or changes tabs that are not selected, in the order
    /// ``NavigationState/apply(_:)`` does: the flows leave the top, the selection moves, entries leave the
    /// selected stack and the others; then the staged view models go to the tabs that were given some, in
    /// order, and the rest on top.
    @usableFromInline
    mutating func commit(_ moves: TabMoves) {
        Self.remove(moves.dismissedCount, from: &screens, to: &removed)
        if let (from, to) = moves.selection {
            swap(&screens, &parked[from])
            swap(&screens, &parked[to])
        }
        Self.remove(moves.removedCount, from: &screens, to: &removed)
        for tab in moves.tabs { Self.remove(tab.removed, from: &parked[tab.index], to: &removed) }
        forgetReceiversOfUnaskedResults(of: removed)
        for tab in moves.tabs where tab.pushed > 0 { commitStaged(count: tab.pushed, toTab: tab.index) }
        commitStaged()
    }

    /// Moves the top `count` view models of `stack` to `removed`, top first; their handles turn stale.
    private static func remove(_ count: Int, from stack: inout [BuiltScreen], to removed: inout [BuiltScreen]) {
        for _ in 0..<count { removed.append(stack.removeLast()) }
    }

    /// The view model of the entry `id`: in the selected stack and the flows over it, or in a tab that is not
    /// selected.
    @usableFromInline
    func screen(of id: EntryID) -> BuiltScreen? {
        if let index = index(of: id) { return screens[index] }
        return parked.isEmpty ? nil : parkedScreen(of: id)
    }

    /// The view model of the entry `id`, read where it is kept: through ``screen(of:)``, the whole screen was
    /// copied, its references retained and released, for a host's every look-up (BENCHMARKS.md, "The operation in
    /// four fields"). Called in place (`inPlace`): called on the storage's property, the whole list of screens
    /// was copied first.
    @usableFromInline
    func viewModel(of id: EntryID) -> AnyObject? {
        if let index = index(of: id) { return screens[index].viewModel }
        return parked.isEmpty ? nil : parkedScreen(of: id)?.viewModel
    }

    /// The view model of the entry `id` in a tab that is not selected.
    @usableFromInline
    func parkedScreen(of id: EntryID) -> BuiltScreen? {
        for stack in parked {
            if let index = Self.index(of: id, in: stack) { return stack[index] }
        }
        return nil
    }

    /// Whether `key` names a view model of a tab that is not selected; compares the keys in place, not copies
    /// of the screens.
    @usableFromInline
    func parkedHolds(_ key: HandleKey) -> Bool {
        for stack in parked {
            if let index = Self.index(of: key.entryID, in: stack) { return stack[index].key == key }
        }
        return false
    }

    /// Moves the staged view models on top.
    @usableFromInline
    mutating func commitStaged() {
        // Moved, not copied: a copy would retain and later release each of a view model's four references.
        // Nothing done for nothing staged (a pop), no reversal of one (a push).
        guard !staged.isEmpty else { return }
        if staged.count > screens.count {
            // Many on few (a stack set, a restore): the staged list becomes the stack and the few kept beneath
            // are put in front of it, rather than the many reversed and moved one by one.
            swap(&screens, &staged)
            screens.insert(contentsOf: staged, at: 0)
            staged.removeAll(keepingCapacity: true)
            return
        }
        if staged.count > 1 { staged.reverse() }
        while let screen = staged.popLast() { screens.append(screen) }
    }

    /// Lets go of the removed view models, the one lowest in the state first, leaving no reference to them here;
    /// returns those that something else still holds, each with its place in that order, for the release
    /// tracker to note — `nil`, not an empty list, when there are none: even empty, a list returned is released
    /// (BENCHMARKS.md, "Smaller steps"). Each screen's receiver goes before its
    /// view model is checked, so that only outside holders count. Done here, in this module's code: let go in an
    /// app's code, specialized there, each screen went through its type's value witnesses (BENCHMARKS.md, "The
    /// state read where it is kept"), and a call for each screen cost more ("Setting a stack").
    @usableFromInline
    mutating func releaseRemoved() -> [(place: Int, viewModel: AnyObject)]? {
        var held: [(place: Int, viewModel: AnyObject)]?
        var place = 0
        while let screen = removed.popLast() {
            if let viewModel = Self.release(consume screen) {
                if held == nil { held = [] }
                held?.append((place, viewModel))
            }
            place += 1
        }
        return held
    }

    /// Lets go of `screen` — its receiver, its view model — and returns the view model when something else still
    /// holds it.
    @usableFromInline
    static func release(_ screen: consuming BuiltScreen) -> AnyObject? {
        var viewModel = (consume screen).held.object
        return isKnownUniquelyReferenced(&viewModel) ? nil : viewModel
    }

    /// Sets who receives the top entry's result.
    @usableFromInline
    mutating func setTopReceiver(_ receiver: ResultReceiver) {
        screens[screens.count - 1].receiver = receiver
    }

    /// The index of the entry `id`'s view model, found by halving.
    ///
    /// The view models are in the order of their entries' ids, bottom first: a coordinator only ever adds
    /// entries on top of those that stay, with ids larger than any it gave before — a restore included — so
    /// a lookup costs the logarithm of the depth, and a host that looks up every entry of a restored state
    /// does not pay the square of its size.
    @usableFromInline
    func index(of id: EntryID) -> Int? {
        Self.index(of: id, in: screens)
    }

    /// The index of the entry `id`'s view model in `stack`, found by halving: every stack, each tab's too, is
    /// in the order of its entries' ids, bottom first (see ``index(of:)``).
    @usableFromInline
    static func index(of id: EntryID, in stack: [BuiltScreen]) -> Int? {
        var low = 0
        var high = stack.count
        while low < high {
            let middle = (low + high) / 2
            let found = stack[middle].key.entryID
            if found == id { return middle }
            if found < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Marks the entry at `place` — counted over ``screens``, then over the other tabs' stacks in order — as
    /// opened for a result, unless it already has a receiver: by the entry beneath it, which opened it (a
    /// screen pushed above its opener, or a flow presented over the top of the stack below), when that one's
    /// view model declared it receives such results; otherwise its value reaches no one.
    @usableFromInline
    mutating func markOpenedForResult(at place: Int, showing screen: Any) {
        /// The receiver for a screen opened above `opener` without its asking: of the declarations that cover it.
        func receiver(openedBy opener: BuiltScreen?) -> ResultReceiver {
            let declared = opener.flatMap { receiversOfUnaskedResults[$0.key.build] } ?? []
            let covering = declared.filter { $0.covers(screen) }.map { $0.make() }
            return covering.isEmpty ? .restored() : covering.count == 1 ? covering[0] : ResultReceiver(either: covering)
        }
        if place < screens.count {
            if screens[place].receiver == nil {
                screens[place].receiver = receiver(openedBy: place > 0 ? screens[place - 1] : nil)
            }
            return
        }
        var index = place - screens.count
        for tab in parked.indices {
            guard index >= parked[tab].count else {
                if parked[tab][index].receiver == nil {
                    parked[tab][index].receiver = receiver(openedBy: index > 0 ? parked[tab][index - 1] : nil)
                }
                return
            }
            index -= parked[tab].count
        }
    }
}

/// What a change does to the view models of tabs, by the tabs' indices: which tab it selects, and how many
/// entries leave and come on each stack. Not generic, as ``BuiltScreens`` is not.
@usableFromInline
struct TabMoves {
    /// The selected tab before and after, when the change selects another.
    @usableFromInline var selection: (from: Int, to: Int)?
    /// The number of entries of the flows dismissed.
    @usableFromInline var dismissedCount: Int
    /// The number of entries removed from the selected stack, once selected.
    @usableFromInline var removedCount: Int
    /// For each tab that is not selected afterwards and changes, its index and its entries removed and pushed.
    @usableFromInline var tabs: [(index: Int, removed: Int, pushed: Int)]

    @usableFromInline
    init(
        selection: (from: Int, to: Int)?, dismissedCount: Int, removedCount: Int,
        tabs: [(index: Int, removed: Int, pushed: Int)]
    ) {
        self.selection = selection
        self.dismissedCount = dismissedCount
        self.removedCount = removedCount
        self.tabs = tabs
    }
}
