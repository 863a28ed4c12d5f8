import Screens
import Testing

/// Records what the profile interactor hands its presenter.
@MainActor
final class ProfilePresenterSpy: ProfilePresentationLogic {
    private(set) var responses: [ProfileModels.FetchUser.Response] = []
    func presentUser(_ response: ProfileModels.FetchUser.Response) { responses.append(response) }
}

/// Records what the profile presenter displays.
@MainActor
final class ProfileDisplaySpy: ProfileDisplayLogic {
    private(set) var users: [ProfileModels.FetchUser.ViewModel] = []
    private(set) var errors: [String] = []
    func displayUser(_ viewModel: ProfileModels.FetchUser.ViewModel) { users.append(viewModel) }
    func displayError(_ message: String) { errors.append(message) }
}

/// Records the requests a display makes of the profile interactor.
@MainActor
final class ProfileInteractorSpy: ProfileBusinessLogic {
    private(set) var requests: [ProfileModels.FetchUser.Request] = []
    func fetchUser(_ request: ProfileModels.FetchUser.Request) { requests.append(request) }
}

/// Records what the home interactor hands its presenter.
@MainActor
final class HomePresenterSpy: HomePresentationLogic {
    private(set) var responses: [HomeModels.SendMessage.Response] = []
    func presentMessage(_ response: HomeModels.SendMessage.Response) { responses.append(response) }
}

/// Records what the home presenter displays.
@MainActor
final class HomeDisplaySpy: HomeDisplayLogic {
    private(set) var accepted = 0
    private(set) var errors: [HomeModels.SendMessage.ErrorViewModel] = []
    func displayMessageAccepted() { accepted += 1 }
    func displayError(_ viewModel: HomeModels.SendMessage.ErrorViewModel) { errors.append(viewModel) }
}

/// Records the requests a display makes of the home interactor.
@MainActor
final class HomeInteractorSpy: HomeBusinessLogic {
    private(set) var requests: [HomeModels.SendMessage.Request] = []
    func sendMessage(_ request: HomeModels.SendMessage.Request) { requests.append(request) }
}

/// Records where a display asks the home router to go.
@MainActor
final class HomeRouterSpy: HomeRoutingLogic {
    private(set) var routes: [String] = []
    func routeToDetail() { routes.append("detail") }
    func routeToProfile(userName: String) { routes.append("profile \(userName)") }
}

/// Records what the detail presenter displays.
@MainActor
final class DetailDisplaySpy: DetailDisplayLogic {
    private(set) var messages: [DetailModels.ShowMessage.ViewModel] = []
    func displayMessage(_ viewModel: DetailModels.ShowMessage.ViewModel) { messages.append(viewModel) }
}

/// Records what the detail interactor hands its presenter.
@MainActor
final class DetailPresenterSpy: DetailPresentationLogic {
    private(set) var responses: [DetailModels.ShowMessage.Response] = []
    func presentMessage(_ response: DetailModels.ShowMessage.Response) { responses.append(response) }
}

/// A directory that must not be asked: a test of the display alone fails if the cycle reaches it.
@MainActor
final class UnexpectedDirectory: UserDirectory {
    func user(named name: String) throws(UserDirectoryError) -> UserRecord {
        Issue.record("the directory was asked for \(name)")
        throw .unknownUser(name: name)
    }
}
