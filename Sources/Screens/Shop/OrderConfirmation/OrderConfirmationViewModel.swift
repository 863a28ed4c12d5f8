import Navigation
import Observation

/// An order confirmation's logic: shows the order and returns to the catalog when the user is done.
@MainActor
@Observable
public final class OrderConfirmationViewModel: OrderConfirmationPresentable {
    /// The order, from ``ShopScreen/orderConfirmation(orderID:)``.
    public let order: Order
    /// Why the last action did not go through, or `nil`.
    public private(set) var message: String?

    @ObservationIgnored private let coordination: any Coordination<ShopScreen>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - order: The order placed.
    ///   - coordination: The screen's navigation handle, in the shop's screens.
    public init(order: Order, coordination: any Coordination<ShopScreen>) {
        self.order = order
        self.coordination = coordination
    }

    /// Returns to the catalog with everything above it closed (the cart's modal flow included); when no
    /// catalog is open (the confirmation came from a link), the catalog replaces the stack on top.
    public func done() {
        message = failureMessage {
            do throws(NavigationError) {
                try coordination.pop(to: .catalog)
            } catch .screenNotFound {
                try coordination.resetStack(to: .catalog)
            }
        }
    }
}
