import Navigation
import Observation

/// A product page's logic: shows the product and adds it to the cart.
@MainActor
@Observable
public final class ProductViewModel: ProductPresentable {
    /// The product shown, from ``ShopScreen/product(productID:)``.
    public let product: Product
    /// Why the last action did not go through, or `nil`.
    public private(set) var message: String?

    @ObservationIgnored private let cart: any Cart
    @ObservationIgnored private let coordination: any Coordination<ShopScreen>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - product: The product to show.
    ///   - cart: The shared cart.
    ///   - coordination: The screen's navigation handle, in the shop's screens.
    public init(product: Product, cart: any Cart, coordination: any Coordination<ShopScreen>) {
        self.product = product
        self.cart = cart
        self.coordination = coordination
    }

    /// How many items of the product the cart holds.
    public var quantityInCart: Int {
        cart.lines.first { $0.product.id == product.id }?.quantity ?? 0
    }

    /// Adds `quantity` items to the cart (``quantityInCart`` shows it), or explains in ``message`` why not.
    ///
    /// - Parameter quantity: How many, from 1 to 99 (and at most 99 in the cart).
    public func add(quantity: Int) {
        message = failureMessage { try cart.add(product, quantity: quantity) }
    }

    /// Presents the cart as a modal flow.
    public func openCart() {
        message = failureMessage { try coordination.present(.cart) }
    }
}
