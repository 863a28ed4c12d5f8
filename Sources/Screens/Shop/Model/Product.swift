/// A product of the catalog.
public struct Product: Hashable, Sendable, Identifiable {
    /// The product's id, as links and the cart name it.
    public let id: Int
    /// The product's name.
    public let name: String
    /// One sentence about the product.
    public let summary: String
    /// The price of one item.
    public let price: Price

    /// Creates a product.
    ///
    /// - Parameters:
    ///   - id: The product's id.
    ///   - name: The product's name.
    ///   - summary: One sentence about the product.
    ///   - price: The price of one item.
    public init(id: Int, name: String, summary: String, price: Price) {
        self.id = id
        self.name = name
        self.summary = summary
        self.price = price
    }
}
