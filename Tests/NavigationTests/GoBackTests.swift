import Navigation
import NavigationTesting
import TestSupport
import Testing

/// `goBack()`: the one rule a back button follows, so that no UI decides it itself.
@MainActor
struct GoBackTests {
    @Test func goingBackPopsThePushedScreenOnTop() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let log = EventLog(coordinator)
        try #require(coordinator.testViewModel(for: .list)).coordination.goBack()
        #expect(coordinator.state.screens == [.home])
        #expect(log.events.map(\.description) == ["goBack: stack 0: -[#1 list]"])
        expectNoRetainedViewModels(coordinator)
    }

    @Test func goingBackFromAModalFlowsRootDismissesTheFlow() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        let log = EventLog(coordinator)
        try coordinator.goBack()
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
        #expect(log.events.map(\.description) == ["goBack: stack 0: dismissed [#2 detail;id=1]"])
    }

    @Test func goingBackInsideAModalFlowPopsWithinIt() throws {
        let coordinator = try Coordinator.make()
        try coordinator.present(.list)
        try coordinator.show(.detail(id: 1))
        try coordinator.goBack()
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.list]])
    }

    @Test(arguments: [Presentation.push, .modal])
    func goingBackFromAScreenOpenedForAResultClosesItWithoutAValue(presentation: Presentation) throws {
        let coordinator = try Coordinator.make()
        var results: [ScreenResult<Int>] = []
        try coordinator.open(.list, presentation: presentation, expecting: Int.self) { results.append($0) }
        try #require(coordinator.testViewModel(for: .list)).coordination.goBack()
        #expect(results == [.closed])
        #expect(coordinator.state.screens == [.home])
        #expect(coordinator.entriesAwaitingResult.isEmpty)
    }

    @Test func onTheFirstScreenThereIsNowhereToGoBackAndNothingChanges() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        let before = coordinator.state
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.goBack() }
        #expect(coordinator.state == before)
        #expect(log.events == [.refused(.goBack, error: .cannotPopRoot)])
    }

    @Test func guardsDecideOnGoingBackAsItself() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        coordinator.addGuard { request, _ in request == .goBack ? .refuse(reason: "unsaved changes") : .allow }
        let before = coordinator.state
        #expect(throws: NavigationError.refusedByGuard(reason: "unsaved changes")) { try coordinator.goBack() }
        #expect(coordinator.state == before)
    }

    @Test func aStaleHandleCannotGoBack() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let list = try #require(coordinator.testViewModel(for: .list))
        try coordinator.pop()
        #expect(throws: NavigationError.staleHandle(entry: EntryID(rawValue: 1))) { try list.coordination.goBack() }
        #expect(coordinator.state.screens == [.home])
    }
}

/// What used to be requests a caller could build without what they need: a finish that lost its result,
/// a predicate pop without its predicate. Finishing is no request now, and a predicate pop asks for a pop to
/// the entry it found.
@MainActor
struct InternalOperationTests {
    @Test func popToAPredicateAsksForAPopToTheEntryItFound() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        var seen: [NavigationRequest<TestScreen>] = []
        coordinator.addGuard { request, _ in
            seen.append(request)
            return .allow
        }
        try coordinator.pop(toLast: { $0 == .list })
        #expect(coordinator.state.screens == [.home, .list])
        #expect(seen == [.popTo(EntryID(rawValue: 1))])
    }

    @Test func aPredicateThatMatchesNothingAsksForNothing() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        #expect(throws: NavigationError.screenNotFound(screen: "a screen matching the predicate")) {
            try coordinator.pop(toLast: { _ in false })
        }
        #expect(log.events.isEmpty)
    }

    @Test func everyFinishReachesTheOpenerExactlyOnce() throws {
        let coordinator = try Coordinator.make()
        var results: [ScreenResult<Int>] = []
        try coordinator.open(.list, presentation: .push, expecting: Int.self) { results.append($0) }
        let list = try #require(coordinator.testViewModel(for: .list))
        try list.coordination.finish(with: 1)
        #expect(throws: NavigationError.staleHandle(entry: EntryID(rawValue: 1))) {
            try list.coordination.finish(with: 2)
        }
        #expect(results == [.delivered(1)])
    }

    @Test func aRefusedFinishIsAnEventOfItsOwnAndChangesNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let log = EventLog(coordinator)
        let before = coordinator.state
        #expect(throws: NavigationError.noResultExpected(entry: EntryID(rawValue: 1))) {
            try coordinator.finish(with: 3)
        }
        #expect(coordinator.state == before)
        #expect(
            log.events == [
                .finishRefused(entry: EntryID(rawValue: 1), error: .noResultExpected(entry: EntryID(rawValue: 1)))
            ])
    }
}
