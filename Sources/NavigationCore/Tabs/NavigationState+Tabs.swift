// Tabs: a state may hold one stack per tab of the app, one tab selected. The selected tab's stack is the base
// stack — so every operation of a single-stack state acts on it unchanged, and a state without tabs pays
// nothing but one check per change — and the other tabs' stacks wait aside, with their entries and ids, until
// their tab is selected again. Modal flows present over the whole container: selecting another tab closes
// them.

extension NavigationState {
    /// Creates a state with one stack per case of `Tab`, each holding the tab's root, and `tab` selected.
    ///
    /// The roots get the ids `#0`, `#1`, … in the order of the tabs.
    ///
    /// ```swift
    /// var state = NavigationState(selecting: AppTab.text)
    /// ```
    ///
    /// - Parameter tab: The tab selected first.
    @inlinable
    public init<Tab: NavigationTab>(selecting tab: Tab) where Tab.Screen == Screen {
        let all = Array(Tab.allCases)
        var parked: [[NavigationEntry<Screen>]] = []
        var selected = 0
        for (index, each) in zip(all.indices, all) {
            parked.append([NavigationEntry(id: EntryID(rawValue: UInt64(index)), screen: each.root)])
            if each == tab { selected = index }
        }
        var base: [NavigationEntry<Screen>] = []
        swap(&base, &parked[selected])
        self.init(
            validStacks: [base], nextID: EntryID(rawValue: UInt64(all.count)),
            tabs: TabStacks(names: all.map(AnyNavigationTab.init), selected: selected, parked: parked))
    }

    /// Creates a state with tabs from each tab's stack and the modal flows over the selected one, after
    /// checking that it is one a state could have reached — as saved navigation is read.
    ///
    /// ```swift
    /// let text = NavigationEntry<AppScreen>(id: EntryID(rawValue: 0), screen: .textInput)
    /// let shop = NavigationEntry<AppScreen>(id: EntryID(rawValue: 1), screen: .catalog)
    /// let state = try NavigationState<AppScreen>(
    ///     tabs: [
    ///         (tab: AnyNavigationTab(AppTab.text), stack: [text]),
    ///         (tab: AnyNavigationTab(AppTab.shop), stack: [shop]),
    ///     ],
    ///     selectedTab: AnyNavigationTab(AppTab.shop),
    ///     nextID: EntryID(rawValue: 2)
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - tabs: Each tab and its stack, root first, in the order of the app's tab enum.
    ///   - selectedTab: The selected tab, whose stack becomes ``base``.
    ///   - modals: The modal flows over the selected tab, in the order presented.
    ///   - nextID: The id the next new entry will get.
    /// - Throws: ``RestorationError/duplicateTab(_:)``, ``RestorationError/selectedTabMissing(_:)``,
    ///   ``RestorationError/emptyTab(_:)``, or what ``init(stacks:nextID:)`` throws for the ids and the flows.
    @inlinable
    public init(
        tabs: [(tab: AnyNavigationTab, stack: [NavigationEntry<Screen>])], selectedTab: AnyNavigationTab,
        modals: [[NavigationEntry<Screen>]] = [], nextID: EntryID
    ) throws(RestorationError) {
        var seen = Set<AnyNavigationTab>()
        for (tab, stack) in tabs {
            guard seen.insert(tab).inserted else { throw .duplicateTab(tab.name) }
            guard !stack.isEmpty else { throw .emptyTab(tab.name) }
        }
        guard let selected = tabs.firstIndex(where: { $0.tab == selectedTab }) else {
            throw .selectedTabMissing(selectedTab.name)
        }
        var parked = tabs.map { $0.stack }
        var base: [NavigationEntry<Screen>] = []
        swap(&base, &parked[selected])
        // Checks the ids of every tab and the flows as one state's.
        let all = try NavigationState(stacks: [base] + modals + parked.filter { !$0.isEmpty }, nextID: nextID)
        self.init(
            validStacks: Array(all.stacks.prefix(1 + modals.count)), nextID: nextID,
            tabs: TabStacks(names: tabs.map { $0.tab }, selected: selected, parked: parked))
    }

