import Assembly
import Navigation
import Screens
import TestSupport
import Testing

/// One sample of every screen; the test below switches over each without `default:`.
let screenSamples: [ControllersList] = [.textInputScreen, .textConfirmationScreen(text: "sample / ünïcode & more")]

@MainActor
struct RootAssemblyTests {
    let scope = AppScope(textHistory: InMemoryTextHistory())

    @Test(arguments: screenSamples)
    func everyScreenBuildsTheRightViewModelWithItsData(screen: ControllersList) throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(root: screen)
        let model = coordinator.topViewModel
        switch screen {
        case .textInputScreen:
            #expect(model is TextInputViewModel)
        case .textConfirmationScreen(let text):
            let confirmation = try #require(model as? TextConfirmationViewModel)
            #expect(confirmation.text == text)
        }
    }

    @Test func theSeedFlowRunsEndToEnd() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        let log = EventLog(coordinator)
        let input = try #require(coordinator.topViewModel as? TextInputViewModel)
        input.text = "hello"
        input.confirm()
        #expect(coordinator.state.screens == [.textInputScreen, .textConfirmationScreen(text: "hello")])
        let confirmation = try #require(coordinator.topViewModel as? TextConfirmationViewModel)
        #expect(confirmation.text == "hello")
        confirmation.goBack()
        #expect(coordinator.state.screens == [.textInputScreen])
        #expect(identical(coordinator.topViewModel, input))
        #expect(coordinator.retainedViewModels.map(\.viewModelType) == ["TextConfirmationViewModel"])
        #expect(log.events.count == 2)
        #expect(input.recentTexts == ["hello"])
    }

    @Test func aConfirmationScreenReleasedOnceNothingHoldsIt() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.show(.textConfirmationScreen(text: "bye"))
        weak let confirmation = coordinator.topViewModel as? TextConfirmationViewModel
        #expect(confirmation != nil)
        try coordinator.pop()
        #expect(confirmation == nil)
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func testsNeverShareAServiceOrACoordinator() throws {
        let first = try RootAssembly(scope: AppScope(textHistory: InMemoryTextHistory())).makeCoordinator()
        let second = try RootAssembly(scope: AppScope(textHistory: InMemoryTextHistory())).makeCoordinator()
        let firstInput = try #require(first.topViewModel as? TextInputViewModel)
        firstInput.text = "only in the first"
        firstInput.confirm()
        let secondInput = try #require(second.topViewModel as? TextInputViewModel)
        #expect(secondInput.recentTexts.isEmpty)
        #expect(second.state.screens == [.textInputScreen])
    }

    @Test func theLiveScopeIsOneValueSharedByTheApp() {
        #expect(identical(AppScope.live.textHistory, AppScope.live.textHistory))
    }
}
