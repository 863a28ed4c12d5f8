/// What a user interface of the rating screen reads and does.
@MainActor
public protocol RatingPresentable: AnyObject {
    /// The text being rated.
    var text: String { get }
    /// Why the last rating was not accepted, or `nil`.
    var message: String? { get }
    /// Rates the text with `stars`, from 1 to 5, and hands the rating back to the screen that asked.
    ///
    /// - Parameter stars: The rating.
    func rate(_ stars: Int)
}
