import Assembly
import Foundation
import Screens

/// What a session's services hold that its screens show — the cart, who is signed in, the orders placed, the
/// confirmed texts — saved beside its navigation, so that a restarted server gives each session its cart and its
/// orders back with its place. (The PIN is asked again after a restart: unlocking it is not saved.)
struct SessionServices: Codable, Equatable {
    /// A line of the cart.
    struct Line: Codable, Equatable {
        var productID: Int
        var quantity: Int
    }

    /// The signed-in user.
    struct Account: Codable, Equatable {
        var id: Int
        var name: String
        var email: String

        init(_ user: User) {
            (id, name, email) = (user.id, user.name, user.email)
        }

        var user: User { User(id: id, name: name, email: email) }
    }

    /// An order placed, with its products as they were when it was placed.
    struct PlacedOrder: Codable, Equatable {
        /// A line of the order.
        struct Line: Codable, Equatable {
            var productID: Int
            var name: String
            var summary: String
            var cents: Int
            var quantity: Int
        }

        var id: Int
        var user: Account
        var lines: [Line]

        init(_ order: Order) {
            id = order.id
            user = Account(order.user)
            lines = order.lines.map { line in
                Line(
                    productID: line.product.id, name: line.product.name, summary: line.product.summary,
                    cents: line.product.price.cents, quantity: line.quantity)
            }
        }

        var order: Order {
            Order(
                id: id, user: user.user,
                lines: lines.map { line in
                    CartLine(
                        product: Product(
                            id: line.productID, name: line.name, summary: line.summary,
                            price: Price(cents: line.cents)),
                        quantity: line.quantity)
                })
        }
    }

    var cart: [Line] = []
    var user: Account?
    var orders: [PlacedOrder] = []
    var texts: [String] = []

    /// What `scope`'s services hold now.
    @MainActor
    init(of scope: AppScope) {
        cart = scope.shop.cart.lines.map { Line(productID: $0.product.id, quantity: $0.quantity) }
        user = scope.shop.session.user.map(Account.init)
        orders = scope.shop.orders.placed.map(PlacedOrder.init)
        texts = scope.textHistory.texts
    }

    init() {}

    private enum CodingKeys: String, CodingKey {
        case cart, user, orders, texts
    }

    /// Reads what was saved; a field that a session saved before it existed (the orders) is empty.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cart = try container.decodeIfPresent([Line].self, forKey: .cart) ?? []
        user = try container.decodeIfPresent(Account.self, forKey: .user)
        orders = try container.decodeIfPresent([PlacedOrder].self, forKey: .orders) ?? []
        texts = try container.decodeIfPresent([String].self, forKey: .texts) ?? []
    }

    /// A session's services, holding what was saved: lines of products the catalog no longer has are left out of
    /// the cart; orders keep their products as they were.
    @MainActor
    func makeScope() -> AppScope {
        let shop = ShopServices(
            session: RestoredSession(user: user?.user), orders: InMemoryOrders(placed: orders.map(\.order)))
        for line in cart {
            if let product = try? shop.catalog.product(id: line.productID) {
                try? shop.cart.add(product, quantity: line.quantity)
            }
        }
        return AppScope(
            textHistory: InMemoryTextHistory(texts: texts),
            lock: PinLock(pin: AppScope.livePIN, hint: "in this demo: \(AppScope.livePIN)"),
            shop: shop)
    }
}

/// The shop's sign-in for a web session: the demo's accounts, and the user a saved session had signed in.
@MainActor
final class RestoredSession: Session {
    private let accounts = InMemorySession()
    private var restored: User?

    init(user: User?) {
        restored = user
    }

    var user: User? { accounts.user ?? restored }

    func signIn(email: String, password: String) throws(ShopError) -> User {
        let user = try accounts.signIn(email: email, password: password)
        restored = nil
        return user
    }

    func signOut() {
        accounts.signOut()
        restored = nil
    }
}
