/// The navigation state: a base stack of screens and the modal flows presented on top of it, each a
/// never-empty stack of entries with stable ids.
///
/// A `NavigationState` is a plain value. Every navigation operation is a function from one state to the
/// next; the ``Coordinator`` applies it and keeps the built view models in step with the entries. The
/// state also keeps the counter that hands out ``EntryID``s, so ids are deterministic and never reused.
///
/// The topmost flow — the last modal, or the base when nothing is presented — is the *active* stack:
/// `push`, `pop`, `popToRoot`, `replaceTop` and `reset` act on it.
///
/// ```swift
/// var state = NavigationState(root: Screen.list)
/// try state.push(.detail(id: 3))      // base: list › detail
/// try state.present(.signIn)          // a modal flow over it: signIn
/// try state.dismiss()                 // back to list › detail
/// try state.pop()                     // list
/// ```
public struct NavigationState<Screen> {
    /// The base stack first, then each modal flow in the order presented. Every stack has an entry.
    @inlinable public var stacks: [[NavigationEntry<Screen>]] { storedStacks }
    /// The id the next new entry will get.
    @inlinable public var nextID: EntryID { storedNextID }

    // The storage behind the two read-only properties above, under its own names so that `apply(_:)`, which
    // is `@inlinable` (see `Coordinator+Engine.swift`), can change it.
    @usableFromInline package var storedStacks: [[NavigationEntry<Screen>]]
    @usableFromInline var storedNextID: EntryID
    /// The tabs, for a state that has them (see `NavigationState+Tabs.swift`); the base stack is the selected
    /// tab's.
    @usableFromInline package var storedTabs: TabStacks<Screen>?

    /// Creates a state holding only `root`, with the id `#0`.
    ///
    /// - Parameter root: The first screen.
    @inlinable
    public init(root: Screen) {
        storedStacks = [[NavigationEntry(id: EntryID(rawValue: 0), screen: root)]]
        storedNextID = EntryID(rawValue: 1)
        storedTabs = nil
    }

    /// Creates a state from its stacks, after checking that it is one a state could have reached.
    ///
    /// ```swift
    /// let state = try NavigationState<AppScreen>(
    ///     stacks: [[NavigationEntry(id: EntryID(rawValue: 0), screen: .list)]],
    ///     nextID: EntryID(rawValue: 1)
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - stacks: The base stack first, then each modal flow.
    ///   - nextID: The id the next new entry will get.
    /// - Throws: ``RestorationError/noStacks``, ``RestorationError/emptyStack(index:)``,
    ///   ``RestorationError/duplicateID(_:)``, ``RestorationError/nextIDTooLow(nextID:highest:)`` or
    ///   ``RestorationError/nextIDTooHigh(nextID:largest:)``.
    @inlinable
    public init(stacks: [[NavigationEntry<Screen>]], nextID: EntryID) throws(RestorationError) {
        guard !stacks.isEmpty else { throw .noStacks }
        if let empty = stacks.firstIndex(where: { $0.isEmpty }) { throw .emptyStack(index: empty) }
        var ids = Set<EntryID>(minimumCapacity: stacks.reduce(0) { $0 + $1.count })
        var highest = EntryID(rawValue: 0)
        for stack in stacks {
            for entry in stack {
                guard ids.insert(entry.id).inserted else { throw .duplicateID(entry.id) }
                highest = max(highest, entry.id)
            }
        }
        guard highest < nextID else { throw .nextIDTooLow(nextID: nextID, highest: highest) }
        guard nextID.rawValue <= EntryID.largest else {
            throw .nextIDTooHigh(nextID: nextID, largest: EntryID(rawValue: EntryID.largest))
        }
        storedStacks = stacks
        storedNextID = nextID
        storedTabs = nil
    }

    /// Creates a state from stacks known to be valid: taken from another state, with the same ids.
    @usableFromInline
    package init(validStacks stacks: [[NavigationEntry<Screen>]], nextID: EntryID, tabs: TabStacks<Screen>? = nil) {
        storedStacks = stacks
        storedNextID = nextID
        storedTabs = tabs
    }

    /// The base stack, root first.
    @inlinable public var base: [NavigationEntry<Screen>] { stacks[0] }

    /// The modal flows, in the order they were presented; each is a stack, root first.
    @inlinable public var modals: [[NavigationEntry<Screen>]] { Array(stacks.dropFirst()) }

    /// The stack the next `push` or `pop` acts on: the last modal flow, or the base.
    @inlinable public var active: [NavigationEntry<Screen>] { stacks[stacks.count - 1] }

    /// The first entry of the base stack.
    @inlinable public var root: NavigationEntry<Screen> { stacks[0][0] }

    /// The entry on top of everything: the screen the user sees.
    @inlinable public var top: NavigationEntry<Screen> { active[active.count - 1] }