    /// What a host shows, as a state to find its `hostSteps(to:)` from: its stacks, the selected tab's first,
    /// and with tabs, the tabs in the order of the app's tabs, the selected one, and the stack of each tab
    /// out of sight (empty for the selected tab). For the host models of this package, which show only entries
    /// of their coordinator's states, so only what finding the steps reads is checked — a stack at least, none
    /// empty, the selected tab among the tabs, every other tab's stack there — not the ids that the public
    /// initializers check in sets (most of what building the shown state cost a host model: BENCHMARKS.md, "A
    /// host model keeps a count, not the coordinator's state"); `nil` where the check fails.
    @inlinable
    package init?(
        shown stacks: [[NavigationEntry<Screen>]],
        tabs: (names: [AnyNavigationTab], selected: AnyNavigationTab, parked: [[NavigationEntry<Screen>]])?,
        nextID: EntryID
    ) {
        guard !stacks.isEmpty, !stacks.contains(where: { $0.isEmpty }) else { return nil }
        guard let tabs else {
            self.init(validStacks: stacks, nextID: nextID)
            return
        }
        guard let selected = tabs.names.firstIndex(of: tabs.selected), tabs.parked.count == tabs.names.count,
            !tabs.parked.indices.contains(where: { $0 != selected && tabs.parked[$0].isEmpty })
        else { return nil }
        var parked = tabs.parked
        parked[selected] = []
        self.init(
            validStacks: stacks, nextID: nextID, tabs: TabStacks(names: tabs.names, selected: selected, parked: parked))
    }

    /// Each tab and its stack, root first, in the order of the tabs — the selected tab's stack is ``base`` — as
    /// ``init(tabs:selectedTab:modals:nextID:)`` takes them; empty for a state without tabs.
    @inlinable
    public var tabStacks: [(tab: AnyNavigationTab, stack: [NavigationEntry<Screen>])] {
        guard let tabs = storedTabs else { return [] }
        return tabs.names.indices.map { (tabs.names[$0], $0 == tabs.selected ? base : tabs.parked[$0]) }
    }

    /// The tabs, in the order of the app's tab enum; empty for a state without tabs.
    @inlinable
    public var tabs: [AnyNavigationTab] { storedTabs?.names ?? [] }

    /// The selected tab, whose stack is ``base``; `nil` for a state without tabs.
    @inlinable
    public var selectedTab: AnyNavigationTab? { storedTabs.map { $0.names[$0.selected] } }

    /// The selected tab as the app's tab enum; `nil` for a state without tabs or with other tabs.
    ///
    /// - Parameter type: The app's tab enum.
    public func selectedTab<Tab: NavigationTab>(as type: Tab.Type = Tab.self) -> Tab? {
        selectedTab?.as(Tab.self)
    }

    /// The stack of `tab`, root first — for the selected tab, ``base`` — or `nil` when the state has no such
    /// tab.
    ///
    /// - Parameter tab: The tab.
    public func stack(of tab: AnyNavigationTab) -> [NavigationEntry<Screen>]? {
        guard let tabs = storedTabs, let index = tabs.names.firstIndex(of: tab) else { return nil }
        return index == tabs.selected ? base : tabs.parked[index]
    }

    /// The stack of `tab`, root first; `nil` when the state has no such tab.
    ///
    /// - Parameter tab: The tab.
    public func stack<Tab: NavigationTab>(of tab: Tab) -> [NavigationEntry<Screen>]? {
        stack(of: AnyNavigationTab(tab))
    }

    /// The names of the tabs — their cases' raw values —, in the order of the app's tab enum; empty for a state
    /// without tabs.
    @available(*, deprecated, message: "use tabs, which holds each tab as an AnyNavigationTab; its name is .name")
    public var tabNames: [String] { tabs.map(\.name) }

    /// The stack of the tab named `name` (its case's raw value), root first; `nil` when the state has no such tab.
    ///
    /// - Parameter name: The tab's name.
    @available(*, deprecated, message: "use stack(of:) with the tab's case: stack(of: AppTab.shop)")
    public func stack(ofTab name: String) -> [NavigationEntry<Screen>]? {
        stack(of: AnyNavigationTab(name: name))
    }

    /// Every entry of the tabs that are not selected, tab after tab, each stack root first.
    public var entriesOfOtherTabs: [NavigationEntry<Screen>] {
        storedTabs.map { Array($0.parked.joined()) } ?? []
    }

