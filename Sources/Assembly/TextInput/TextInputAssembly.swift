import Navigation
import Screens

/// Builds the text input screen.
@MainActor
public struct TextInputAssembly: Assembly {
    private let coordination: any Coordination<ControllersList>
    private let history: any TextHistory

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - coordination: The screen's navigation handle.
    ///   - history: Where confirmed texts are recorded.
    public init(coordination: any Coordination<ControllersList>, history: any TextHistory) {
        self.coordination = coordination
        self.history = history
    }

    /// Builds the screen's view model.
    public func build() -> TextInputViewModel {
        TextInputViewModel(coordination: coordination, history: history)
    }
}
