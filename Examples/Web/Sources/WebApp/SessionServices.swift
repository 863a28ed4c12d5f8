import Assembly
import Foundation
import Screens

/// What a session's services hold that its screens show — the cart, who is signed in, the confirmed texts — saved
/// beside its navigation, so that a restarted server gives each session its cart back with its place. (The PIN
/// is asked again after a restart, and an order placed before it is gone: its confirmation screen is dropped.)
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
    }

    var cart: [Line] = []
    var user: Account?
    var texts: [String] = []

    /// What `scope`'s services hold now.
    @MainActor
    init(of scope: AppScope) {
        cart = scope.shop.cart.lines.map { Line(productID: $0.product.id, quantity: $0.quantity) }
        user = scope.shop.session.user.map { Account(id: $0.id, name: $0.name, email: $0.email) }
        texts = scope.textHistory.texts
    }

    init() {}

    /// A session's services, holding what was saved: lines of products the catalog no longer has are left out.
    @MainActor
    func makeScope() -> AppScope {
        let shop = ShopServices(
            session: RestoredSession(user: user.map { User(id: $0.id, name: $0.name, email: $0.email) }))
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
