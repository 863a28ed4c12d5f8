import Navigation
import Observation

/// What the profile scene's presenter displays.
@MainActor
public protocol ProfileDisplayLogic: AnyObject {
    /// Shows a person's profile.
    ///
    /// - Parameter viewModel: The profile, formatted.
    func displayUser(_ viewModel: ProfileModels.FetchUser.ViewModel)
    /// Shows why the profile could not be loaded.
    ///
    /// - Parameter message: One line.
    func displayError(_ message: String)
}

/// The profile scene's display: a headless, observable view state that any UI draws. It starts the VIP
/// cycle when the scene first comes on top — a view controller's `viewDidLoad` — and keeps what the
/// presenter displays.
@MainActor
@Observable
public final class ProfileViewState: ProfileDisplayLogic, NavigationLifecycle {
    /// Whose profile the scene shows, from ``CleanSwiftScreen/profile(userName:)``.
    public let userName: String
    /// The profile, once displayed.
    public private(set) var profile: ProfileModels.FetchUser.ViewModel?
    /// Why the profile could not be loaded, or `nil`.
    public private(set) var error: String?

    @ObservationIgnored private let interactor: any ProfileBusinessLogic
    @ObservationIgnored private var hasLoaded = false

    /// Creates the display.
    ///
    /// - Parameters:
    ///   - userName: Whose profile.
    ///   - interactor: The scene's business logic.
    public init(userName: String, interactor: any ProfileBusinessLogic) {
        self.userName = userName
        self.interactor = interactor
    }

    /// Asks the interactor for the profile: the start of the cycle.
    public func load() {
        hasLoaded = true
        interactor.fetchUser(ProfileModels.FetchUser.Request(userName: userName))
    }

    /// Loads the profile the first time the scene comes on top.
    public func screenBecameTop() {
        if !hasLoaded { load() }
    }

    /// Shows the profile.
    ///
    /// - Parameter viewModel: The profile, formatted.
    public func displayUser(_ viewModel: ProfileModels.FetchUser.ViewModel) {
        profile = viewModel
        error = nil
    }

    /// Shows why the profile could not be loaded.
    ///
    /// - Parameter message: One line.
    public func displayError(_ message: String) {
        profile = nil
        error = message
    }
}
