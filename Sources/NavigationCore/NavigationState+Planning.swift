// Planning: how a state turns a request into a `NavigationChange` without changing anything. Each plan
// looks only at the entries it touches — the top of the active stack, the flows it closes — so that it costs
// the same at any depth and with any number of flows open.

extension NavigationState where Screen: Equatable {
    /// The change `request` asks for, or `nil` when it would leave the state as it is (a pop to the entry on
    /// top, `popToRoot` at the root, `setStack` with the same screens).
    ///
    /// ```swift
    /// if let change = try state.plan(.pop) { state.apply(change) }
    /// ```
    ///
    /// - Parameter request: The navigation asked for.
    /// - Returns: The change, to apply with ``apply(_:)``.
    /// - Throws: Why the request cannot apply; the state is unchanged.
    @inlinable
    public func plan(_ request: NavigationRequest<Screen>) throws(NavigationError) -> NavigationChange<Screen>? {
        var change = unchanged
        return try plan(request, into: &change) ? change : nil
    }

    /// Plans `request` into `change`, replacing what it held, and returns whether there is a change (`change`
    /// means nothing otherwise, nor after a throw). A coordinator plans every change into the same value, so
    /// that the lists of the common ones — a push, a pop, a flow presented or dismissed — reuse their storage
    /// rather than allocate (BENCHMARKS.md, "Planning in place"); the others are planned anew and assigned.
    @inlinable
    func plan(
        _ request: NavigationRequest<Screen>, into change: inout NavigationChange<Screen>
    ) throws(NavigationError) -> Bool {
        switch request {
        // One screen as a `CollectionOfOne`, not an array: no allocation.
        case .show(let screen): try planPush(CollectionOfOne(screen), into: &change)
        case .resetStack(let screen): try planResetStack(to: screen, into: &change)
        case .pop: try planPop(into: &change)
        case .goBack: try planRemoval(of: top.id, into: &change)
        case .popToRoot: return planPopToRoot(into: &change)
        case .popTo(let id): return try planRemoval(above: id, into: &change)
        case .popToScreen(let screen): return try planRemoval(above: try entry(showing: screen).id, into: &change)
        case .replaceTop(let screen): try planReplaceTop(screen, into: &change)
        case .setStack(let screens): return Self.assign(try planSetStacks([screens]), to: &change)
        case .setStacks(let stacks): return Self.assign(try planSetStacks(stacks), to: &change)
        case .present(let screen): try planPresent(screen, into: &change)
        case .dismiss: try planDismiss(into: &change)
        case .restore(let state): change = try planRestore(state)
        case .selectTab(let tab, let popToRoot):
            return Self.assign(try planSelectTab(tab, popToRootIfSelected: popToRoot), to: &change)
        case .showInTab(let tab, let screen): change = try planShow(screen, inTab: tab)
        case .popTabToRoot(let tab): return Self.assign(try planPopTabToRoot(tab), to: &change)
        case .setTabStack(let tab, let screens): return Self.assign(try planSetTabStack(tab, screens), to: &change)
        case .setTabStacks(let tab, let stacks): return Self.assign(try planSetTabStacks(tab, stacks), to: &change)
        }
        return true
    }

    /// Puts `planned` into `change`, when there is one; returns whether there is.
    @inlinable
    static func assign(_ planned: NavigationChange<Screen>?, to change: inout NavigationChange<Screen>) -> Bool {
        guard let planned else { return false }
        change = planned
        return true
    }

    /// The change that makes `target` the stacks — the base stack, then each modal flow — keeping the entries
    /// that show the same screens from the bottom up, or `nil` when the state already is exactly that.
    @inlinable
    func planSetStacks(_ target: [[Screen]]) throws(NavigationError) -> NavigationChange<Screen>? {
        guard !target.isEmpty else { throw .emptyStack }
        guard !target.contains(where: { $0.isEmpty }) else { throw .emptyStack }
        var stack = 0
        var kept = 0
        while true {
            kept = zip(stacks[stack], target[stack]).prefix { $0.screen == $1 }.count
            let same = kept == stacks[stack].count && kept == target[stack].count
            guard same, stack + 1 < stacks.count, stack + 1 < target.count else { break }
            stack += 1
        }
        if kept == 0, stack > 0 {  // a flow whose root changed is another flow
            stack -= 1
            kept = stacks[stack].count
        }
        let keepsAll = kept == stacks[stack].count && stack == stacks.count - 1
        guard !keepsAll || kept < target[stack].count || stack < target.count - 1 else { return nil }
        let (pushed, first) = try newEntries(target[stack][kept...])
        var next = first
        var presented: [[NavigationEntry<Screen>]] = []
        for flow in target[(stack + 1)...] {
            let (entries, after) = try Self.entries(for: flow, from: next)
            presented.append(entries)
            next = after
        }
        return NavigationChange(
            stack: stack, removed: Self.copy(stacks[stack][kept...]), dismissed: Array(stacks[(stack + 1)...]),
            pushed: pushed, presented: presented, nextID: next)
    }

