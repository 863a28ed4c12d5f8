import Navigation
import Screens

/// Builds the confirmation screen.
@MainActor
public struct TextConfirmationAssembly: Assembly {
    private let coordination: any Coordination<ControllersList>
    private let text: String

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameters:
    ///   - coordination: The screen's navigation handle.
    ///   - text: The text to confirm.
    public init(coordination: any Coordination<ControllersList>, text: String) {
        self.coordination = coordination
        self.text = text
    }

    /// Builds the screen's view model.
    public func build() -> TextConfirmationViewModel {
        TextConfirmationViewModel(text: text, coordination: coordination)
    }
}
