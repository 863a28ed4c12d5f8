import Screens

/// The sample account's user, as tests expect it back from sign-in.
let ada = InMemorySession.sampleAccount.user

/// In-memory shop services of a test's own.
@MainActor
struct ShopFixture {
    let catalog = InMemoryCatalog()
    let cart = InMemoryCart()
    let session = InMemorySession()
    let orders = InMemoryOrders()

    /// The product `id` of the sample catalog.
    func product(_ id: Int) throws -> Product {
        try catalog.product(id: id)
    }

    /// A cart holding `quantity` items of product `id`.
    func fillCart(_ id: Int = 1, quantity: Int = 2) throws {
        try cart.add(product(id), quantity: quantity)
    }

    func signIn() throws {
        _ = try session.signIn(email: ada.email, password: InMemorySession.sampleAccount.password)
    }
}
