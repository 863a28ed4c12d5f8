/// An operation on its way through a coordinator: a request a caller made, or one only the framework makes —
/// a screen finishing with its result, saved state being restored — with who asked and who waits for a result.
@MainActor
@usableFromInline
struct Operation<Screen: Equatable & Sendable> {
    @usableFromInline
    enum Kind {
        /// A request, as guards see it.
        case request(NavigationRequest<Screen>)
        /// The entry finishes with `value` for the screen that opened it; guards do not see it.
        case finish(EntryID, value: any Sendable)
        /// Saved state restored; the entries in `awaitingResult` were opened for a result.
        case restore(NavigationState<Screen>, awaitingResult: Set<EntryID>)
    }

    @usableFromInline var kind: Kind
    /// The handle it came through; `nil` when the app asked the coordinator directly.
    @usableFromInline var handle: EntryHandle?
    /// Who receives the result of the screen the request opens.
    @usableFromInline var receiver: ResultReceiver?
    /// Whether it waited in the queue, so that no caller can be told of its refusal by a throw.
    @usableFromInline var wasQueued = false

    @inlinable
    init(_ kind: Kind, from handle: EntryHandle?, receiver: ResultReceiver? = nil) {
        self.kind = kind
        self.handle = handle
        self.receiver = receiver
    }

    /// The request guards decide on; `nil` for a finish.
    @inlinable
    var request: NavigationRequest<Screen>? {
        switch kind {
        case .request(let request): request
        case .finish: nil
        case .restore(let state, _): .restore(state)
        }
    }

    /// The same operation, marked as having waited in the queue.
    @inlinable
    var queued: Operation {
        var operation = self
        operation.wasQueued = true
        return operation
    }
}

/// A guard's redirect being made: the operation it replaced, and whether that one is made again once the
/// redirect's screen finishes with a value.
@MainActor
@usableFromInline
struct Redirect<Screen: Equatable & Sendable> {
    @usableFromInline let original: Operation<Screen>
    @usableFromInline let resumes: Bool

    @inlinable
    init(original: Operation<Screen>, resumes: Bool) {
        self.original = original
        self.resumes = resumes
    }
}
