/// Every screen of the app, one case each; a case's associated values are the data the screen opens with.
///
/// Reading this enum tells you every screen there is. Data passes between screens only through these
/// values, so a screen can never be opened without its input, and the compiler checks its types.
/// Adding a case makes the compiler point at every place that must learn about the new screen.
public enum ControllersList: Hashable, Sendable {
    /// Where the user types a text.
    case textInputScreen
    /// Shows the text the user confirmed; it can be rated.
    case textConfirmationScreen(text: String)
    /// Asks for a rating of `text` and returns it (an `Int` from 1 to 5) to the screen that opened it.
    case ratingScreen(text: String)
    /// Lists every confirmed text; it needs the app to be unlocked.
    case historyScreen
    /// Asks for the PIN; finishes with `true` once the app is unlocked.
    case unlockScreen

    /// Whether the screen may only be shown once the app is unlocked.
    ///
    /// The switch is exhaustive: a new screen must say whether it needs unlocking.
    public var requiresUnlock: Bool {
        switch self {
        case .historyScreen: true
        case .textInputScreen, .textConfirmationScreen, .ratingScreen, .unlockScreen: false
        }
    }
}
