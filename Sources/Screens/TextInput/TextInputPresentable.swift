/// What a user interface of the text input screen reads and does.
///
/// A UI binds ``text`` to its text field, shows ``message`` when it is not `nil`, lists
/// ``recentTexts`` and calls ``confirm()`` when the user confirms.
@MainActor
public protocol TextInputPresentable: AnyObject {
    /// The text being typed.
    var text: String { get set }
    /// Why the last confirmation did not go through, or `nil`.
    var message: String? { get }
    /// The texts confirmed before, most recent first, at most three.
    var recentTexts: [String] { get }
    /// Confirms ``text``: opens the confirmation screen with it, or explains in ``message`` why not.
    func confirm()
    /// Opens the history of confirmed texts (which needs the app to be unlocked).
    func showHistory()
}
