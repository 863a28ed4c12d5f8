import Navigation
import Observation

/// The start screen's logic: opens the flow the user chooses on top of it.
@MainActor
@Observable
public final class StartViewModel: StartPresentable {
    /// Every flow, in the order shown.
    public let choices = StartChoice.allCases
    /// Why the last choice did not open, or `nil`.
    public private(set) var message: String?

    @ObservationIgnored private let coordination: any Coordination<ControllersList>

    /// Creates the view model.
    ///
    /// - Parameter coordination: The screen's navigation handle.
    public init(coordination: any Coordination<ControllersList>) {
        self.coordination = coordination
    }

    /// Shows the first screen of `choice`.
    ///
    /// - Parameter choice: The flow chosen.
    public func choose(_ choice: StartChoice) {
        message = failureMessage { try coordination.show(choice.firstScreen) }
    }
}
