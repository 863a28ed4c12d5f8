import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

@MainActor
struct RatingViewModelTests {
    let coordination = RecordingCoordination<ControllersList>()

    @Test func aRatingFromOneToFiveFinishesWithIt() {
        let model = RatingViewModel(text: "hi", coordination: coordination)
        model.rate(5)
        coordination.expectFinished(with: [5])
        #expect(model.message == nil)
    }

    @Test(arguments: [0, 6, -1])
    func aRatingOutsideTheRangeIsExplained(stars: Int) {
        let model = RatingViewModel(text: "hi", coordination: coordination)
        model.rate(stars)
        coordination.expectFinished(with: [Int]())
        #expect(model.message == "A rating is a whole number from 1 to 5.")
    }
}

@MainActor
struct UnlockViewModelTests {
    let coordination = RecordingCoordination<ControllersList>()

    @Test func theRightPINUnlocksAndFinishesWithTrue() {
        let lock = PinLock(pin: "1234")
        let model = UnlockViewModel(coordination: coordination, lock: lock)
        model.submit(pin: "1234")
        #expect(lock.isUnlocked)
        coordination.expectFinished(with: [true])
    }

    @Test func aWrongPINIsExplainedAndKeepsTheLockClosed() {
        let lock = PinLock(pin: "1234")
        let model = UnlockViewModel(coordination: coordination, lock: lock)
        model.submit(pin: "0000")
        #expect(!lock.isUnlocked)
        #expect(model.message == UnlockViewModel.wrongPINMessage)
        coordination.expectFinished(with: [Bool]())
    }
}

@MainActor
struct ConfirmationRatingTests {
    let coordination = RecordingCoordination<ControllersList>()

    @Test func rateOpensTheRatingScreenAsAModalAndKeepsTheRatingItReturns() {
        let model = TextConfirmationViewModel(text: "hi", coordination: coordination)
        model.rate()
        coordination.expectRequests([.open(.ratingScreen(text: "hi"), presentation: .modal, expecting: Int.self)])
        coordination.respond(with: 3)
        #expect(model.rating == 3)
    }

    @Test func closingTheRatingScreenLeavesNoRating() {
        let model = TextConfirmationViewModel(text: "hi", coordination: coordination)
        model.rate()
        coordination.expectRequests([.open(.ratingScreen(text: "hi"), presentation: .modal, expecting: Int.self)])
        coordination.closeOpened()
        #expect(model.rating == nil)
    }

    @Test func historyIsShownThroughTheInputScreen() {
        let model = TextInputViewModel(coordination: coordination, history: InMemoryTextHistory())
        model.showHistory()
        coordination.expectRequests([.show(.textHistoryScreen)])
    }

    @Test func theHistoryScreenListsEveryText() {
        let model = HistoryViewModel(history: InMemoryTextHistory(texts: ["a", "b"]))
        #expect(model.texts == ["a", "b"])
    }

    @Test func onlyTheHistoryNeedsUnlocking() {
        let screens: [ControllersList] = [
            .startScreen, .textInputScreen, .textConfirmationScreen(text: ""), .ratingScreen(text: ""),
            .textHistoryScreen,
            .unlockScreen, .shop(.catalog), .shop(.checkout), .cleanSwift(.home),
        ]
        #expect(screens.filter(\.requiresUnlock) == [.textHistoryScreen])
    }
}
