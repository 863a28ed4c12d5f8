import Navigation
import Screens

/// Builds a product page, for the product the screen's case names.
@MainActor
public struct ProductAssembly: Assembly {
    private let productID: Int
    private let catalog: any Catalog
    private let cart: any Cart
    private let coordination: any Coordination<ShopScreen>

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - productID: The product, from ``ShopScreen/product(productID:)``.
    ///   - catalog: Where the product is looked up.
    ///   - cart: The shared cart.
    ///   - coordination: The screen's navigation handle.
    public init(productID: Int, catalog: any Catalog, cart: any Cart, coordination: any Coordination<ShopScreen>) {
        self.productID = productID
        self.catalog = catalog
        self.cart = cart
        self.coordination = coordination
    }

    /// Builds the screen's view model.
    ///
    /// - Throws: ``ShopError/unknownProduct(id:)`` when no product has the id; the navigation is then refused.
    public func build() throws(ShopError) -> ProductViewModel {
        ProductViewModel(product: try catalog.product(id: productID), cart: cart, coordination: coordination)
    }
}
