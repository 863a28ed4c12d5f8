import Observation

// How a coordinator makes one change, in named steps:
//
//     scope → admit → plan → build → commit → announce → settle results → release
//
// `scope` makes a request from the handle of a screen that is not on top about that screen
// (`NavigationState+Scope.swift`); `admit` refuses stale handles and asks the guards (a redirect replaces the
// operation); `plan` has the state write the `NavigationChange` — the value that says what leaves and what
// comes — into `storage.change`, which every change reuses, so that the lists of a small change allocate
// nothing; `build` makes the view models of what comes. Any failure up to there changes nothing. `commit` applies the change
// to the state and the built view models; `announce` makes the lifecycle calls and the event; `settleResults` hands
// a finished screen's value over and closes the results of removed screens; `release` lets go of the removed view
// models, tracking those that something else still holds. A push of one screen and a pop — most changes an app
// makes — take the same steps without the plan: made on the state in place, their change is written only for
// those who observe it ("One entry, in place", below).
//
// Why `@inlinable`: this code, the planning in `NavigationState+Planning.swift` and what they touch are
// compiled by the module that creates the coordinator, for its own screen enum. Compiled once here, for any
// enum, every use of a type such as `[NavigationEntry<Screen>]` looks the type up in the runtime's metadata
// cache, about a hundred times a change: a round trip cost several times as much that way (BENCHMARKS.md). Handles,
// whose own code stays generic, reach this code through `performFromHandle`, a closure made in the
// coordinator's `@inlinable` initializer.
//
// Where the engine is inlined, and where not, is decided by measure alone: the app's call sites call `run`,
// never inlined, so that an app compiles the engine once for its screen type, and a step carries
// `@inline(__always)` only where a benchmark shows removing it costs (BENCHMARKS.md, "Which steps are always
// inlined, measured").
//
// The rule that keeps this safe: inlinable code touches only what an app can link — `public` or
// `@usableFromInline` declarations. The compiler checks what the code names, but not what a designated
// initializer initializes implicitly: the initial value of every stored property of its type. So every stored
// property of a type with an `@inlinable` designated initializer (`Coordinator`, the state, the change, the
// operation) is `public` or `@usableFromInline`; anything private lives in a type whose initializer is compiled
// here (`CoordinatorStorage`). An app built in release compiles these initializers itself, and a private
// property there crashes its compiler ("Global is external, but doesn't have external or weak linkage").
// `Scripts/check-inlinable.py` checks the rule, and CI builds outside packages in release.

extension Coordinator {

    /// Makes `operation` now, or queues it when a change is being made: navigation asked for during a change
    /// waits for the end of that change, so changes never nest.
    @inlinable
    func perform(_ operation: Operation<Screen>) throws(NavigationError) {
        guard !storage.isNavigating else { return enqueue(operation) }
        storage.isNavigating = true
        do {
            try run(operation)
        } catch {
            endNavigating()
            throw error
        }
        endNavigating()
    }

    /// Ends the navigation `perform` began: makes what was queued meanwhile, then takes navigation again.
    @inlinable
    func endNavigating() {
        if !storage.pending.isEmpty { runPending() }
        storage.isNavigating = false
    }

    /// Queues `operation` until the change being made is over; drops it when the queue is being dropped.
    @inlinable
    func enqueue(_ operation: Operation<Screen>) {
        if storage.isDroppingQueue {
            operation.receiver?.close()
        } else {
            storage.pending.append(operation)
        }
    }

    /// The most operations queued during one navigation — by its view models, lifecycle calls, observers,
    /// result handlers and resumed redirects, however deep — before the coordinator takes it for a loop.
    public static var queuedRequestLimit: Int { 1_000 }

    /// Makes the queued operations, in the order they were asked for, including those they queue; past
    /// ``queuedRequestLimit`` of them, drops the rest.
    @inlinable
    func runPending() {
        storage.isRunningQueue = true
        defer { storage.isRunningQueue = false }
        var next = 0
        while next < storage.pending.count {
            guard next < Self.queuedRequestLimit else { return dropPending(from: next) }
            // A queued operation has no caller to throw to: a refusal reaches observers as an event.
            try? run(storage.pending[next])
            next += 1
        }
        storage.pending.removeAll(keepingCapacity: true)
    }