    /// Applies the tab part of `change`: selects its tab, then changes the stacks of the others. Called by
    /// ``apply(_:)`` once the flows above the base stack are gone. Compiled for the app's screen type, as the
    /// rest of the engine is: run generically, it looked up the metadata of three of the engine's types at every
    /// change of tabs (BENCHMARKS.md, "Tabs").
    @inlinable
    mutating func applyToTabs(_ change: NavigationChange<Screen>) {
        guard var tabs = storedTabs else { return }
        storedTabs = nil  // so that the stacks below change in place, not in a copy
        if let name = change.selectedTab, let index = tabs.names.firstIndex(of: name), index != tabs.selected {
            swap(&tabs.parked[tabs.selected], &storedStacks[0])
            swap(&tabs.parked[index], &storedStacks[0])
            tabs.selected = index
        }
        for tab in change.tabs {
            guard let index = tabs.names.firstIndex(of: tab.tab), index != tabs.selected else { continue }
            tabs.parked[index].removeLast(tab.removed.count)
            tabs.parked[index].append(contentsOf: tab.pushed)
        }
        storedTabs = tabs
    }

    /// The tabs and the index of the tab `name`.
    @inlinable
    func tab(named name: AnyNavigationTab) throws(NavigationError) -> (tabs: TabStacks<Screen>, index: Int) {
        guard let tabs = storedTabs else { throw .unknownTab(name) }
        return (tabs, try tabs.index(of: name))
    }

    // MARK: - Planning

    /// The change that selects the tab `name`: the modal flows close, and the tab's stack becomes the base
    /// stack. When the tab is selected already, nothing, or with `popToRootIfSelected`, its stack popped to
    /// its root, flows included.
    @inlinable
    func planSelectTab(_ name: AnyNavigationTab, popToRootIfSelected: Bool) throws(NavigationError) -> NavigationChange<
        Screen
    >? {
        let (tabs, index) = try tab(named: name)
        guard index != tabs.selected else {
            guard popToRootIfSelected, stacks.count > 1 || base.count > 1 else { return nil }
            return planKeeping(stack: 0, kept: 1)
        }
        return NavigationChange(stack: 0, dismissed: modals, nextID: nextID, selectedTab: name)
    }

    /// The change that pushes `screen` on the stack of the tab `name`. On the selected tab, the modal flows
    /// over it close, so that the screen is what the user sees; on another, nothing visible changes.
    @inlinable
    func planShow(_ screen: Screen, inTab name: AnyNavigationTab) throws(NavigationError) -> NavigationChange<Screen> {
        let (tabs, index) = try tab(named: name)
        let (pushed, next) = try newEntries(CollectionOfOne(screen))
        guard index != tabs.selected else {
            return NavigationChange(stack: 0, dismissed: modals, pushed: pushed, nextID: next)
        }
        return NavigationChange(stack: activeIndex, nextID: next, tabs: [TabStackChange(tab: name, pushed: pushed)])
    }

    /// The change that pops the stack of the tab `name` to its root — for the selected tab, modal flows
    /// included — or `nil` when there is nothing above the root.
    @inlinable
    func planPopTabToRoot(_ name: AnyNavigationTab) throws(NavigationError) -> NavigationChange<Screen>? {
        let (tabs, index) = try tab(named: name)
        guard index != tabs.selected else {
            return stacks.count > 1 || base.count > 1 ? planKeeping(stack: 0, kept: 1) : nil
        }
        guard tabs.parked[index].count > 1 else { return nil }
        return NavigationChange(
            stack: activeIndex, nextID: nextID,
            tabs: [TabStackChange(tab: name, removed: Array(tabs.parked[index].dropFirst()))])
    }
}

extension NavigationState where Screen: Equatable {
    /// The change that makes `screens` the stack of the tab `name`, keeping the entries that show its first
    /// screens; for the selected tab, as ``NavigationRequest/setStack(_:)`` does, modal flows closed.
    @inlinable
    func planSetTabStack(_ name: AnyNavigationTab, _ screens: [Screen]) throws(NavigationError) -> NavigationChange<
        Screen
    >? {
        let (tabs, index) = try tab(named: name)
        guard index != tabs.selected else { return try planSetStacks([screens]) }
        guard !screens.isEmpty else { throw .emptyStack }
        let stack = tabs.parked[index]
        let kept = zip(stack, screens).prefix { $0.screen == $1 }.count
        guard kept < stack.count || kept < screens.count else { return nil }
        let (pushed, next) = try newEntries(screens[kept...])
        return NavigationChange(
            stack: activeIndex, nextID: next,
            tabs: [TabStackChange(tab: name, removed: Array(stack[kept...]), pushed: pushed)])
    }

