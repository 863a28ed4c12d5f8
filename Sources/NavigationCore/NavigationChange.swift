/// One change of a ``NavigationState``, as a value: which modal flows closed and opened, and what left the top
/// of the stack that stays and what was pushed on it, with the new entries' ids.
///
/// Every change has this shape: the state keeps its stacks up to ``stack`` — the topmost that stays — and
/// the first entries of that stack; it removes the rest, then pushes entries on that stack and presents new
/// flows over it. A push is one entry in ``pushed``; a pop, one in ``removed``; a dismissal, one flow in
/// ``dismissed``; `setStack` may do all of it at once. The ``Coordinator`` plans a change before anything
/// happens, builds the view models of what it adds, and applies it; a UI applies the same value to what it
/// shows, and ``NavigationState/change(to:)`` computes it from two states.
///
/// ```swift
/// var state = NavigationState(root: Screen.list)
/// if let change = try state.plan(.show(.detail(id: 3))) {   // stack 0, pushed: [#1 detail(id: 3)]
///     state.apply(change)
/// }
/// ```
///
/// The value holds only the entries it touches, so planning and applying it costs the same at any depth.
public struct NavigationChange<Screen> {
    /// The index of the topmost stack that stays (0 is the base stack): entries leave its top and are pushed
    /// on it, and the flows above it are dismissed.
    @inlinable public var stack: Int { storedStack }
    /// The entries removed from the top of ``stack``, bottom first.
    @inlinable public var removed: [NavigationEntry<Screen>] { storedRemoved }
    /// The modal flows closed, each a stack, root first; bottom flow first.
    @inlinable public var dismissed: [[NavigationEntry<Screen>]] { storedDismissed }
    /// The entries pushed on ``stack``, bottom first.
    @inlinable public var pushed: [NavigationEntry<Screen>] { storedPushed }
    /// The modal flows opened over ``stack``, each a stack, root first; bottom flow first.
    @inlinable public var presented: [[NavigationEntry<Screen>]] { storedPresented }
    /// The id the next new entry gets once the change is applied.
    @inlinable public var nextID: EntryID { storedNextID }

    // The storage behind the read-only properties above, under its own names so that planning, which is
    // `@inlinable` (see `Coordinator+Engine.swift`), can write a change in place: a coordinator plans every
    // change into the same value, whose lists keep their storage from one change to the next
    // (`NavigationState+Planning.swift`).
    @usableFromInline package var storedStack: Int
    @usableFromInline package var storedRemoved: [NavigationEntry<Screen>]
    @usableFromInline package var storedDismissed: [[NavigationEntry<Screen>]]
    @usableFromInline package var storedPushed: [NavigationEntry<Screen>]
    @usableFromInline package var storedPresented: [[NavigationEntry<Screen>]]
    @usableFromInline var storedNextID: EntryID
    /// The tab the change selects, when it selects another one; `nil` when the selection stays. Once the flows
    /// above the base stack are dismissed, the base stack — the selected tab's — is put aside with its
    /// entries, and this tab's stack becomes the base stack: its entries are neither removed nor inserted, and
    /// ``removed`` and ``pushed`` then act on it.
    @inlinable public var selectedTab: AnyNavigationTab? { tabPart?.selected }
    /// What the change does to the stacks of tabs that are not selected once it is applied.
    @inlinable public var tabs: [TabStackChange<Screen>] { tabPart?.stacks ?? [] }

    /// The two properties above in one optional, so that a change without tabs — almost every one — copies
    /// one word more than before tabs, not a string and an array (BENCHMARKS.md, "Tabs").
    @usableFromInline var tabPart: TabPart<Screen>?

    /// Creates a change; ``NavigationState/plan(_:)-(NavigationRequest<Screen>)`` and ``NavigationState/change(to:)`` make valid ones.
    ///
    /// - Parameters:
    ///   - stack: The index of the topmost stack that stays.
    ///   - removed: The entries removed from its top, bottom first.
    ///   - dismissed: The modal flows closed above it.
    ///   - pushed: The entries pushed on it.
    ///   - presented: The modal flows opened over it.
    ///   - nextID: The id the next new entry gets afterwards.
    ///   - selectedTab: The tab selected, when the change selects another; its stack becomes the base stack.
    ///   - tabs: What the change does to tabs that are not selected afterwards.
    @inlinable
    public init(
        stack: Int,
        removed: [NavigationEntry<Screen>] = [],
        dismissed: [[NavigationEntry<Screen>]] = [],
        pushed: [NavigationEntry<Screen>] = [],
        presented: [[NavigationEntry<Screen>]] = [],
        nextID: EntryID,
        selectedTab: AnyNavigationTab? = nil,
        tabs: [TabStackChange<Screen>] = []
    ) {
        storedStack = stack
        storedRemoved = removed
        storedDismissed = dismissed
        storedPushed = pushed
        storedPresented = presented
        storedNextID = nextID
        tabPart = selectedTab == nil && tabs.isEmpty ? nil : TabPart(selected: selectedTab, stacks: tabs)
    }

