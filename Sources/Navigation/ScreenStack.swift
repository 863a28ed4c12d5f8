/// The navigation state: an ordered, never-empty stack of screens, each with a stable id.
///
/// A `ScreenStack` is a plain value. Every navigation operation is a function from one stack to the next;
/// the ``Coordinator`` applies it and keeps the built view models in step with the entries. The stack also
/// keeps the counter that hands out ``EntryID``s, so ids are deterministic and never reused.
///
/// ```swift
/// var stack = ScreenStack(root: Screen.list)
/// let detail = stack.push(.detail(id: 3))   // #1 .detail(id: 3)
/// try stack.pop()                           // removes #1
/// stack.screens                             // [.list]
/// ```
public struct ScreenStack<Screen> {
    /// The entries, root first and top last. Never empty.
    public private(set) var entries: [NavigationEntry<Screen>]
    /// The id the next new entry will get.
    public private(set) var nextID: EntryID

    /// Creates a stack holding only `root`, with the id `#0`.
    ///
    /// - Parameter root: The first screen.
    public init(root: Screen) {
        entries = [NavigationEntry(id: EntryID(rawValue: 0), screen: root)]
        nextID = EntryID(rawValue: 1)
    }

    /// The first entry of the stack.
    public var root: NavigationEntry<Screen> { entries[0] }

    /// The entry on top of the stack: the screen the user sees.
    public var top: NavigationEntry<Screen> { entries[entries.count - 1] }

    /// The screens, root first, without their ids.
    public var screens: [Screen] { entries.map(\.screen) }

    /// The number of entries; at least 1.
    public var count: Int { entries.count }

    /// Pushes `screen` on top of the stack with a new id.
    ///
    /// - Parameter screen: The screen to push.
    /// - Returns: The new entry.
    @discardableResult
    public mutating func push(_ screen: Screen) -> NavigationEntry<Screen> {
        let entry = makeEntry(screen)
        entries.append(entry)
        return entry
    }

    /// Removes the top entry.
    ///
    /// - Returns: The removed entry.
    /// - Throws: ``NavigationError/cannotPopRoot`` when only the root is left; the stack is unchanged.
    @discardableResult
    public mutating func pop() throws(NavigationError) -> NavigationEntry<Screen> {
        guard entries.count > 1 else { throw .cannotPopRoot }
        return entries.removeLast()
    }

    /// Makes `screen`, with a new id, the only entry of the stack.
    ///
    /// - Parameter screen: The new root.
    /// - Returns: The entries that were removed, root first.
    @discardableResult
    public mutating func reset(to screen: Screen) -> [NavigationEntry<Screen>] {
        let removed = entries
        entries = [makeEntry(screen)]
        return removed
    }

    /// Tells whether an entry with `id` is in the stack.
    ///
    /// - Parameter id: The id to look for.
    public func contains(_ id: EntryID) -> Bool {
        entries.contains { $0.id == id }
    }

    private mutating func makeEntry(_ screen: Screen) -> NavigationEntry<Screen> {
        let entry = NavigationEntry(id: nextID, screen: screen)
        nextID = EntryID(rawValue: nextID.rawValue + 1)
        return entry
    }
}

extension ScreenStack: Equatable where Screen: Equatable {}
extension ScreenStack: Hashable where Screen: Hashable {}
extension ScreenStack: Sendable where Screen: Sendable {}

extension ScreenStack: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case entries
        case nextID
    }

    /// Encodes the entries, root first, and the id the next entry will get.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(nextID, forKey: .nextID)
    }

    /// Decodes a stack and checks that it is one a stack could have reached.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the entries are empty, when two entries share an id,
    ///   or when `nextID` is not greater than every entry's id (new entries would reuse an id).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([NavigationEntry<Screen>].self, forKey: .entries)
        let nextID = try container.decode(EntryID.self, forKey: .nextID)
        func corrupted(_ message: String) -> DecodingError {
            .dataCorruptedError(forKey: .entries, in: container, debugDescription: message)
        }
        let ids = entries.map(\.id)
        guard !entries.isEmpty else { throw corrupted("A screen stack needs at least one entry.") }
        guard Set(ids).count == ids.count else { throw corrupted("Two entries share an id.") }
        if let highest = ids.max(), highest >= nextID {
            throw corrupted("nextID \(nextID) is not greater than the entry id \(highest).")
        }
        self.entries = entries
        self.nextID = nextID
    }
}
