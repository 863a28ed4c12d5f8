import Navigation
import Screens

/// Builds an order confirmation, for the order the screen's case names.
@MainActor
public struct OrderConfirmationAssembly: Assembly {
    private let orderID: Int
    private let orders: any Orders
    private let coordination: any Coordination<ShopScreen>

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - orderID: The order, from ``ShopScreen/orderConfirmation(orderID:)``.
    ///   - orders: Where the order is looked up.
    ///   - coordination: The screen's navigation handle.
    public init(orderID: Int, orders: any Orders, coordination: any Coordination<ShopScreen>) {
        self.orderID = orderID
        self.orders = orders
        self.coordination = coordination
    }

    /// Builds the screen's view model.
    ///
    /// - Throws: ``ShopError/unknownOrder(id:)`` when no order has the number; the navigation is then refused.
    public func build() throws(ShopError) -> OrderConfirmationViewModel {
        OrderConfirmationViewModel(order: try orders.order(id: orderID), coordination: coordination)
    }
}
