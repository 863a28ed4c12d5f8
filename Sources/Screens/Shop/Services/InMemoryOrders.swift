/// ``Orders`` kept in memory for as long as the app runs, numbered from 1.
@MainActor
public final class InMemoryOrders: Orders {
    /// How many orders a store keeps unless told otherwise.
    public nonisolated static let defaultCapacity = 50

    /// The orders placed, oldest first: the most recent ``capacity`` of them.
    public private(set) var placed: [Order] = []
    /// The most orders kept; placing one more forgets the oldest.
    public let capacity: Int

    /// Creates a store holding the most recent `capacity` of `placed`: none, or the orders a saved session had
    /// placed.
    ///
    /// - Parameters:
    ///   - placed: Orders placed before, oldest first; the next order is numbered one more than the largest of
    ///     their numbers.
    ///   - capacity: The most orders kept, at least 1; ``defaultCapacity`` unless told otherwise.
    public init(placed: [Order] = [], capacity: Int = defaultCapacity) {
        self.capacity = max(capacity, 1)
        self.placed = Array(placed.suffix(self.capacity))
    }

    /// Places an order of `lines` for `user`.
    ///
    /// - Parameters:
    ///   - lines: What is ordered.
    ///   - user: Who orders.
    /// - Returns: The order, numbered one more than the largest number so far.
    /// - Throws: ``ShopError/emptyCart`` when `lines` is empty.
    public func place(_ lines: [CartLine], for user: User) throws(ShopError) -> Order {
        guard !lines.isEmpty else { throw .emptyCart }
        let order = Order(id: (placed.map(\.id).max() ?? 0) + 1, user: user, lines: lines)
        placed.append(order)
        if placed.count > capacity { placed.removeFirst(placed.count - capacity) }
        return order
    }

    /// The order numbered `id`.
    ///
    /// - Parameter id: An order's number.
    /// - Throws: ``ShopError/unknownOrder(id:)`` when no order has it.
    public func order(id: Int) throws(ShopError) -> Order {
        guard let order = placed.first(where: { $0.id == id }) else { throw .unknownOrder(id: id) }
        return order
    }
}
