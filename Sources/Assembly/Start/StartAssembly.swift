import Navigation
import Screens

/// Builds the start screen.
@MainActor
public struct StartAssembly: Assembly {
    private let coordination: any Coordination<ControllersList>

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameter coordination: The screen's navigation handle.
    public init(coordination: any Coordination<ControllersList>) {
        self.coordination = coordination
    }

    /// Builds the screen's view model.
    public func build() -> StartViewModel {
        StartViewModel(coordination: coordination)
    }
}
