import Navigation
import Screens

/// Builds the start screen.
@MainActor
struct StartAssembly: Assembly {
    let coordination: any Coordination<ControllersList>

    /// Builds the screen's view model.
    func build() -> StartViewModel {
        StartViewModel(coordination: coordination)
    }
}
