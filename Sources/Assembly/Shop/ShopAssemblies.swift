import Navigation
import Screens

/// Maps every ``ShopScreen`` to its Assembly: the shop's own exhaustive switch.
///
/// A new shop screen does not compile until it has its Assembly here — and nothing outside the shop has
/// to change. The shop is an ``AssemblyProvider`` over its own screens, so a test can also run it alone
/// in a `Coordinator<ShopScreen>`.
@MainActor
public struct ShopAssemblies: AssemblyProvider {
    /// The shop's services.
    public let services: ShopServices

    /// Creates the shop's assemblies.
    ///
    /// - Parameter services: The shop's services.
    public init(services: ShopServices) {
        self.services = services
    }

    /// Returns the Assembly that builds `screen`.
    ///
    /// - Parameters:
    ///   - screen: The shop screen to build.
    ///   - coordination: The entry's handle, in the shop's screens.
    public func assembly(for screen: ShopScreen, coordination: any Coordination<ShopScreen>) -> any Assembly {
        switch screen {
        case .catalog:
            CatalogAssembly(
                catalog: services.catalog, cart: services.cart, session: services.session, coordination: coordination)
        case .product(let productID):
            ProductAssembly(
                productID: productID, catalog: services.catalog, cart: services.cart, coordination: coordination)
        case .cart:
            CartAssembly(cart: services.cart, coordination: coordination)
        case .checkout:
            CheckoutAssembly(
                cart: services.cart, session: services.session, orders: services.orders, coordination: coordination)
        case .signIn:
            SignInAssembly(session: services.session, coordination: coordination)
        case .orderConfirmation(let orderID):
            OrderConfirmationAssembly(orderID: orderID, orders: services.orders, coordination: coordination)
        }
    }
}
