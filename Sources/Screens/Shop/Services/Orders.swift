/// The orders placed in the shop.
@MainActor
public protocol Orders: AnyObject {
    /// Places an order of `lines` for `user`.
    ///
    /// - Parameters:
    ///   - lines: What is ordered.
    ///   - user: Who orders.
    /// - Returns: The order, with its new number.
    /// - Throws: ``ShopError/emptyCart`` when `lines` is empty; no order is placed then.
    func place(_ lines: [CartLine], for user: User) throws(ShopError) -> Order

    /// The order numbered `id`.
    ///
    /// - Parameter id: An order's number, perhaps from a link.
    /// - Throws: ``ShopError/unknownOrder(id:)`` when no order has it.
    func order(id: Int) throws(ShopError) -> Order

    /// Every order placed, oldest first: what a front end that keeps its sessions saves of them.
    var placed: [Order] { get }
}
