import Navigation
import Screens

/// Builds the home scene's VIP cycle and connects it: display → interactor → presenter → display, and the
/// router that reads the interactor's data store.
@MainActor
public struct HomeAssembly: Assembly {
    private let coordination: any Coordination<CleanSwiftScreen>

    /// Creates the Assembly from everything the scene needs.
    ///
    /// - Parameter coordination: The scene's navigation handle, for its router.
    public init(coordination: any Coordination<CleanSwiftScreen>) {
        self.coordination = coordination
    }

    /// Builds the scene; the display is what the coordinator keeps.
    public func build() -> HomeViewState {
        let presenter = HomePresenter()
        let interactor = HomeInteractor(presenter: presenter)
        let router = HomeRouter(dataStore: interactor, coordination: coordination)
        let display = HomeViewState(interactor: interactor, router: router)
        presenter.display = display
        return display
    }
}
