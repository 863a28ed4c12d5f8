/// Keeps part of the app locked behind a PIN.
@MainActor
public protocol Lock: AnyObject {
    /// Whether the right PIN was entered.
    var isUnlocked: Bool { get }
    /// What the unlock screen may tell about the PIN, such as a demo's PIN; `nil` to tell nothing.
    var hint: String? { get }

    /// Unlocks the app when `pin` is right.
    ///
    /// - Parameter pin: What the user entered.
    /// - Returns: Whether the app is now unlocked.
    func unlock(pin: String) -> Bool
}
