import Navigation
import Screens

/// Builds the detail scene's VIP cycle, with the message its case carries.
@MainActor
struct DetailAssembly: Assembly {
    let message: String

    /// Builds the scene; the display is what the coordinator keeps.
    func build() -> DetailViewState {
        let presenter = DetailPresenter()
        let display = DetailViewState(interactor: DetailInteractor(message: message, presenter: presenter))
        presenter.display = display
        return display
    }
}
