/// Remembers the texts the user confirmed, most recent last — the most recent of them, up to a capacity of its
/// own, so that what is kept (and saved with a session) stays bounded.
///
/// A long-lived service: one instance lives in the app's scope and every screen that needs it gets it
/// from its Assembly.
@MainActor
public protocol TextHistory: AnyObject {
    /// The confirmed texts, oldest first.
    var texts: [String] { get }

    /// Records a confirmed text.
    ///
    /// - Parameter text: The text the user confirmed.
    func record(_ text: String)
}
