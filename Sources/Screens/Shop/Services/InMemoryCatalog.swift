/// A ``Catalog`` of a fixed list of products.
@MainActor
public final class InMemoryCatalog: Catalog {
    /// Every product, in the order given.
    public let products: [Product]

    /// Creates a catalog of `products`.
    ///
    /// - Parameter products: The products; ids should be unique (the first of a repeated id is found).
    public init(products: [Product] = InMemoryCatalog.sampleProducts) {
        self.products = products
    }

    /// The product with `id`.
    ///
    /// - Parameter id: A product's id.
    /// - Throws: ``ShopError/unknownProduct(id:)`` when no product has it.
    public func product(id: Int) throws(ShopError) -> Product {
        guard let product = products.first(where: { $0.id == id }) else { throw .unknownProduct(id: id) }
        return product
    }

    /// The products the app's catalog starts with.
    public nonisolated static let sampleProducts = [
        Product(id: 1, name: "Green tea", summary: "Loose leaves from Shizuoka, 100 g.", price: Price(cents: 450)),
        Product(id: 2, name: "Coffee beans", summary: "Medium roast, 250 g.", price: Price(cents: 1_200)),
        Product(id: 3, name: "Teapot", summary: "Cast iron, 0.8 l.", price: Price(cents: 2_990)),
        Product(id: 4, name: "Mug", summary: "Stoneware, 350 ml.", price: Price(cents: 800)),
        Product(id: 5, name: "Honey", summary: "Acacia, 250 g.", price: Price(cents: 675)),
    ]
}
