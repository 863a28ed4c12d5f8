/// What a user interface of the unlock screen reads and does.
@MainActor
public protocol UnlockPresentable: AnyObject {
    /// Why the last attempt did not unlock, or `nil`.
    var message: String? { get }
    /// What the screen may tell about the PIN, or `nil`.
    var hint: String? { get }
    /// Tries `pin`; on success the screen closes and hands `true` to the screen that asked for it.
    ///
    /// - Parameter pin: What the user entered.
    func submit(pin: String)
}
