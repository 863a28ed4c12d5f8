import Navigation
import Screens

/// Builds the checkout.
@MainActor
public struct CheckoutAssembly: Assembly {
    private let cart: any Cart
    private let session: any Session
    private let orders: any Orders
    private let coordination: any Coordination<ShopScreen>

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - cart: The shared cart.
    ///   - session: Who is signed in.
    ///   - orders: Where orders are placed.
    ///   - coordination: The screen's navigation handle.
    public init(cart: any Cart, session: any Session, orders: any Orders, coordination: any Coordination<ShopScreen>) {
        self.cart = cart
        self.session = session
        self.orders = orders
        self.coordination = coordination
    }

    /// Builds the screen's view model.
    public func build() -> CheckoutViewModel {
        CheckoutViewModel(cart: cart, session: session, orders: orders, coordination: coordination)
    }
}