    /// Ends a loop: refuses the queued operations from `index` on with ``NavigationError/requestLoop(limit:)``
    /// (observers see each refusal; a screen's opener learns it closed), and drops, without an event, what is
    /// asked for meanwhile — an observer that retries every refusal would otherwise start the loop again.
    @usableFromInline
    func dropPending(from index: Int) {
        let dropped = storage.pending[index...]
        storage.pending.removeAll(keepingCapacity: true)
        storage.isDroppingQueue = true
        defer { storage.isDroppingQueue = false }
        for operation in dropped { refuse(operation, .requestLoop(limit: Self.queuedRequestLimit)) }
    }

    /// Makes one operation from start to end, or refuses it and leaves everything as it was.
    ///
    /// Never inlined: the app compiles the engine once, for its screen type, and every call site calls it. Since
    /// an operation became small enough to pass in registers (`Operation.swift`), the compiler chose to inline
    /// the whole engine into a call site in a loop — faster, for kilobytes of code at each `show` or `pop` an app
    /// writes (BENCHMARKS.md, "The operation in four fields").
    @inlinable @inline(never)
    func run(_ operation: Operation<Screen>) throws(NavigationError) {
        if operation.extras?.resumesHeld == true { return try resumeHeld(operation) }
        if let handle = operation.handle, !storage.isTop(handle), storage.holds(handle),
            let request = operation.request
        {
            return try runScoped(operation, request, from: handle.entryID)
        }
        try runAdmitted(operation)
    }

    /// The steps from admission on: admit, then change — or refuse. A push of one screen or a pop that no guard
    /// redirected is made in place (``changeOneEntry(_:)``); any other change is planned first.
    @inlinable
    func runAdmitted(_ operation: Operation<Screen>) throws(NavigationError) {
        do {
            if let redirect = try admit(operation) {
                try change(redirected(redirect), redirecting: redirect)
            } else if try !changeOneEntry(operation) {
                try change(operation, redirecting: nil)
            }
        } catch {
            refuse(operation, error)
            throw error
        }
    }

    /// The steps after admission: plan, build, commit, announce, settle results, release.
    @inlinable
    func change(_ operation: Operation<Screen>, redirecting redirect: Redirect<Screen>?) throws(NavigationError) {
        try checkResult(of: operation)
        guard try plan(operation) else {
            redirect?.original.receiver?.close()  // a redirect that changes nothing opens nothing to resume on
            return
        }
        try buildPlanned()
        let previousTop = storage.change.touchesTabs ? storage.built.topKey : nil
        commit()
        if let redirect { holdBack(redirecting: redirect) }
        let dropped = attachReceiver(for: operation, redirecting: redirect)
        announce(of: operation, redirecting: redirect, previousTop: previousTop)
        settleResults(finishing: operation)
        dropped?.close()
        storage.released.release(from: &storage.built, removedBy: &storage.change)
    }

    /// After a restore that a guard redirected, to resume once the guard's screen finishes: notes what the
    /// restore holds back, which ``savedNavigation`` keeps (`HeldScreens`). Not inlinable: it runs only on a
    /// redirect, and compiled into the engine it made every change dearer (BENCHMARKS.md).
    @usableFromInline
    func holdBack(redirecting redirect: Redirect<Screen>) {
        guard redirect.resumes, case .restore(let saved)? = redirect.original.request else { return }
        storage.held = HeldScreens(holding: saved, shown: storage.state)
    }

