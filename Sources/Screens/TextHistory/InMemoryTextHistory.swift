/// A ``TextHistory`` kept in memory for as long as the app runs.
@MainActor
public final class InMemoryTextHistory: TextHistory {
    /// The confirmed texts, oldest first.
    public private(set) var texts: [String]

    /// Creates a history holding `texts`.
    ///
    /// - Parameter texts: The texts already confirmed, oldest first.
    public init(texts: [String] = []) {
        self.texts = texts
    }

    /// Records a confirmed text.
    ///
    /// - Parameter text: The text the user confirmed.
    public func record(_ text: String) {
        texts.append(text)
    }
}
