import Navigation
import Observation

/// The catalog's logic: lists the products, opens one, opens the cart, signs in and out.
@MainActor
@Observable
public final class CatalogViewModel: CatalogPresentable {
    /// The welcome of the user the sign-in screen returned, until they sign out.
    public private(set) var greeting: String?
    /// Why the last action did not go through, or `nil`.
    public private(set) var message: String?

    @ObservationIgnored private let catalog: any Catalog
    @ObservationIgnored private let cart: any Cart
    @ObservationIgnored private let session: any Session
    @ObservationIgnored private let coordination: any Coordination<ShopScreen>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - catalog: The products.
    ///   - cart: The shared cart, to show how many items it holds.
    ///   - session: Who is signed in.
    ///   - coordination: The screen's navigation handle, in the shop's screens.
    public init(catalog: any Catalog, cart: any Cart, session: any Session, coordination: any Coordination<ShopScreen>)
    {
        self.catalog = catalog
        self.cart = cart
        self.session = session
        self.coordination = coordination
    }

    /// Every product, in the catalog's order.
    public var products: [Product] { catalog.products }
    /// How many items the cart holds.
    public var itemsInCart: Int { cart.lines.itemCount }
    /// The signed-in user, or `nil`.
    public var user: User? { session.user }

    /// Shows the product `id`; an unknown id is explained in ``message``.
    ///
    /// - Parameter id: A product's id.
    public func openProduct(id: Int) {
        message = failureMessage {
            _ = try catalog.product(id: id)
            try coordination.show(.product(productID: id))
        }
    }

    /// Presents the cart as a modal flow.
    public func openCart() {
        message = failureMessage { try coordination.present(.cart) }
    }

    /// Presents the sign-in screen for a result; the user it returns is greeted in ``greeting``, and closing
    /// it without signing in changes nothing. A signed-in user is told so in ``message``.
    public func signIn() {
        if let user {
            message = "You are already signed in as \(user.name)."
            return
        }
        message = failureMessage {
            try coordination.open(.signIn, presentation: .modal, expecting: User.self) { [weak self] result in
                if let user = result.value { self?.greeting = "Welcome, \(user.name)!" }
            }
        }
    }

    /// Signs the user out.
    public func signOut() {
        session.signOut()
        greeting = nil
        message = nil
    }
}
