/// A placed order.
public struct Order: Hashable, Sendable, Identifiable {
    /// The order's number.
    public let id: Int
    /// Who placed it.
    public let user: User
    /// What was ordered.
    public let lines: [CartLine]

    /// Creates an order.
    ///
    /// - Parameters:
    ///   - id: The order's number.
    ///   - user: Who placed it.
    ///   - lines: What was ordered.
    public init(id: Int, user: User, lines: [CartLine]) {
        self.id = id
        self.user = user
        self.lines = lines
    }

    /// The price of the whole order.
    public var total: Price { lines.total }
}