    /// The topmost entry showing `screen`.
    @inlinable
    func entry(showing screen: Screen) throws(NavigationError) -> NavigationEntry<Screen> {
        guard let entry = lastEntry(showing: screen) else { throw .screenNotFound(screen: screenName(screen)) }
        return entry
    }

    /// The change from this state to `other`: what a UI that shows this state does to show `other`.
    ///
    /// Stacks and entries that both states share — same ids, same screens, from the bottom up — stay; the
    /// rest of the topmost shared stack is removed and pushed anew, and the flows above it are dismissed and
    /// presented. With tabs, the change also selects `other`'s tab and changes every other tab's stack the
    /// same way. Applying the change to this state gives `other` (for states with the same tabs; between
    /// states with other tabs, the change covers the selected stack and the flows).
    ///
    /// ```swift
    /// let change = shown.change(to: coordinator.state)   // a UI that re-syncs
    /// ```
    ///
    /// - Parameter other: The state to reach.
    /// - Returns: The change; one that removes and inserts nothing when the states are equal.
    public func change(to other: NavigationState<Screen>) -> NavigationChange<Screen> {
        if let tabs = storedTabs, let otherTabs = other.storedTabs, tabs.names == otherTabs.names,
            tabs.selected != otherTabs.selected || tabs.parked != otherTabs.parked
        {
            return changeOfTabs(to: other, tabs: tabs, otherTabs: otherTabs)
        }
        return changeOfStacks(to: other)
    }

    /// The part of ``change(to:)`` for the selected stack and the flows over it.
    func changeOfStacks(
        to other: NavigationState<Screen>, tabs: [TabStackChange<Screen>] = []
    ) -> NavigationChange<Screen> {
        let sharedStacks = zip(stacks, other.stacks).prefix { $0 == $1 }.count
        var stack = min(sharedStacks, stacks.count - 1, other.stacks.count - 1)
        var kept = zip(stacks[stack], other.stacks[stack]).prefix { $0 == $1 }.count
        if kept == 0, stack > 0 {  // a flow whose root changed is another flow
            stack -= 1
            kept = stacks[stack].count
        }
        return NavigationChange(
            stack: stack, removed: Self.copy(stacks[stack][kept...]), dismissed: Array(stacks[(stack + 1)...]),
            pushed: Self.copy(other.stacks[stack][kept...]), presented: Array(other.stacks[(stack + 1)...]),
            nextID: other.nextID, tabs: tabs)
    }
}

extension NavigationState {
    /// The index of the active stack.
    @inlinable
    var activeIndex: Int { stacks.count - 1 }

    /// Entries for `screens` with the ids from ``nextID`` on, and the next id after them.
    @inlinable
    func newEntries(
        _ screens: some Collection<Screen>
    ) throws(NavigationError) -> ([NavigationEntry<Screen>], EntryID) {
        try Self.entries(for: screens, from: nextID)
    }

    /// Entries for `screens` with the ids from `first` on, and the next id after them.
    @inlinable
    static func entries(
        for screens: some Collection<Screen>, from first: EntryID
    ) throws(NavigationError) -> ([NavigationEntry<Screen>], EntryID) {
        var entries: [NavigationEntry<Screen>] = []
        entries.reserveCapacity(screens.count)
        let next = try appendEntries(for: screens, from: first, to: &entries)
        return (entries, next)
    }

    /// Appends to `entries` an entry for each of `screens`, with the ids from `first` on; returns the next id
    /// after them. Throws before appending anything when the ids run out.
    @inlinable
    static func appendEntries(
        for screens: some Collection<Screen>, from first: EntryID, to entries: inout [NavigationEntry<Screen>]
    ) throws(NavigationError) -> EntryID {
        guard let next = first.advanced(by: screens.count) else { throw .idsExhausted }
        var id = first
        for screen in screens {
            entries.append(NavigationEntry(id: id, screen: screen))
            id = EntryID(rawValue: id.rawValue + 1)
        }
        return next
    }

