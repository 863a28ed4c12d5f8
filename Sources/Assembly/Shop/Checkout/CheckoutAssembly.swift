import Navigation
import Screens

/// Builds the checkout.
@MainActor
struct CheckoutAssembly: Assembly {
    let cart: any Cart
    let session: any Session
    let orders: any Orders
    let coordination: any Coordination<ShopScreen>

    /// Builds the screen's view model.
    func build() -> CheckoutViewModel {
        CheckoutViewModel(cart: cart, session: session, orders: orders, coordination: coordination)
    }
}
