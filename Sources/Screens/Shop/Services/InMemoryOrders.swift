/// ``Orders`` kept in memory for as long as the app runs, numbered from 1.
@MainActor
public final class InMemoryOrders: Orders {
    /// Every order placed, oldest first.
    public private(set) var placed: [Order] = []

    /// Creates a store holding `placed`: none, or the orders a saved session had placed.
    ///
    /// - Parameter placed: Orders placed before, oldest first; the next order is numbered one more than the
    ///   largest of their numbers.
    public init(placed: [Order] = []) {
        self.placed = placed
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
