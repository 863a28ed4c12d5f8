import Navigation
import Screens

/// Builds the rating screen.
@MainActor
struct RatingAssembly: Assembly {
    let coordination: any Coordination<ControllersList>
    let text: String

    /// Builds the screen's view model.
    func build() -> RatingViewModel {
        RatingViewModel(text: text, coordination: coordination)
    }
}
