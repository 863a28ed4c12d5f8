import Observation

// How a coordinator applies a request: guards, the transition, building, committing, lifecycle calls, the
// event, results. `@inlinable`, so that the app's module compiles it for the app's screen enum.
extension Coordinator {

    /// Applies `operation`, or queues it when another one is being applied.
    @inlinable
    func perform(_ operation: PendingOperation<Screen>) throws(NavigationError) {
        guard !isNavigating else {
            var operation = operation
            operation.wasQueued = true
            pending.append(operation)
            return
        }
        isNavigating = true
        defer { isNavigating = false }
        let outcome: Result<Void, NavigationError>
        do {
            try apply(operation)
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        applyPending()
        try outcome.get()
    }

    @inlinable
    func applyPending() {
        while !pending.isEmpty {
            // A queued request has no caller to throw to; a refusal reaches observers as an event.
            try? apply(pending.removeFirst())
        }
    }

    @inlinable
    func apply(_ requested: borrowing PendingOperation<Screen>) throws(NavigationError) {
        do throws(NavigationError) {
            if let handle = requested.handle, !handle.isCurrent {
                throw .staleHandle(entry: handle.entryID)
            }
            if requested.checksGuards, !guards.isEmpty {
                switch decide(requested.request) {
                case .allow:
                    break
                case .refuse(let reason):
                    throw .refusedByGuard(reason: reason)
                case .redirect(let target, let resumeOnResult):
                    try apply(PendingOperation(target, from: nil), redirecting: copy requested, resumes: resumeOnResult)
                    return
                }
            }
            try apply(requested, redirecting: nil, resumes: false)
        } catch {
            if isObserved { emit(.refused(requested.request, error: error)) }
            if requested.wasQueued { requested.receiver?.close() }
            throw error
        }
    }

    /// Applies `operation`, which guards let through — or which a guard asked for instead of `original`,
    /// to be made again once the screen it opens finishes with a result when `resumes`.
    @inlinable
    func apply(
        _ operation: borrowing PendingOperation<Screen>,
        redirecting original: PendingOperation<Screen>?,
        resumes: Bool
    ) throws(NavigationError) {
        try checkResult(of: operation)
        guard let transition = try storedState.transition(for: operation.request, predicate: operation.predicate) else {
            original?.receiver?.close()
            return
        }
        var change = try commit(transition)
        var dropped: ResultReceiver?
        var replacedReceivers: [EntryID: ResultReceiver]?
        if case .restore = operation.request {
            // The restored entries may reuse ids of removed ones: their receivers are swapped, not settled.
            replacedReceivers = waiting
            waiting = [:]
            let restored = operation.awaitingResult.isEmpty ? [] : Set(storedState.entries.map(\.id))
            for id in operation.awaitingResult where restored.contains(id) {
                waiting[id] = ResultReceiver(opener: nil, onValue: {}, onClose: {})
            }
        }
        if let original {
            if resumes, change.insertedCount > 0 {
                waiting[storedState.top.id] = redirectReceiver(resuming: original)
            } else {
                dropped = original.receiver
            }
        } else if let receiver = operation.receiver {
            waiting[storedState.top.id] = receiver
        }
        notifyLifecycle(change)
        if isObserved {
            let event = event(of: transition, change)
            emit(original.map { .redirected($0.request, outcome: event) } ?? event)
        }
        if let replacedReceivers {
            for (_, receiver) in replacedReceivers.sorted(by: { $0.key < $1.key }) { receiver.close() }
        } else {
            settleResults(change, finished: operation)
        }
        dropped?.close()
        releaseRemoved(&change.removed)
    }

    @inlinable
    func decide(_ request: NavigationRequest<Screen>) -> GuardDecision<Screen> {
        for (_, decide) in guards {
            let decision = decide(request, storedState)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// A receiver that makes `original` again once the redirect's screen finishes with any value.
    @usableFromInline
    func redirectReceiver(resuming original: PendingOperation<Screen>) -> ResultReceiver {
        ResultReceiver(
            opener: original.handle?.entryID,
            onValue: { [weak self] in
                var again = original
                again.wasQueued = true
                self?.pending.append(again)
            },
            onClose: { original.receiver?.close() }
        )
    }

    /// Builds the view models of the entries `transition` adds, then applies it in place: the handles of the
    /// removed entries turn stale and their view models are tracked until released. Nothing changes when a
    /// build fails.
    @inlinable
    func commit(_ transition: Transition<Screen>) throws(NavigationError) -> AppliedChange<Screen> {
        var inserted = SmallList<BuiltScreen>()
        inserted.reserveCapacity(storedState.insertedCount(by: transition))
        do {
            try storedState.forEachInserted(by: transition) { entry throws(NavigationError) in
                inserted.append(try build(entry))
            }
        } catch {
            // The view models built so far are dropped, and their entries' ids will be given again: whatever
            // still holds their handles must not reach the entries that get those ids.
            inserted.forEachElement { $0.handle.isCurrent = false }
            throw error
        }
        let removedCount = storedState.removedCount(by: transition)
        var change = AppliedChange<Screen>(
            removed: SmallList(),
            removedEntries: isObserved ? storedState.topEntries(removedCount) : [],
            insertedCount: inserted.count,
            covered: removedCount == 0 ? built[built.count - 1].lifecycle : nil
        )
        change.removed.reserveCapacity(removedCount)
        var index = built.count
        storedState.forEachTopEntry(removedCount) { entry in
            index -= 1
            let screen = built[index]
            screen.handle.isCurrent = false
            change.removed.append(RemovedScreen(screen: screen, entry: entry))
        }
        // willSet/didSet rather than withMutation: its closure would be checked to run on the main actor.
        observation.willSet(self, keyPath: stateKeyPath)
        storedState.apply(transition)
        observation.didSet(self, keyPath: stateKeyPath)
        if removedCount > 0 { built.removeLast(removedCount) }
        inserted.forEachElement { built.append($0) }
        return change
    }

    /// Lifecycle calls, in their documented order: removed screens top first, the covered one, the new top.
    @inlinable
    func notifyLifecycle(_ change: borrowing AppliedChange<Screen>) {
        change.removed.forEachElement { $0.screen.lifecycle?.screenWasRemoved() }
        change.covered?.screenWasCovered()
        built[built.count - 1].lifecycle?.screenBecameTop()
    }

    /// The event that describes `transition`, just applied.
    @inlinable
    func event(of transition: Transition<Screen>, _ change: borrowing AppliedChange<Screen>) -> NavigationEvent<Screen>
    {
        switch transition {
        case .push: .pushed(storedState.top)
        case .present: .presented(storedState.top)
        case .reset, .replaceTop, .setBase, .restore:
            .replaced(removed: change.removedEntries, inserted: storedState.topEntries(change.insertedCount))
        case .truncate(_, _, let dismissal):
            dismissal ? .dismissed(change.removedEntries) : .popped(change.removedEntries)
        }
    }

    /// Closes the receivers that waited on a removed screen or whose opener was removed, then delivers a
    /// finished screen's value.
    @inlinable
    func settleResults(
        _ change: borrowing AppliedChange<Screen>, finished operation: borrowing PendingOperation<Screen>
    ) {
        var delivered: ResultReceiver?
        if case .finish(let id) = operation.request {
            delivered = waiting.removeValue(forKey: id)
        }
        if !waiting.isEmpty, change.removed.count > 0 {
            var removed = Set<EntryID>()
            change.removed.forEachElement { removed.insert($0.screen.handle.entryID) }
            let closed = waiting.filter { removed.contains($0.key) || $0.value.opener.map(removed.contains) == true }
            for (id, receiver) in closed.sorted(by: { $0.key < $1.key }) {
                waiting[id] = nil
                receiver.close()
            }
        }
        if let delivered, let value = operation.result {
            delivered.deliver(value)
        }
    }

    /// Lets go of the removed screens: their view models (tracked when something else still holds them, see
    /// `ReleaseTracker`), and their handles, kept for the next entries when nothing else holds them.
    @inlinable
    func releaseRemoved(_ removed: inout SmallList<RemovedScreen<Screen>>) {
        var handles = SmallList<EntryHandle>()
        handles.reserveCapacity(removed.count)
        removed.forEachElement { handles.append($0.screen.handle) }
        released.release(&removed)
        while var handle = handles.takeAny() {
            // Nothing else holds it — the view model that did is gone — so no one can see it serve another entry.
            if spareHandles.count < Self.spareHandleLimit, isKnownUniquelyReferenced(&handle) {
                spareHandles.append(unsafeDowncast(handle, to: EntryCoordination<Screen>.self))
            }
        }
    }

    @inlinable
    func build(_ entry: NavigationEntry<Screen>) throws(NavigationError) -> BuiltScreen {
        let handle = spareHandles.popLast() ?? EntryCoordination(coordinator: self, entryID: entry.id)
        handle.entryID = entry.id
        handle.isCurrent = true
        let assembly = assemblies.assembly(for: entry.screen, coordination: handle)
        do {
            return BuiltScreen(viewModel: try assembly.build(), handle: handle)
        } catch {
            handle.isCurrent = false
            throw .buildFailed(screen: screenName(entry.screen), reason: String(describing: error))
        }
    }

    /// Whether anyone receives events; when nobody does, none is made.
    @inlinable
    var isObserved: Bool { !observers.isEmpty || !streams.isEmpty }

    @inlinable
    func emit(_ event: NavigationEvent<Screen>) {
        for (_, observe) in observers {
            observe(event)
        }
        for continuation in streams.values {
            continuation.yield(event)
        }
    }

    /// Checks a finish request against what its opener expects, before anything changes.
    @inlinable
    func checkResult(of operation: borrowing PendingOperation<Screen>) throws(NavigationError) {
        guard case .finish(let id) = operation.request else { return }
        guard let receiver = waiting[id] else { throw .noResultExpected(entry: id) }
        if let value = operation.result, !receiver.accepts(value) {
            throw .resultTypeMismatch(expected: receiver.expectedType, received: String(describing: type(of: value)))
        }
    }
}
