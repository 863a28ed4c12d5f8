/// The ``Coordination`` handle of one entry: forwards requests to its coordinator, tagged with the entry,
/// so that requests from a screen that has left the stack are refused as stale.
@MainActor
final class EntryCoordination<Screen: Sendable>: Coordination {
    private weak var coordinator: Coordinator<Screen>?
    let entryID: EntryID

    init(coordinator: Coordinator<Screen>, entryID: EntryID) {
        self.coordinator = coordinator
        self.entryID = entryID
    }

    func show(_ screen: Screen, firstPosition: Bool) throws(NavigationError) {
        try coordinator(.show(screen, firstPosition: firstPosition))
    }

    func pop() throws(NavigationError) {
        try coordinator(.pop)
    }

    private func coordinator(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        guard let coordinator else { throw .coordinatorReleased }
        try coordinator.perform(request, from: self)
    }
}
