/// A request on its way through a coordinator, with what travels along with it.
///
/// Most requests carry nothing but the request and the handle it came through; what only some carry — a
/// predicate, a result, who receives a result, the entries of a restored state that await one — sits in one
/// shared reference, so that the common request is cheap to copy.
@MainActor
@usableFromInline
struct PendingOperation<Screen: Equatable & Sendable> {
    @usableFromInline var request: NavigationRequest<Screen>
    /// The handle it came through; `nil` when the app asked the coordinator directly.
    @usableFromInline var handle: EntryCoordination<Screen>?
    @usableFromInline var extras: Extras?
    /// Whether guards see the request; finishes bypass them.
    @usableFromInline var checksGuards = true
    /// Whether the request waited in the queue, so that no caller can be told of its refusal by a throw.
    @usableFromInline var wasQueued = false

    /// What only some requests carry.
    @usableFromInline
    final class Extras {
        @usableFromInline let predicate: ((Screen) -> Bool)?
        @usableFromInline let receiver: ResultReceiver?
        @usableFromInline let result: (any Sendable)?
        @usableFromInline let awaitingResult: Set<EntryID>

        @usableFromInline
        init(
            predicate: ((Screen) -> Bool)?, receiver: ResultReceiver?, result: (any Sendable)?,
            awaitingResult: Set<EntryID>
        ) {
            self.predicate = predicate
            self.receiver = receiver
            self.result = result
            self.awaitingResult = awaitingResult
        }
    }

    @inlinable
    init(
        _ request: NavigationRequest<Screen>,
        from handle: EntryCoordination<Screen>?,
        predicate: ((Screen) -> Bool)? = nil,
        receiver: ResultReceiver? = nil,
        result: (any Sendable)? = nil,
        awaitingResult: Set<EntryID> = []
    ) {
        self.request = request
        if case .finish = request { checksGuards = false }
        self.handle = handle
        if predicate != nil || receiver != nil || result != nil || !awaitingResult.isEmpty {
            extras = Extras(predicate: predicate, receiver: receiver, result: result, awaitingResult: awaitingResult)
        }
    }

    /// For ``NavigationRequest/popToMatching``.
    @inlinable var predicate: ((Screen) -> Bool)? { extras?.predicate }
    /// For a screen opened for a result: who receives it.
    @inlinable var receiver: ResultReceiver? { extras?.receiver }
    /// For ``NavigationRequest/finish(_:)``: the result handed back.
    @inlinable var result: (any Sendable)? { extras?.result }
    /// For ``NavigationRequest/restore(_:)``: the entries that were opened for a result.
    @inlinable var awaitingResult: Set<EntryID> { extras?.awaitingResult ?? [] }
}

extension NavigationRequest {
    /// The request that opens `screen` with `presentation`.
    @inlinable
    static func opening(_ screen: Screen, _ presentation: Presentation) -> NavigationRequest {
        switch presentation {
        case .push: .show(screen, firstPosition: false)
        case .modal: .present(screen)
        }
    }
}
