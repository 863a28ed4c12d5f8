import NavigationCore

// Link targets in a state: where a link opens, and when reaching one is the user's own navigation.

extension NavigationState where Screen: Equatable {
    /// The user's own navigation that reaching `target` is — a link a host was asked for by the user, such as
    /// the address a browser's back button, a breadcrumb or a tab's link went to: going back to an entry, when
    /// the target shows what this state shows up to that entry in the selected tab (placed as
    /// ``Coordinator/open(_:)`` places it); selecting a tab, for a link that names only a tab this state has.
    /// `nil` when reaching it opens or changes anything else: open it then, through the guards.
    ///
    /// ```swift
    /// let target = try links.target(for: addressTheBrowserAskedFor)
    /// if let navigation = coordinator.state.userNavigation(to: target) {
    ///     try coordinator.userDid(navigation)  // back, a breadcrumb, a tab: no guard refuses it
    /// } else {
    ///     try coordinator.open(target)         // forward, a pasted link: the guards see what it opens
    /// }
    /// ```
    ///
    /// - Parameter target: What a link opens, as ``DeepLinks/target(for:)`` read it.
    /// - Returns: ``UserNavigation/wentBack(to:)`` or ``UserNavigation/selectedTab(_:)-enum.case``, or `nil`.
    @inlinable
    public func userNavigation(to target: LinkTarget<Screen>) -> UserNavigation? {
        if let name = target.tab, target.stacks.isEmpty {
            let tab = AnyNavigationTab(name: name)
            return tabs.contains(tab) ? .selectedTab(tab) : nil
        }
        var wanted = target.stacks
        if let tabs = storedTabs {
            if let (index, dropped, root) = tabPlacement(of: target) {
                guard index == tabs.selected else { return nil }
                wanted[0].removeFirst(dropped)
                if let root { wanted[0].insert(root, at: 0) }
            } else if target.tab != nil {
                return nil
            }
        } else if target.tab != nil {
            return nil
        }
        guard let last = wanted.indices.last, last < stacks.count, !wanted[last].isEmpty else { return nil }
        for index in 0...last {
            let shown = stacks[index].map { $0.screen }
            guard index == last ? shown.starts(with: wanted[index]) : shown == wanted[index] else { return nil }
        }
        return .wentBack(to: stacks[last][wanted[last].count - 1].id)
    }

    /// Where a link's `target` opens in this state with tabs: the index of the tab it names, or else of the tab
    /// whose root is the deepest of its base stack's screens that is a tab's root; and how many screens at the
    /// bottom of its base stack lie beneath that tab's root (another tab's, left out); `root` is the tab's root
    /// when the base stack does not hold it, to put beneath it, so that the tab's stack starts at its root.
    /// When no tab's root is among the screens, the selected tab. `nil` without tabs, or for a tab the state
    /// does not have.
    @inlinable
    func tabPlacement(of target: LinkTarget<Screen>) -> (index: Int, dropped: Int, root: Screen?)? {
        guard let tabs = storedTabs, let base = target.stacks.first else { return nil }
        let index: Int
        if let tab = target.tab {
            guard let named = tabs.names.firstIndex(of: AnyNavigationTab(name: tab)) else { return nil }
            index = named
        } else if let deepest = base.indices.reversed().lazy.compactMap({ tabIndex(rootedAt: base[$0]) }).first {
            index = deepest
        } else {
            index = tabs.selected
        }
        guard let root = (index == tabs.selected ? self.base : tabs.parked[index]).first?.screen else {
            return (index, 0, nil)
        }
        guard let dropped = base.firstIndex(of: root) else { return (index, 0, root) }
        return (index, dropped, nil)
    }
}
