import Navigation
import Screens

/// Builds the home scene's VIP cycle and connects it: display → interactor → presenter → display, and the
/// router that reads the interactor's data store.
@MainActor
struct HomeAssembly: Assembly {
    let coordination: any Coordination<CleanSwiftScreen>

    /// Builds the scene; the display is what the coordinator keeps.
    func build() -> HomeViewState {
        let presenter = HomePresenter()
        let interactor = HomeInteractor(presenter: presenter)
        let router = HomeRouter(dataStore: interactor, coordination: coordination)
        let display = HomeViewState(interactor: interactor, router: router)
        presenter.display = display
        return display
    }
}
