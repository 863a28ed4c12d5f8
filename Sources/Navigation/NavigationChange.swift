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
/// let change = try state.plan(.show(.detail(id: 3)))   // stack 0, pushed: [#1 detail(id: 3)]
/// state.apply(change)
/// ```
///
/// The value holds only the entries it touches, so planning and applying it costs the same at any depth.
public struct NavigationChange<Screen> {
    /// The index of the topmost stack that stays (0 is the base stack): entries leave its top and are pushed
    /// on it, and the flows above it are dismissed.
    public let stack: Int
    /// The entries removed from the top of ``stack``, bottom first.
    public let removed: [NavigationEntry<Screen>]
    /// The modal flows closed, each a stack, root first; bottom flow first.
    public let dismissed: [[NavigationEntry<Screen>]]
    /// The entries pushed on ``stack``, bottom first.
    public let pushed: [NavigationEntry<Screen>]
    /// The modal flows opened over ``stack``, each a stack, root first; bottom flow first.
    public let presented: [[NavigationEntry<Screen>]]
    /// The id the next new entry gets once the change is applied.
    public let nextID: EntryID

    /// Creates a change; ``NavigationState/plan(_:)-(NavigationRequest<Screen>)`` and ``NavigationState/change(to:)`` make valid ones.
    ///
    /// - Parameters:
    ///   - stack: The index of the topmost stack that stays.
    ///   - removed: The entries removed from its top, bottom first.
    ///   - dismissed: The modal flows closed above it.
    ///   - pushed: The entries pushed on it.
    ///   - presented: The modal flows opened over it.
    ///   - nextID: The id the next new entry gets afterwards.
    @inlinable
    public init(
        stack: Int,
        removed: [NavigationEntry<Screen>] = [],
        dismissed: [[NavigationEntry<Screen>]] = [],
        pushed: [NavigationEntry<Screen>] = [],
        presented: [[NavigationEntry<Screen>]] = [],
        nextID: EntryID
    ) {
        self.stack = stack
        self.removed = removed
        self.dismissed = dismissed
        self.pushed = pushed
        self.presented = presented
        self.nextID = nextID
    }

    /// Whether the change removes no entry: it only adds.
    @inlinable
    public var removesNothing: Bool { removed.isEmpty && dismissed.isEmpty }

    /// Whether the change adds no entry: it only removes.
    @inlinable
    public var insertsNothing: Bool { pushed.isEmpty && presented.isEmpty }

    /// The number of entries removed, from ``removed`` and every flow in ``dismissed``.
    @inlinable
    public var removedCount: Int { dismissed.reduce(removed.count) { $0 + $1.count } }

    /// The number of entries added, from ``pushed`` and every flow in ``presented``.
    @inlinable
    public var insertedCount: Int { presented.reduce(pushed.count) { $0 + $1.count } }

    /// Every entry removed, bottom first: ``removed``, then each flow of ``dismissed``.
    @inlinable
    public var removedEntries: [NavigationEntry<Screen>] { removed + dismissed.joined() }

    /// Every entry added, bottom first: ``pushed``, then each flow of ``presented``.
    @inlinable
    public var insertedEntries: [NavigationEntry<Screen>] { pushed + presented.joined() }
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
        if parts.count == 1 { parts.append("no change") }
        return parts.joined(separator: " ")
    }

    private func list(_ entries: [NavigationEntry<Screen>]) -> String {
        "[\(entries.map(\.description).joined(separator: ", "))]"
    }
}
