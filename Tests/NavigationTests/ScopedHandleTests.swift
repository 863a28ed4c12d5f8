import Navigation
import TestSupport
import Testing

/// A request made through a screen's handle is about that screen, wherever it is; the coordinator's own
/// requests keep meaning "the active stack".
@MainActor
struct ScopedHandleTests {
    let assemblies = TestAssemblies()

    /// `[home, 0, 1, 2]`, and the handle of each detail.
    func stackOfThreeDetails() throws -> (Coordinator<TestScreen>, [any Coordination<TestScreen>]) {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        for id in 0..<3 { try coordinator.show(.detail(id: id)) }
        let handles = try (0..<3).map { id in try #require(coordinator.testViewModel(for: .detail(id: id))).coordination
        }
        return (coordinator, handles)
    }

    @Test func aCoveredScreenGoingBackClosesItselfAndWhatIsAboveIt() throws {
        let (coordinator, handles) = try stackOfThreeDetails()
        weak let third = coordinator.testViewModel(for: .detail(id: 2))
        try handles[1].goBack()
        #expect(coordinator.state.screens == [.home, .detail(id: 0)])
        #expect(third == nil)
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func aCoveredScreenPoppingClosesItselfWithinItsStack() throws {
        let (coordinator, handles) = try stackOfThreeDetails()
        try handles[0].pop()
        #expect(coordinator.state.screens == [.home])
    }

    @Test func theScreenOnTopKeepsTheMeaningItHad() throws {
        let (coordinator, handles) = try stackOfThreeDetails()
        let log = EventLog(coordinator)
        try handles[2].pop()
        #expect(coordinator.state.screens == [.home, .detail(id: 0), .detail(id: 1)])
        guard case .changed(_, .request(.pop)) = try #require(log.events.first) else {
            Issue.record("expected a pop, got \(log.events)")
            return
        }
    }

    @Test func theCoordinatorsOwnRequestsActOnTheActiveStack() throws {
        let (coordinator, _) = try stackOfThreeDetails()
        try coordinator.goBack()
        #expect(coordinator.state.screens == [.home, .detail(id: 0), .detail(id: 1)])
    }

    @Test func guardsSeeTheScopedRequestAndItsRefusalChangesNothing() throws {
        let (coordinator, handles) = try stackOfThreeDetails()
        var seen: [NavigationRequest<TestScreen>] = []
        coordinator.addGuard { request, _ in
            seen.append(request)
            return .refuse(reason: "no")
        }
        let before = coordinator.state
        #expect(throws: NavigationError.refusedByGuard(reason: "no")) { try handles[1].goBack() }
        #expect(seen == [.popTo(coordinator.state.entries[1].id)])
        #expect(coordinator.state == before)
    }

    @Test func aCoveredRootCannotPop() throws {
        let (coordinator, _) = try stackOfThreeDetails()
        let root = try #require(coordinator.testViewModel(for: .home)).coordination
        #expect(throws: NavigationError.cannotPopRoot) { try root.goBack() }
        #expect(throws: NavigationError.cannotPopRoot) { try root.pop() }
        try root.popToRoot()
        #expect(coordinator.state.screens == [.home])
    }

