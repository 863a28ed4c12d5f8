/// The products the shop sells.
@MainActor
public protocol Catalog: AnyObject {
    /// Every product, in the order the catalog shows them.
    var products: [Product] { get }

    /// The product with `id`.
    ///
    /// - Parameter id: A product's id, perhaps from a link.
    /// - Throws: ``ShopError/unknownProduct(id:)`` when no product has it.
    func product(id: Int) throws(ShopError) -> Product
}
