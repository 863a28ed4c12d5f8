import Navigation
import Observation

/// What the detail scene's presenter displays.
@MainActor
public protocol DetailDisplayLogic: AnyObject {
    /// Shows the message.
    ///
    /// - Parameter viewModel: The message, formatted.
    func displayMessage(_ viewModel: DetailModels.ShowMessage.ViewModel)
}

/// The detail scene's display: a headless, observable view state. It asks for the message the first time
/// the scene comes on top.
@MainActor
@Observable
public final class DetailViewState: DetailDisplayLogic, NavigationLifecycle {
    /// The message, once displayed.
    public private(set) var message: DetailModels.ShowMessage.ViewModel?

    @ObservationIgnored private let interactor: any DetailBusinessLogic

    /// Creates the display.
    ///
    /// - Parameter interactor: The scene's business logic.
    public init(interactor: any DetailBusinessLogic) {
        self.interactor = interactor
    }

    /// Asks the interactor for the message: the start of the cycle.
    public func load() {
        interactor.showMessage(DetailModels.ShowMessage.Request())
    }

    /// Loads the message the first time the scene comes on top.
    public func screenBecameTop() {
        if message == nil { load() }
    }

    /// Shows the message.
    ///
    /// - Parameter viewModel: The message, formatted.
    public func displayMessage(_ viewModel: DetailModels.ShowMessage.ViewModel) {
        message = viewModel
    }
}
