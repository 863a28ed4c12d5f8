import Navigation
import Screens

/// Builds the confirmation screen.
@MainActor
struct TextConfirmationAssembly: Assembly {
    let coordination: any Coordination<ControllersList>
    let text: String

    /// Builds the screen's view model.
    func build() -> TextConfirmationViewModel {
        TextConfirmationViewModel(text: text, coordination: coordination)
    }
}
