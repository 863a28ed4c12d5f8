/// The detail scene's business logic, as the display calls it.
@MainActor
public protocol DetailBusinessLogic: AnyObject {
    /// Hands the message to the presenter.
    ///
    /// - Parameter request: The request.
    func showMessage(_ request: DetailModels.ShowMessage.Request)
}

/// What the detail scene keeps: Clean Swift's data store, filled from the scene's case, not by another
/// scene's router.
@MainActor
public protocol DetailDataStore: AnyObject {
    /// The message the home scene passed.
    var message: String { get }
}

/// The detail scene's interactor.
@MainActor
public final class DetailInteractor: DetailBusinessLogic, DetailDataStore {
    /// The message the home scene passed, from ``CleanSwiftScreen/detail(message:)``.
    public let message: String
    private let presenter: any DetailPresentationLogic

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - message: The message the home scene passed.
    ///   - presenter: Receives the message.
    public init(message: String, presenter: any DetailPresentationLogic) {
        self.message = message
        self.presenter = presenter
    }

    /// Presents the message.
    ///
    /// - Parameter request: The request.
    public func showMessage(_ request: DetailModels.ShowMessage.Request) {
        presenter.presentMessage(DetailModels.ShowMessage.Response(message: message))
    }
}
