/// The detail scene's presentation logic, as the interactor calls it.
@MainActor
public protocol DetailPresentationLogic: AnyObject {
    /// Formats the message for the display.
    ///
    /// - Parameter response: The message, raw.
    func presentMessage(_ response: DetailModels.ShowMessage.Response)
}

/// The detail scene's presenter: quotes the message and counts its characters.
@MainActor
public final class DetailPresenter: DetailPresentationLogic {
    /// The display to update; weak, as the display owns the cycle.
    public weak var display: (any DetailDisplayLogic)?

    /// Creates a presenter; its ``display`` is connected by the scene's Assembly.
    public init() {}

    /// Formats the message and displays it.
    ///
    /// - Parameter response: The message, raw.
    public func presentMessage(_ response: DetailModels.ShowMessage.Response) {
        let count = response.message.count
        display?.displayMessage(
            DetailModels.ShowMessage.ViewModel(
                quote: "\"\(response.message)\"",
                length: count == 1 ? "1 character" : "\(count) characters"
            ))
    }
}
