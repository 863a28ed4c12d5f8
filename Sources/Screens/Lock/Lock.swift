/// Keeps part of the app locked behind a PIN.
@MainActor
public protocol Lock: AnyObject {
    /// Whether the right PIN was entered.
    var isUnlocked: Bool { get }

    /// Unlocks the app when `pin` is right.
    ///
    /// - Parameter pin: What the user entered.
    /// - Returns: Whether the app is now unlocked.
    func unlock(pin: String) -> Bool
}
