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

    /// Builds the view model of `screen` through its Assembly.
    ///
    /// - Parameters:
    ///   - screen: The shop screen to build.
    ///   - coordination: The entry's handle, in the shop's screens.
    public func viewModel(for screen: ShopScreen, coordination: any Coordination<ShopScreen>) throws -> BuiltViewModel {
        switch screen {
        case .catalog:
            try CatalogAssembly(
                catalog: services.catalog, cart: services.cart, session: services.session, coordination: coordination
            ).built()
        case .product(let productID):
            try ProductAssembly(
                productID: productID, catalog: services.catalog, cart: services.cart, coordination: coordination
            ).built()
        case .cart:
            try CartAssembly(cart: services.cart, coordination: coordination).built()
        case .checkout:
            try CheckoutAssembly(
                cart: services.cart, session: services.session, orders: services.orders, coordination: coordination
            ).built()
        case .signIn:
            try SignInAssembly(session: services.session, coordination: coordination).built()
        case .orderConfirmation(let orderID):
            try OrderConfirmationAssembly(orderID: orderID, orders: services.orders, coordination: coordination).built()
        }
    }
}
