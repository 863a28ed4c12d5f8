import Navigation
import Screens

/// Builds the unlock screen.
@MainActor
struct UnlockAssembly: Assembly {
    let coordination: any Coordination<ControllersList>
    let lock: any Lock

    /// Builds the screen's view model.
    func build() -> UnlockViewModel {
        UnlockViewModel(coordination: coordination, lock: lock)
    }
}
