/// A ``TextHistory`` kept in memory for as long as the app runs, holding the most recent texts up to its
/// capacity.
@MainActor
public final class InMemoryTextHistory: TextHistory {
    /// How many texts a history keeps unless told otherwise.
    public nonisolated static let defaultCapacity = 100

    /// The confirmed texts, oldest first: the most recent ``capacity`` of them.
    public private(set) var texts: [String]
    /// The most texts kept; recording one more forgets the oldest.
    public let capacity: Int

    /// Creates a history holding the most recent `capacity` of `texts`.
    ///
    /// - Parameters:
    ///   - texts: The texts already confirmed, oldest first.
    ///   - capacity: The most texts kept, at least 1; ``defaultCapacity`` unless told otherwise.
    public init(texts: [String] = [], capacity: Int = defaultCapacity) {
        self.capacity = max(capacity, 1)
        self.texts = Array(texts.suffix(self.capacity))
    }

    /// Records a confirmed text, forgetting the oldest when the history is full.
    ///
    /// - Parameter text: The text the user confirmed.
    public func record(_ text: String) {
        texts.append(text)
        if texts.count > capacity { texts.removeFirst(texts.count - capacity) }
    }
}