    /// A restore a guard redirected, made again once the guard's screen finished: the screens held back are
    /// put into the state as it is now, whose entries and view models stay, and the guards judge that state.
    /// When the user navigated over every held screen, nothing is left to resume and nothing changes. Not
    /// inlinable, as ``holdBack(redirecting:)``.
    @usableFromInline
    func resumeHeld(_ operation: Operation<Screen>) throws(NavigationError) {
        guard case .restore(let saved)? = operation.request, let held = storage.held,
            let target = held.restoring(into: storage.state)
        else {
            operation.receiver?.close()
            return
        }
        // The places of the entries awaiting a result count over the saved state: they hold where the held
        // screens complete it as it was saved; elsewhere, the entries kept keep their own receivers.
        let asSaved =
            target.screens == saved.screens
            && target.entriesOfOtherTabs.map({ $0.screen }) == saved.entriesOfOtherTabs.map({ $0.screen })
        var resumed = operation
        resumed.request = .restore(target)
        resumed.extras = Operation.Extras(
            awaitingResult: asSaved ? operation.extras?.awaitingResult ?? [] : [], resumesHeld: true,
            receiver: operation.receiver)
        try runAdmitted(resumed)
    }

    // MARK: - Scope and admit

    /// Makes `request`, asked through the handle of the entry `requester` while another screen is on top, about
    /// that screen: with the request ``NavigationState/scoped(_:from:)`` gives, which guards and observers then
    /// see. A screen on top needs no scope: the two meanings coincide, and its operation is made as it is.
    @inlinable
    func runScoped(
        _ operation: Operation<Screen>, _ request: NavigationRequest<Screen>, from requester: EntryID
    ) throws(NavigationError) {
        var scoped = operation
        do {
            scoped.request = try storage.state.scoped(request, from: requester)
        } catch {
            refuse(operation, error)
            throw error
        }
        try runAdmitted(scoped)
    }

    /// Refuses a request from a stale handle, then asks the guards; returns the redirect a guard asked for
    /// instead of `operation`, if any.
    @inlinable @inline(__always)
    func admit(_ operation: Operation<Screen>) throws(NavigationError) -> Redirect<Screen>? {
        if let handle = operation.handle, !storage.holds(handle) { throw .staleHandle(entry: handle.entryID) }
        guard !storage.guards.isEmpty, let request = operation.request else { return nil }
        switch decide(request) {
        case .allow:
            return nil
        case .refuse(let reason):
            throw .refusedByGuard(reason: reason)
        case .redirect(let target, let resumeOnResult):
            return Redirect(original: operation, target: target, resumes: resumeOnResult)
        }
    }

    /// What a redirect makes: its target request; or, when the request it replaces sets every stack (a link, a
    /// restore, `setStack`), the longest start of those stacks that the guards allow, with the target applied
    /// over it, in one change. So a link or a restored session behind a guard keeps what comes before the
    /// guarded screen, and the guard's screen opens over that — not over whatever was shown before, where a
    /// second link would stack a second sign-in. Guards are asked about starts of the stacks, halving: a
    /// guard that allows some stacks is taken to allow their starts too. A restore with tabs first cuts each
    /// tab out of sight before what its guards stop (``cuttingTabsOutOfSight(_:)``), so a guarded screen there
    /// costs neither the selected tab nor the others.
    @inlinable
    func redirected(_ redirect: Redirect<Screen>) -> Operation<Screen> {
        let plain = Operation(redirect.target, from: nil)
        guard let requested = redirect.original.request, let stacks = requested.stacksSet else { return plain }
        let (original, cut) = cuttingTabsOutOfSight(requested)
        let allowed: Int
        if cut, case .allow = decide(original) {
            allowed = stacks.reduce(0) { $0 + $1.count }
        } else {
            allowed = allowedStart(of: original, stacks)
        }
        // Over a coordinator's first state, never built (a restore at start), nothing of it may stay: what is
        // allowed — or, when nothing is, the first state itself — is restored anew, with the target over it.
        let anew = storage.startsUnbuilt
        if allowed == 0, anew,
            let stacksWithTarget = NavigationState.stacks(
                storage.state.stacks.map { $0.map(\.screen) }, with: redirect.target)
        {
            return Operation(
                settingStacks: NavigationRequest.restore(storage.state).settingStacks(stacksWithTarget, anew: true),
                awaitingResult: [])
        }
        guard allowed > 0, case .setStacks(let start) = NavigationRequest.setStacks(stacks).keepingStart(allowed),
            let stacksWithTarget = NavigationState.stacks(start, with: redirect.target)
        else { return plain }
        let awaiting = redirect.original.extras?.awaitingResult.filter { $0 < allowed } ?? []
        return Operation(settingStacks: original.settingStacks(stacksWithTarget, anew: anew), awaitingResult: awaiting)
    }

