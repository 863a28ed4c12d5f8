/// A ``Lock`` that opens with one fixed PIN and stays open for as long as the app runs.
@MainActor
public final class PinLock: Lock {
    /// Whether the right PIN was entered.
    public private(set) var isUnlocked = false
    private let pin: String

    /// Creates a lock that opens with `pin`.
    ///
    /// - Parameter pin: The PIN that unlocks the app.
    public init(pin: String) {
        self.pin = pin
    }

    /// Unlocks the app when `pin` is right.
    ///
    /// - Parameter pin: What the user entered.
    /// - Returns: Whether the app is now unlocked.
    public func unlock(pin: String) -> Bool {
        if pin == self.pin { isUnlocked = true }
        return isUnlocked
    }
}
