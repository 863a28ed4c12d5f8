import Navigation

/// Every screen of the app, one case each; a case's associated values are the data the screen opens with.
///
/// Reading this file tells you every screen there is: the screens of the app itself are cases here, and the
/// screens of each feature group are cases of the group's enum below (``ShopScreen``,
/// ``CleanSwiftScreen``), reached through one case per group. Data passes between screens only through
/// these values, so a screen can never be opened without its input, and the compiler checks its types.
/// Adding a case makes the compiler point at every place that must learn about the new screen; adding a
/// case to a group points only at the group's own switches. Each enum is ``Routable`` where it is declared,
/// so that the compiler writes its links and saved form (Swift synthesizes `Codable` only in the declaring
/// file).
public enum ControllersList: Routable, Hashable {
    /// The first screen: the user chooses the text flow, the shop or the Clean Swift scenes.
    case startScreen
    /// Where the user types a text.
    case textInputScreen
    /// Shows the text the user confirmed; it can be rated.
    case textConfirmationScreen(text: String)
    /// Asks for a rating of `text` and returns it (an `Int` from 1 to 5) to the screen that opened it.
    case ratingScreen(text: String)
    /// Lists every confirmed text; it needs the app to be unlocked.
    case textHistoryScreen
    /// Asks for the PIN; finishes with `true` once the app is unlocked.
    case unlockScreen
    /// A screen of the shop.
    case shop(ShopScreen)
    /// A scene of the Clean Swift (VIP) examples.
    case cleanSwift(CleanSwiftScreen)

    /// Whether the screen may only be shown once the app is unlocked.
    ///
    /// The switch is exhaustive: a new screen must say whether it needs unlocking.
    public var requiresUnlock: Bool {
        switch self {
        case .textHistoryScreen: true
        case .startScreen, .textInputScreen, .textConfirmationScreen, .ratingScreen, .unlockScreen, .shop, .cleanSwift:
            false
        }
    }

    /// Whether the screen, opened as a modal flow, covers the whole screen — one the user cannot swipe away and
    /// must answer (the lock, the sign-in) — rather than a sheet over what it came from.
    ///
    /// The switch is exhaustive: a new screen must say how it is presented.
    public var coversTheScreen: Bool {
        switch self {
        case .unlockScreen, .shop(.signIn): true
        case .startScreen, .textInputScreen, .textConfirmationScreen, .ratingScreen, .textHistoryScreen, .shop,
            .cleanSwift:
            false
        }
    }
}

/// The screens of the shop: a catalog, product pages, a cart, checkout behind sign-in, and the order
/// confirmation.
public enum ShopScreen: Routable, Hashable {
    /// Every product of the catalog.
    case catalog
    /// One product, which can be added to the cart.
    case product(productID: Int)
    /// The cart: quantities can be changed, lines removed, and the order checked out. Usually a modal flow.
    case cart
    /// The order summary before it is placed; it needs a signed-in user.
    case checkout
    /// Asks for an email and a password; finishes with the signed-in ``User``.
    case signIn
    /// A placed order.
    case orderConfirmation(orderID: Int)

    /// Whether the screen may only be shown to a signed-in user.
    ///
    /// The switch is exhaustive: a new shop screen must say whether it needs a signed-in user.
    public var requiresSignIn: Bool {
        switch self {
        case .checkout: true
        case .catalog, .product, .cart, .signIn, .orderConfirmation: false
        }
    }
}

/// The scenes of the Clean Swift examples, each a VIP cycle (display → interactor → presenter → display).
public enum CleanSwiftScreen: Routable, Hashable {
    /// Where the user writes a message for the detail scene, or asks for a user's profile.
    case home
    /// Shows the message that the home scene passed.
    case detail(message: String)
    /// A user's profile, fetched by a worker and formatted by the presenter.
    case profile(userName: String)
}
