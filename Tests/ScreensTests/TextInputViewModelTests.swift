import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

@MainActor
struct TextInputViewModelTests {
    let coordination = RecordingCoordination<ControllersList>()
    let history = InMemoryTextHistory()

    func makeViewModel() -> TextInputViewModel {
        TextInputViewModel(coordination: coordination, history: history)
    }

    @Test func confirmingShowsTheConfirmationScreenWithTheTextAsTyped() {
        let model = makeViewModel()
        model.text = "  hello world "
        model.confirm()
        coordination.expectRequests([.show(.textConfirmationScreen(text: "  hello world "))])
        #expect(model.message == nil)
        #expect(history.texts == ["  hello world "])
    }

    @Test(arguments: ["", " ", "\t\n", "\u{00A0}"])
    func anEmptyOrBlankTextIsNotConfirmedAndSaysWhy(text: String) {
        let model = makeViewModel()
        model.text = text
        model.confirm()
        coordination.expectRequests([])
        #expect(model.message == TextInputViewModel.emptyTextMessage)
        #expect(history.texts.isEmpty)
    }

    @Test func aTextLongerThanTheLimitIsNotConfirmedAndSaysWhy() {
        let model = makeViewModel()
        model.text = String(repeating: "é", count: TextInputViewModel.maxLength + 1)
        model.confirm()
        coordination.expectRequests([])
        #expect(model.message == TextInputViewModel.tooLongMessage)
        #expect(history.texts.isEmpty)
        model.text = String(repeating: "é", count: TextInputViewModel.maxLength)
        model.confirm()
        coordination.expectRequests([.show(.textConfirmationScreen(text: model.text))])
        #expect(history.texts == [model.text])
    }

    @Test func theHistoryKeepsTheMostRecentTextsUpToItsCapacity() {
        let history = InMemoryTextHistory(texts: ["a", "b", "c"], capacity: 2)
        #expect(history.texts == ["b", "c"])
        history.record("d")
        #expect(history.texts == ["c", "d"])
        #expect(InMemoryTextHistory().capacity == InMemoryTextHistory.defaultCapacity)
    }

    @Test func typingClearsTheMessage() {
        let model = makeViewModel()
        model.confirm()
        #expect(model.message != nil)
        model.text = "h"
        #expect(model.message == nil)
    }

    @Test func aRefusedNavigationIsExplainedAndNotRecorded() {
        let model = makeViewModel()
        coordination.refusal = .buildFailed(screen: "confirmation", reason: "out of memory")
        model.text = "hello"
        model.confirm()
        coordination.expectRequests([.show(.textConfirmationScreen(text: "hello"))])
        #expect(model.message == "Cannot open confirmation: out of memory")
        #expect(history.texts.isEmpty)
    }

    @Test func recentTextsAreTheLastThreeMostRecentFirst() {
        let model = TextInputViewModel(
            coordination: coordination, history: InMemoryTextHistory(texts: ["a", "b", "c", "d"]))
        #expect(model.recentTexts == ["d", "c", "b"])
    }
}

@MainActor
struct TextConfirmationViewModelTests {
    let coordination = RecordingCoordination<ControllersList>()

    @Test func exposesTheTextItWasOpenedWith() {
        let model = TextConfirmationViewModel(text: "héllo / 👋", coordination: coordination)
        #expect(model.text == "héllo / 👋")
        coordination.expectRequests([])
    }

    @Test func goingBackPops() {
        let model = TextConfirmationViewModel(text: "hello", coordination: coordination)
        model.goBack()
        coordination.expectRequests([.pop])
        #expect(model.message == nil)
    }

    @Test func aRefusedPopIsExplained() {
        let model = TextConfirmationViewModel(text: "hello", coordination: coordination)
        coordination.refusal = .cannotPopRoot
        model.goBack()
        coordination.expectRequests([.pop])
        #expect(model.message == NavigationError.cannotPopRoot.description)
    }
}