    /// Every entry, bottom first: the base stack, then each modal flow.
    public var entries: [NavigationEntry<Screen>] { stacks.flatMap { $0 } }

    /// Every screen, bottom first, without ids; for a state with no modal flow, the base stack's screens.
    public var screens: [Screen] { entries.map { $0.screen } }

    /// The number of entries in all stacks; at least 1.
    public var count: Int { stacks.reduce(0) { $0 + $1.count } }

    /// Tells whether an entry with `id` is in any stack, the stacks of tabs that are not selected included.
    ///
    /// - Parameter id: The id to look for.
    public func contains(_ id: EntryID) -> Bool {
        stacks.contains { stack in stack.contains { $0.id == id } }
            || storedTabs?.parked.contains { stack in stack.contains { $0.id == id } } == true
    }

    // MARK: - Operations

    /// Pushes `screen` on top of the active stack with a new id.
    ///
    /// ```swift
    /// let entry = try state.push(.detail(id: 3))
    /// ```
    ///
    /// - Parameter screen: The screen to push.
    /// - Returns: The new entry.
    /// - Throws: ``NavigationError/idsExhausted`` when no id is left to give.
    @discardableResult
    public mutating func push(_ screen: Screen) throws(NavigationError) -> NavigationEntry<Screen> {
        let (entry, next) = try entry(pushing: screen)
        pushEntry(entry, next: next)
        return entry
    }

    /// Removes the top entry of the active stack.
    ///
    /// ```swift
    /// let removed = try state.pop()
    /// ```
    ///
    /// - Returns: The removed entry.
    /// - Throws: ``NavigationError/cannotPopRoot`` when the active stack has only its root (a modal flow is
    ///   closed with ``dismiss()``); the state is unchanged.
    @discardableResult
    public mutating func pop() throws(NavigationError) -> NavigationEntry<Screen> {
        try checkPop()
        return removeTopEntry()
    }

    /// Removes every entry of the active stack above its root.
    ///
    /// ```swift
    /// state.popToRoot()
    /// ```
    ///
    /// - Returns: The removed entries, bottom first; empty when the root is already on top.
    @discardableResult
    public mutating func popToRoot() -> [NavigationEntry<Screen>] {
        var change = unchanged
        return planPopToRoot(into: &change) ? applyRemoving(change) : []
    }

    /// Removes everything above the entry `id`, including modal flows presented over it.
    ///
    /// ```swift
    /// try state.pop(to: state.root.id)
    /// ```
    ///
    /// - Parameter id: An entry in any stack.
    /// - Returns: The removed entries, bottom first.
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when no entry has `id`; the state is unchanged.
    @discardableResult
    public mutating func pop(to id: EntryID) throws(NavigationError) -> [NavigationEntry<Screen>] {
        var change = unchanged
        return try planRemoval(above: id, into: &change) ? applyRemoving(change) : []
    }

    /// Replaces the top entry of the active stack with `screen`, under a new id.
    ///
    /// ```swift
    /// try state.replaceTop(with: .orderConfirmation(orderID: 7))
    /// ```
    ///
    /// - Parameter screen: The screen that takes the top's place.
    /// - Returns: The removed entry and the new one.
    /// - Throws: ``NavigationError/idsExhausted`` when no id is left to give.
    @discardableResult
    public mutating func replaceTop(
        with screen: Screen
    ) throws(NavigationError) -> (removed: NavigationEntry<Screen>, inserted: NavigationEntry<Screen>) {
        let removed = top
        var change = unchanged
        try planReplaceTop(screen, into: &change)
        apply(change)
        return (removed, top)
    }

    /// Makes `screen`, with a new id, the only entry of the active stack.
    ///
    /// ```swift
    /// try state.resetStack(to: .welcome)
    /// ```
    ///
    /// - Parameter screen: The new root of the active stack.
    /// - Returns: The entries that were removed, bottom first.
    /// - Throws: ``NavigationError/idsExhausted`` when no id is left to give.
    @discardableResult
    public mutating func resetStack(to screen: Screen) throws(NavigationError) -> [NavigationEntry<Screen>] {
        var change = unchanged
        try planResetStack(to: screen, into: &change)
        return applyRemoving(change)
    }

    /// Presents `screen` as the root of a new modal flow on top of everything.
    ///
    /// ```swift
    /// try state.present(.cart)
    /// ```
    ///
    /// - Parameter screen: The first screen of the modal flow.
    /// - Returns: The new entry.
    /// - Throws: ``NavigationError/idsExhausted`` when no id is left to give.
    @discardableResult
    public mutating func present(_ screen: Screen) throws(NavigationError) -> NavigationEntry<Screen> {
        var change = unchanged
        try planPresent(screen, into: &change)
        apply(change)
        return top
    }

