import Navigation
import Screens

/// Builds the catalog.
@MainActor
public struct CatalogAssembly: Assembly {
    private let catalog: any Catalog
    private let cart: any Cart
    private let session: any Session
    private let coordination: any Coordination<ShopScreen>

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - catalog: The products.
    ///   - cart: The shared cart.
    ///   - session: Who is signed in.
    ///   - coordination: The screen's navigation handle.
    public init(catalog: any Catalog, cart: any Cart, session: any Session, coordination: any Coordination<ShopScreen>)
    {
        self.catalog = catalog
        self.cart = cart
        self.session = session
        self.coordination = coordination
    }

    /// Builds the screen's view model.
    public func build() -> CatalogViewModel {
        CatalogViewModel(catalog: catalog, cart: cart, session: session, coordination: coordination)
    }
}
