import Navigation
import Screens

/// Builds the profile scene's VIP cycle: a worker over the user directory, the interactor, the presenter and
/// the display.
@MainActor
struct ProfileAssembly: Assembly {
    let userName: String
    let users: any UserDirectory

    /// Builds the scene; the display is what the coordinator keeps.
    func build() -> ProfileViewState {
        let presenter = ProfilePresenter()
        let interactor = ProfileInteractor(worker: ProfileWorker(directory: users), presenter: presenter)
        let display = ProfileViewState(userName: userName, interactor: interactor)
        presenter.display = display
        return display
    }
}
