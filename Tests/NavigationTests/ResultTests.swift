import Navigation
import NavigationTesting
import TestSupport
import Testing

@MainActor
struct ResultTests {
    @Test func aFinishedScreenHandsItsValueToItsOpenerAndCloses() throws {
        let coordinator = try Coordinator.make()
        let home = try #require(coordinator.testViewModel(for: .home))
        var results: [ScreenResult<Int>] = []
        try home.coordination.open(.list, presentation: .push, expecting: Int.self) { results.append($0) }
        #expect(coordinator.state.screens == [.home, .list])
        try #require(coordinator.testViewModel(for: .list)).coordination.finish(with: 42)
        #expect(results == [.delivered(42)])
        #expect(coordinator.state.screens == [.home])
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aModalFlowFinishedFromItsRootIsDismissed() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        let home = try #require(coordinator.testViewModel(for: .home))
        var results: [ScreenResult<String>] = []
        try home.coordination.open(.list, presentation: .modal, expecting: String.self) { results.append($0) }
        let list = try #require(coordinator.testViewModel(for: .list))
        try list.coordination.finish(with: "signed in")
        #expect(results == [.delivered("signed in")])
        #expect(coordinator.state.modals.isEmpty)
        #expect(log.events.last?.description == "#1 finished: stack 0: dismissed [#1 list]")
    }

    @Test(arguments: ["pop", "dismiss", "replace", "setStack", "popToRoot"])
    func closingTheScreenWithoutAResultTellsTheOpener(how: String) throws {
        let coordinator = try Coordinator.make()
        let home = try #require(coordinator.testViewModel(for: .home))
        var results: [ScreenResult<Int>] = []
        let presentation: Presentation = how == "dismiss" ? .modal : .push
        try home.coordination.open(.list, presentation: presentation, expecting: Int.self) { results.append($0) }
        switch how {
        case "pop": try coordinator.pop()
        case "dismiss": try coordinator.dismiss()
        case "replace": try coordinator.replaceTop(with: .detail(id: 1))
        case "setStack": try coordinator.setStack([.home])
        default: try coordinator.popToRoot()
        }
        #expect(results == [.closed])
        try? coordinator.pop()
        try? coordinator.dismiss()
        #expect(results == [.closed])
    }

    /// A coordinator whose guard refuses every detail, and its root's view model.
    private func coordinatorRefusingDetails() throws -> (Coordinator<TestScreen>, TestViewModel) {
        let coordinator = try Coordinator.make()
        coordinator.addGuard { request, _ in
            if case .show(.detail) = request { return .refuse(reason: "not now") }
            return .allow
        }
        return (coordinator, try #require(coordinator.testViewModel(for: .home)))
    }

    @Test func aRefusedOpeningThatWaitedInTheQueueTellsItsOpenerItClosed() throws {
        let (coordinator, home) = try coordinatorRefusingDetails()
        var results: [ScreenResult<Int>] = []
        var asked = false
        coordinator.observeEvents { _ in
            // Asked while the push of `list` is announced: it waits in the queue, and no throw can reach the
            // opener when the guard refuses it.
            guard !asked else { return }
            asked = true
            try? home.coordination.open(.detail(id: 1), presentation: .push, expecting: Int.self) {
                results.append($0)
            }
        }
        try coordinator.show(.list)
        #expect(asked)
        #expect(results == [.closed])
        #expect(coordinator.state.screens == [.home, .list])
    }

    @Test func aRefusedOpeningAskedDirectlyIsThrownAndItsCallbackNeverCalled() throws {
        let (coordinator, home) = try coordinatorRefusingDetails()
        var results: [ScreenResult<Int>] = []
        #expect(throws: NavigationError.refusedByGuard(reason: "not now")) {
            try home.coordination.open(.detail(id: 1), presentation: .push, expecting: Int.self) {
                results.append($0)
            }
        }
        #expect(results.isEmpty)
        #expect(coordinator.state.screens == [.home])
    }

    @Test func whenTheOpenerIsRemovedItsCallbackIsClosedAndReleased() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        final class Box { var results: [ScreenResult<Int>] = [] }
        let box = Box()
        weak let weakBox = box
        try #require(coordinator.testViewModel(for: .list)).coordination.open(
            .detail(id: 1), presentation: .modal, expecting: Int.self
        ) { [box] in
            box.results.append($0)
        }
        try coordinator.pop(to: .home)
        #expect(box.results == [.closed])
        _ = consume box
        #expect(weakBox == nil)
        expectNoRetainedViewModels(coordinator)
    }

    @Test func finishingWithoutAnOpenerIsRefusedAndChangesNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let list = try #require(coordinator.testViewModel(for: .list))
        let before = coordinator.state
        #expect(throws: NavigationError.noResultExpected(entry: EntryID(rawValue: 1))) {
            try list.coordination.finish(with: 1)
        }
        #expect(coordinator.state == before)
    }

    @Test func aResultOfTheWrongTypeIsRefusedAndTheOpenerStillWaits() throws {
        let coordinator = try Coordinator.make()
        var results: [ScreenResult<Int>] = []
        try coordinator.open(.list, presentation: .push, expecting: Int.self) { results.append($0) }
        let list = try #require(coordinator.testViewModel(for: .list))
        let before = coordinator.state
        #expect(throws: NavigationError.resultTypeMismatch(expected: "Int", received: "String")) {
            try list.coordination.finish(with: "seven")
        }
        #expect(coordinator.state == before)
        #expect(results.isEmpty)
        try list.coordination.finish(with: 7)
        #expect(results == [.delivered(7)])
    }

    @Test func aScreenThatCannotBeOpenedNeverCallsBack() throws {
        let coordinator = try Coordinator.make()
        var calls = 0
        #expect(throws: NavigationError.self) {
            try coordinator.open(.broken, presentation: .push, expecting: Int.self) { _ in calls += 1 }
        }
        #expect(calls == 0)
    }

    @Test func resultsCanBeAwaited() async throws {
        let coordinator = try Coordinator.make()
        let home = try #require(coordinator.testViewModel(for: .home))
        async let value = home.coordination.result(of: .list, presentation: .modal, as: Int.self)
        while coordinator.top.screen != .list { await Task.yield() }
        try coordinator.finish(with: 5)
        #expect(try await value == 5)
    }

    @Test func anAwaitedScreenClosedWithoutAResultGivesNil() async throws {
        let coordinator = try Coordinator.make()
        let home = try #require(coordinator.testViewModel(for: .home))
        async let value = home.coordination.result(of: .list, as: Int.self)
        while coordinator.top.screen != .list { await Task.yield() }
        try coordinator.pop()
        #expect(try await value == nil)
    }

    @Test func anAwaitedScreenThatCannotOpenThrows() async throws {
        let coordinator = try Coordinator.make()
        let home = try #require(coordinator.testViewModel(for: .home))
        await #expect(throws: NavigationError.self) {
            _ = try await home.coordination.result(of: .broken, as: Int.self)
        }
    }

    @Test func aWaitingOpenerLearnsWhenTheCoordinatorGoesAway() throws {
        var coordinator: Coordinator<TestScreen>? = try Coordinator.make()
        var results: [ScreenResult<Int>] = []
        try coordinator?.open(.list, presentation: .push, expecting: Int.self) { results.append($0) }
        coordinator = nil
        #expect(results == [.closed])
    }
}
