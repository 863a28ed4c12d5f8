import Navigation
import Observation

/// The rating screen's logic: a rating from 1 to 5, handed back to the screen that opened it.
@MainActor
@Observable
public final class RatingViewModel: RatingPresentable {
    /// The text being rated.
    public let text: String
    /// Why the last rating was not accepted, or `nil`.
    public private(set) var message: String?

    /// The ratings accepted.
    public static let stars = 1...5

    @ObservationIgnored private let coordination: any Coordination<ControllersList>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - text: The text to rate, from ``ControllersList/ratingScreen(text:)``.
    ///   - coordination: The screen's navigation handle.
    public init(text: String, coordination: any Coordination<ControllersList>) {
        self.text = text
        self.coordination = coordination
    }

    /// Rates the text with `stars` and finishes; a rating outside 1...5 is explained in ``message``.
    ///
    /// - Parameter stars: The rating.
    public func rate(_ stars: Int) {
        guard Self.stars.contains(stars) else {
            message = "A rating is a whole number from 1 to 5."
            return
        }
        do {
            try coordination.finishOrGoBack(with: stars)
            message = nil
        } catch {
            message = error.description
        }
    }
}
