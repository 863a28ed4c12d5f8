import Observation

/// A ``Cart`` kept in memory for as long as the app runs; observable, so that screens showing it update.
@MainActor
@Observable
public final class InMemoryCart: Cart {
    /// The lines, in the order their products were first added.
    public private(set) var lines: [CartLine] = []

    /// Creates an empty cart.
    public init() {}

    /// Adds `quantity` items of `product`.
    ///
    /// - Parameters:
    ///   - product: The product.
    ///   - quantity: How many more items.
    /// - Throws: ``ShopError/invalidQuantity(_:)`` when the quantity or the line's new one is outside 1…99.
    public func add(_ product: Product, quantity: Int) throws(ShopError) {
        guard CartLine.quantities.contains(quantity) else { throw .invalidQuantity(quantity) }
        guard let index = lines.firstIndex(where: { $0.product.id == product.id }) else {
            lines.append(CartLine(product: product, quantity: quantity))
            return
        }
        let total = lines[index].quantity + quantity
        guard CartLine.quantities.contains(total) else { throw .invalidQuantity(total) }
        lines[index] = CartLine(product: lines[index].product, quantity: total)
    }

    /// Sets the quantity of the line of product `productID`.
    ///
    /// - Parameters:
    ///   - quantity: The new quantity.
    ///   - productID: The product of the line.
    /// - Throws: ``ShopError/invalidQuantity(_:)`` or ``ShopError/notInCart(productID:)``.
    public func setQuantity(_ quantity: Int, of productID: Int) throws(ShopError) {
        let index = try lineIndex(of: productID)
        guard CartLine.quantities.contains(quantity) else { throw .invalidQuantity(quantity) }
        lines[index] = CartLine(product: lines[index].product, quantity: quantity)
    }

    /// Removes the line of product `productID`.
    ///
    /// - Parameter productID: The product of the line.
    /// - Throws: ``ShopError/notInCart(productID:)`` when no line has it.
    public func remove(_ productID: Int) throws(ShopError) {
        lines.remove(at: try lineIndex(of: productID))
    }

    /// Removes every line.
    public func clear() {
        lines.removeAll()
    }

    private func lineIndex(of productID: Int) throws(ShopError) -> Int {
        guard let index = lines.firstIndex(where: { $0.product.id == productID }) else {
            throw .notInCart(productID: productID)
        }
        return index
    }
}
