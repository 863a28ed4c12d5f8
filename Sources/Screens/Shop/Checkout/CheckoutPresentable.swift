/// What a user interface of the checkout reads and does.
@MainActor
public protocol CheckoutPresentable: AnyObject {
    /// Who orders, or `nil` when nobody is signed in.
    var user: User? { get }
    /// What is ordered.
    var lines: [CartLine] { get }
    /// The price of the order.
    var total: Price { get }
    /// Why the order was not placed, or `nil`.
    var message: String? { get }
    /// Places the order and shows its confirmation.
    func placeOrder()
}