    /// Closes the last modal flow with everything in it.
    ///
    /// ```swift
    /// try state.dismiss()
    /// ```
    ///
    /// - Returns: The removed entries, bottom first.
    /// - Throws: ``NavigationError/noModalToDismiss`` when no modal flow is presented; the state is unchanged.
    @discardableResult
    public mutating func dismiss() throws(NavigationError) -> [NavigationEntry<Screen>] {
        var change = unchanged
        try planDismiss(into: &change)
        return applyRemoving(change)
    }

    /// Applies `change`, planned on this very state (by ``plan(_:)-(NavigationRequest<Screen>)`` or ``change(to:)``).
    ///
    /// ```swift
    /// if let change = try state.plan(.pop) { state.apply(change) }
    /// ```
    ///
    /// - Parameter change: The change to apply.
    @inlinable
    public mutating func apply(_ change: NavigationChange<Screen>) {
        if storedStacks.count > change.stack + 1 { storedStacks.removeSubrange((change.stack + 1)...) }
        if change.touchesTabs { applyToTabs(change) }
        // Each step skipped when it has nothing to do: an empty `removeLast` or `append` still checks the
        // array's uniqueness and capacity (BENCHMARKS.md, "engine cost").
        if !change.removed.isEmpty { Self.removeLast(change.removed.count, from: &storedStacks[change.stack]) }
        if !change.pushed.isEmpty { Self.append(change.pushed, to: &storedStacks[change.stack]) }
        if !change.presented.isEmpty { storedStacks.append(contentsOf: change.presented) }
        storedNextID = change.nextID
    }

    // The three helpers below move entries between lists in the app's code, specialized for its screens.
    // `removeLast(_:)` and `append(contentsOf:)` go through the generic range replacement, which costs several
    // times the one-element calls (BENCHMARKS.md, "Planning in place"); and a list
    // copied whole — `append(contentsOf:)`, `Array(_:)` of a slice — is copied by the runtime, through the
    // entry's value witnesses, where a copy element by element is the screen's own copy ("Setting a stack"). The
    // removed entry planned alone in `planKeeping` is the same measure.

    /// Removes the last `count` entries of `stack`.
    @inlinable
    static func removeLast(_ count: Int, from stack: inout [NavigationEntry<Screen>]) {
        if count == 1 {
            stack.removeLast()
        } else {
            stack.removeLast(count)
        }
    }

    /// Appends `entries` to `stack`, one by one.
    @inlinable
    static func append(_ entries: [NavigationEntry<Screen>], to stack: inout [NavigationEntry<Screen>]) {
        for entry in entries { stack.append(entry) }
    }

    /// The entries of `slice` in a list of their own, copied one by one.
    @inlinable
    static func copy(_ slice: ArraySlice<NavigationEntry<Screen>>) -> [NavigationEntry<Screen>] {
        var entries: [NavigationEntry<Screen>] = []
        entries.reserveCapacity(slice.count)
        for entry in slice { entries.append(entry) }
        return entries
    }

    /// ``apply(_:)``, for a coordinator's own change, which it keeps in a class: passed `inout`, the change is
    /// read where it is, where an argument read from a class's property is copied whole first (seven fields
    /// retained and released).
    @inlinable
    mutating func apply(planned change: inout NavigationChange<Screen>) {
        apply(change)
    }

    /// Applies `change`, when there is one, and returns the entries it removed, bottom first.
    private mutating func applyRemoving(_ change: NavigationChange<Screen>?) -> [NavigationEntry<Screen>] {
        guard let change else { return [] }
        apply(change)
        return change.removedEntries
    }
}

extension NavigationState where Screen: Equatable {
    /// Replaces the whole state with one base stack of `screens`; modal flows are closed.
    ///
    /// ```swift
    /// try state.setStack([.catalog, .product(id: 3)])
    /// ```
    ///
    /// Entries of the base stack that match the start of `screens` keep their ids (so the coordinator
    /// keeps their view models); the rest get new ids.
    ///
    /// - Parameter screens: The new base stack, root first.
    /// - Returns: The removed entries and the inserted ones, bottom first.
    /// - Throws: ``NavigationError/emptyStack`` when `screens` is empty; the state is unchanged.
    @discardableResult
    public mutating func setStack(
        _ screens: [Screen]
    ) throws(NavigationError) -> (removed: [NavigationEntry<Screen>], inserted: [NavigationEntry<Screen>]) {
        guard let change = try planSetStacks([screens]) else { return ([], []) }
        apply(change)
        return (change.removedEntries, change.insertedEntries)
    }

    /// The topmost entry showing `screen`, searching from the top of everything down.
    ///
    /// - Parameter screen: The screen to look for.
    @inlinable
    public func lastEntry(showing screen: Screen) -> NavigationEntry<Screen>? {
        lastEntry { $0 == screen }
    }
}

