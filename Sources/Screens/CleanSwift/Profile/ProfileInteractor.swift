/// The profile scene's business logic, as the display calls it.
@MainActor
public protocol ProfileBusinessLogic: AnyObject {
    /// Fetches a person's profile and hands what it found to the presenter.
    ///
    /// - Parameter request: Whose profile.
    func fetchUser(_ request: ProfileModels.FetchUser.Request)
}

/// The profile scene's interactor: fetches the person through its worker and passes the raw result on.
@MainActor
public final class ProfileInteractor: ProfileBusinessLogic {
    private let worker: ProfileWorker
    private let presenter: any ProfilePresentationLogic

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - worker: Does the fetching.
    ///   - presenter: Receives what was found.
    public init(worker: ProfileWorker, presenter: any ProfilePresentationLogic) {
        self.worker = worker
        self.presenter = presenter
    }

    /// Fetches the person named in `request` and presents the record, or why there is none.
    ///
    /// - Parameter request: Whose profile.
    public func fetchUser(_ request: ProfileModels.FetchUser.Request) {
        do {
            presenter.presentUser(.found(try worker.fetchUser(named: request.userName)))
        } catch {
            presenter.presentUser(.failed(error))
        }
    }
}
