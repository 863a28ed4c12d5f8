import Observation

/// What the home scene's presenter displays.
@MainActor
public protocol HomeDisplayLogic: AnyObject {
    /// The message was accepted: go on to the detail scene.
    func displayMessageAccepted()
    /// Shows why the message was refused.
    ///
    /// - Parameter viewModel: Why.
    func displayError(_ viewModel: HomeModels.SendMessage.ErrorViewModel)
}

/// The home scene's display: a headless, observable view state. The user's actions start the VIP cycle;
/// what the presenter displays lands here, and an accepted message goes on to the detail scene through
/// the router.
@MainActor
@Observable
public final class HomeViewState: HomeDisplayLogic {
    /// The message being written. Changing it clears ``error``.
    public var draft = "" {
        didSet { error = nil }
    }
    /// Why the last action did not go through, or `nil`.
    public private(set) var error: String?

    @ObservationIgnored private let interactor: any HomeBusinessLogic
    @ObservationIgnored private let router: any HomeRoutingLogic

    /// Creates the display.
    ///
    /// - Parameters:
    ///   - interactor: The scene's business logic.
    ///   - router: Where the scene can go.
    public init(interactor: any HomeBusinessLogic, router: any HomeRoutingLogic) {
        self.interactor = interactor
        self.router = router
    }

    /// Sends ``draft`` to the detail scene: the interactor checks and keeps it, the presenter answers.
    public func send() {
        interactor.sendMessage(HomeModels.SendMessage.Request(message: draft))
    }

    /// Shows the profile of `userName`.
    ///
    /// - Parameter userName: Whose profile.
    public func openProfile(userName: String) {
        error = failureMessage { try router.routeToProfile(userName: userName) }
    }

    /// Goes on to the detail scene with the accepted message.
    public func displayMessageAccepted() {
        error = failureMessage { try router.routeToDetail() }
    }

    /// Shows why the message was refused.
    ///
    /// - Parameter viewModel: Why.
    public func displayError(_ viewModel: HomeModels.SendMessage.ErrorViewModel) {
        error = viewModel.message
    }
}
