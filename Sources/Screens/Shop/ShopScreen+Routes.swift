import Navigation

/// The shop's routes, under its case in the app: `shop/catalog`, `shop/product;productID=3`, `shop/cart`.
extension ShopScreen {
    /// What a link opening the screen alone puts beneath it, in the shop: the catalog, and the cart beneath
    /// checkout.
    public var screensBeneath: [ShopScreen] {
        switch self {
        case .catalog: []
        case .product, .cart, .signIn, .orderConfirmation: [.catalog]
        case .checkout: [.catalog, .cart]
        }
    }

    /// How a link may open the screen: the cart as a modal flow, as the catalog presents it; the sign-in
    /// (opened by its guard) and an order's confirmation (reached by placing the order) never.
    public var linkRule: LinkRule<ShopScreen> {
        switch self {
        case .catalog, .product, .checkout: .pushed
        case .cart: .presented
        case .signIn, .orderConfirmation: .never
        }
    }
}
