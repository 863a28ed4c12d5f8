import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

@MainActor
struct ProfileSceneTests {
    let aleksey = UserRecord(name: "Aleksey", phone: "+7 (999) 111-22-33", email: "aleksey@example.com")

    @Test func theWorkerFetchesTheUserFromTheDirectory() throws {
        let worker = ProfileWorker(directory: InMemoryUserDirectory(records: [aleksey]))
        #expect(try worker.fetchUser(named: " aleksey ") == aleksey)
        #expect(throws: UserDirectoryError.unknownUser(name: "Nobody")) { try worker.fetchUser(named: "Nobody") }
    }

    @Test func theInteractorPresentsTheRecordItsWorkerFound() {
        let presenter = ProfilePresenterSpy()
        let interactor = ProfileInteractor(
            worker: ProfileWorker(directory: InMemoryUserDirectory(records: [aleksey])), presenter: presenter)
        interactor.fetchUser(ProfileModels.FetchUser.Request(userName: "Aleksey"))
        interactor.fetchUser(ProfileModels.FetchUser.Request(userName: "Nobody"))
        #expect(presenter.responses == [.found(aleksey), .failed(.unknownUser(name: "Nobody"))])
    }

    @Test(arguments: [
        ("+7 (999) 111-22-33", "+7 (999) 111 22 33"),
        ("+33 6-12-34-56-78", "+33 6 12 34 56 78"),
        ("555 0100", "555 0100"),
        ("", ""),
    ])
    func thePresenterFormatsThePhoneNumberForReading(stored: String, shown: String) {
        let display = ProfileDisplaySpy()
        let presenter = ProfilePresenter()
        presenter.display = display
        presenter.presentUser(.found(UserRecord(name: "A", phone: stored, email: "a@example.com")))
        #expect(display.users == [ProfileModels.FetchUser.ViewModel(name: "A", phone: shown, email: "a@example.com")])
    }

    @Test func thePresenterDisplaysWhyNobodyWasFound() {
        let display = ProfileDisplaySpy()
        let presenter = ProfilePresenter()
        presenter.display = display
        presenter.presentUser(.failed(.unknownUser(name: "Zed")))
        #expect(display.errors == [#"Nobody called "Zed" is in the directory."#])
        #expect(display.users.isEmpty)
    }

    @Test func thePresenterHoldsItsDisplayWeakly() {
        let presenter = ProfilePresenter()
        do {
            let display = ProfileDisplaySpy()
            presenter.display = display
        }
        #expect(presenter.display == nil)
    }

    @Test func theDisplayAsksForItsUserTheFirstTimeItComesOnTopAndKeepsWhatIsDisplayed() {
        let interactor = ProfileInteractorSpy()
        let display = ProfileViewState(userName: "Aleksey", interactor: interactor)
        #expect(interactor.requests.isEmpty)
        display.screenBecameTop()
        display.screenBecameTop()
        #expect(interactor.requests == [ProfileModels.FetchUser.Request(userName: "Aleksey")])
        let profile = ProfileModels.FetchUser.ViewModel(name: "Aleksey", phone: "1", email: "e")
        display.displayUser(profile)
        #expect(display.profile == profile)
        display.displayError("gone")
        #expect(display.profile == nil)
        #expect(display.error == "gone")
    }

    @Test func theWholeCycleRunsFromTheDisplayToTheDisplay() {
        let presenter = ProfilePresenter()
        let display = ProfileViewState(
            userName: "Aleksey",
            interactor: ProfileInteractor(
                worker: ProfileWorker(directory: InMemoryUserDirectory(records: [aleksey])), presenter: presenter))
        presenter.display = display
        display.load()
        #expect(display.profile?.phone == "+7 (999) 111 22 33")
        #expect(display.profile?.email == "aleksey@example.com")
        #expect(display.error == nil)
    }
}

@MainActor
struct HomeSceneTests {
    @Test func theInteractorKeepsAMessageThatIsNotBlankInItsDataStore() {
        let presenter = HomePresenterSpy()
        let interactor = HomeInteractor(presenter: presenter)
        interactor.sendMessage(HomeModels.SendMessage.Request(message: " \n"))
        #expect(interactor.message == "")
        interactor.sendMessage(HomeModels.SendMessage.Request(message: " hello "))
        #expect(interactor.message == " hello ")
        #expect(presenter.responses == [.empty, .accepted(message: " hello ")])
    }

