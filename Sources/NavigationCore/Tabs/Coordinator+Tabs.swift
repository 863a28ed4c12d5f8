extension Coordinator {
    /// For a restore with tabs that a guard redirected: the same restore with each tab that is not selected cut
    /// before the first of its screens that the guards stop, and whether any was cut. Each tab is asked about
    /// alone — the other tabs and the selected one at their roots — halving as for a stack, its root always
    /// kept. What the guard's screen resumes is the whole restore, so nothing is lost once it finishes.
    @inlinable
    func cuttingTabsOutOfSight(_ request: NavigationRequest<Screen>) -> (NavigationRequest<Screen>, cut: Bool) {
        guard case .restore(let state) = request, var tabs = state.storedTabs else { return (request, false) }
        let roots = tabs.parked.map { Array($0.prefix(1)) }
        let selectedRoot = [Array(state.base.prefix(1))]
        var cut = false
        for index in tabs.parked.indices where index != tabs.selected && tabs.parked[index].count > 1 {
            let stack = tabs.parked[index]
            func allows(_ count: Int) -> Bool {
                var parked = roots
                parked[index] = Array(stack.prefix(count))
                let alone = TabStacks(names: tabs.names, selected: tabs.selected, parked: parked)
                let probe = NavigationState(validStacks: selectedRoot, nextID: state.nextID, tabs: alone)
                if case .allow = decide(.restore(probe)) { return true }
                return false
            }
            guard !allows(stack.count) else { continue }
            let allowed = Self.longestAllowed(from: 1, refused: stack.count, allows)  // its root always kept
            tabs.parked[index] = Array(stack.prefix(allowed))
            cut = true
        }
        guard cut else { return (request, false) }
        return (.restore(NavigationState(validStacks: state.stacks, nextID: state.nextID, tabs: tabs)), true)
    }

    /// Creates a coordinator with one stack per case of `Tab`, each holding the tab's root, and `tab`
    /// selected; it builds every tab's root, the other tabs' first, in the order of the tabs.
    ///
    /// `setUp` installs guards and observers before anything is built, so that they see whatever the roots'
    /// Assemblies and view models ask for. The selected tab's root is where the app starts, as a
    /// ``init(root:assemblies:setUp:)`` root is: no guard is asked about it. Selecting another tab later is a
    /// request the guards judge by the screens of that tab (``NavigationRequest/requestedScreens(in:)``).
    ///
    /// ```swift
    /// let coordinator = try Coordinator(selecting: AppTab.text, assemblies: RootAssembly(scope: .live)) {
    ///     $0.addGuard(unlockGuard)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - tab: The tab selected first.
    ///   - assemblies: Maps each screen to the Assembly that builds it.
    ///   - setUp: Installs guards and observers, before anything is built.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` when a root's Assembly throws.
    @inlinable
    public convenience init<Tab: NavigationTab>(
        selecting tab: Tab, assemblies: some AssemblyProvider<Screen>, setUp: (Coordinator) -> Void = { _ in }
    ) throws(NavigationError) where Tab.Screen == Screen {
        try self.init(restoring: nil, orSelecting: tab, assemblies: assemblies, setUp: setUp)
    }

    /// Builds the roots of the tabs that are not selected into their places.
    @inlinable
    func buildOtherTabs() throws(NavigationError) {
        guard let tabs = storage.state.storedTabs else { return }
        storage.built.setUpTabs(count: tabs.names.count)
        for index in tabs.parked.indices where index != tabs.selected {
            for entry in tabs.parked[index] { storage.built.stage(try build(entry)) }
            storage.built.commitStaged(count: tabs.parked[index].count, toTab: index)
        }
    }

    /// Selects `tab`: modal flows close, and the tab's stack, as it was left, with its view models, becomes what the
    /// user sees. The request is ``NavigationRequest/selectTab(_:popToRootIfSelected:)-enum.case``, which guards see.
    ///
    /// ```swift
    /// try coordinator.select(AppTab.shop)
    /// ```
    ///
    /// - Parameters:
    ///   - tab: The tab to select.
    ///   - popToRootIfSelected: When `tab` is selected already, pop its stack to its root — as tapping the
    ///     selected tab of a tab bar does.
    /// - Throws: ``NavigationError/unknownTab(_:)``, or why a guard refused; nothing changes then.
    @inlinable
    public func select<Tab: NavigationTab>(
        _ tab: Tab, popToRootIfSelected: Bool = false
    ) throws(NavigationError) where Tab.Screen == Screen {
        try navigate(.selectTab(AnyNavigationTab(tab), popToRootIfSelected: popToRootIfSelected))
    }

    /// Pushes `screen` on the stack of `tab`, selected or not; on the selected tab, modal flows close. On
    /// another tab, the screen's view model is built now and nothing visible changes.
    ///
    /// ```swift
    /// try coordinator.show(.product(id: 3), in: AppTab.shop)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - tab: The tab whose stack gets it.
    /// - Throws: ``NavigationError/unknownTab(_:)``, or why the screen cannot be opened; nothing changes then.
    @inlinable
    public func show<Tab: NavigationTab>(_ screen: Screen, in tab: Tab) throws(NavigationError)
    where Tab.Screen == Screen {
        try navigate(.showInTab(AnyNavigationTab(tab), screen))
    }

    /// Pops the stack of `tab` to its root; on the selected tab, modal flows close too.
    ///
    /// ```swift
    /// try coordinator.popToRoot(of: AppTab.shop)
    /// ```
    ///
    /// - Parameter tab: The tab.
    /// - Throws: ``NavigationError/unknownTab(_:)``, or why a guard refused; nothing changes then.
    @inlinable
    public func popToRoot<Tab: NavigationTab>(of tab: Tab) throws(NavigationError) where Tab.Screen == Screen {
        try navigate(.popTabToRoot(AnyNavigationTab(tab)))
    }

    /// Makes `screens` the stack of `tab`, keeping the entries — and view models — that already show its first
    /// screens; on the selected tab, modal flows close.
    ///
    /// ```swift
    /// try coordinator.setStack([.catalog, .product(id: 3)], of: AppTab.shop)
    /// ```
    ///
    /// - Parameters:
    ///   - screens: The tab's new stack, root first.
    ///   - tab: The tab.
    /// - Throws: ``NavigationError/unknownTab(_:)``, ``NavigationError/emptyStack``, or why the screens cannot
    ///   be opened; nothing changes then.
    @inlinable
    public func setStack<Tab: NavigationTab>(_ screens: [Screen], of tab: Tab) throws(NavigationError)
    where Tab.Screen == Screen {
        try navigate(.setTabStack(AnyNavigationTab(tab), screens))
    }
}
