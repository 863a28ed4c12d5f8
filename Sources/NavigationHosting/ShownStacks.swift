import NavigationCore

/// What a host shows of a coordinator's state, with an element of the host's own for each entry — a
/// controller, a view's identity, the view model it is drawn with: the base stack, each modal flow over it, and,
/// with tabs, the stacks of the tabs out of sight.
///
/// A host makes it from the state it starts with and applies each change the coordinator reports, making an
/// element for each entry the change inserts. The elements of entries that stay are kept as they are.
///
/// ```swift
/// @MainActor
/// final class Host {
///     private(set) var shown: ShownStacks<Controller>
///
///     init(_ coordinator: Coordinator<Screen>) {
///         shown = ShownStacks(coordinator.state) { entry in Controller(entry) }
///         coordinator.observeChanges { [weak self] change in
///             self?.shown.apply(change) { entry in Controller(entry) }
///         }
///     }
/// }
/// ```
///
/// Each step of a change is taken only when it has something to do, in the order the state takes them: the
/// flows above `NavigationChange.stack` close; another tab is selected, its stack becoming the base stack;
/// the other tabs' stacks change; entries leave the top of the stack that stays and others are pushed on it;
/// flows are presented over it.
public struct ShownStacks<Element> {
    /// The stacks shown: the base stack — the selected tab's, with tabs — then each modal flow, bottom first.
    @inlinable public var stacks: [[Element]] { storedStacks }
    /// The selected tab; `nil` without tabs.
    @inlinable public var selectedTab: AnyNavigationTab? { storedSelectedTab }
    /// The stacks of the tabs that are not selected, by tab; empty without tabs.
    @inlinable public var otherTabs: [AnyNavigationTab: [Element]] { storedOtherTabs }

    // Stored apart from the read-only properties above so that the inlinable methods below, compiled into the
    // host for its element type, can change them.
    @usableFromInline var storedStacks: [[Element]]
    @usableFromInline var storedSelectedTab: AnyNavigationTab?
    @usableFromInline var storedOtherTabs: [AnyNavigationTab: [Element]]

    /// What `state` shows, with the element `element` makes for each of its entries.
    ///
    /// - Parameters:
    ///   - state: The state shown.
    ///   - element: The host's element for an entry.
    @inlinable
    public init<Screen>(
        _ state: NavigationState<Screen>, making element: (NavigationEntry<Screen>) throws -> Element
    ) rethrows {
        storedStacks = try state.stacks.map { try $0.map(element) }
        storedSelectedTab = state.selectedTab
        storedOtherTabs = [:]
        for tab in state.tabStacks where tab.tab != storedSelectedTab {
            storedOtherTabs[tab.tab] = try tab.stack.map(element)
        }
    }

    /// Applies `change`, making with `element` the element of each entry it inserts.
    ///
    /// A change is applied whole, so `element` cannot throw. As with `NavigationState.apply(_:)`, the change
    /// must follow what is shown: one that removes more than a stack holds traps, as an index out of range does.
    ///
    /// - Parameters:
    ///   - change: A change of the state shown: one a coordinator reported, in the order it reported them, or
    ///     one `NavigationState.change(to:)` computed from the state shown.
    ///   - element: The host's element for an entry.
    @inlinable
    public mutating func apply<Screen>(
        _ change: NavigationChange<Screen>, making element: (NavigationEntry<Screen>) -> Element
    ) {
        // The change's lists read where they are, and one element removed as one: a copy of each list, and the
        // generic `removeLast(_:)`, were a third of what applying a push or a pop cost (BENCHMARKS.md, "Handles
        // reach the coordinator's code without capturing it").
        let stack = change.storedStack
        if storedStacks.count > stack + 1 { storedStacks.removeSubrange((stack + 1)...) }
        if change.touchesTabs { applyToTabs(change, making: element) }
        switch change.storedRemoved.count {
        case 0: break
        case 1: storedStacks[stack].removeLast()
        case let count: storedStacks[stack].removeLast(count)
        }
        for index in change.storedPushed.indices { storedStacks[stack].append(element(change.storedPushed[index])) }
        for index in change.storedPresented.indices { storedStacks.append(change.storedPresented[index].map(element)) }
    }

    /// Selects the change's tab, putting the base stack aside as the previous tab's, and changes the stacks of
    /// the tabs that are not selected.
    @inlinable
    mutating func applyToTabs<Screen>(
        _ change: NavigationChange<Screen>, making element: (NavigationEntry<Screen>) -> Element
    ) {
        if let tab = change.selectedTab, let selected = storedSelectedTab, tab != selected {
            storedOtherTabs[selected] = storedStacks[0]
            storedStacks[0] = storedOtherTabs.removeValue(forKey: tab) ?? []
            storedSelectedTab = tab
        }
        for tab in change.tabs where tab.tab != storedSelectedTab {
            storedOtherTabs[tab.tab, default: []].removeLast(tab.removed.count)
            for entry in tab.pushed { storedOtherTabs[tab.tab, default: []].append(element(entry)) }
        }
    }
}

extension ShownStacks: Sendable where Element: Sendable {}

extension ShownStacks: Equatable where Element: Equatable {}
