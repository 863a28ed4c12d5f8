import Navigation

/// A host that behaves as a UIKit app does — a navigation controller with a stack of view controllers, sheets
/// presented over it, animations that end later, back swipes and sheet swipes that the user completes or
/// cancels — and follows the host contract of the article "Driving a UI". It draws nothing.
///
/// Tests drive it beside the app's requests to prove that what a host shows converges on the coordinator's
/// state, whatever the order of app requests, animations and gestures:
///
/// ```swift
/// let host = SimulatedHost(coordinator)
/// try coordinator.show(.detail(id: 3))       // the host starts a push animation
/// host.beginBackGesture()                    // refused: an animation is running, as in UIKit
/// host.completeTransition()
/// if host.beginBackGesture() {
///     try host.finishGesture(completed: true)   // reports `.wentBack(to:)` to the coordinator
/// }
/// host.settle()
/// #expect(host.divergence == nil)
/// ```
///
/// The contract it follows:
/// - When nothing is in flight, it applies each `NavigationChange` as it comes (`Coordinator/observeChanges(_:)`)
///   and starts a transition for it.
/// - While a transition or a gesture is in flight, it applies nothing and only notes that the coordinator
///   moved on; when the transition ends, it diffs what it shows against the coordinator's state
///   (`NavigationState/change(to:)`) and applies that.
/// - A gesture starts only when nothing is in flight and `Coordinator/allows(_:)` says yes. A completed
///   gesture is reported with `Coordinator/userDid(_:)`; a cancelled one is not reported at all.
/// - With tabs, it keeps each tab's navigation controller, as a tab bar controller does; a tab the user taps
///   (``tapTab(_:)-(AnyNavigationTab)``) shows at once, and is reported as `UserNavigation.selectedTab(_:)`.
@MainActor
public final class SimulatedHost<Screen: Equatable & Sendable> {
    /// One screen on display, as a view controller holds it: its entry and the view model it draws.
    public struct Controller {
        /// The entry the controller shows.
        public let entry: NavigationEntry<Screen>
        /// The view model it draws, held as a view controller holds it.
        public let viewModel: AnyObject
    }

    /// What is in flight on the host.
    public enum Transition: Equatable, Sendable {
        /// An animation of a change; it ends with ``SimulatedHost/completeTransition()``.
        case animating
        /// The user is swiping back to the entry with this id.
        case backGesture(to: EntryID)
        /// The user is swiping down the modal flow whose root has this id.
        case sheetGesture(flow: EntryID)
    }

    /// What is on display: the navigation controller's stack, then each presented one, bottom first.
    public private(set) var stacks: [[Controller]] = []
    /// With tabs, the selected tab; its navigation controller's stack is the first of ``stacks``.
    public private(set) var selectedTab: AnyNavigationTab?
    /// With tabs, the stacks of the navigation controllers of the tabs that are not selected, by tab.
    public private(set) var otherTabs: [AnyNavigationTab: [Controller]] = [:]
    /// The transition in flight, if any.
    public private(set) var transition: Transition?
    /// Contract violations seen while applying changes, such as a change whose removed entries are not on
    /// display; empty when the host and the changes agree.
    public private(set) var violations: [String] = []

    private let coordinator: Coordinator<Screen>
    private var coordinatorMovedOn = false
    private var registration: NavigationRegistration?

    /// Shows `coordinator`'s state and starts following its changes.
    ///
    /// - Parameter coordinator: The coordinator to host.
    public init(_ coordinator: Coordinator<Screen>) {
        self.coordinator = coordinator
        stacks = coordinator.state.stacks.map { $0.compactMap(controller) }
        selectedTab = coordinator.state.selectedTab
        for tab in coordinator.state.tabStacks where tab.tab != selectedTab {
            otherTabs[tab.tab] = tab.stack.compactMap(controller)
        }
        registration = coordinator.observeChanges { [weak self] change in self?.receive(change) }
    }

    /// Whether nothing is in flight and nothing waits to be shown.
    public var isSettled: Bool { transition == nil && !coordinatorMovedOn }

    // MARK: - Transitions

    /// Ends the animation in flight; then shows what the coordinator did meanwhile, if anything.
    public func completeTransition() {
        guard transition == .animating else { return }
        transition = nil
        catchUp()
    }

    /// Completes every animation, including those that catching up starts, until the host is settled or a
    /// gesture is in flight.
    public func settle() {
        while transition == .animating { completeTransition() }
    }

    // MARK: - Gestures

