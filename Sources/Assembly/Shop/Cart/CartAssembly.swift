import Navigation
import Screens

/// Builds the cart.
@MainActor
public struct CartAssembly: Assembly {
    private let cart: any Cart
    private let coordination: any Coordination<ShopScreen>

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - cart: The shared cart.
    ///   - coordination: The screen's navigation handle.
    public init(cart: any Cart, coordination: any Coordination<ShopScreen>) {
        self.cart = cart
        self.coordination = coordination
    }

    /// Builds the screen's view model.
    public func build() -> CartViewModel {
        CartViewModel(cart: cart, coordination: coordination)
    }
}
