/// Every screen of the app, one case each; a case's associated values are the data the screen opens with.
///
/// Reading this enum tells you every screen there is. Data passes between screens only through these
/// values, so a screen can never be opened without its input, and the compiler checks its types.
/// Adding a case makes the compiler point at every place that must learn about the new screen.
public enum ControllersList: Hashable, Sendable {
    /// Where the user types a text.
    case textInputScreen
    /// Shows the text the user confirmed.
    case textConfirmationScreen(text: String)
}
