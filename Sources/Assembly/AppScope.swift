import Screens

/// The long-lived services of the app: built once, shared by every screen that needs them.
///
/// The app runs on ``live``; a test builds a scope of its own, so that no two tests share a service.
@MainActor
public struct AppScope {
    /// The texts the user confirmed.
    public let textHistory: any TextHistory
    /// The lock in front of the screens that need unlocking.
    public let lock: any Lock

    /// Creates a scope from its services.
    ///
    /// - Parameters:
    ///   - textHistory: The texts the user confirmed.
    ///   - lock: The lock in front of the screens that need unlocking.
    public init(textHistory: any TextHistory, lock: any Lock) {
        self.textHistory = textHistory
        self.lock = lock
    }

    /// The PIN of the ``live`` scope's lock.
    public static let livePIN = "1234"

    /// The scope the app runs on: in-memory services, built once when first used.
    public static let live = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: livePIN))
}
