/// The ``Coordination`` handle of one entry: forwards requests to its coordinator, tagged with the entry,
/// so that requests from a screen that has left the state are refused as stale.
@MainActor
final class EntryCoordination<Screen: Equatable & Sendable>: Coordination {
    private weak var coordinator: Coordinator<Screen>?
    let entryID: EntryID

    init(coordinator: Coordinator<Screen>, entryID: EntryID) {
        self.coordinator = coordinator
        self.entryID = entryID
    }

    func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        try perform(PendingOperation(request, from: self))
    }

    func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        guard let coordinator else { throw .coordinatorReleased }
        try coordinator.open(screen, presentation: presentation, from: self, onResult: onResult)
    }

    func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        try perform(PendingOperation(.finish(entryID), from: self, result: value))
    }

    private func perform(_ operation: PendingOperation<Screen>) throws(NavigationError) {
        guard let coordinator else { throw .coordinatorReleased }
        try coordinator.perform(operation)
    }
}
