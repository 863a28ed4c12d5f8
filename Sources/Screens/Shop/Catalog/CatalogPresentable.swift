/// What a user interface of the catalog reads and does.
@MainActor
public protocol CatalogPresentable: AnyObject {
    /// Every product, in the catalog's order.
    var products: [Product] { get }
    /// How many items the cart holds.
    var itemsInCart: Int { get }
    /// The signed-in user, or `nil`.
    var user: User? { get }
    /// The welcome of the user the sign-in screen returned, until they sign out.
    var greeting: String? { get }
    /// Why the last action did not go through, or `nil`.
    var message: String? { get }
    /// Opens the product `id`.
    ///
    /// - Parameter id: A product's id.
    func openProduct(id: Int)
    /// Opens the cart as a modal flow.
    func openCart()
    /// Opens the sign-in screen; the user it returns is greeted in ``greeting``.
    func signIn()
    /// Signs the user out.
    func signOut()
}
