/// What a user interface of an order confirmation reads and does.
@MainActor
public protocol OrderConfirmationPresentable: AnyObject {
    /// The order placed.
    var order: Order { get }
    /// Why the last action did not go through, or `nil`.
    var message: String? { get }
    /// Returns to the catalog, closing everything above it.
    func done()
}
