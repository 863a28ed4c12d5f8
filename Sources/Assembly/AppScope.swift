import Screens

/// The long-lived services of the app: built once, shared by every screen that needs them.
///
/// The app runs on ``live``; a test builds a scope of its own, so that no two tests share a service.
@MainActor
public struct AppScope {
    /// The texts the user confirmed.
    public let textHistory: any TextHistory

    /// Creates a scope from its services.
    ///
    /// - Parameter textHistory: The texts the user confirmed.
    public init(textHistory: any TextHistory) {
        self.textHistory = textHistory
    }

    /// The scope the app runs on: in-memory services, built once when first used.
    public static let live = AppScope(textHistory: InMemoryTextHistory())
}
