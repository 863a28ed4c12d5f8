/// One product in the cart, with how many of it.
public struct CartLine: Hashable, Sendable {
    /// The product.
    public let product: Product
    /// How many items; from 1 to ``CartLine/maximumQuantity``.
    public let quantity: Int

    /// The most items of one product a line holds.
    public static let maximumQuantity = 99

    /// The quantities a line accepts.
    public static let quantities = 1...maximumQuantity

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - product: The product.
    ///   - quantity: How many items.
    public init(product: Product, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }

    /// The price of the whole line.
    public var total: Price { product.price * quantity }
}

extension [CartLine] {
    /// The price of every line together.
    public var total: Price { reduce(.zero) { $0 + $1.total } }

    /// The number of items of every line together.
    public var itemCount: Int { reduce(0) { $0 + $1.quantity } }
}