    /// The first guard's decision that is not `.allow`, in the order the guards were installed.
    @inlinable
    func decide(_ request: NavigationRequest<Screen>) -> GuardDecision<Screen> {
        for (_, decide) in storage.guards {
            let decision = decide(request, storage.state)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// Checks a finish against what its opener expects, before anything changes.
    @inlinable @inline(__always)
    func checkResult(of operation: Operation<Screen>) throws(NavigationError) {
        guard let id = operation.finishing, let value = operation.extras?.value else { return }
        guard let index = storage.built.index(of: id), let receiver = storage.built.screens[index].receiver else {
            throw .noResultExpected(entry: id)
        }
        guard receiver.accepts(value) else {
            throw .resultTypeMismatch(expected: receiver.expectedType, received: String(describing: type(of: value)))
        }
    }

    // MARK: - Plan and build

    /// Plans the change `operation` asks for into ``CoordinatorStorage/change``; returns `false` when it leaves
    /// the state as it is.
    @inlinable @inline(__always)
    func plan(_ operation: Operation<Screen>) throws(NavigationError) -> Bool {
        try inPlace(&storage.state) { state throws(NavigationError) in
            try state.plan(operation, into: &storage.change)
        }
    }

    /// Builds the view models of the entries the planned change adds, bottom first, into the staged list. When
    /// one fails, the staged ones are dropped, and nothing else happened.
    @inlinable
    func buildPlanned() throws(NavigationError) {
        do throws(NavigationError) {
            // The pushed entries read in place, and the tabs' lists only for a change that has them: iterating
            // the planned lists retained and released them, and asking an empty tab part for its list made one
            // (BENCHMARKS.md, "Handles reach the coordinator's code without capturing it").
            if storage.change.touchesTabs {
                for tab in storage.change.tabs {
                    for entry in tab.pushed { storage.built.stage(try build(entry)) }
                }
            }
            for index in storage.change.storedPushed.indices {
                storage.built.stage(try build(storage.change.storedPushed[index]))
            }
            for flow in storage.change.presented {
                for entry in flow { storage.built.stage(try build(entry)) }
            }
        } catch {
            storage.built.discardStaged()
            throw error
        }
    }

    /// Builds the view model of `entry` through its Assembly, with a handle of its own.
    @inlinable
    func build(_ entry: NavigationEntry<Screen>) throws(NavigationError) -> BuiltScreen {
        let key = storage.built.beginBuild(of: entry.id)
        do {
            // The handle made where the provider receives it: made apart first, it was copied into the existential
            // the provider takes, its link retained once more and released (BENCHMARKS.md, "Smaller steps").
            let built = try assemblies.viewModel(
                for: entry.screen, coordination: EntryCoordination(link: link, key: key))
            storage.built.building = nil
            return BuiltScreen(held: built.held, key: key)
        } catch {
            storage.built.abandonBuild()
            throw .buildFailed(screen: screenName(entry.screen), reason: String(describing: error))
        }
    }

    // MARK: - Commit

    /// Applies the planned change to the state — one change for Observation — and to the built view models: the
    /// removed ones leave (their handles turn stale) and the staged ones come.
    @inlinable
    func commit() {
        if storage.change.touchesTabs {
            let moves = inPlace(&storage.state) { $0.tabMoves(for: storage.change) }
            storage.built.commit(moves)
        } else {
            storage.built.commit(removing: storage.change.removedCount)
        }
        observation.willSet(self, keyPath: stateKeyPath)
        storage.state.apply(planned: &storage.change)
        observation.didSet(self, keyPath: stateKeyPath)
    }

    /// Gives the new top the receiver of the result it was opened for: the operation's own, or, for a
    /// redirect that resumes, one that makes the original again. Restored entries that awaited a result
    /// await one again. Returns a receiver that nothing will answer, to close once the change is announced.
    @inlinable @inline(__always)
    func attachReceiver(for operation: Operation<Screen>, redirecting redirect: Redirect<Screen>?) -> ResultReceiver? {
        if let awaiting = operation.extras?.awaitingResult, !awaiting.isEmpty {
            restoreReceivers(at: awaiting)
        }
        // Not `redirect.map { … }`: its closure captured the coordinator, retained and released around every
        // change, redirected or not.
        let receiver: ResultReceiver?
        if let redirect {
            receiver =
                (redirect.resumes ? resumingReceiver(redirect.original) : redirect.original.receiver)
                ?? operation.receiver
        } else {
            receiver = operation.receiver
        }
        guard let receiver else { return nil }
        guard !storage.change.insertsNothing, !receiver.openerLeft, redirect?.resumes != false else { return receiver }
        storage.built.setTopReceiver(receiver)
        return nil
    }

    /// A receiver that makes `original` again once the redirect's screen finishes with any value — a restore
    /// only adds what it held back — and closes the original's own receiver otherwise.
    @inlinable
    func resumingReceiver(_ original: Operation<Screen>) -> ResultReceiver {
        ResultReceiver(
            opener: original.handle.map { Opener(target: link, key: $0) },
            onValue: { [weak self] in
                if case .restore? = original.request {
                    self?.enqueue(original.resumingHeld)
                } else {
                    self?.enqueue(original)
                }
            },
            onClose: { original.receiver?.close() }
        )
    }

    /// Marks the entries at `places` — counted bottom first over every stack, then over the other tabs'
    /// stacks — as opened for a result, unless they already are (an entry a link kept); the value reaches no
    /// one.
    @inlinable
    func restoreReceivers(at places: [Int]) {
        let entries = storage.state.entries + storage.state.entriesOfOtherTabs  // in the order places count
        for place in places where entries.indices.contains(place) {
            storage.built.markOpenedForResult(at: place, showing: entries[place].screen)
        }
    }

    // MARK: - Announce

    /// Lifecycle calls, in their documented order — removed screens top first, the covered one, the new
    /// top — then the change's event, when anyone observes it. `previousTop` names the top before a change that
    /// touches tabs, which may leave it aside in its tab rather than under the new top: its key alone, a value
    /// with nothing to release, where the whole screen was one more to destroy after every change.
    @inlinable @inline(__always)
    func announce(
        of operation: Operation<Screen>, redirecting redirect: Redirect<Screen>?, previousTop: HandleKey? = nil
    ) {
        // Each read in place: iterating copied every removed screen whole, four references retained and
        // released, and so did reading the top (BENCHMARKS.md, "engine cost").
        for index in storage.built.removed.indices { storage.built.removed[index].lifecycle?.screenWasRemoved() }
        if let previousTop {
            announceTop(after: previousTop)
        } else {
            if storage.change.removesNothing, !storage.change.insertsNothing {
                let covered = storage.built.screens.count - storage.change.insertedCount - 1
                storage.built.screens[covered].lifecycle?.screenWasCovered()
            }
            storage.built.topLifecycle?.screenBecameTop()
        }
        announceChange(of: operation, redirecting: redirect)
    }

    /// The change's event, or the change alone, to those who observe them: the last step of announcing a
    /// change, once its lifecycle calls are made.
    @inlinable @inline(__always)
    func announceChange(of operation: Operation<Screen>, redirecting redirect: Redirect<Screen>?) {
        guard isObserved else { return }
        if wantsEvents, let cause = operation.cause(redirectedBy: redirect) {
            // The cause moved into the event, not copied and the copy destroyed (BENCHMARKS.md, "Handles reach
            // the coordinator's code without capturing it").
            emit(.changed(storage.change, cause: consume cause), changed: true)
        } else {
            emitChange()
        }
    }

    /// The lifecycle calls of a change that touches tabs: when the top is another entry, the previous one, if
    /// it stays — under the new top or aside in its tab — is covered, and the new one becomes the top.
    @usableFromInline
    func announceTop(after previousTop: HandleKey) {
        guard let top = storage.built.top, top.key != previousTop else { return }
        if storage.holds(previousTop), let covered = storage.built.screen(of: previousTop.entryID) {
            covered.lifecycle?.screenWasCovered()
        }
        top.lifecycle?.screenBecameTop()
    }

    /// Tells observers of a refusal, and closes the receiver of a queued request, whose opener no throw can
    /// reach.
    @inlinable
    func refuse(_ operation: Operation<Screen>, _ error: NavigationError) {
        if wantsEvents {
            if let id = operation.finishing { emit(.finishRefused(entry: id, error: error), changed: false) }
            if let request = operation.request { emit(.refused(request, error: error), changed: false) }
        }
        if storage.isRunningQueue { operation.receiver?.close() }
    }

    /// Whether anyone observes events or changes.
    @inlinable
    var isObserved: Bool { !storage.observers.isEmpty || !storage.streams.isEmpty }

    /// Whether anyone receives events; when nobody does, none is made.
    @inlinable
    var wantsEvents: Bool { storage.eventObservers > 0 || !storage.streams.isEmpty }

    /// Hands `event` to the observers of events and, when `changed` — `event` is then the change just made —
    /// lends that change to the observers of changes, in the order they were installed.
    @inlinable
    func emit(_ event: NavigationEvent<Screen>, changed: Bool) {
        let (observers, removals) = (storage.observers, storage.observerRemovals)
        for index in observers.indices where isInstalled(observers[index].key, since: removals) {
            switch observers[index].observer {
            case .events(let observe): observe(event)
            case .changes(let observe): if changed { lendChange(to: observe) }
            }
        }
        // Most coordinators have no stream, and even empty, a dictionary's values cost something to iterate.
        if !storage.streams.isEmpty {
            for continuation in storage.streams.values { continuation.yield(event) }
        }
    }

    /// Lends the change just made to the observers of changes, in the order installed, when nothing observes
    /// events: no event is made.
    @inlinable
    func emitChange() {
        let (observers, removals) = (storage.observers, storage.observerRemovals)
        for index in observers.indices where isInstalled(observers[index].key, since: removals) {
            if case .changes(let observe) = observers[index].observer { lendChange(to: observe) }
        }
    }

    /// Calls `observe` with the change just made (``CoordinatorStorage/change``) where it is kept: passed as an
    /// argument, a property of an object is copied first, its five lists retained and released (BENCHMARKS.md,
    /// "Changes lent to hosts").
    @inlinable
    func lendChange(to observe: @MainActor (NavigationChange<Screen>) -> Void) {
        inPlace(&storage.change) { observe($0) }
    }

    /// Whether the observer `key` is still installed, `removals` the count of cancelled observers when the
    /// delivery began: an observer cancelled meanwhile, by another observer or by what an observer did, receives
    /// nothing more, at once. The observers are searched only when one was cancelled.
    @inlinable
    func isInstalled(_ key: Int, since removals: Int) -> Bool {
        storage.observerRemovals == removals || storage.observers.contains { $0.key == key }
    }

    // MARK: - One entry, in place

    /// Makes a push of one screen (``NavigationRequest/show(_:)``) or a pop — most of the changes an app makes
    /// — on the state and the built view models directly, and returns `false`, changing nothing, for any other
    /// operation, which ``change(_:redirecting:)`` plans first. The same steps in the same order, with the same
    /// outcome, refusals included: only the change's value is written just when someone observes it, instead of
    /// being planned for every change and applied from there.
    ///
    /// Done for speed alone, and kept here: planning a push or a pop into ``CoordinatorStorage/change``, applying
    /// its lists to the state and the built view models, and emptying them again was much of what the engine spent
    /// on a round trip (BENCHMARKS.md, "One entry, in place"). An operation with
    /// extras (a result, a finish, the user's own navigation, a resumed restore) takes the planned path.
    /// `InPlaceChangeTests` drives this path and the planned one side by side and finds the same changes.
    @inlinable
    func changeOneEntry(_ operation: Operation<Screen>) throws(NavigationError) -> Bool {
        guard operation.extras == nil, let request = operation.request else { return false }
        // Every other request named, rather than a `default`: a new kind of request is then a decision here too.
        switch request {
        case .show(let screen): try pushInPlace(screen, for: operation)
        case .pop: try popInPlace(for: operation)
        case .resetStack, .goBack, .popToRoot, .popTo, .popToScreen, .replaceTop, .setStack, .setStacks, .present,
            .dismiss, .restore, .selectTab, .showInTab, .popTabToRoot, .setTabStack, .setTabStacks:
            return false
        }
        return true
    }

    /// Pushes `screen` on the active stack: builds, commits, announces. Nothing is removed: no result to settle,
    /// no view model to release.
    @inlinable
    func pushInPlace(_ screen: Screen, for operation: Operation<Screen>) throws(NavigationError) {
        let (entry, next) = try storage.state.entry(pushing: screen)
        storage.built.push(try build(entry))
        observation.willSet(self, keyPath: stateKeyPath)
        storage.state.pushEntry(entry, next: next)
        observation.didSet(self, keyPath: stateKeyPath)
        storage.built.screens[storage.built.screens.count - 2].lifecycle?.screenWasCovered()
        storage.built.topLifecycle?.screenBecameTop()
        if isObserved {
            storage.change.reset(stack: storage.state.activeIndex, nextID: next)
            storage.change.storedPushed.append(entry)
            announceChange(of: operation, redirecting: nil)
        }
    }

    /// Pops the active stack's top entry: commits, announces, closes its result if it was opened for one,
    /// releases its view model.
    @inlinable
    func popInPlace(for operation: Operation<Screen>) throws(NavigationError) {
        try storage.state.checkPop()
        let removed = storage.built.popTop()
        observation.willSet(self, keyPath: stateKeyPath)
        let entry = storage.state.removeTopEntry()
        observation.didSet(self, keyPath: stateKeyPath)
        removed.lifecycle?.screenWasRemoved()
        storage.built.topLifecycle?.screenBecameTop()
        if isObserved {
            storage.change.reset(stack: storage.state.activeIndex, nextID: storage.state.nextID)
            storage.change.storedRemoved.append(entry)
            announceChange(of: operation, redirecting: nil)
        }
        removed.receiver?.close()
        storage.released.release(consume removed, of: entry)
    }

    // MARK: - Settle results

    /// Closes the results of the removed screens that were opened for one, bottom first, then hands a
    /// finished screen's value to its opener.
    @inlinable @inline(__always)
    func settleResults(finishing operation: Operation<Screen>) {
        var finished: ResultReceiver?
        // Each removed screen read in place: a copy retained and released its four references.
        for index in storage.built.removed.indices.reversed() {
            guard let receiver = storage.built.removed[index].receiver else { continue }
            if let id = operation.finishing, id == storage.built.removed[index].key.entryID {
                finished = receiver
            } else {
                receiver.close()
            }
        }
        if let finished, let value = operation.extras?.value { finished.deliver(value) }
    }
}

extension NavigationState where Screen: Equatable & Sendable {
    /// Plans the change `operation` asks for into `change`; returns `false` when it leaves the state as it is.
    @MainActor
    @inlinable @inline(__always)
    func plan(_ operation: Operation<Screen>, into change: inout NavigationChange<Screen>) throws(NavigationError)
        -> Bool
    {
        if let id = operation.finishing {
            try planRemoval(of: id, into: &change)
            return true
        }
        if let navigation = operation.extras?.user { return try plan(navigation, into: &change) }
        guard let request = operation.request else { return false }
        if operation.extras?.resumesHeld == true, case .restore(let target) = request {
            change = self.change(to: target)  // what is shown stays: only the held screens are new
            return true
        }
        return try plan(request, into: &change)
    }
}
