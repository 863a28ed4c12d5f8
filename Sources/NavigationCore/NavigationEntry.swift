/// One screen in a ``NavigationState``: the screen value and the id that identifies this occurrence of it.
///
/// The same screen value can appear several times in a stack; each occurrence has its own ``id``.
public struct NavigationEntry<Screen> {
    /// The identity of this entry, unique within its stack.
    public let id: EntryID
    /// The screen, with the data it was opened with.
    public let screen: Screen

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - id: The identity of the entry, unique within its stack.
    ///   - screen: The screen value.
    @inlinable
    public init(id: EntryID, screen: Screen) {
        self.id = id
        self.screen = screen
    }
}

extension NavigationEntry: Equatable where Screen: Equatable {}
extension NavigationEntry: Hashable where Screen: Hashable {}
extension NavigationEntry: Sendable where Screen: Sendable {}
extension NavigationEntry: Encodable where Screen: Encodable {}
extension NavigationEntry: Decodable where Screen: Decodable {}

extension NavigationEntry: CustomStringConvertible {
    /// The entry as `#id screen`, for logs and failure messages.
    public var description: String { "\(id) \(screenName(screen))" }
}
