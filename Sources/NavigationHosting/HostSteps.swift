import NavigationCore

/// One update of a host that can make only one change of what it shows at a time.
///
/// SwiftUI cannot push and present in one update, nor present a second sheet while the first is still
/// animating; UIKit's `present` and `dismiss` are one at a time too. Such a host takes a change — one
/// `NavigationChange`, or everything that happened while it was busy — as a list of these steps
/// (`NavigationState.hostSteps(to:)`), makes one per update, and makes the next once the last is done
/// (a sheet's `onAppear`, a transition coordinator's completion). Each step names entries, so the host finds
/// the view model of each with `Coordinator.viewModel(for:)`.
public enum HostStep<Screen> {
    /// Dismiss the topmost modal flow shown, whose root is `flow`.
    case dismiss(flow: EntryID)
    /// Show `entries` as the stack of `tab`, which is out of sight: a tab's `NavigationStack`
    /// path, set while another tab is selected, or before this one is.
    case setTabStack(tab: AnyNavigationTab, [NavigationEntry<Screen>])
    /// Select `tab`; its stack is already what it should be.
    case selectTab(AnyNavigationTab)
    /// Show `entries` as the stack at `index` that stays — 0 the base stack (the selected tab's), 1 and above
    /// the modal flows, bottom first: its pops and pushes at once, as a `NavigationStack(path:)` takes a new
    /// path.
    case setStack(index: Int, [NavigationEntry<Screen>])
    /// Present a modal flow over the topmost stack: its stack, root first (the root in the sheet, the rest as
    /// its path).
    case present([NavigationEntry<Screen>])
}

extension HostStep: Equatable where Screen: Equatable {}
extension HostStep: Hashable where Screen: Hashable {}
extension HostStep: Sendable where Screen: Sendable {}

extension NavigationState {
    /// The steps that take a host showing this state to showing `target`, one change of what it shows per
    /// step, in the order such a host can make them: the flows that close, top first; the stacks of tabs out
    /// of sight; the tab selected; the stacks that stay, popped and pushed at once; the flows that open,
    /// bottom first. Empty when the two show the same.
    ///
    /// A flow stays when the same entry is its root at the same place; any other flow closes and, when the
    /// target has one there, a new one opens. Selecting another tab closes every flow shown, as a change of
    /// tab does. Entries are compared by id, which names one screen for the life of a coordinator.
    ///
    /// ```swift
    /// // The host shows `shown` and is idle; the coordinator is at `coordinator.state`:
    /// for step in shown.hostSteps(to: coordinator.state) { await host.make(step) }
    /// ```
    ///
    /// - Parameter target: What the host is to show, such as the coordinator's state after a change.
    /// - Returns: The steps, in order.
    @inlinable
    public func hostSteps(to target: NavigationState<Screen>) -> [HostStep<Screen>] {
        // `@inlinable`, with what it calls, so that it is compiled for the app's screen type: run generically, each
        // generic type it touched was looked up at run time — most of a host model's step when the change was not a
        // push, a pop or a flow (BENCHMARKS.md, "A host model keeps a count, not the coordinator's state").
        let sameTab = selectedTab == target.selectedTab
        let kept = sameTab ? keptStacks(in: target) : 1
        var steps: [HostStep<Screen>] = []
        // The flows that close, top first: a sheet dismissed reveals the one beneath it.
        for index in stacks.indices.dropFirst(kept).reversed() {
            steps.append(.dismiss(flow: stacks[index][0].id))
        }
        // The tabs out of sight — and, before it is selected, the tab that will be — while no one sees them; the
        // tab selected now once another is.
        let hidden = target.tabStacks.filter { $0.tab != target.selectedTab || !sameTab }
        for (tab, stack) in hidden where tab != selectedTab && !Self.sameEntries(stack, tabStack(of: tab)) {
            steps.append(.setTabStack(tab: tab, stack))
        }
        if !sameTab, let tab = target.selectedTab { steps.append(.selectTab(tab)) }
        for (tab, stack) in hidden where tab == selectedTab && !Self.sameEntries(stack, tabStack(of: tab)) {
            steps.append(.setTabStack(tab: tab, stack))
        }
        // The stacks that stay, popped and pushed at once.
        if sameTab {
            for index in 0..<kept where !Self.sameEntries(stacks[index], target.stacks[index]) {
                steps.append(.setStack(index: index, target.stacks[index]))
            }
        }
        // The flows that open, bottom first: one presentation per update.
        for index in target.stacks.indices.dropFirst(kept) {
            steps.append(.present(target.stacks[index]))
        }
        return steps
    }

    /// How many stacks, from the base stack up, stay on the way to `target` in the same tab: the base stack,
    /// and each flow whose root is the same entry at the same place, up to the first that is not.
    @inlinable
    func keptStacks(in target: NavigationState<Screen>) -> Int {
        var kept = 1
        while kept < stacks.count, kept < target.stacks.count, stacks[kept][0].id == target.stacks[kept][0].id {
            kept += 1
        }
        return kept
    }

    /// The stack of `tab` as this state shows it: the base stack for the selected tab; empty for a tab it does
    /// not have.
    @inlinable
    func tabStack(of tab: AnyNavigationTab) -> [NavigationEntry<Screen>] {
        guard let tabs = storedTabs, let index = tabs.names.firstIndex(of: tab) else { return [] }
        return index == tabs.selected ? base : tabs.parked[index]
    }

    /// Whether two stacks hold the same entries, by id.
    @inlinable
    static func sameEntries(_ a: [NavigationEntry<Screen>], _ b: [NavigationEntry<Screen>]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.id == $1.id }
    }
}
