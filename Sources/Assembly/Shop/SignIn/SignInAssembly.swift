import Navigation
import Screens

/// Builds the sign-in screen.
@MainActor
public struct SignInAssembly: Assembly {
    private let session: any Session
    private let coordination: any Coordination<ShopScreen>

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - session: Where the user signs in.
    ///   - coordination: The screen's navigation handle.
    public init(session: any Session, coordination: any Coordination<ShopScreen>) {
        self.session = session
        self.coordination = coordination
    }

    /// Builds the screen's view model.
    public func build() -> SignInViewModel {
        SignInViewModel(session: session, coordination: coordination)
    }
}
