import Navigation
import Screens

/// Builds a product page, for the product the screen's case names.
@MainActor
struct ProductAssembly: Assembly {
    let productID: Int
    let catalog: any Catalog
    let cart: any Cart
    let coordination: any Coordination<ShopScreen>

    /// Builds the screen's view model.
    ///
    /// - Throws: ``ShopError/unknownProduct(id:)`` when no product has the id; the navigation is then refused.
    func build() throws(ShopError) -> ProductViewModel {
        ProductViewModel(product: try catalog.product(id: productID), cart: cart, coordination: coordination)
    }
}
