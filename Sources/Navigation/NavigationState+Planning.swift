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
        switch request {
        // One screen as a `CollectionOfOne`, not an array: no allocation (−239 instructions a round trip).
        case .show(let screen): try planPush(CollectionOfOne(screen))
        case .resetStack(let screen): try planResetStack(to: screen)
        case .pop: try planPop()
        case .goBack: try planRemoval(of: top.id)
        case .popToRoot: planPopToRoot()
        case .popTo(let id): try planRemoval(above: id)
        case .popToScreen(let screen): try planRemoval(above: try entry(showing: screen).id)
        case .replaceTop(let screen): try planReplaceTop(screen)
        case .setStack(let screens): try planSetStacks([screens])
        case .setStacks(let stacks): try planSetStacks(stacks)
        case .present(let screen): try planPresent(screen)
        case .dismiss: try planDismiss()
        case .restore(let state): try planRestore(state)
        case .selectTab(let tab, let popToRoot): try planSelectTab(tab, popToRootIfSelected: popToRoot)
        case .showInTab(let tab, let screen): try planShow(screen, inTab: tab)
        case .popTabToRoot(let tab): try planPopTabToRoot(tab)
        case .setTabStack(let tab, let screens): try planSetTabStack(tab, screens)
        case .setTabStacks(let tab, let stacks): try planSetTabStacks(tab, stacks)
        }
    }

    /// The change that makes `target` the stacks — the base stack, then each modal flow — keeping the entries
    /// that show the same screens from the bottom up, or `nil` when the state already is exactly that.
    @inlinable
    func planSetStacks(_ target: [[Screen]]) throws(NavigationError) -> NavigationChange<Screen>? {
        guard !target.isEmpty else { throw .emptyStack }
        guard !target.contains(where: \.isEmpty) else { throw .emptyStack }
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
            stack: stack, removed: Array(stacks[stack][kept...]), dismissed: Array(stacks[(stack + 1)...]),
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
            stack: stack, removed: Array(stacks[stack][kept...]), dismissed: Array(stacks[(stack + 1)...]),
            pushed: Array(other.stacks[stack][kept...]), presented: Array(other.stacks[(stack + 1)...]),
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
        guard let next = first.advanced(by: screens.count) else { throw .idsExhausted }
        var id = first
        var entries: [NavigationEntry<Screen>] = []
        entries.reserveCapacity(screens.count)
        for screen in screens {
            entries.append(NavigationEntry(id: id, screen: screen))
            id = EntryID(rawValue: id.rawValue + 1)
        }
        return (entries, next)
    }

    /// The change that pushes `screens` on the active stack.
    @inlinable
    func planPush(_ screens: some Collection<Screen>) throws(NavigationError) -> NavigationChange<Screen> {
        let (pushed, next) = try newEntries(screens)
        return NavigationChange(stack: activeIndex, pushed: pushed, nextID: next)
    }

    /// The change that presents `screen` as a new modal flow.
    @inlinable
    func planPresent(_ screen: Screen) throws(NavigationError) -> NavigationChange<Screen> {
        let (flow, next) = try newEntries(CollectionOfOne(screen))
        return NavigationChange(stack: activeIndex, presented: [flow], nextID: next)
    }

    /// The change that replaces the top entry with `screen`.
    @inlinable
    func planReplaceTop(_ screen: Screen) throws(NavigationError) -> NavigationChange<Screen> {
        let (pushed, next) = try newEntries(CollectionOfOne(screen))
        return NavigationChange(stack: activeIndex, removed: [top], pushed: pushed, nextID: next)
    }

    /// The change that makes `screen` the only entry of the active stack.
    @inlinable
    func planResetStack(to screen: Screen) throws(NavigationError) -> NavigationChange<Screen> {
        let (pushed, next) = try newEntries(CollectionOfOne(screen))
        return NavigationChange(stack: activeIndex, removed: active, pushed: pushed, nextID: next)
    }

    /// The change that keeps the stacks below `stack` and its first `kept` entries, and removes the rest.
    @inlinable
    func planKeeping(stack: Int, kept: Int) -> NavigationChange<Screen> {
        // No copy of an empty slice: a pop closes no flow, most often (BENCHMARKS.md, "engine cost").
        let dismissed = stack + 1 < stacks.count ? Array(stacks[(stack + 1)...]) : []
        return NavigationChange(
            stack: stack, removed: Array(stacks[stack][kept...]), dismissed: dismissed, nextID: nextID)
    }

    /// The change that pops the top entry of the active stack.
    @inlinable
    func planPop() throws(NavigationError) -> NavigationChange<Screen> {
        guard active.count > 1 else { throw .cannotPopRoot }
        return planKeeping(stack: activeIndex, kept: active.count - 1)
    }

    /// The change that removes every entry of the active stack above its root, or `nil` at the root.
    @inlinable
    func planPopToRoot() -> NavigationChange<Screen>? {
        active.count > 1 ? planKeeping(stack: activeIndex, kept: 1) : nil
    }

    /// The change that closes the last modal flow.
    @inlinable
    func planDismiss() throws(NavigationError) -> NavigationChange<Screen> {
        guard stacks.count > 1 else { throw .noModalToDismiss }
        return planKeeping(stack: activeIndex - 1, kept: stacks[activeIndex - 1].count)
    }

    /// The change that removes everything above the entry `id`, or `nil` when it is on top.
    @inlinable
    func planRemoval(above id: EntryID) throws(NavigationError) -> NavigationChange<Screen>? {
        let (stack, index) = try location(of: id)
        guard stack < activeIndex || index < stacks[stack].count - 1 else { return nil }
        return planKeeping(stack: stack, kept: index + 1)
    }

    /// The change that removes the entry `id` and everything above it: its whole modal flow when it is a
    /// flow's root.
    @inlinable
    func planRemoval(of id: EntryID) throws(NavigationError) -> NavigationChange<Screen> {
        let (stack, index) = try location(of: id)
        if index > 0 { return planKeeping(stack: stack, kept: index) }
        guard stack > 0 else { throw .cannotPopRoot }
        return planKeeping(stack: stack - 1, kept: stacks[stack - 1].count)
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