    @Test func thePresenterDisplaysAcceptanceOrWhyNot() {
        let display = HomeDisplaySpy()
        let presenter = HomePresenter()
        presenter.display = display
        presenter.presentMessage(.accepted(message: "hi"))
        presenter.presentMessage(.empty)
        #expect(display.accepted == 1)
        #expect(display.errors == [HomeModels.SendMessage.ErrorViewModel(message: HomePresenter.emptyMessage)])
    }

    @Test func theRouterPassesTheDataStoresMessageInTheDetailsCase() throws {
        let coordination = RecordingCoordination<CleanSwiftScreen>()
        let interactor = HomeInteractor(presenter: HomePresenterSpy())
        interactor.sendMessage(HomeModels.SendMessage.Request(message: "from home"))
        let router = HomeRouter(dataStore: interactor, coordination: coordination)
        try router.routeToDetail()
        try router.routeToProfile(userName: "Bastien")
        coordination.expectRequests([
            .show(.detail(message: "from home")),
            .show(.profile(userName: "Bastien")),
        ])
        #expect(identical(router.dataStore, interactor))
    }

    @Test func theDisplaySendsItsDraftAndRoutesOnceItIsAccepted() {
        let interactor = HomeInteractorSpy()
        let router = HomeRouterSpy()
        let display = HomeViewState(interactor: interactor, router: router)
        display.draft = "hello"
        display.send()
        #expect(interactor.requests == [HomeModels.SendMessage.Request(message: "hello")])
        #expect(router.routes.isEmpty)
        display.displayMessageAccepted()
        display.openProfile(userName: "Aleksey")
        #expect(router.routes == ["detail", "profile Aleksey"])
    }

    @Test func theDisplayShowsARefusalUntilTheDraftChanges() {
        let display = HomeViewState(interactor: HomeInteractorSpy(), router: HomeRouterSpy())
        display.displayError(HomeModels.SendMessage.ErrorViewModel(message: "no"))
        #expect(display.error == "no")
        display.draft = "x"
        #expect(display.error == nil)
    }

    @Test func aRefusedRouteIsDisplayed() {
        let coordination = RecordingCoordination<CleanSwiftScreen>()
        coordination.refusal = .refusedByGuard(reason: "closed")
        let interactor = HomeInteractor(presenter: HomePresenterSpy())
        let display = HomeViewState(
            interactor: interactor, router: HomeRouter(dataStore: interactor, coordination: coordination))
        display.displayMessageAccepted()
        coordination.expectRequests([.show(.detail(message: ""))])
        #expect(display.error == "Not allowed: closed")
    }
}

@MainActor
struct DetailSceneTests {
    @Test func theInteractorPresentsTheMessageItsCaseCarried() {
        let presenter = DetailPresenterSpy()
        let interactor = DetailInteractor(message: "hi there", presenter: presenter)
        interactor.showMessage(DetailModels.ShowMessage.Request())
        #expect(presenter.responses == [DetailModels.ShowMessage.Response(message: "hi there")])
        #expect(interactor.message == "hi there")
    }

    @Test(arguments: [("a", "1 character"), ("hello", "5 characters"), ("👋🏽 é", "3 characters")])
    func thePresenterQuotesTheMessageAndCountsItsCharacters(message: String, length: String) {
        let display = DetailDisplaySpy()
        let presenter = DetailPresenter()
        presenter.display = display
        presenter.presentMessage(DetailModels.ShowMessage.Response(message: message))
        #expect(display.messages == [DetailModels.ShowMessage.ViewModel(quote: "\"\(message)\"", length: length)])
    }

    @Test func theDisplayLoadsOnceWhenItFirstComesOnTop() {
        let presenter = DetailPresenter()
        let display = DetailViewState(interactor: DetailInteractor(message: "m", presenter: presenter))
        presenter.display = display
        #expect(display.message == nil)
        display.screenBecameTop()
        #expect(display.message?.quote == "\"m\"")
    }
}
