import Navigation

/// The shop's routes, nested in the app's links under `shop/`: `catalog`, `product/<id>`, `cart`,
/// `checkout`, `sign-in`, `order/<number>` (so `demo://shop/product/3`).
extension ShopScreen: Routable {
    /// The screen's route. The switch is exhaustive: a new shop screen must say where it lives.
    public var route: Route {
        switch self {
        case .catalog: Route("catalog")
        case .product(let productID): Route("product").appending(productID)
        case .cart: Route("cart")
        case .checkout: Route("checkout")
        case .signIn: Route("sign-in")
        case .orderConfirmation(let orderID): Route("order").appending(orderID)
        }
    }

    /// How each route name reads back as a shop screen.
    public static let routes = RouteTable<ShopScreen>([
        "catalog": { _ in .catalog },
        "product": { reader in .product(productID: try reader.segment("id", as: Int.self)) },
        "cart": { _ in .cart },
        "checkout": { _ in .checkout },
        "sign-in": { _ in .signIn },
        "order": { reader in .orderConfirmation(orderID: try reader.segment("number", as: Int.self)) },
    ])

    /// What a link opening the screen alone puts beneath it, within the shop: the catalog, and the cart
    /// beneath the checkout.
    public var screensBeneath: [ShopScreen] {
        switch self {
        case .catalog: []
        case .product, .cart, .signIn, .orderConfirmation: [.catalog]
        case .checkout: [.catalog, .cart]
        }
    }
}
