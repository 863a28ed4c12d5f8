import Navigation
import Observation

/// The cart's logic: change quantities, remove lines, go on to checkout.
@MainActor
@Observable
public final class CartViewModel: CartPresentable {
    /// Why the last action did not go through, or `nil`.
    public private(set) var message: String?

    @ObservationIgnored private let cart: any Cart
    @ObservationIgnored private let coordination: any Coordination<ShopScreen>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - cart: The shared cart.
    ///   - coordination: The screen's navigation handle, in the shop's screens.
    public init(cart: any Cart, coordination: any Coordination<ShopScreen>) {
        self.cart = cart
        self.coordination = coordination
    }

    /// The lines of the cart.
    public var lines: [CartLine] { cart.lines }
    /// The price of every line together.
    public var total: Price { cart.lines.total }

    /// Sets the quantity of a line, or explains in ``message`` why not.
    ///
    /// - Parameters:
    ///   - quantity: The new quantity, from 1 to 99.
    ///   - productID: The product of the line.
    public func setQuantity(_ quantity: Int, of productID: Int) {
        message = failureMessage { try cart.setQuantity(quantity, of: productID) }
    }

    /// Removes a line, or explains in ``message`` why not.
    ///
    /// - Parameter productID: The product of the line.
    public func remove(_ productID: Int) {
        message = failureMessage { try cart.remove(productID) }
    }

    /// Shows the checkout; an empty cart is explained in ``message`` instead. The app's guard asks an
    /// anonymous user to sign in first, then goes on to checkout.
    public func checkout() {
        message = failureMessage {
            guard !cart.lines.isEmpty else { throw ShopError.emptyCart }
            try coordination.show(.checkout)
        }
    }
}
