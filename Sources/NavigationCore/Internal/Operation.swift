/// An operation on its way through a coordinator: a request a caller made, or one only the framework makes —
/// a screen finishing with its result, saved state being restored, navigation the user already did — with who
/// asked and who waits for a result.
///
/// What only the rare operations carry sits in ``Extras``, a reference, so that the common one — a request
/// from a view model — stays small and cheap to pass from step to step.
@MainActor
@usableFromInline
struct Operation<Screen: Equatable & Sendable> {
    /// The request guards decide on and the state plans; `nil` for a finish and for the user's navigation.
    @usableFromInline var request: NavigationRequest<Screen>?
    /// For a finish: the entry that finishes with ``Extras/value``; guards do not see it.
    @inlinable var finishing: EntryID? { extras?.finishing }
    /// What a finish, a restore or the user's navigation carries besides.
    @usableFromInline var extras: Extras?
    /// The handle it came through; `nil` when the app asked the coordinator directly.
    @inlinable var handle: HandleKey? { storedHandle.build == HandleKey.noBuild ? nil : storedHandle }
    /// Who receives the result of the screen the request opens.
    @inlinable var receiver: ResultReceiver? { extras?.receiver }

    // The handle stored without an optional's tag, "none" being a build no handle has (``HandleKey/noBuild``);
    // the receiver among the extras, and whether the operation waited in the queue told by the coordinator
    // (`CoordinatorStorage.isRunningQueue`). So the operation is a request, a reference and two words, which
    // the compiler copies and destroys field by field; one more field, or one more optional tag, and it
    // destroyed every operation through the type's generic value witness, looking its metadata up first
    // (BENCHMARKS.md, "The operation in four fields").
    @usableFromInline var storedHandle: HandleKey

    /// What a finish, a restore or the user's navigation carries besides.
    @usableFromInline
    final class Extras {
        /// For a finish: the entry that finishes with ``value``.
        @usableFromInline let finishing: EntryID?
        /// A finish's result.
        @usableFromInline let value: (any Sendable)?
        /// For a restore or a link: the places of the entries opened for a result, counted bottom first over
        /// every stack of the state it makes.
        @usableFromInline let awaitingResult: [Int]
        /// What the user already did; guards do not see it.
        @usableFromInline let user: UserNavigation?
        /// For a restore a guard redirected, made again once the guard's screen finished: it adds the screens
        /// held back to what is shown, which keeps its entries and view models (`Coordinator.resumeHeld`).
        @usableFromInline let resumesHeld: Bool
        /// Who receives the result of the screen the request opens.
        @usableFromInline let receiver: ResultReceiver?

        @inlinable
        init(
            finishing: EntryID? = nil, value: (any Sendable)? = nil, awaitingResult: [Int] = [],
            user: UserNavigation? = nil, resumesHeld: Bool = false, receiver: ResultReceiver? = nil
        ) {
            self.finishing = finishing
            self.value = value
            self.awaitingResult = awaitingResult
            self.user = user
            self.resumesHeld = resumesHeld
            self.receiver = receiver
        }
    }

    /// `request`, made through `handle`; `receiver` receives the result of the screen it opens.
    @inlinable
    init(_ request: NavigationRequest<Screen>, from handle: HandleKey?, receiver: ResultReceiver? = nil) {
        self.request = request
        storedHandle = handle ?? .none
        if let receiver { extras = Extras(receiver: receiver) }
    }

    /// The entry `id` finishing with `value`, through `handle`.
    @inlinable
    init(finishing id: EntryID, with value: any Sendable, from handle: HandleKey?) {
        extras = Extras(finishing: id, value: value)
        storedHandle = handle ?? .none
    }

    /// Saved state restored; the entries in `awaitingResult` were opened for a result. Their places are
    /// counted over the selected stack and the flows, then over the other tabs' stacks in order, as a restore
    /// gives the entries their ids.
    @inlinable
    init(restoring state: NavigationState<Screen>, awaitingResult: Set<EntryID>) {
        request = .restore(state)
        storedHandle = .none
        guard !awaitingResult.isEmpty else { return }
        let entries = state.entries + state.entriesOfOtherTabs
        let places = entries.indices.filter { awaitingResult.contains(entries[$0].id) }
        extras = Extras(awaitingResult: places)
    }

    /// `request`, which sets every stack (a link, a restore, or the start of one that a guard redirected), with
    /// the entries at `awaitingResult` — places counted bottom first — opened for a result.
    @inlinable
    init(settingStacks request: NavigationRequest<Screen>, awaitingResult: [Int]) {
        self.request = request
        storedHandle = .none
        if !awaitingResult.isEmpty { extras = Extras(awaitingResult: awaitingResult) }
    }

    /// Navigation the user already did, reported by the host.
    @inlinable
    init(user navigation: UserNavigation) {
        extras = Extras(user: navigation)
        storedHandle = .none
    }

    /// Why the change this operation makes happens, as its event tells; `redirect` replaced it.
    @inlinable
    func cause(redirectedBy redirect: Redirect<Screen>?) -> NavigationCause<Screen>? {
        if let redirect, let original = redirect.original.request {
            return .redirect(original: original, target: redirect.target)
        }
        if let request { return .request(request) }
        if let id = finishing { return .finish(id) }
        return extras?.user.map { .user($0) }
    }

    /// The same restore, to make again once the guard that redirected it let it through: it puts back the
    /// screens held, keeping what is shown (``Extras/resumesHeld``).
    @inlinable
    var resumingHeld: Operation {
        var operation = self
        operation.extras = Extras(awaitingResult: extras?.awaitingResult ?? [], resumesHeld: true, receiver: receiver)
        return operation
    }
}

/// A guard's redirect: the operation it replaced, the request made instead, and whether the original is made
/// again once the redirect's screen finishes with a value. A class: most changes have none, and an optional
/// reference costs them nothing to pass along.
@MainActor
@usableFromInline
final class Redirect<Screen: Equatable & Sendable> {
    @usableFromInline let original: Operation<Screen>
    @usableFromInline let target: NavigationRequest<Screen>
    @usableFromInline let resumes: Bool

    @inlinable
    init(original: Operation<Screen>, target: NavigationRequest<Screen>, resumes: Bool) {
        self.original = original
        self.target = target
        self.resumes = resumes
    }
}
