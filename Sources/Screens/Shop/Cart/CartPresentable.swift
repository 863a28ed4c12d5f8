/// What a user interface of the cart reads and does.
@MainActor
public protocol CartPresentable: AnyObject {
    /// The lines of the cart.
    var lines: [CartLine] { get }
    /// The price of every line together.
    var total: Price { get }
    /// Why the last action did not go through, or `nil`.
    var message: String? { get }
    /// Sets the quantity of a line.
    ///
    /// - Parameters:
    ///   - quantity: The new quantity, from 1 to 99.
    ///   - productID: The product of the line.
    func setQuantity(_ quantity: Int, of productID: Int)
    /// Removes a line.
    ///
    /// - Parameter productID: The product of the line.
    func remove(_ productID: Int)
    /// Goes on to checkout (which asks an anonymous user to sign in first).
    func checkout()
}
