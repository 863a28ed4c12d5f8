import Navigation
import Screens

/// Builds an order confirmation, for the order the screen's case names.
@MainActor
struct OrderConfirmationAssembly: Assembly {
    let orderID: Int
    let orders: any Orders
    let coordination: any Coordination<ShopScreen>

    /// Builds the screen's view model.
    ///
    /// - Throws: ``ShopError/unknownOrder(id:)`` when no order has the number; the navigation is then refused.
    func build() throws(ShopError) -> OrderConfirmationViewModel {
        OrderConfirmationViewModel(order: try orders.order(id: orderID), coordination: coordination)
    }
}