    /// The change that selects the tab `name` and makes `target` its stack and the flows over it, keeping the
    /// entries of its stack that show its first screens; on the selected tab, what
    /// ``NavigationRequest/setStacks(_:)`` does.
    @inlinable
    func planSetTabStacks(_ name: AnyNavigationTab, _ target: [[Screen]]) throws(NavigationError) -> NavigationChange<
        Screen
    >? {
        let (tabs, index) = try tab(named: name)
        guard index != tabs.selected else { return try planSetStacks(target) }
        guard !target.isEmpty, !target.contains(where: { $0.isEmpty }) else { throw .emptyStack }
        let stack = tabs.parked[index]
        let kept = zip(stack, target[0]).prefix { $0.screen == $1 }.count
        let (pushed, first) = try newEntries(target[0][kept...])
        var next = first
        var presented: [[NavigationEntry<Screen>]] = []
        for flow in target.dropFirst() {
            let (entries, after) = try Self.entries(for: flow, from: next)
            presented.append(entries)
            next = after
        }
        return NavigationChange(
            stack: 0, removed: Array(stack[kept...]), dismissed: modals, pushed: pushed, presented: presented,
            nextID: next, selectedTab: name)
    }
}

// MARK: - Operations

extension NavigationState {
    /// Selects `tab`: modal flows close, and the tab's stack, as it was left, becomes the base stack.
    ///
    /// ```swift
    /// try state.select(AppTab.shop)
    /// ```
    ///
    /// - Parameters:
    ///   - tab: The tab to select.
    ///   - popToRootIfSelected: When `tab` is selected already, pop its stack to its root — as tapping the
    ///     selected tab of a tab bar does.
    /// - Throws: ``NavigationError/unknownTab(_:)`` when the state has no such tab; the state is unchanged.
    public mutating func select<Tab: NavigationTab>(
        _ tab: Tab, popToRootIfSelected: Bool = false
    ) throws(NavigationError) where Tab.Screen == Screen {
        if let change = try planSelectTab(AnyNavigationTab(tab), popToRootIfSelected: popToRootIfSelected) {
            apply(change)
        }
    }

    /// Pushes `screen` on the stack of `tab`, selected or not; on the selected tab, modal flows close.
    ///
    /// ```swift
    /// try state.show(.product(id: 3), in: AppTab.shop)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - tab: The tab whose stack gets it.
    /// - Returns: The new entry.
    /// - Throws: ``NavigationError/unknownTab(_:)`` or ``NavigationError/idsExhausted``; the state is then
    ///   unchanged.
    @discardableResult
    public mutating func show<Tab: NavigationTab>(
        _ screen: Screen, in tab: Tab
    ) throws(NavigationError) -> NavigationEntry<Screen> where Tab.Screen == Screen {
        let change = try planShow(screen, inTab: AnyNavigationTab(tab))
        apply(change)
        return change.insertedEntries[0]
    }

    /// Pops the stack of `tab` to its root; on the selected tab, modal flows close too.
    ///
    /// ```swift
    /// try state.popToRoot(of: AppTab.shop)
    /// ```
    ///
    /// - Parameter tab: The tab.
    /// - Returns: The removed entries, bottom first.
    /// - Throws: ``NavigationError/unknownTab(_:)``; the state is then unchanged.
    @discardableResult
    public mutating func popToRoot<Tab: NavigationTab>(
        of tab: Tab
    ) throws(NavigationError) -> [NavigationEntry<Screen>] where Tab.Screen == Screen {
        guard let change = try planPopTabToRoot(AnyNavigationTab(tab)) else { return [] }
        apply(change)
        return change.removedEntries
    }
}

