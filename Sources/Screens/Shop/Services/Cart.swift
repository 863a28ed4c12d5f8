/// The cart: what the customer is about to order, shared by every screen of the shop.
@MainActor
public protocol Cart: AnyObject {
    /// The lines, in the order their products were first added.
    var lines: [CartLine] { get }

    /// Adds `quantity` items of `product`: a new line, or more of an existing one.
    ///
    /// - Parameters:
    ///   - product: The product.
    ///   - quantity: How many more items.
    /// - Throws: ``ShopError/invalidQuantity(_:)`` when `quantity`, or the line's new quantity, is outside 1…99;
    ///   the cart is then unchanged.
    func add(_ product: Product, quantity: Int) throws(ShopError)

    /// Sets the quantity of the line of product `productID`.
    ///
    /// - Parameters:
    ///   - quantity: The new quantity.
    ///   - productID: The product of the line.
    /// - Throws: ``ShopError/invalidQuantity(_:)`` or ``ShopError/notInCart(productID:)``; the cart is then
    ///   unchanged.
    func setQuantity(_ quantity: Int, of productID: Int) throws(ShopError)

    /// Removes the line of product `productID`.
    ///
    /// - Parameter productID: The product of the line.
    /// - Throws: ``ShopError/notInCart(productID:)`` when no line has it.
    func remove(_ productID: Int) throws(ShopError)

    /// Removes every line, once an order was placed.
    func clear()
}
