/// What the coordinator knows of an entry's handle without knowing the screen enum: the entry, and whether
/// the entry is still in the state.
@MainActor
@usableFromInline
class EntryHandle {
    // Only the coordinator changes these, on the main actor, outside any other access to them (see the
    // coordinator's stored properties): the dynamic exclusivity checks are off.

    /// The entry the handle belongs to; a handle that nothing held is reused for a new entry.
    @usableFromInline @exclusivity(unchecked) var entryID: EntryID
    /// Whether the entry is still in the state; requests through a handle whose entry left are refused.
    @usableFromInline @exclusivity(unchecked) var isCurrent = true

    @usableFromInline
    init(entryID: EntryID) {
        self.entryID = entryID
    }
}

/// The ``Coordination`` handle of one entry: forwards requests to its coordinator, tagged with the entry,
/// so that requests from a screen that has left the state are refused as stale.
@MainActor
@usableFromInline
final class EntryCoordination<Screen: Equatable & Sendable>: EntryHandle, Coordination {
    private weak var coordinator: Coordinator<Screen>?

    @usableFromInline
    init(coordinator: Coordinator<Screen>, entryID: EntryID) {
        self.coordinator = coordinator
        super.init(entryID: entryID)
    }

    @usableFromInline
    func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        guard let coordinator else { throw .coordinatorReleased }
        try coordinator.navigator(request, self)
    }

    @usableFromInline
    func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        guard let coordinator else { throw .coordinatorReleased }
        try coordinator.open(screen, presentation: presentation, from: self, onResult: onResult)
    }

    @usableFromInline
    func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        try perform(PendingOperation(.finish(entryID), from: self, result: value))
    }

    /// Hands `operation` to the coordinator's `performer`: the code compiled for the app's screen enum.
    private func perform(_ operation: PendingOperation<Screen>) throws(NavigationError) {
        guard let coordinator else { throw .coordinatorReleased }
        try coordinator.performer(operation)
    }
}