    /// A change that removes and adds nothing, to plan into.
    @inlinable
    var unchanged: NavigationChange<Screen> { NavigationChange(stack: activeIndex, nextID: nextID) }

    /// Plans the change that pushes `screens` on the active stack.
    @inlinable
    func planPush(_ screens: some Collection<Screen>, into change: inout NavigationChange<Screen>)
        throws(NavigationError)
    {
        change.reset(stack: activeIndex, nextID: nextID)
        change.storedNextID = try Self.appendEntries(for: screens, from: nextID, to: &change.storedPushed)
    }

    /// Plans the change that presents `screen` as a new modal flow.
    @inlinable
    func planPresent(_ screen: Screen, into change: inout NavigationChange<Screen>) throws(NavigationError) {
        let (flow, next) = try newEntries(CollectionOfOne(screen))
        change.reset(stack: activeIndex, nextID: next)
        change.storedPresented.append(flow)
    }

    /// Plans the change that replaces the top entry with `screen`.
    @inlinable
    func planReplaceTop(_ screen: Screen, into change: inout NavigationChange<Screen>) throws(NavigationError) {
        try planResetStack(keeping: active.count - 1, then: screen, into: &change)
    }

    /// Plans the change that makes `screen` the only entry of the active stack.
    @inlinable
    func planResetStack(to screen: Screen, into change: inout NavigationChange<Screen>) throws(NavigationError) {
        try planResetStack(keeping: 0, then: screen, into: &change)
    }

    /// Plans the change that keeps the first `kept` entries of the active stack and pushes `screen` over them.
    @inlinable
    func planResetStack(
        keeping kept: Int, then screen: Screen, into change: inout NavigationChange<Screen>
    ) throws(NavigationError) {
        planKeeping(stack: activeIndex, kept: kept, into: &change)
        change.storedNextID = try Self.appendEntries(
            for: CollectionOfOne(screen), from: nextID, to: &change.storedPushed)
    }

    /// Plans the change that keeps the stacks below `stack` and its first `kept` entries, and removes the rest.
    @inlinable
    func planKeeping(stack: Int, kept: Int, into change: inout NavigationChange<Screen>) {
        change.reset(stack: stack, nextID: nextID)
        // One entry — a pop — appended alone (see `NavigationState.removeLast(_:from:)`).
        if kept == storedStacks[stack].count - 1 {
            change.storedRemoved.append(storedStacks[stack][kept])
        } else {
            change.storedRemoved.append(contentsOf: storedStacks[stack][kept...])
        }
        // No copy of an empty slice: a pop closes no flow, most often (BENCHMARKS.md, "engine cost").
        if stack + 1 < storedStacks.count { change.storedDismissed.append(contentsOf: storedStacks[(stack + 1)...]) }
    }

    /// The change that keeps the stacks below `stack` and its first `kept` entries, and removes the rest, as a
    /// new value.
    @inlinable
    func planKeeping(stack: Int, kept: Int) -> NavigationChange<Screen> {
        var change = unchanged
        planKeeping(stack: stack, kept: kept, into: &change)
        return change
    }

    /// Plans the change that pops the top entry of the active stack.
    @inlinable
    func planPop(into change: inout NavigationChange<Screen>) throws(NavigationError) {
        try checkPop()
        planKeeping(stack: activeIndex, kept: storedStacks[activeIndex].count - 1, into: &change)
    }

    // A push of one screen and a pop, made on the state in place — by ``push(_:)`` and ``pop()``, and by a
    // coordinator, which makes these two changes without planning them (`Coordinator+Engine.swift`, "One
    // entry, in place"). Each is the change its plan would make, applied. The two that change the state are
    // always inlined into the coordinator's steps: called, each stack's array was reached through one more
    // frame (BENCHMARKS.md, "One entry, in place").

    /// The entry a push of `screen` adds, and the id the next new entry gets after it.
    ///
    /// - Throws: ``NavigationError/idsExhausted`` when no id is left to give.
    @inlinable
    func entry(pushing screen: Screen) throws(NavigationError) -> (entry: NavigationEntry<Screen>, next: EntryID) {
        guard let next = nextID.advanced(by: 1) else { throw .idsExhausted }
        return (NavigationEntry(id: nextID, screen: screen), next)
    }

