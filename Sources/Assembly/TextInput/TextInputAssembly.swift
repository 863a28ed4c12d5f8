import Navigation
import Screens

/// Builds the text input screen.
@MainActor
struct TextInputAssembly: Assembly {
    let coordination: any Coordination<ControllersList>
    let history: any TextHistory

    /// Builds the screen's view model.
    func build() -> TextInputViewModel {
        TextInputViewModel(coordination: coordination, history: history)
    }
}