    @Test func aRootThatPresentedTwoFlowsDismissesBoth() throws {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        let root = try #require(coordinator.testViewModel(for: .home)).coordination
        try root.present(.list)
        try #require(coordinator.testViewModel(for: .list)).coordination.present(.detail(id: 1))
        try root.dismiss()
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home]])
    }

    @Test func aScreenInAFlowDismissesWhatItPresentedAndStays() throws {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        try coordinator.present(.list)
        let sheet = try #require(coordinator.testViewModel(for: .list)).coordination
        try sheet.present(.detail(id: 1))
        try sheet.dismiss()
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.list]])
        try sheet.dismiss()  // nothing above it now: its own flow closes
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home]])
    }

    @Test func aCoveredFlowRootGoingBackClosesItsFlowAndTheFlowsAbove() throws {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        let flowRoot = try #require(coordinator.testViewModel(for: .detail(id: 1))).coordination
        try coordinator.show(.detail(id: 2))
        try coordinator.present(.detail(id: 3))
        try flowRoot.goBack()
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
    }

    @Test func aCoveredScreenOpeningAnotherIsRefusedNamingItsEntry() throws {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        let root = try #require(coordinator.testViewModel(for: .home)).coordination
        try coordinator.present(.list)
        let before = coordinator.state
        let entry = coordinator.state.root.id
        #expect(throws: NavigationError.requesterNotOnTop(entry: entry)) { try root.show(.detail(id: 1)) }
        #expect(throws: NavigationError.requesterNotOnTop(entry: entry)) { try root.present(.detail(id: 1)) }
        #expect(throws: NavigationError.requesterNotOnTop(entry: entry)) { try root.replaceTop(with: .list) }
        var called = false
        #expect(throws: NavigationError.requesterNotOnTop(entry: entry)) {
            try root.open(.detail(id: 1), presentation: .push, expecting: Int.self) { _ in called = true }
        }
        #expect(coordinator.state == before)
        #expect(!called)
    }

    @Test func aCoveredScreenOpenedForAResultThatClosesItselfHandsBackNothing() throws {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        var outcome: ScreenResult<Int>?
        try coordinator.open(.list, presentation: .push, expecting: Int.self) { outcome = $0 }
        let opened = try #require(coordinator.testViewModel(for: .list)).coordination
        try coordinator.show(.detail(id: 1))
        try opened.goBack()
        #expect(coordinator.state.screens == [.home])
        #expect(outcome == .closed)
    }

    @Test func aScreenInATabOutOfSightClosesInItsOwnTab() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: assemblies)
        try coordinator.select(TestTab.second)
        try coordinator.show(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        let covered = try #require(coordinator.testViewModel(for: .detail(id: 1))).coordination
        try coordinator.select(TestTab.first)
        try coordinator.show(.detail(id: 9))
        try covered.goBack()
        #expect(coordinator.state.screens == [.home, .detail(id: 9)])
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        try coordinator.select(TestTab.second)
        #expect(coordinator.state.screens == [TestTab.second.root])
    }

    @Test func aScreenInATabOutOfSightCannotOpenAnother() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: assemblies)
        let first = try #require(coordinator.testViewModel(for: .home)).coordination
        try coordinator.select(TestTab.second)
        let before = coordinator.state
        #expect(throws: NavigationError.requesterNotOnTop(entry: try #require(first.entry))) {
            try first.show(.detail(id: 1))
        }
        #expect(throws: NavigationError.noModalToDismiss) { try first.dismiss() }
        #expect(throws: NavigationError.cannotPopRoot) { try first.goBack() }
        #expect(coordinator.state == before)
    }

    @Test func aViewModelKnowsItsOwnEntry() throws {
        let (coordinator, handles) = try stackOfThreeDetails()
        #expect(handles.map(\.entry) == coordinator.state.entries.dropFirst().map(\.id))
        #expect(coordinator.entry == nil)
    }
}

@MainActor
struct ObserverCancellationTests {
    @Test func anObserverCancelledByAnotherDuringDeliveryReceivesNothingMore() throws {
        let coordinator = try Coordinator.make()
        var second: NavigationRegistration?
        var received: [String] = []
        let first = coordinator.observeEvents { _ in
            received.append("first")
            second?.cancel()
        }
        second = coordinator.observeEvents { _ in received.append("second") }
        try coordinator.show(.list)
        #expect(received == ["first"])
        try coordinator.pop()
        #expect(received == ["first", "first"])
        first.cancel()
    }

    @Test func anObserverCancellingItselfStillLetsTheOthersReceive() throws {
        let coordinator = try Coordinator.make()
        var received: [String] = []
        var own: NavigationRegistration?
        own = coordinator.observeEvents { _ in
            received.append("once")
            own?.cancel()
        }
        let other = coordinator.observeEvents { _ in received.append("other") }
        try coordinator.show(.list)
        try coordinator.pop()
        #expect(received == ["once", "other", "other"])
        other.cancel()
    }
}
