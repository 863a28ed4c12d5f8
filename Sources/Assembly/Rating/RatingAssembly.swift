import Navigation
import Screens

/// Builds the rating screen.
@MainActor
public struct RatingAssembly: Assembly {
    private let coordination: any Coordination<ControllersList>
    private let text: String

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - coordination: The screen's navigation handle.
    ///   - text: The text to rate.
    public init(coordination: any Coordination<ControllersList>, text: String) {
        self.coordination = coordination
        self.text = text
    }

    /// Builds the screen's view model.
    public func build() -> RatingViewModel {
        RatingViewModel(text: text, coordination: coordination)
    }
}
