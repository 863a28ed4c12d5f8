/// A request on its way through a coordinator, with what travels along with it.
@MainActor
struct PendingOperation<Screen: Equatable & Sendable> {
    var request: NavigationRequest<Screen>
    /// The handle it came through; `nil` when the app asked the coordinator directly.
    var handle: EntryCoordination<Screen>?
    /// For ``NavigationRequest/popToMatching``.
    var predicate: ((Screen) -> Bool)?
    /// For a screen opened for a result: who receives it.
    var receiver: ResultReceiver?
    /// For ``NavigationRequest/finish(_:)``: the result handed back.
    var result: (any Sendable)?
    /// For ``NavigationRequest/restore(_:)``: the entries that were opened for a result.
    var awaitingResult: Set<EntryID> = []
    /// Whether guards see the request; redirects and finishes bypass them.
    var checksGuards = true
    /// Whether the request waited in the queue, so that no caller can be told of its refusal by a throw.
    var wasQueued = false

    init(
        _ request: NavigationRequest<Screen>,
        from handle: EntryCoordination<Screen>?,
        predicate: ((Screen) -> Bool)? = nil,
        receiver: ResultReceiver? = nil,
        result: (any Sendable)? = nil
    ) {
        self.request = request
        self.handle = handle
        self.predicate = predicate
        self.receiver = receiver
        self.result = result
    }
}

extension NavigationRequest {
    /// The request that opens `screen` with `presentation`.
    static func opening(_ screen: Screen, _ presentation: Presentation) -> NavigationRequest {
        switch presentation {
        case .push: .show(screen, firstPosition: false)
        case .modal: .present(screen)
        }
    }
}