    /// Starts an interactive back swipe on the top stack, as UIKit does: only when nothing is in flight, the
    /// top stack has a screen to go back to, and the coordinator allows it.
    ///
    /// - Returns: Whether the gesture started.
    @discardableResult
    public func beginBackGesture() -> Bool {
        guard transition == nil, let top = stacks.last, top.count > 1 else { return false }
        let target = top[top.count - 2].entry.id
        guard coordinator.allows(.wentBack(to: target)) else { return false }
        transition = .backGesture(to: target)
        return true
    }

    /// Starts an interactive dismissal of the top sheet: only when nothing is in flight, a sheet is up and the
    /// coordinator allows it.
    ///
    /// - Returns: Whether the gesture started.
    @discardableResult
    public func beginSheetGesture() -> Bool {
        guard transition == nil, stacks.count > 1, let root = stacks.last?.first?.entry.id else { return false }
        guard coordinator.allows(.dismissed(flow: root)) else { return false }
        transition = .sheetGesture(flow: root)
        return true
    }

    /// The user taps `tab`, a case of the app's tab enum, in the tab bar: ``tapTab(_:)-(AnyNavigationTab)``.
    ///
    /// - Parameter tab: The tab.
    /// - Returns: Whether the tab was selected.
    /// - Throws: What `Coordinator/userDid(_:)` throws for a host's mistake.
    @discardableResult
    public func tapTab<Tab: NavigationTab>(_ tab: Tab) throws(NavigationError) -> Bool {
        try tapTab(AnyNavigationTab(tab))
    }

    /// The user taps `tab` in the tab bar: when nothing is in flight and the coordinator allows it, the tab shows
    /// at once — the presented flows closed — and the host reports it to the coordinator.
    ///
    /// - Parameter tab: The tab.
    /// - Returns: Whether the tab was selected.
    /// - Throws: What `Coordinator/userDid(_:)` throws for a host's mistake.
    @discardableResult
    public func tapTab(_ tab: AnyNavigationTab) throws(NavigationError) -> Bool {
        guard transition == nil, let selected = selectedTab, tab != selected, let stack = otherTabs[tab],
            coordinator.allows(.selectedTab(tab))
        else { return false }
        otherTabs[selected] = stacks[0]
        otherTabs[tab] = nil
        stacks = [stack]
        selectedTab = tab
        // What the coordinator announces meanwhile is what the host did; it catches up on anything else after.
        transition = .animating
        defer {
            transition = nil
            catchUp()
        }
        try coordinator.userDid(.selectedTab(tab))
        return true
    }

    /// The user taps the tab named `name` (its case's raw value) in the tab bar, as
    /// ``tapTab(_:)-(AnyNavigationTab)``: `false` for a name no tab has.
    ///
    /// - Parameter name: The tab's name.
    /// - Returns: Whether the tab was selected.
    /// - Throws: What `Coordinator/userDid(_:)` throws for a host's mistake.
    @available(*, deprecated, message: "use tapTab(_:) with the tab's case: tapTab(AppTab.shop)")
    @discardableResult
    public func tapTab(_ name: String) throws(NavigationError) -> Bool { try tapTab(AnyNavigationTab(name: name)) }

    /// Ends the gesture in flight. A completed one changes what is shown and is reported to the coordinator;
    /// a cancelled one changes nothing and is not reported.
    ///
    /// - Parameter completed: Whether the user finished the gesture or let it snap back.
    /// - Throws: What `Coordinator/userDid(_:)` throws for a host's mistake.
    public func finishGesture(completed: Bool) throws(NavigationError) {
        let gesture = transition
        guard gesture != nil, gesture != .animating else { return }
        defer {
            transition = nil
            catchUp()
        }
        guard completed else { return }
        switch gesture {
        case .backGesture(let target):
            stacks[stacks.count - 1].removeLast()
            try coordinator.userDid(.wentBack(to: target))
        case .sheetGesture(let root):
            stacks.removeLast()
            try coordinator.userDid(.dismissed(flow: root))
        case .animating, nil:
            break
        }
    }

    // MARK: - Checking

