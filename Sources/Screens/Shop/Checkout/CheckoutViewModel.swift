import Navigation
import Observation

/// The checkout's logic: places the cart's order for the signed-in user and shows its confirmation.
@MainActor
@Observable
public final class CheckoutViewModel: CheckoutPresentable {
    /// Why the order was not placed, or `nil`.
    public private(set) var message: String?

    @ObservationIgnored private let cart: any Cart
    @ObservationIgnored private let session: any Session
    @ObservationIgnored private let orders: any Orders
    @ObservationIgnored private let coordination: any Coordination<ShopScreen>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - cart: The shared cart.
    ///   - session: Who is signed in.
    ///   - orders: Where orders are placed.
    ///   - coordination: The screen's navigation handle, in the shop's screens.
    public init(cart: any Cart, session: any Session, orders: any Orders, coordination: any Coordination<ShopScreen>) {
        self.cart = cart
        self.session = session
        self.orders = orders
        self.coordination = coordination
    }

    /// Who orders, or `nil` when nobody is signed in.
    public var user: User? { session.user }
    /// What is ordered: the cart's lines.
    public var lines: [CartLine] { cart.lines }
    /// The price of the order.
    public var total: Price { cart.lines.total }

    /// Places the order, empties the cart and puts the order's confirmation in the checkout's place, so that
    /// going back does not return to a checkout of an empty cart. Without a signed-in user or with an empty
    /// cart, ``message`` explains why nothing happened.
    public func placeOrder() {
        message = failureMessage {
            guard let user = session.user else { throw ShopError.notSignedIn }
            let order = try orders.place(cart.lines, for: user)
            cart.clear()
            try coordination.replaceTop(with: .orderConfirmation(orderID: order.id))
        }
    }
}
