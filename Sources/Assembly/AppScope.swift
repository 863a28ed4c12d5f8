import Screens

/// The long-lived services of the app: built once, shared by every screen that needs them.
///
/// The app runs on ``live``; a test builds a scope of its own (`AppScope()` makes fresh in-memory services),
/// so that no two tests share a service.
@MainActor
public struct AppScope {
    /// The texts the user confirmed.
    public let textHistory: any TextHistory
    /// The lock in front of the screens that need unlocking.
    public let lock: any Lock
    /// The shop's services.
    public let shop: ShopServices
    /// The people the Clean Swift profile scene looks up.
    public let users: any UserDirectory

    /// Creates a scope from its services; each one left out is a new in-memory one.
    ///
    /// - Parameters:
    ///   - textHistory: The texts the user confirmed.
    ///   - lock: The lock in front of the screens that need unlocking; by default it opens with ``livePIN``.
    ///   - shop: The shop's services.
    ///   - users: The people the profile scene looks up.
    public init(
        textHistory: any TextHistory = InMemoryTextHistory(),
        lock: any Lock = PinLock(pin: livePIN, hint: "in this demo: \(livePIN)"),
        shop: ShopServices = ShopServices(),
        users: any UserDirectory = InMemoryUserDirectory()
    ) {
        self.textHistory = textHistory
        self.lock = lock
        self.shop = shop
        self.users = users
    }

    /// The PIN of the ``live`` scope's lock.
    public static let livePIN = "1234"

    /// The scope the app runs on: in-memory services, built once when first used.
    public static let live = AppScope()
}

/// The shop's long-lived services: what its screens share.
@MainActor
public struct ShopServices {
    /// The products.
    public let catalog: any Catalog
    /// The cart, shared by every shop screen.
    public let cart: any Cart
    /// Who is signed in.
    public let session: any Session
    /// The orders placed.
    public let orders: any Orders

    /// Creates the shop's services; each one left out is a new in-memory one (the catalog with its sample
    /// products, the session with its sample account).
    ///
    /// - Parameters:
    ///   - catalog: The products.
    ///   - cart: The cart.
    ///   - session: Who is signed in.
    ///   - orders: The orders placed.
    public init(
        catalog: any Catalog = InMemoryCatalog(),
        cart: any Cart = InMemoryCart(),
        session: any Session = InMemorySession(),
        orders: any Orders = InMemoryOrders()
    ) {
        self.catalog = catalog
        self.cart = cart
        self.session = session
        self.orders = orders
    }
}
