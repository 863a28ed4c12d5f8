/// Why the shop refused something, in words a customer can act on.
public enum ShopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No product has this id.
    case unknownProduct(id: Int)
    /// A quantity outside 1 to 99.
    case invalidQuantity(Int)
    /// The cart has no line for this product.
    case notInCart(productID: Int)
    /// An order was asked for an empty cart.
    case emptyCart
    /// The email and password do not match an account.
    case wrongCredentials
    /// An email or a password was left empty.
    case missingCredentials
    /// Something that needs a signed-in user was asked without one.
    case notSignedIn
    /// No order has this number.
    case unknownOrder(id: Int)

    /// A one-line explanation that a screen can show as it is.
    public var description: String {
        switch self {
        case .unknownProduct(let id): "No product has the id \(id)."
        case .invalidQuantity(let quantity):
            "\(quantity) is not a quantity: choose from \(CartLine.quantities.lowerBound) to \(CartLine.maximumQuantity)."
        case .notInCart(let productID): "Product \(productID) is not in your cart."
        case .emptyCart: "Your cart is empty: add a product first."
        case .wrongCredentials: "Wrong email or password."
        case .missingCredentials: "Enter your email and your password."
        case .notSignedIn: "Sign in first."
        case .unknownOrder(let id): "No order has the number \(id)."
        }
    }
}
