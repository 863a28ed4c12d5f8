import Observation

// How a coordinator makes one change, in named steps:
//
//     admit → plan → build → commit → announce → settle results → release
//
// `admit` refuses stale handles and asks the guards (a redirect replaces the operation); `plan` asks the state
// for a `NavigationChange`, the value that says what leaves and what comes; `build` makes the view models of
// what comes. Any failure up to there changes nothing. `commit` applies the change to the state and the
// built view models; `announce` makes the lifecycle calls and the event; `settleResults` hands a finished
// screen's value over and closes the results of removed screens; `release` lets go of the removed view
// models, tracking those that something else still holds.

extension Coordinator {

    /// Makes `operation` now, or queues it when a change is being made: navigation asked for during a change
    /// waits for the end of that change, so changes never nest.
    @inlinable
    func perform(_ operation: Operation<Screen>) throws(NavigationError) {
        guard !isNavigating else {
            pending.append(operation.queued)
            return
        }
        isNavigating = true
        defer { isNavigating = false }
        let outcome: Result<Void, NavigationError>
        do {
            try run(operation)
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        runPending()
        try outcome.get()
    }

    /// Makes the queued operations, in the order they were asked for, including those they queue.
    @inlinable
    func runPending() {
        var next = 0
        while next < pending.count {
            // A queued operation has no caller to throw to: a refusal reaches observers as an event.
            try? run(pending[next])
            next += 1
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Makes one operation from start to end, or refuses it and leaves everything as it was.
    @inlinable
    func run(_ operation: Operation<Screen>) throws(NavigationError) {
        do {
            let (admitted, redirect) = try admit(operation)
            try change(admitted, redirecting: redirect)
        } catch {
            refuse(operation, error)
            throw error
        }
    }

    /// The steps after admission: plan, build, commit, announce, settle results, release.
    @inlinable
    func change(_ operation: Operation<Screen>, redirecting redirect: Redirect<Screen>?) throws(NavigationError) {
        try checkResult(of: operation)
        guard let change = try plan(operation) else {
            redirect?.original.receiver?.close()  // a redirect that changes nothing opens nothing to resume on
            return
        }
        let newScreens = try build(change)
        let removed = commit(change, newScreens)
        let dropped = attachReceiver(for: operation, redirecting: redirect, restoring: change)
        announce(change, removedScreens: removed, redirected: redirect?.original.request)
        settleResults(removed, finishing: operation)
        dropped?.close()
        released.release(consume removed, removedBy: change)
    }

    // MARK: - Admit

    /// Refuses a request from a stale handle, then asks the guards: the operation to make, and the redirect
    /// it makes instead of `operation` when a guard redirected.
    @inlinable
    func admit(
        _ operation: Operation<Screen>
    ) throws(NavigationError) -> (Operation<Screen>, Redirect<Screen>?) {
        if let handle = operation.handle, !handle.isCurrent { throw .staleHandle(entry: handle.entryID) }
        guard !guards.isEmpty, let request = operation.request else { return (operation, nil) }
        switch decide(request) {
        case .allow:
            return (operation, nil)
        case .refuse(let reason):
            throw .refusedByGuard(reason: reason)
        case .redirect(let target, let resumeOnResult):
            return (Operation(.request(target), from: nil), Redirect(original: operation, resumes: resumeOnResult))
        }
    }

    /// The first guard's decision that is not `.allow`, in the order the guards were installed.
    @inlinable
    func decide(_ request: NavigationRequest<Screen>) -> GuardDecision<Screen> {
        for (_, decide) in guards {
            let decision = decide(request, storedState)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// Checks a finish against what its opener expects, before anything changes.
    @inlinable
    func checkResult(of operation: Operation<Screen>) throws(NavigationError) {
        guard case .finish(let id, let value) = operation.kind else { return }
        guard let index = built.index(of: id), let receiver = built.receiver(at: index) else {
            throw .noResultExpected(entry: id)
        }
        guard receiver.accepts(value) else {
            throw .resultTypeMismatch(expected: receiver.expectedType, received: String(describing: type(of: value)))
        }
    }

    // MARK: - Plan and build

    /// The change `operation` asks for, or `nil` when it leaves the state as it is.
    @inlinable
    func plan(_ operation: Operation<Screen>) throws(NavigationError) -> NavigationChange<Screen>? {
        switch operation.kind {
        case .request(let request): try storedState.plan(request)
        case .finish(let id, _): try storedState.planRemoval(of: id)
        case .restore(let state, _): storedState.planRestore(state)
        }
    }

    /// Builds the view models of the entries `change` adds, bottom first. When one fails, the handles given
    /// so far turn stale — whatever keeps them must not navigate — and nothing else happened.
    @inlinable
    func build(_ change: NavigationChange<Screen>) throws(NavigationError) -> [BuiltScreen] {
        var newScreens: [BuiltScreen] = []
        newScreens.reserveCapacity(change.insertedCount)
        do throws(NavigationError) {
            for entry in change.pushed { newScreens.append(try build(entry)) }
            for flow in change.presented {
                for entry in flow { newScreens.append(try build(entry)) }
            }
        } catch {
            for screen in newScreens { screen.handle.isCurrent = false }
            throw error
        }
        return newScreens
    }

    /// Builds the view model of `entry` through its Assembly, with a handle of its own.
    @inlinable
    func build(_ entry: NavigationEntry<Screen>) throws(NavigationError) -> BuiltScreen {
        let handle = EntryCoordination(coordinator: self, entryID: entry.id)
        do {
            let viewModel = try assemblies.assembly(for: entry.screen, coordination: handle).build()
            return BuiltScreen(viewModel: viewModel, handle: handle)
        } catch {
            handle.isCurrent = false
            throw .buildFailed(screen: screenName(entry.screen), reason: String(describing: error))
        }
    }

    // MARK: - Commit

    /// Applies `change` to the state — one change for Observation — and to the built view models: the
    /// removed ones leave (their handles turn stale) and `newScreens` come. Returns the removed, bottom first.
    @inlinable
    func commit(_ change: NavigationChange<Screen>, _ newScreens: [BuiltScreen]) -> [BuiltScreen] {
        let removed = built.removeTop(change.removedCount)
        observation.willSet(self, keyPath: stateKeyPath)
        storedState.apply(change)
        observation.didSet(self, keyPath: stateKeyPath)
        built.append(newScreens)
        return removed
    }

    /// Gives the new top the receiver of the result it was opened for: the operation's own, or, for a
    /// redirect that resumes, one that makes the original again. Restored entries that awaited a result
    /// await one again. Returns a receiver that nothing will answer, to close once the change is announced.
    @inlinable
    func attachReceiver(
        for operation: Operation<Screen>, redirecting redirect: Redirect<Screen>?,
        restoring change: NavigationChange<Screen>
    ) -> ResultReceiver? {
        if case .restore(_, let awaiting) = operation.kind, !awaiting.isEmpty { restoreReceivers(awaiting, change) }
        let receiver = redirect.map { $0.resumes ? resumingReceiver($0.original) : $0.original.receiver }
        guard let receiver = receiver ?? operation.receiver else { return nil }
        guard !change.insertsNothing, !receiver.openerLeft, redirect?.resumes != false else { return receiver }
        built.setTopReceiver(receiver)
        return nil
    }

    /// A receiver that makes `original` again once the redirect's screen finishes with any value, and closes
    /// the original's own receiver otherwise.
    @inlinable
    func resumingReceiver(_ original: Operation<Screen>) -> ResultReceiver {
        ResultReceiver(
            opener: original.handle,
            onValue: { [weak self] in self?.pending.append(original.queued) },
            onClose: { original.receiver?.close() }
        )
    }

    /// Marks the restored entries in `awaiting` as opened for a result; the value reaches no one.
    @inlinable
    func restoreReceivers(_ awaiting: Set<EntryID>, _ change: NavigationChange<Screen>) {
        let first = built.screens.count - change.insertedCount
        for index in first..<built.screens.count where awaiting.contains(built.screens[index].handle.entryID) {
            built.setReceiver(.restored(), at: index)
        }
    }

    // MARK: - Announce

    /// Lifecycle calls, in their documented order — removed screens top first, the covered one, the new
    /// top — then the change's event.
    @inlinable
    func announce(
        _ change: NavigationChange<Screen>, removedScreens removed: [BuiltScreen],
        redirected original: NavigationRequest<Screen>?
    ) {
        for screen in removed.reversed() { screen.lifecycle?.screenWasRemoved() }
        if change.removesNothing, !change.insertsNothing {
            built.screens[built.screens.count - change.insertedCount - 1].lifecycle?.screenWasCovered()
        }
        built.top?.lifecycle?.screenBecameTop()
        guard isObserved else { return }
        let event = NavigationEvent(change)
        emit(original.map { .redirected($0, outcome: event) } ?? event)
    }

    /// Tells observers of a refusal, and closes the receiver of a queued request, whose opener no throw can
    /// reach.
    @inlinable
    func refuse(_ operation: Operation<Screen>, _ error: NavigationError) {
        if isObserved {
            switch operation.kind {
            case .finish(let id, _): emit(.finishRefused(entry: id, error: error))
            case .request, .restore: operation.request.map { emit(.refused($0, error: error)) }
            }
        }
        if operation.wasQueued { operation.receiver?.close() }
    }

    /// Whether anyone receives events; when nobody does, none is made.
    @inlinable
    var isObserved: Bool { !observers.isEmpty || !streams.isEmpty }

    @inlinable
    func emit(_ event: NavigationEvent<Screen>) {
        for (_, observe) in observers { observe(event) }
        for continuation in streams.values { continuation.yield(event) }
    }

    // MARK: - Settle results

    /// Closes the results of the removed screens that were opened for one, bottom first, then hands a
    /// finished screen's value to its opener.
    @inlinable
    func settleResults(_ removed: [BuiltScreen], finishing operation: Operation<Screen>) {
        var finished: (ResultReceiver, any Sendable)?
        for screen in removed {
            guard let receiver = screen.receiver else { continue }
            if case .finish(let id, let value) = operation.kind, id == screen.handle.entryID {
                finished = (receiver, value)
            } else {
                receiver.close()
            }
        }
        if let (receiver, value) = finished { receiver.deliver(value) }
    }
}
