/// What the coordinator knows of an entry's handle without knowing the screen enum: the entry, and whether
/// it is still in the state.
///
/// Every entry gets a handle of its own, never shared with another entry: a view model that outlives its
/// entry keeps a handle that stays stale, however it holds it.
@MainActor
@usableFromInline
class EntryHandle {
    /// The entry the handle belongs to.
    @usableFromInline let entryID: EntryID
    /// Whether the entry is still in the state; requests through a handle whose entry left are refused.
    @usableFromInline var isCurrent = true
    /// Makes the receiver of a screen opened above this entry for a result without its view model asking — by
    /// a link, a restore — as the view model declared with ``Coordination/receiveResults(expecting:onResult:)``;
    /// `nil` when it declared none, and such a value reaches no one.
    @usableFromInline var receiverOfUnaskedResults: (() -> ResultReceiver)?

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
        try coordinator.requestFromHandle(request, self)
    }

    @usableFromInline
    func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        let receiver = ResultReceiver(expecting: Value.self, opener: self, onResult: onResult)
        try perform(Operation(.opening(screen, presentation), from: self, receiver: receiver))
    }

    @usableFromInline
    var entry: EntryID? { entryID }

    @usableFromInline
    func receiveResults<Value: Sendable>(
        expecting: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        receiverOfUnaskedResults = { [unowned self] in
            ResultReceiver(expecting: Value.self, opener: self, onResult: onResult)
        }
    }

    @usableFromInline
    func lastEntry(where predicate: (Screen) -> Bool) -> EntryID? {
        coordinator?.state.lastEntry(where: predicate, atOrBeneath: entryID)?.id
    }

    @usableFromInline
    func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        try perform(Operation(finishing: entryID, with: value, from: self))
    }

    /// Hands `operation` to the coordinator's code specialized for the app's screens; see
    /// `Coordinator+Engine.swift`.
    private func perform(_ operation: Operation<Screen>) throws(NavigationError) {
        guard let coordinator else { throw .coordinatorReleased }
        try coordinator.performFromHandle(operation)
    }
}
