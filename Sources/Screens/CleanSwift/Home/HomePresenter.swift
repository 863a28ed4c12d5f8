/// The home scene's presentation logic, as the interactor calls it.
@MainActor
public protocol HomePresentationLogic: AnyObject {
    /// Turns the interactor's decision into what the display shows.
    ///
    /// - Parameter response: The decision.
    func presentMessage(_ response: HomeModels.SendMessage.Response)
}

/// The home scene's presenter; it holds the display weakly.
@MainActor
public final class HomePresenter: HomePresentationLogic {
    /// The display to update; connected by the scene's Assembly.
    public weak var display: (any HomeDisplayLogic)?

    /// The line shown when a blank message is sent.
    public static let emptyMessage = "Write a message before sending it."

    /// Creates a presenter.
    public init() {}

    /// Displays an accepted message as sent, or why it was refused.
    ///
    /// - Parameter response: The decision.
    public func presentMessage(_ response: HomeModels.SendMessage.Response) {
        switch response {
        case .accepted:
            display?.displayMessageAccepted()
        case .empty:
            display?.displayError(HomeModels.SendMessage.ErrorViewModel(message: Self.emptyMessage))
        }
    }
}
