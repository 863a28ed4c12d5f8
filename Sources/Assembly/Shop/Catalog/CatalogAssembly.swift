import Navigation
import Screens

/// Builds the catalog.
@MainActor
struct CatalogAssembly: Assembly {
    let catalog: any Catalog
    let cart: any Cart
    let session: any Session
    let coordination: any Coordination<ShopScreen>

    /// Builds the screen's view model.
    func build() -> CatalogViewModel {
        CatalogViewModel(catalog: catalog, cart: cart, session: session, coordination: coordination)
    }
}
