/// What one change does to the stack of a tab that is not selected once the change is applied: entries leave
/// its top, and entries are pushed on it. Nothing of it is visible; its view models stay built.
///
/// A part of ``NavigationChange/tabs``.
public struct TabStackChange<Screen> {
    /// The tab.
    public let tab: AnyNavigationTab
    /// The entries removed from the top of the tab's stack, bottom first.
    public let removed: [NavigationEntry<Screen>]
    /// The entries pushed on the tab's stack, bottom first.
    public let pushed: [NavigationEntry<Screen>]

    /// Creates the change of one tab's stack.
    ///
    /// - Parameters:
    ///   - tab: The tab.
    ///   - removed: The entries removed from its top, bottom first.
    ///   - pushed: The entries pushed on it, bottom first.
    @inlinable
    public init(tab: AnyNavigationTab, removed: [NavigationEntry<Screen>] = [], pushed: [NavigationEntry<Screen>] = [])
    {
        self.tab = tab
        self.removed = removed
        self.pushed = pushed
    }
}

extension TabStackChange: Equatable where Screen: Equatable {}
extension TabStackChange: Hashable where Screen: Hashable {}
extension TabStackChange: Sendable where Screen: Sendable {}

/// The tab part of a ``NavigationChange``: the tab it selects, and what it does to the others.
@usableFromInline
struct TabPart<Screen> {
    @usableFromInline let selected: AnyNavigationTab?
    @usableFromInline let stacks: [TabStackChange<Screen>]

    @usableFromInline
    init(selected: AnyNavigationTab?, stacks: [TabStackChange<Screen>]) {
        self.selected = selected
        self.stacks = stacks
    }
}

extension TabPart: Equatable where Screen: Equatable {}
extension TabPart: Hashable where Screen: Hashable {}
extension TabPart: Sendable where Screen: Sendable {}

/// The stacks of a state's tabs: their names in the app's order, which one is selected, and the entries of
/// every tab that is not — the selected tab's entries are the base stack.
@usableFromInline
package struct TabStacks<Screen> {
    /// The tabs, in the order of the app's tab enum.
    @usableFromInline package var names: [AnyNavigationTab]
    /// The index of the selected tab in ``names``.
    @usableFromInline package var selected: Int
    /// Each tab's stack, in the order of ``names``; the selected tab's is empty, its entries being the base
    /// stack.
    @usableFromInline package var parked: [[NavigationEntry<Screen>]]

    @usableFromInline
    package init(names: [AnyNavigationTab], selected: Int, parked: [[NavigationEntry<Screen>]]) {
        self.names = names
        self.selected = selected
        self.parked = parked
    }

    /// The index of the tab `name`.
    @inlinable
    func index(of name: AnyNavigationTab) throws(NavigationError) -> Int {
        guard let index = names.firstIndex(of: name) else { throw .unknownTab(name) }
        return index
    }
}

extension TabStacks: Equatable where Screen: Equatable {}
extension TabStacks: Hashable where Screen: Hashable {}
extension TabStacks: Sendable where Screen: Sendable {}
