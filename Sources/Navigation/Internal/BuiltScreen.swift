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
/// and appends the new ones. Not generic, so it runs at full speed without being specialized for an app.
@MainActor
@usableFromInline
struct BuiltScreens {
    @usableFromInline private(set) var screens: [BuiltScreen] = []

    @usableFromInline init() {}

    /// The top entry's view model.
    @usableFromInline var top: BuiltScreen? { screens.last }

    /// Appends `built`, the view models of the entries a change added, bottom first.
    @usableFromInline
    mutating func append(_ built: [BuiltScreen]) {
        screens.append(contentsOf: built)
    }

    /// Removes the last `count` view models, marks their handles stale, and returns them, bottom first.
    @usableFromInline
    mutating func removeTop(_ count: Int) -> [BuiltScreen] {
        guard count > 0 else { return [] }
        // Copied out before the removal, so that the array stays uniquely referenced and shrinks in place.
        let removed = Array(screens[(screens.count - count)...])
        screens.removeLast(count)
        for screen in removed { screen.handle.isCurrent = false }
        return removed
    }

    /// Sets who receives the top entry's result.
    @usableFromInline
    mutating func setTopReceiver(_ receiver: ResultReceiver) {
        screens[screens.count - 1].receiver = receiver
    }

    /// The view model of the entry `id`, searched from the top down.
    @usableFromInline
    func index(of id: EntryID) -> Int? {
        screens.lastIndex { $0.handle.entryID == id }
    }

    /// Who receives the result of the entry at `index`.
    @usableFromInline
    func receiver(at index: Int) -> ResultReceiver? {
        screens[index].receiver
    }

    /// Sets who receives the result of the entry at `index`.
    @usableFromInline
    mutating func setReceiver(_ receiver: ResultReceiver?, at index: Int) {
        screens[index].receiver = receiver
    }
}