extension NavigationState where Screen: Equatable {
    /// Makes `screens` the stack of `tab`, keeping the entries that already show its first screens; on the
    /// selected tab, modal flows close.
    ///
    /// ```swift
    /// try state.setStack([.catalog, .product(id: 3)], of: AppTab.shop)
    /// ```
    ///
    /// - Parameters:
    ///   - screens: The tab's new stack, root first.
    ///   - tab: The tab.
    /// - Returns: The removed entries and the inserted ones, bottom first.
    /// - Throws: ``NavigationError/unknownTab(_:)``, ``NavigationError/emptyStack`` or
    ///   ``NavigationError/idsExhausted``; the state is then unchanged.
    @discardableResult
    public mutating func setStack<Tab: NavigationTab>(
        _ screens: [Screen], of tab: Tab
    ) throws(NavigationError) -> (removed: [NavigationEntry<Screen>], inserted: [NavigationEntry<Screen>])
    where Tab.Screen == Screen {
        guard let change = try planSetTabStack(AnyNavigationTab(tab), screens) else { return ([], []) }
        apply(change)
        return (change.removedEntries, change.insertedEntries)
    }
}

extension NavigationState {
    /// What `change`, planned on this state, does to the tabs, by their indices. Compiled for the app's screens,
    /// as the engine is (`Coordinator+Engine.swift`): compiled once for any screen type, it looked up the
    /// change's types at run time for every property it read (BENCHMARKS.md, "Tabs").
    @inlinable
    func tabMoves(for change: NavigationChange<Screen>) -> TabMoves {
        let tabs = storedTabs
        let selection = change.selectedTab.flatMap { name -> (from: Int, to: Int)? in
            guard let tabs, let index = tabs.names.firstIndex(of: name), index != tabs.selected else { return nil }
            return (tabs.selected, index)
        }
        let changed = change.tabs.compactMap { tab -> (index: Int, removed: Int, pushed: Int)? in
            guard let index = tabs?.names.firstIndex(of: tab.tab) else { return nil }
            return (index, tab.removed.count, tab.pushed.count)
        }
        return TabMoves(
            selection: selection, dismissedCount: change.dismissed.reduce(0) { $0 + $1.count },
            removedCount: change.removed.count, tabs: changed)
    }
}

extension NavigationState {
    /// The change that replaces everything with `state`, tabs included: every tab's stack and the flows get
    /// fresh ids — the selected stack, the flows, then the other tabs in order — and `state`'s tab is selected.
    /// Both states must have the same tabs.
    @inlinable
    func planRestoreTabs(_ state: NavigationState<Screen>) throws(NavigationError) -> NavigationChange<Screen> {
        guard let tabs = storedTabs, let target = state.storedTabs, tabs.names == target.names else {
            throw .invalidSavedState(
                .invalidValue(
                    path: "tabs",
                    reason: "the tabs are \(state.tabs.map(\.name).joined(separator: ", ")), "
                        + "the app's \(self.tabs.map(\.name).joined(separator: ", "))"))
        }
        var next = nextID
        var restored: [[NavigationEntry<Screen>]] = []
        for stack in state.stacks {
            let (entries, after) = try Self.entries(for: stack.lazy.map { $0.screen }, from: next)
            restored.append(entries)
            next = after
        }
        var otherTabs: [TabStackChange<Screen>] = []
        for index in tabs.names.indices where index != target.selected {
            let (entries, after) = try Self.entries(for: target.parked[index].lazy.map { $0.screen }, from: next)
            next = after
            // Once `state`'s tab is selected, the tab that was selected before waits aside with the base stack.
            let current = index == tabs.selected ? base : tabs.parked[index]
            otherTabs.append(TabStackChange(tab: tabs.names[index], removed: current, pushed: entries))
        }
        let selects = target.selected != tabs.selected
        return NavigationChange(
            stack: 0, removed: selects ? tabs.parked[target.selected] : base, dismissed: modals,
            pushed: restored[0], presented: Array(restored[1...]), nextID: next,
            selectedTab: selects ? target.names[target.selected] : nil, tabs: otherTabs)
    }
}

