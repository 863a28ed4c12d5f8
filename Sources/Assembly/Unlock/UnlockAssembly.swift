import Navigation
import Screens

/// Builds the unlock screen.
@MainActor
public struct UnlockAssembly: Assembly {
    private let coordination: any Coordination<ControllersList>
    private let lock: any Lock

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - coordination: The screen's navigation handle.
    ///   - lock: The lock to open.
    public init(coordination: any Coordination<ControllersList>, lock: any Lock) {
        self.coordination = coordination
        self.lock = lock
    }

    /// Builds the screen's view model.
    public func build() -> UnlockViewModel {
        UnlockViewModel(coordination: coordination, lock: lock)
    }
}
