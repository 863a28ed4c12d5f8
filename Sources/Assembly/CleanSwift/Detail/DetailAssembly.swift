import Navigation
import Screens

/// Builds the detail scene's VIP cycle, with the message its case carries.
@MainActor
public struct DetailAssembly: Assembly {
    private let message: String

    /// Creates the Assembly from everything the scene needs.
    ///
    /// - Parameter message: The message, from ``CleanSwiftScreen/detail(message:)``.
    public init(message: String) {
        self.message = message
    }

    /// Builds the scene; the display is what the coordinator keeps.
    public func build() -> DetailViewState {
        let presenter = DetailPresenter()
        let display = DetailViewState(interactor: DetailInteractor(message: message, presenter: presenter))
        presenter.display = display
        return display
    }
}