extension NavigationState {
    /// The topmost entry whose screen satisfies `predicate`, searching from the top of everything down.
    ///
    /// - Parameter predicate: Tells whether a screen is the one looked for.
    @inlinable
    public func lastEntry(where predicate: (Screen) -> Bool) -> NavigationEntry<Screen>? {
        for stack in stacks.reversed() {
            if let entry = stack.last(where: { predicate($0.screen) }) { return entry }
        }
        return nil
    }

    /// The topmost entry whose screen satisfies `predicate` at or beneath the entry `id`: in its stack, then in
    /// the stacks beneath its flow; in a tab out of sight, in that tab's stack. `nil` when none matches or no
    /// entry has `id`.
    ///
    /// - Parameters:
    ///   - predicate: Tells whether a screen is the one looked for.
    ///   - id: The entry the search starts at, included.
    public func lastEntry(where predicate: (Screen) -> Bool, atOrBeneath id: EntryID) -> NavigationEntry<Screen>? {
        for stack in stacks.indices.reversed() {
            guard let index = stacks[stack].lastIndex(where: { $0.id == id }) else { continue }
            if let entry = stacks[stack][...index].last(where: { predicate($0.screen) }) { return entry }
            for lower in stacks[..<stack].reversed() {
                if let entry = lower.last(where: { predicate($0.screen) }) { return entry }
            }
            return nil
        }
        for tab in tabStacks where tab.tab != selectedTab {
            guard let index = tab.stack.lastIndex(where: { $0.id == id }) else { continue }
            return tab.stack[...index].last { predicate($0.screen) }
        }
        return nil
    }
}

extension NavigationState: Equatable where Screen: Equatable {}

extension NavigationState: CustomStringConvertible {
    /// The state as a log line shows it: each stack's entries from its root, the modal flows after a `|`:
    /// `#0 list › #1 detail(id: 3) | #2 signIn`; with tabs, each tab's stack in brackets before them, the
    /// selected one marked: `[text: #0 textInput] [*shop: #1 catalog] | #2 signIn`.
    public var description: String {
        let line: ([NavigationEntry<Screen>]) -> String = { $0.map { $0.description }.joined(separator: " › ") }
        guard let tabs = storedTabs else { return stacks.map(line).joined(separator: " | ") }
        let tabList = tabs.names.indices.map { index in
            index == tabs.selected
                ? "[*\(tabs.names[index]): \(line(base))]" : "[\(tabs.names[index]): \(line(tabs.parked[index]))]"
        }
        return ([tabList.joined(separator: " ")] + modals.map(line)).joined(separator: " | ")
    }
}
extension NavigationState: Hashable where Screen: Hashable {}
extension NavigationState: Sendable where Screen: Sendable {}

extension NavigationState: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case stacks
        case nextID
        case tabs
        case selectedTab
    }

    /// One tab of the encoded form: its name and stack; the selected tab's stack is `stacks[0]`.
    private struct EncodedTab: Codable {
        var name: String
        var stack: [NavigationEntry<Screen>]?
    }

    /// Encodes the stacks, base first, and the id the next entry will get; with tabs, each tab's name and
    /// stack (the selected tab's being the base stack) and the selected tab's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stacks, forKey: .stacks)
        try container.encode(nextID, forKey: .nextID)
        guard let selected = selectedTab else { return }
        let tabs = tabStacks.map { EncodedTab(name: $0.tab.name, stack: $0.tab == selected ? nil : $0.stack) }
        try container.encode(tabs, forKey: .tabs)
        try container.encode(selected.name, forKey: .selectedTab)
    }

    /// Decodes a state and checks that it is one a state could have reached.
    ///
    /// - Throws: `DecodingError.dataCorrupted` describing the ``RestorationError`` when there is no stack or a
    ///   stack is empty, when two entries share an id, when `nextID` is not greater than every entry's id, or
    ///   when the tabs are not a state's tabs.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stacks = try container.decode([[NavigationEntry<Screen>]].self, forKey: .stacks)
        let nextID = try container.decode(EntryID.self, forKey: .nextID)
        let tabs = try container.decodeIfPresent([EncodedTab].self, forKey: .tabs)
        do {
            guard let tabs else {
                try self.init(stacks: stacks, nextID: nextID)
                return
            }
            let selected = try container.decode(String.self, forKey: .selectedTab)
            guard let base = stacks.first else { throw RestorationError.noStacks }
            try self.init(
                tabs: tabs.map { (AnyNavigationTab(name: $0.name), $0.stack ?? ($0.name == selected ? base : [])) },
                selectedTab: AnyNavigationTab(name: selected), modals: Array(stacks.dropFirst()), nextID: nextID)
        } catch let error as RestorationError {
            throw DecodingError.dataCorruptedError(forKey: .stacks, in: container, debugDescription: error.description)
        }
    }
}