    /// Empties the change, to plan another into it: `stack` stays and `nextID` comes next; its lists keep their
    /// storage, unless one grew past ``keptCapacity``.
    @inlinable
    mutating func reset(stack: Int, nextID: EntryID) {
        storedStack = stack
        storedNextID = nextID
        Self.empty(&storedRemoved)
        Self.empty(&storedDismissed)
        Self.empty(&storedPushed)
        Self.empty(&storedPresented)
        tabPart = nil
    }

    /// The most entries or flows a list of a change planned in place keeps room for once emptied: past it, a
    /// change as large as a restore would hold its memory until the coordinator goes.
    @inlinable
    static var keptCapacity: Int { 64 }

    /// Empties `list`, keeping its storage unless it is larger than ``keptCapacity``. Element by element: a
    /// list of a change holds an entry or two, and `removeAll(keepingCapacity:)` goes through the generic
    /// `replaceSubrange`, which cost more than the allocation it saves. Always inlined, and an empty list — most
    /// of the four, at most changes — left at once: a call for each of the four cost more than the work it did
    /// (an empty list keeps no large capacity: this is what empties one).
    @inlinable @inline(__always)
    static func empty<Element>(_ list: inout [Element]) {
        guard !list.isEmpty else { return }
        if list.capacity > keptCapacity {
            list = []
        } else {
            while list.popLast() != nil {}
        }
    }

    /// Whether the change selects another tab or changes a tab that is not selected.
    @inlinable
    public var touchesTabs: Bool { tabPart != nil }

    /// Whether the change removes no entry: it only adds.
    @inlinable
    public var removesNothing: Bool {
        removed.isEmpty && dismissed.isEmpty && (tabPart == nil || tabsRemoveNothing)
    }

    /// Whether the change adds no entry: it only removes (or only selects another tab).
    @inlinable
    public var insertsNothing: Bool {
        pushed.isEmpty && presented.isEmpty && (tabPart == nil || tabsInsertNothing)
    }

    // The tabs' part of the two tests above, apart: with it, the tests were too large to inline where the engine
    // reads them, and each was a call that copied the whole change (BENCHMARKS.md, "The operation's rare parts
    // kept apart").

    /// Whether no entry leaves a tab that is not selected.
    @inlinable @inline(never)
    var tabsRemoveNothing: Bool { tabs.allSatisfy { $0.removed.isEmpty } }

    /// Whether no entry is pushed on a tab that is not selected.
    @inlinable @inline(never)
    var tabsInsertNothing: Bool { tabs.allSatisfy { $0.pushed.isEmpty } }

    /// The number of entries removed from the selected tab's stack and the flows over it: ``removed`` and
    /// every flow in ``dismissed``.
    @inlinable
    public var removedCount: Int { dismissed.reduce(removed.count) { $0 + $1.count } }

    /// The number of entries added to the selected tab's stack and the flows over it: ``pushed`` and every
    /// flow in ``presented``.
    @inlinable
    public var insertedCount: Int { presented.reduce(pushed.count) { $0 + $1.count } }

    /// Every entry removed, bottom first: ``removed``, then each flow of ``dismissed``, then what left each
    /// tab of ``tabs``.
    @inlinable
    public var removedEntries: [NavigationEntry<Screen>] {
        tabPart == nil ? removed + dismissed.joined() : removed + dismissed.joined() + tabs.flatMap { $0.removed }
    }

    /// Every entry added, bottom first: ``pushed``, then each flow of ``presented``, then what was pushed on
    /// each tab of ``tabs``.
    @inlinable
    public var insertedEntries: [NavigationEntry<Screen>] {
        tabPart == nil ? pushed + presented.joined() : pushed + presented.joined() + tabs.flatMap { $0.pushed }
    }
}

extension NavigationChange: Equatable where Screen: Equatable {}
extension NavigationChange: Hashable where Screen: Hashable {}
extension NavigationChange: Sendable where Screen: Sendable {}

extension NavigationChange: CustomStringConvertible {
    /// The change as a log line shows it: `stack 0: -[#2 detail(id: 3)] +[#4 detail(id: 5)]`, with the flows
    /// dismissed and presented.
    public var description: String {
        var parts = ["stack \(stack):"]
        if !removed.isEmpty { parts.append("-\(list(removed))") }
        if !pushed.isEmpty { parts.append("+\(list(pushed))") }
        if !dismissed.isEmpty { parts.append("dismissed \(dismissed.map(list).joined(separator: " "))") }
        if !presented.isEmpty { parts.append("presented \(presented.map(list).joined(separator: " "))") }
        if let selectedTab { parts.insert("selected tab \(selectedTab),", at: 0) }
        for tab in tabs {
            var part = "tab \(tab.tab):"
            if !tab.removed.isEmpty { part += " -\(list(tab.removed))" }
            if !tab.pushed.isEmpty { part += " +\(list(tab.pushed))" }
            parts.append(part)
        }
        if parts.count == 1 { parts.append("no change") }
        return parts.joined(separator: " ")
    }

    private func list(_ entries: [NavigationEntry<Screen>]) -> String {
        "[\(entries.map { $0.description }.joined(separator: ", "))]"
    }
}
