import Navigation
import Screens

/// Builds the cart.
@MainActor
struct CartAssembly: Assembly {
    let cart: any Cart
    let coordination: any Coordination<ShopScreen>

    /// Builds the screen's view model.
    func build() -> CartViewModel {
        CartViewModel(cart: cart, coordination: coordination)
    }
}
