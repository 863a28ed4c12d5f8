/// The home scene's business logic, as the display calls it.
@MainActor
public protocol HomeBusinessLogic: AnyObject {
    /// Checks and keeps a message for the detail scene, and tells the presenter.
    ///
    /// - Parameter request: The message.
    func sendMessage(_ request: HomeModels.SendMessage.Request)
}

/// What the home scene keeps for the router to pass on: Clean Swift's data store.
@MainActor
public protocol HomeDataStore: AnyObject {
    /// The last message accepted.
    var message: String { get }
}

/// The home scene's interactor: accepts a message that has something besides whitespace and keeps it.
@MainActor
public final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
    /// The last message accepted; empty until one is.
    public private(set) var message = ""
    private let presenter: any HomePresentationLogic

    /// Creates the interactor.
    ///
    /// - Parameter presenter: Receives the decisions.
    public init(presenter: any HomePresentationLogic) {
        self.presenter = presenter
    }

    /// Keeps `request`'s message when it is not blank, and presents the decision.
    ///
    /// - Parameter request: The message.
    public func sendMessage(_ request: HomeModels.SendMessage.Request) {
        guard !request.message.allSatisfy(\.isWhitespace) else {
            presenter.presentMessage(.empty)
            return
        }
        message = request.message
        presenter.presentMessage(.accepted(message: request.message))
    }
}