extension NavigationState where Screen: Equatable {
    /// ``change(to:)`` between two states with the same tabs, where the selection or another tab differs: each
    /// tab's stack keeps the entries both states share from its root; when `other` selects another tab, the
    /// flows are dismissed, and `other`'s presented.
    func changeOfTabs(
        to other: NavigationState<Screen>, tabs: TabStacks<Screen>, otherTabs: TabStacks<Screen>
    ) -> NavigationChange<Screen> {
        let stackOfTab = { (index: Int) in index == tabs.selected ? self.base : tabs.parked[index] }
        let target = otherTabs.selected
        let selectedStack = stackOfTab(target)
        let kept = zip(selectedStack, other.base).prefix { $0 == $1 }.count
        var others: [TabStackChange<Screen>] = []
        for index in tabs.names.indices where index != target {
            let stack = stackOfTab(index)
            let shared = zip(stack, otherTabs.parked[index]).prefix { $0 == $1 }.count
            guard shared < stack.count || shared < otherTabs.parked[index].count else { continue }
            others.append(
                TabStackChange(
                    tab: tabs.names[index], removed: Array(stack[shared...]),
                    pushed: Array(otherTabs.parked[index][shared...])))
        }
        guard target != tabs.selected else { return changeOfStacks(to: other, tabs: others) }
        return NavigationChange(
            stack: 0, removed: Array(selectedStack[kept...]), dismissed: modals, pushed: Array(other.base[kept...]),
            presented: other.modals, nextID: other.nextID, selectedTab: otherTabs.names[target], tabs: others)
    }

    /// The index of the tab whose root shows `screen`: where a stack that starts with it belongs.
    @inlinable
    package func tabIndex(rootedAt screen: Screen) -> Int? {
        guard let tabs = storedTabs else { return nil }
        return tabs.names.indices.first { index in
            (index == tabs.selected ? base : tabs.parked[index]).first?.screen == screen
        }
    }

    /// `saved` — saved navigation or a state to restore — with its tabs named as `history` says this app names
    /// them now, and, when `leavingOutUnknown`, without the tabs this state does not have, by the rules of
    /// `StateCut` (when the selected one goes, the first tab kept is selected, without the flows). Returns the
    /// screens left out, and the saved name of the first tab left out.
    ///
    /// - Throws: ``NavigationError/invalidSavedState(_:)`` with ``RestorationError/unknownTab(_:)`` naming a tab
    ///   this state does not have, unless `leavingOutUnknown`; or when no tab is left.
    @usableFromInline
    func renamingTabs(
        of saved: NavigationState<Screen>, history: TabHistory, leavingOutUnknown: Bool
    ) throws(NavigationError) -> (state: NavigationState<Screen>, left: [Screen], unknownTab: String?) {
        guard let savedTabs = saved.storedTabs, let tabs = storedTabs else { return (saved, [], nil) }
        let names = savedTabs.names.map { history.currentName(of: $0.name).map(AnyNavigationTab.init(name:)) }
        let known = names.map { name in name.map(tabs.names.contains) ?? false }
        if names == savedTabs.names, !known.contains(false) { return (saved, [], nil) }
        let unknown = known.firstIndex(of: false).map { savedTabs.names[$0].name }
        if let unknown, !leavingOutUnknown { throw .invalidSavedState(.unknownTab(unknown)) }
        let shape = { (stack: [NavigationEntry<Screen>], known: Bool) in
            StateCut.Stack(count: stack.count, firstLeftOut: known ? nil : 0)
        }
        guard
            let cut = StateCut(
                stacks: saved.stacks.indices.map { shape(saved.stacks[$0], $0 > 0 || known[savedTabs.selected]) },
                tabs: savedTabs.parked.indices.map { shape(savedTabs.parked[$0], known[$0]) },
                selectedTab: savedTabs.selected),
            let selected = cut.selectedTab.flatMap({ names[$0] })
        else { throw .invalidSavedState(.unknownTab(unknown ?? savedTabs.names[savedTabs.selected].name)) }
        let kept = cut.kept(of: saved.stacks, tabs: savedTabs.parked)
        do {
            let state = try NavigationState(
                tabs: kept.tabs.compactMap { tab in names[tab.index].map { ($0, tab.stack) } }, selectedTab: selected,
                modals: Array(kept.stacks.dropFirst()), nextID: saved.nextID)
            return (state, cut.leftOut(of: saved.stacks, tabs: savedTabs.parked).map(\.screen), unknown)
        } catch {
            throw .invalidSavedState(error)
        }
    }

