/// A ``Lock`` that opens with one fixed PIN and stays open for as long as the app runs.
@MainActor
public final class PinLock: Lock {
    /// Whether the right PIN was entered.
    public private(set) var isUnlocked = false
    /// What the unlock screen may tell about the PIN; `nil` to tell nothing.
    public let hint: String?
    private let pin: String

    /// Creates a lock that opens with `pin`.
    ///
    /// - Parameters:
    ///   - pin: The PIN that unlocks the app.
    ///   - hint: What the unlock screen may tell about the PIN, such as a demo's PIN.
    public init(pin: String, hint: String? = nil) {
        self.pin = pin
        self.hint = hint
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
