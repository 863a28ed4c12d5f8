/// What a user interface of the history screen reads.
@MainActor
public protocol HistoryPresentable: AnyObject {
    /// Every confirmed text, oldest first.
    var texts: [String] { get }
}
