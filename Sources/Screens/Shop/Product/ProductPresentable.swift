/// What a user interface of a product page reads and does.
@MainActor
public protocol ProductPresentable: AnyObject {
    /// The product shown.
    var product: Product { get }
    /// How many items of it the cart holds.
    var quantityInCart: Int { get }
    /// Why the last action did not go through, or `nil`.
    var message: String? { get }
    /// Adds `quantity` items of the product to the cart.
    ///
    /// - Parameter quantity: How many, from 1 to 99.
    func add(quantity: Int)
    /// Opens the cart as a modal flow.
    func openCart()
}
