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
    init(viewModel: AnyObject, handle: EntryHandle) {
        self.viewModel = viewModel
        self.handle = handle
        lifecycle = viewModel as? any NavigationLifecycle
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

    @usableFromInline init() {}

    /// The top entry's view model.
    @usableFromInline var top: BuiltScreen? { screens.last }

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

    /// Moves the staged view models on top.
    @usableFromInline
    mutating func commitStaged() {
        // Moved, not copied: a copy would retain and later release each of a view model's four references.
        staged.reverse()
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

    /// Sets who receives the result of the entry at `index`.
    @usableFromInline
    mutating func setReceiver(_ receiver: ResultReceiver?, at index: Int) {
        screens[index].receiver = receiver
    }
}