    /// Pushes `entry`, made by ``entry(pushing:)``, on the active stack; `next` is the id after it.
    @inlinable @inline(__always)
    mutating func pushEntry(_ entry: NavigationEntry<Screen>, next: EntryID) {
        storedStacks[activeIndex].append(entry)
        storedNextID = next
    }

    /// Throws ``NavigationError/cannotPopRoot`` when the active stack has only its root.
    @inlinable
    func checkPop() throws(NavigationError) {
        guard storedStacks[activeIndex].count > 1 else { throw .cannotPopRoot }
    }

    /// Removes the top entry of the active stack, which ``checkPop()`` allowed, and returns it.
    @inlinable @inline(__always)
    mutating func removeTopEntry() -> NavigationEntry<Screen> {
        storedStacks[activeIndex].removeLast()
    }

    /// Plans the change that removes every entry of the active stack above its root; returns `false` at the root.
    @inlinable
    func planPopToRoot(into change: inout NavigationChange<Screen>) -> Bool {
        guard active.count > 1 else { return false }
        planKeeping(stack: activeIndex, kept: 1, into: &change)
        return true
    }

    /// Plans the change that closes the last modal flow.
    @inlinable
    func planDismiss(into change: inout NavigationChange<Screen>) throws(NavigationError) {
        guard stacks.count > 1 else { throw .noModalToDismiss }
        planKeeping(stack: activeIndex - 1, kept: stacks[activeIndex - 1].count, into: &change)
    }

    /// Plans the change that removes everything above the entry `id`; returns `false` when it is on top.
    @inlinable
    func planRemoval(above id: EntryID, into change: inout NavigationChange<Screen>) throws(NavigationError) -> Bool {
        let (stack, index) = try location(of: id)
        guard stack < activeIndex || index < stacks[stack].count - 1 else { return false }
        planKeeping(stack: stack, kept: index + 1, into: &change)
        return true
    }

    /// Plans the change that removes the entry `id` and everything above it: its whole modal flow when it is a
    /// flow's root.
    @inlinable
    func planRemoval(of id: EntryID, into change: inout NavigationChange<Screen>) throws(NavigationError) {
        let (stack, index) = try location(of: id)
        if index > 0 { return planKeeping(stack: stack, kept: index, into: &change) }
        guard stack > 0 else { throw .cannotPopRoot }
        planKeeping(stack: stack - 1, kept: stacks[stack - 1].count, into: &change)
    }

    /// The change that replaces everything with the stacks of `state`, whose entries get fresh ids — the next
    /// ones of this state, bottom first — so that no id is given twice.
    @inlinable
    func planRestore(_ state: NavigationState<Screen>) throws(NavigationError) -> NavigationChange<Screen> {
        if storedTabs != nil || state.storedTabs != nil { return try planRestoreTabs(state) }
        var next = nextID
        var restored: [[NavigationEntry<Screen>]] = []
        restored.reserveCapacity(state.stacks.count)
        for stack in state.stacks {
            let (entries, after) = try Self.entries(for: stack.lazy.map { $0.screen }, from: next)
            restored.append(entries)
            next = after
        }
        return NavigationChange(
            stack: 0, removed: stacks[0], dismissed: Array(stacks[1...]), pushed: restored[0],
            presented: Array(restored[1...]), nextID: next)
    }

    /// Where the entry `id` is: its stack and its index there, searched from the top down, so that finding an
    /// entry costs what lies above it.
    @inlinable
    func location(of id: EntryID) throws(NavigationError) -> (stack: Int, index: Int) {
        for stack in stacks.indices.reversed() {
            if let index = stacks[stack].lastIndex(where: { $0.id == id }) { return (stack, index) }
        }
        throw .entryNotFound(id)
    }
}

extension NavigationState where Screen: Equatable {
    /// The screens of `stacks` with `request` applied over them, or `nil` when it cannot apply.
    @inlinable
    static func stacks(_ stacks: [[Screen]], with request: NavigationRequest<Screen>) -> [[Screen]]? {
        var next = EntryID(rawValue: 0)
        var entries: [[NavigationEntry<Screen>]] = []
        do {
            for stack in stacks {
                let (stackEntries, after) = try Self.entries(for: stack, from: next)
                entries.append(stackEntries)
                next = after
            }
            var state = NavigationState(validStacks: entries, nextID: next)
            if let change = try state.plan(request) { state.apply(change) }
            return state.stacks.map { $0.map { $0.screen } }
        } catch {
            return nil
        }
    }
}
