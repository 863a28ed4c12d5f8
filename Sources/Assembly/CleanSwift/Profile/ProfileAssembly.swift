import Navigation
import Screens

/// Builds the profile scene's VIP cycle: a worker over the user directory, the interactor, the presenter and
/// the display.
@MainActor
public struct ProfileAssembly: Assembly {
    private let userName: String
    private let users: any UserDirectory

    /// Creates the Assembly from everything the scene needs.
    ///
    /// - Parameters:
    ///   - userName: Whose profile, from ``CleanSwiftScreen/profile(userName:)``.
    ///   - users: Where the worker looks people up.
    public init(userName: String, users: any UserDirectory) {
        self.userName = userName
        self.users = users
    }

    /// Builds the scene; the display is what the coordinator keeps.
    public func build() -> ProfileViewState {
        let presenter = ProfilePresenter()
        let interactor = ProfileInteractor(worker: ProfileWorker(directory: users), presenter: presenter)
        let display = ProfileViewState(userName: userName, interactor: interactor)
        presenter.display = display
        return display
    }
}