    /// `saved` — saved navigation or a state to restore — with this state's tabs, in their order, so that
    /// restoring it replaces every tab: a tab that `saved` does not have (one the app added since) starts at its
    /// root; a `saved` state without tabs becomes the stack of the tab whose root it starts with, or else of the
    /// selected tab.
    ///
    /// - Throws: ``NavigationError/invalidSavedState(_:)`` when `saved` has a tab this state has not
    ///   (``RestorationError/unknownTab(_:)``), or tabs where this state has none
    ///   (``RestorationError/unexpectedTabs(_:)``).
    @usableFromInline
    func adoptingTabs(of saved: NavigationState<Screen>) throws(NavigationError) -> NavigationState<Screen> {
        guard let tabs = storedTabs else {
            guard saved.storedTabs == nil else { throw .invalidSavedState(.unexpectedTabs(saved.tabs.map(\.name))) }
            return saved
        }
        if let savedTabs = saved.storedTabs {
            if savedTabs.names == tabs.names { return saved }
            if let unknown = savedTabs.names.first(where: { !tabs.names.contains($0) }) {
                throw .invalidSavedState(.unknownTab(unknown.name))
            }
        }
        let selected = saved.selectedTab ?? tabs.names[tabIndex(rootedAt: saved.root.screen) ?? tabs.selected]
        var next = saved.nextID
        var stacks: [(tab: AnyNavigationTab, stack: [NavigationEntry<Screen>])] = []
        for (index, name) in zip(tabs.names.indices, tabs.names) {
            if name == selected {
                stacks.append((name, saved.base))
            } else if let stack = saved.stack(of: name) {
                stacks.append((name, stack))
            } else {
                let root = (index == tabs.selected ? base : tabs.parked[index])[0].screen
                let (entries, after) = try Self.entries(for: CollectionOfOne(root), from: next)
                stacks.append((name, entries))
                next = after
            }
        }
        do {
            return try NavigationState(tabs: stacks, selectedTab: selected, modals: saved.modals, nextID: next)
        } catch {
            throw .invalidSavedState(error)
        }
    }
}

extension NavigationState {
    /// This state, about to be restored, without the entry at `position` and what the rules of `StateCut` take
    /// with it; positions count entries in the order a restore gives them ids: the base stack, the modal flows,
    /// then the other tabs in order. A tab left out is missing from the state returned. Returns the screens
    /// left out with it, the entry's own included, in that order; `nil` when nothing stays or no entry has
    /// that position.
    @usableFromInline
    func cut(leavingOutEntryAt position: Int) -> (state: NavigationState<Screen>, left: [Screen])? {
        let parked = storedTabs?.parked ?? []
        let shape = { (stack: [NavigationEntry<Screen>], leftOut: Int?) in
            StateCut.Stack(count: stack.count, firstLeftOut: leftOut)
        }
        var stackShapes = stacks.map { shape($0, nil) }
        var tabShapes = parked.map { shape($0, nil) }
        // The stack or tab the position falls in, and its index there.
        var remaining = position
        func find(in lists: [[NavigationEntry<Screen>]]) -> (list: Int, index: Int)? {
            for list in lists.indices {
                if remaining < lists[list].count { return (list, remaining) }
                remaining -= lists[list].count
            }
            return nil
        }
        if let (stack, index) = find(in: stacks) {
            stackShapes[stack] = shape(stacks[stack], index)
        } else if let (tab, index) = find(in: parked) {
            tabShapes[tab] = shape(parked[tab], index)
        } else {
            return nil
        }
        guard
            let cut = StateCut(
                stacks: stackShapes, tabs: storedTabs.map { _ in tabShapes }, selectedTab: storedTabs?.selected)
        else { return nil }
        let left = cut.leftOut(of: stacks, tabs: parked).map(\.screen)
        let (keptStacks, keptTabs) = cut.kept(of: stacks, tabs: parked)
        guard let tabs = storedTabs, let selected = cut.selectedTab else {
            return (NavigationState(validStacks: keptStacks, nextID: nextID), left)
        }
        guard
            let state = try? NavigationState(
                tabs: keptTabs.map { (tabs.names[$0.index], $0.stack) }, selectedTab: tabs.names[selected],
                modals: Array(keptStacks.dropFirst()), nextID: nextID)
        else { return nil }
        return (state, left)
    }
}