    /// What differs between the host and the coordinator — the entries on display, the view model each
    /// controller draws, a contract violation — or `nil` when they agree. Meaningful when ``isSettled``.
    public var divergence: String? {
        if let violation = violations.first { return violation }
        let shown = stacks.map { $0.map(\.entry) }
        let state = coordinator.state
        guard shown == state.stacks else {
            return "The host shows \(describe(shown)), the coordinator has \(describe(state.stacks))."
        }
        guard selectedTab == state.selectedTab else {
            return
                "The host shows the tab \(selectedTab?.name ?? "none"), the coordinator has "
                + "\(state.selectedTab?.name ?? "none")."
        }
        for tab in state.tabStacks where tab.tab != selectedTab {
            let kept = otherTabs[tab.tab]?.map(\.entry) ?? []
            guard kept == tab.stack else {
                return "The host keeps \(describe([kept])) in the tab \(tab.tab), the coordinator "
                    + "\(describe([tab.stack]))."
            }
        }
        for controller in Array(stacks.joined()) + otherTabs.values.joined()
        where coordinator.viewModel(for: controller.entry.id) !== controller.viewModel {
            return "The controller of \(controller.entry) draws a view model that was not built for it."
        }
        return nil
    }

    // MARK: - Following the coordinator

    private func receive(_ change: NavigationChange<Screen>) {
        guard isSettled else {
            coordinatorMovedOn = true
            return
        }
        apply(change)
    }

    /// Shows what the coordinator did while something was in flight: the diff of what is shown against its
    /// state.
    private func catchUp() {
        guard coordinatorMovedOn else { return }
        coordinatorMovedOn = false
        let shown: NavigationState<Screen>
        do {
            shown = try shownState()
        } catch {
            violations.append("What the host shows is no navigation state: \(error)")
            return
        }
        apply(shown.change(to: coordinator.state))
    }

    /// What the host shows, as a navigation state.
    private func shownState() throws(RestorationError) -> NavigationState<Screen> {
        let nextID = coordinator.state.nextID
        let shown = stacks.map { $0.map(\.entry) }
        guard let selectedTab else { return try NavigationState(stacks: shown, nextID: nextID) }
        let tabs = coordinator.state.tabs.map { tab in
            (tab: tab, stack: tab == selectedTab ? shown.first ?? [] : otherTabs[tab]?.map(\.entry) ?? [])
        }
        return try NavigationState(
            tabs: tabs, selectedTab: selectedTab, modals: Array(shown.dropFirst()), nextID: nextID)
    }

    /// Applies `change` as UIKit calls would — dismiss, select the tab, set the stacks' controllers, present —
    /// and starts an animation when anything changed.
    private func apply(_ change: NavigationChange<Screen>) {
        guard !(change.removesNothing && change.insertsNothing && change.selectedTab == nil) else { return }
        guard change.stack < stacks.count,
            Array(stacks.dropFirst(change.stack + 1).map { $0.map(\.entry) }) == change.dismissed
        else {
            violations.append("The change \(change) does not apply to what the host shows.")
            return
        }
        stacks.removeSubrange((change.stack + 1)...)
        guard applyToTabs(change),
            stacks[change.stack].suffix(change.removed.count).map(\.entry) == change.removed
        else {
            violations.append("The change \(change) does not apply to what the host shows.")
            return
        }
        stacks[change.stack].removeLast(change.removed.count)
        stacks[change.stack] += change.pushed.compactMap(controller)
        stacks += change.presented.map { $0.compactMap(controller) }
        transition = .animating
    }

    /// Selects the change's tab and changes the other tabs' stacks; `false` when the change does not apply.
    private func applyToTabs(_ change: NavigationChange<Screen>) -> Bool {
        guard change.touchesTabs else { return true }
        if let tab = change.selectedTab, tab != selectedTab {
            guard let selected = selectedTab, let stack = otherTabs[tab] else { return false }
            otherTabs[selected] = stacks[0]
            otherTabs[tab] = nil
            stacks[0] = stack
            selectedTab = tab
        }
        for tab in change.tabs {
            guard var stack = otherTabs[tab.tab], stack.suffix(tab.removed.count).map(\.entry) == tab.removed else {
                return false
            }
            stack.removeLast(tab.removed.count)
            stack += tab.pushed.compactMap(controller)
            otherTabs[tab.tab] = stack
        }
        return true
    }

    private func controller(for entry: NavigationEntry<Screen>) -> Controller? {
        guard let viewModel = coordinator.viewModel(for: entry.id) else {
            violations.append("No view model was built for \(entry), which the host was asked to show.")
            return nil
        }
        return Controller(entry: entry, viewModel: viewModel)
    }

    private func describe(_ stacks: [[NavigationEntry<Screen>]]) -> String {
        stacks.map { $0.map(\.description).joined(separator: " › ") }.joined(separator: " | ")
    }
}
