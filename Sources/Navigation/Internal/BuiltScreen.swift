/// The view model of one entry, with its handle, its lifecycle (looked up once, when it was built) and who
/// waits for its result.
@MainActor
@usableFromInline
struct BuiltScreen {
    @usableFromInline let viewModel: AnyObject
    @usableFromInline let handle: EntryHandle
    /// The view model as a ``NavigationLifecycle``, or `nil` when it does not listen.
    @usableFromInline var lifecycle: (any NavigationLifecycle)?
    /// Who receives the value when the entry was opened for a result.
    @usableFromInline var receiver: ResultReceiver?

    @usableFromInline
    init(viewModel: AnyObject, handle: EntryHandle, lifecycle: (any NavigationLifecycle)?) {
        self.viewModel = viewModel
        self.handle = handle
        self.lifecycle = lifecycle
    }
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
    @usableFromInline private(set) var staged: [BuiltScreen] = []
    /// The view models the change being made removed, top first, as they were removed.
    @usableFromInline private(set) var removed: [BuiltScreen] = []
    /// For a state with tabs, the view models of each tab's stack, in the order of the tabs; the selected
    /// tab's are ``screens``, and its place here is empty.
    @usableFromInline private(set) var parked: [[BuiltScreen]] = []

    @usableFromInline init() {}

    /// The top entry's view model.
    @usableFromInline var top: BuiltScreen? { screens.last }

    /// The top entry's view model as a ``NavigationLifecycle``, read in place rather than through a copy of the
    /// whole ``top``.
    @inlinable var topLifecycle: (any NavigationLifecycle)? {
        screens.isEmpty ? nil : screens[screens.count - 1].lifecycle
    }

    /// Whether `handle` is the handle of the screen on top; reads the one reference, not the whole screen.
    @inlinable
    func isTop(_ handle: EntryHandle) -> Bool {
        !screens.isEmpty && screens[screens.count - 1].handle === handle
    }

    /// Keeps `screen`, built for the change being made, until the change commits.
    @usableFromInline
    mutating func stage(_ screen: BuiltScreen) {
        staged.append(screen)
    }

    /// Drops the staged view models of a change that failed; their handles turn stale, so that whatever keeps
    /// one cannot navigate as the entry that gets its id next.
    @usableFromInline
    mutating func discardStaged() {
        for screen in staged { screen.handle.isCurrent = false }
        staged.removeAll(keepingCapacity: true)
    }

    /// Moves the top `count` view models to ``removed`` (their handles turn stale) and the staged ones on top.
    @usableFromInline
    mutating func commit(removing count: Int) {
        for _ in 0..<count {
            let screen = screens.removeLast()
            screen.handle.isCurrent = false
            removed.append(screen)
        }
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
        for tab in moves.tabs where tab.pushed > 0 { commitStaged(count: tab.pushed, toTab: tab.index) }
        commitStaged()
    }

    /// Moves the top `count` view models of `stack` to `removed`, top first; their handles turn stale.
    private static func remove(_ count: Int, from stack: inout [BuiltScreen], to removed: inout [BuiltScreen]) {
        for _ in 0..<count {
            let screen = stack.removeLast()
            screen.handle.isCurrent = false
            removed.append(screen)
        }
    }

    /// The view model of the entry `id` in a tab that is not selected.
    @usableFromInline
    func parkedScreen(of id: EntryID) -> BuiltScreen? {
        for stack in parked {
            if let screen = stack.last(where: { $0.handle.entryID == id }) { return screen }
        }
        return nil
    }

    /// Moves the staged view models on top.
    @usableFromInline
    mutating func commitStaged() {
        // Moved, not copied: a copy would retain and later release each of a view model's four references.
        // Nothing done for nothing staged (a pop), no reversal of one (a push): ≈ 50 instructions a round trip.
        guard !staged.isEmpty else { return }
        if staged.count > 1 { staged.reverse() }
        while let screen = staged.popLast() { screens.append(screen) }
    }

    /// Takes out the removed view model that was lowest in the state, leaving no reference to it here.
    @usableFromInline
    mutating func takeRemoved() -> BuiltScreen? {
        removed.popLast()
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
        var low = 0
        var high = screens.count
        while low < high {
            let middle = (low + high) / 2
            let found = screens[middle].handle.entryID
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
    mutating func markOpenedForResult(at place: Int) {
        /// The receiver for a screen opened above `opener` without its asking.
        func receiver(openedBy opener: BuiltScreen?) -> ResultReceiver {
            opener?.handle.receiverOfUnaskedResults?() ?? .restored()
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
