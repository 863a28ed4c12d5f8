import Navigation
import Screens

/// Builds the sign-in screen.
@MainActor
struct SignInAssembly: Assembly {
    let session: any Session
    let coordination: any Coordination<ShopScreen>

    /// Builds the screen's view model.
    func build() -> SignInViewModel {
        SignInViewModel(session: session, coordination: coordination)
    }
}
