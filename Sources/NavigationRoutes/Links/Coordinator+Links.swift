import NavigationCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Opening a deep link: the link read into its stacks, then set as one navigation the guards judge. `@inlinable`
// for the reason the engine is (see `Coordinator+Engine.swift`).
extension Coordinator where Screen: Routable {
    /// Opens a deep link: replaces the state with the stacks the link names (see ``DeepLinks/target(for:)``),
    /// through the guards, as ``NavigationRequest/setStacks(_:)`` does — entries that already show the same
    /// screens from the bottom up stay. Screens the link opens for a result finish and close as when their
    /// opener opened them; their value goes to that opener when its view model declared
    /// ``Coordination/receiveResults(expecting:onResult:)``, and otherwise reaches no one.
    ///
    /// A guard that redirects the link (a sign-in before checkout) opens its screen over the longest start of
    /// the link it allows, and the rest of the link follows once that screen finishes with a result.
    ///
    /// With tabs, a link that names a tab selects it and sets its stack and the flows over it
    /// (``NavigationRequest/setTabStacks(_:_:)-enum.case``), or only selects it when it names no screen; a link
    /// without a tab opens in the tab whose root is the deepest of its screens that is a tab's root, or else in the
    /// selected tab. In a tab, the stack starts at the tab's root: the screens beneath it that a screen named
    /// alone brings (``Routable/screensBeneath``) belong to another tab and are left out. The other tabs keep
    /// their stacks and view models.
    ///
    /// ```swift
    /// try coordinator.open(link: "demo://textConfirmationScreen;text=hello", using: links)
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link.
    ///   - links: The app's deep links.
    /// - Throws: ``NavigationError/invalidLink(_:)`` naming the part of the link that is wrong, or the
    ///   ``NavigationError`` of a refused navigation (``NavigationError/unknownTab(_:)`` for a tab the app does
    ///   not have). The state is then unchanged.
    @inlinable
    public func open(link: String, using links: DeepLinks<Screen>) throws(NavigationError) {
        let target: LinkTarget<Screen>
        do {
            target = try links.target(for: link)
        } catch {
            throw .invalidLink(error)
        }
        try open(target)
    }

    /// Opens what a deep link names; see ``open(link:using:)``.
    ///
    /// - Parameter target: The stacks, and the screens opened for a result.
    /// - Throws: The ``NavigationError`` of a refused navigation; the state is then unchanged.
    @inlinable
    public func open(_ target: LinkTarget<Screen>) throws(NavigationError) {
        // A tab renamed since opens as the tab it is now (``NavigationTab/tabHistory``).
        let tab = target.tab.map { tabHistory.currentName(of: $0) ?? $0 }
        let target =
            tab == target.tab
            ? target : LinkTarget(tab: tab, stacks: target.stacks, awaitingResult: target.awaitingResult)
        let (request, dropped, rootAdded) = request(opening: target)
        var places: [Int] = []
        var before = 0
        for stack in target.stacks.indices where !target.awaitingResult.isEmpty {
            let skipped = stack == 0 ? dropped : 0
            let added = stack == 0 && rootAdded ? 1 : 0
            for index in target.stacks[stack].indices.dropFirst(skipped)
            where target.awaitingResult.contains(.init(stack: stack, index: index)) {
                places.append(before + index - skipped + added)
            }
            before += target.stacks[stack].count - skipped + added
        }
        try perform(settingStacks: request, awaitingResult: places)
    }

    /// The request that opens `target`, how many screens at the bottom of its base stack it leaves out, and
    /// whether it puts the tab's root beneath them.
    ///
    /// Without tabs, it sets every stack. With tabs, it opens in the tab the link names; or else in the tab
    /// whose root is the deepest of the base stack's screens that is a tab's root — a screen named alone opens
    /// on the screens beneath it, which may start in another tab (the start screen beneath the catalog); or
    /// else in the selected tab. A tab's stack starts at its root: what lies beneath the root in the base stack
    /// is another tab's, and is left out; a base stack without it gets the root beneath it.
    @inlinable
    func request(opening target: LinkTarget<Screen>) -> (NavigationRequest<Screen>, dropped: Int, rootAdded: Bool) {
        if let tab = target.tab, target.stacks.isEmpty {
            return (.selectTab(AnyNavigationTab(name: tab), popToRootIfSelected: false), 0, false)
        }
        let state = state
        guard let tabs = state.storedTabs, let (index, dropped, root) = state.tabPlacement(of: target) else {
            // Without tabs, over every stack; a tab the app does not have is refused when the request is planned.
            return (
                target.tab.map { .setTabStacks(AnyNavigationTab(name: $0), target.stacks) }
                    ?? .setStacks(target.stacks),
                0, false
            )
        }
        var stacks = target.stacks
        stacks[0].removeFirst(dropped)
        if let root { stacks[0].insert(root, at: 0) }
        if target.tab == nil, index == tabs.selected { return (.setStacks(stacks), dropped, root != nil) }
        return (.setTabStacks(tabs.names[index], stacks), dropped, root != nil)
    }
}
