import Navigation
import NavigationTesting
import Observation
import TestSupport
import Testing

@MainActor
struct CoordinatorTests {
    @Test func startsWithTheRootBuiltThroughItsAssembly() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(root: .home, assemblies: assemblies)
        #expect(coordinator.state.screens == [.home])
        #expect(coordinator.top.id == EntryID(rawValue: 0))
        #expect(assemblies.builtScreens == [.home])
        #expect((coordinator.topViewModel as? TestViewModel)?.screen == .home)
    }

    @Test func aRootThatCannotBeBuiltFailsTheStart() {
        #expect(throws: NavigationError.buildFailed(screen: "broken", reason: "no such screen in this test")) {
            try Coordinator.make(root: .broken)
        }
    }

    @Test func showPushesTheScreenOnTopWithItsViewModel() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 7))
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 7)])
        #expect(coordinator.state.entries.map(\.id.rawValue) == [0, 1, 2])
        #expect((coordinator.topViewModel as? TestViewModel)?.screen == .detail(id: 7))
    }

    @Test func showInFirstPositionMakesTheScreenTheOnlyOneAndReleasesTheOthers() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        weak let home = coordinator.testViewModel(at: 0)
        weak let list = coordinator.testViewModel(at: 1)
        try coordinator.resetStack(to: .detail(id: 1))
        #expect(coordinator.state.screens == [.detail(id: 1)])
        #expect(coordinator.state.root.id == EntryID(rawValue: 2))
        #expect(home == nil)
        #expect(list == nil)
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func popRemovesTheTopAndReleasesItsViewModel() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        weak let list = coordinator.testViewModel(at: 1)
        #expect(list != nil)
        try coordinator.pop()
        #expect(coordinator.state.screens == [.home])
        #expect(list == nil)
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func popBelowTheRootIsRefusedAndChangesNothing() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        let before = coordinator.state
        let rootModel = coordinator.topViewModel
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        #expect(coordinator.state == before)
        #expect(identical(coordinator.topViewModel, rootModel))
        #expect(log.events == [.refused(.pop, error: .cannotPopRoot)])
    }

    @Test func aScreenThatCannotBeBuiltChangesNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let log = EventLog(coordinator)
        let before = coordinator.state
        let models = coordinator.state.entries.map { coordinator.viewModel(for: $0.id) }
        let error = NavigationError.buildFailed(screen: "broken", reason: "no such screen in this test")
        #expect(throws: error) { try coordinator.show(.broken) }
        #expect(throws: error) { try coordinator.resetStack(to: .broken) }
        #expect(coordinator.state == before)
        #expect(coordinator.state.nextID == before.nextID)
        #expect(zip(models, coordinator.state.entries.map { coordinator.viewModel(for: $0.id) }).allSatisfy(identical))
        #expect(
            log.events == [
                .refused(.show(.broken), error: error),
                .refused(.resetStack(to: .broken), error: error),
            ])
    }

    @Test func everyChangeIsAnEventInOrder() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        try coordinator.pop()
        try coordinator.resetStack(to: .home)
        #expect(
            log.events.map(\.description) == [
                "show(list): stack 0: +[#1 list]",
                "show(detail;id=1): stack 0: +[#2 detail;id=1]",
                "pop: stack 0: -[#2 detail;id=1]",
                "resetStack(to: home): stack 0: -[#0 home, #1 list] +[#3 home]",
            ])
    }

    @Test func entriesThatStayKeepTheirViewModel() throws {
        let coordinator = try Coordinator.make()
        let home = coordinator.topViewModel
        try coordinator.show(.list)
        let list = coordinator.topViewModel
        try coordinator.show(.detail(id: 2))
        try coordinator.pop()
        #expect(identical(coordinator.topViewModel, list))
        #expect(identical(coordinator.viewModel(for: coordinator.state.root.id), home))
    }

    @Test func idsAreUniqueDeterministicAndNeverReused() throws {
        func run() throws -> [EntryID] {
            let coordinator = try Coordinator.make()
            var ids: [EntryID] = []
            try coordinator.show(.list)
            ids.append(coordinator.top.id)
            try coordinator.pop()
            try coordinator.show(.list)
            ids.append(coordinator.top.id)
            try coordinator.resetStack(to: .home)
            ids.append(coordinator.top.id)
            return ids
        }
        let first = try run()
        #expect(first.map(\.rawValue) == [1, 2, 3])
        #expect(try run() == first)
        #expect(first.map(\.description) == ["#1", "#2", "#3"])
    }

    @Test func theSameScreenTwiceGetsTwoEntriesAndTwoViewModels() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.detail(id: 1))
        try coordinator.show(.detail(id: 1))
        let ids = coordinator.state.entries.map(\.id)
        #expect(Set(ids).count == 3)
        #expect(!identical(coordinator.viewModel(for: ids[1]), coordinator.viewModel(for: ids[2])))
    }

    @Test func aViewModelNavigatesThroughItsHandle() throws {
        let coordinator = try Coordinator.make()
        let home = try #require(coordinator.testViewModel(at: 0))
        try home.coordination.show(.list)
        let list = try #require(coordinator.testViewModel(at: 1))
        try list.coordination.pop()
        #expect(coordinator.state.screens == [.home])
    }

    @Test func theHandleOfARemovedScreenIsStaleAndChangesNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let list = try #require(coordinator.testViewModel(at: 1))
        let listID = coordinator.top.id
        try coordinator.pop()
        let log = EventLog(coordinator)
        let before = coordinator.state
        #expect(throws: NavigationError.staleHandle(entry: listID)) { try list.coordination.show(.detail(id: 1)) }
        #expect(throws: NavigationError.staleHandle(entry: listID)) { try list.coordination.pop() }
        #expect(coordinator.state == before)
        #expect(
            log.events == [
                .refused(.show(.detail(id: 1)), error: .staleHandle(entry: listID)),
                .refused(.pop, error: .staleHandle(entry: listID)),
            ])
    }

    @Test func aHandleWhoseCoordinatorIsGoneIsRefused() throws {
        var coordinator: Coordinator<TestScreen>? = try Coordinator.make()
        let home = try #require(coordinator?.testViewModel(at: 0))
        weak let released = coordinator
        coordinator = nil
        #expect(released == nil)
        #expect(throws: NavigationError.coordinatorReleased) { try home.coordination.pop() }
    }

    @Test func retainedViewModelsListsRemovedViewModelsStillAlive() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 4))
        var kept = coordinator.topViewModel
        try coordinator.pop()
        try coordinator.pop()
        #expect(coordinator.retainedViewModels.map(\.entry.screen) == [.detail(id: 4)])
        #expect(coordinator.retainedViewModels.map(\.viewModelType) == ["TestViewModel"])
        kept = coordinator.topViewModel
        #expect(identical(kept, coordinator.topViewModel))
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func retainedViewModelsNameTheirOwnEntriesWhenAChangeRemovesMany() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        let second = coordinator.topViewModel
        try coordinator.show(.detail(id: 3))
        try coordinator.present(.detail(id: 4))
        let presented = coordinator.topViewModel
        try coordinator.show(.detail(id: 5))
        try coordinator.setStack([.home])
        // The change removed three entries of the base stack and a flow of two; of their five view models, the two
        // still held are listed, each with the entry it was built for.
        #expect(coordinator.retainedViewModels.map(\.entry.screen) == [.detail(id: 2), .detail(id: 4)])
        withExtendedLifetime((second, presented)) {}
    }

    @Test func navigationRequestedWhileBuildingIsAppliedAfterInOrder() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        let log = EventLog(coordinator)
        assemblies.onBuild = { screen, coordination in
            if screen == .list {
                try? coordination.show(.detail(id: 1))
                try? coordination.replaceTop(with: .detail(id: 2))
            }
        }
        try coordinator.show(.list)
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 1)])
        #expect(log.events.count == 3)
        #expect(log.events.first?.change?.pushed == [NavigationEntry(id: EntryID(rawValue: 1), screen: .list)])
        // The second request is the list's own, made once the list is covered by what it opened first.
        let refused = try #require(log.events.last)
        guard case .refused(.replaceTop(.detail(id: 2)), let error) = refused else {
            Issue.record("expected the list's replaceTop to be refused, got \(refused)")
            return
        }
        #expect(error == .requesterNotOnTop(entry: EntryID(rawValue: 1)))
    }

    @Test func navigationRequestedWhileTheRootIsBuiltIsAppliedOnceItIsIn() throws {
        let assemblies = TestAssemblies()
        assemblies.onBuild = { screen, coordination in
            if screen == .home { try? coordination.show(.list) }
        }
        let coordinator = try Coordinator.make(assemblies: assemblies)
        #expect(coordinator.state.screens == [.home, .list])
    }

    @Test func aQueuedRequestThatIsRefusedIsReportedAsAnEvent() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        let log = EventLog(coordinator)
        assemblies.onBuild = { screen, coordination in
            if screen == .list { try? coordination.show(.broken) }
        }
        try coordinator.show(.list)
        #expect(coordinator.state.screens == [.home, .list])
        let error = NavigationError.buildFailed(screen: "broken", reason: "no such screen in this test")
        #expect(log.events.last == .refused(.show(.broken), error: error))
    }

    @Test func navigationRequestedByAnObserverIsAppliedAfterTheEventInOrder() throws {
        let coordinator = try Coordinator.make()
        var seen: [TestScreen] = []
        coordinator.observeEvents { event in
            guard let entry = event.change?.pushed.last else { return }
            seen.append(entry.screen)
            if entry.screen == .list { try? coordinator.show(.detail(id: 9)) }
        }
        try coordinator.show(.list)
        #expect(seen == [.list, .detail(id: 9)])
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 9)])
    }

    @Test func aCancelledSubscriptionReceivesNoMoreEvents() throws {
        let coordinator = try Coordinator.make()
        var count = 0
        let subscription = coordinator.observeEvents { _ in count += 1 }
        try coordinator.show(.list)
        subscription.cancel()
        subscription.cancel()
        try coordinator.pop()
        #expect(count == 1)
    }

    @Test func theStackIsObservable() throws {
        let coordinator = try Coordinator.make()
        let counter = ObservationCounter { _ = coordinator.state }
        try coordinator.show(.list)
        #expect(counter.changes == 1)
    }

    @Test func eachChangeIsReportedToWhatTrackedTheStateBeforeIt() throws {
        let coordinator = try Coordinator.make()
        var counters: [ObservationCounter] = []
        for step in 0..<3 {
            counters.append(ObservationCounter { _ = coordinator.state })
            if step == 1 { try coordinator.pop() } else { try coordinator.show(.list) }
        }
        // Each tracking began before one change and reports it, once: Observation's tracking is one-shot.
        #expect(counters.map(\.changes) == [1, 1, 1])
        // Another coordinator's change is not this one's.
        let other = try Coordinator.make()
        let tracked = ObservationCounter { _ = coordinator.state }
        try other.show(.list)
        #expect(tracked.changes == 0)
        try coordinator.pop()
        #expect(tracked.changes == 1)
    }

    @Test func aRefusedRequestDoesNotNotifyObservation() throws {
        let coordinator = try Coordinator.make()
        let counter = ObservationCounter { _ = coordinator.state }
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        #expect(counter.changes == 0)
    }

    @Test func theHandlesGivenToAssembliesOfARefusedChangeAreStaleEvenWhenTheirIDsAreGivenAgain() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        var handles: [TestScreen: any Coordination<TestScreen>] = [:]
        assemblies.onBuild = { screen, coordination in handles[screen] = coordination }
        #expect(throws: NavigationError.buildFailed(screen: "broken", reason: "no such screen in this test")) {
            try coordinator.setStack([.home, .list, .broken])
        }
        // `list` was built, then dropped; `broken`'s Assembly got a handle, then threw. The refused change took
        // no ids: the next entries get the ones those two were given.
        let built = try #require(handles[.list])
        let failed = try #require(handles[.broken])
        try coordinator.show(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        let before = coordinator.state
        #expect(before.entries.map(\.id.rawValue) == [0, 1, 2])
        for (handle, id) in [(built, UInt64(1)), (failed, 2)] {
            #expect(throws: NavigationError.staleHandle(entry: EntryID(rawValue: id))) { try handle.pop() }
            #expect(throws: NavigationError.staleHandle(entry: EntryID(rawValue: id))) { try handle.show(.list) }
        }
        #expect(coordinator.state == before)
    }

    @Test func aHandleSomethingStillHoldsStaysStaleWhileNewEntriesComeAndGo() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let kept = try #require(coordinator.testViewModel(for: .list)).coordination
        let keptID = coordinator.top.id
        try coordinator.pop()
        for id in 0..<40 {
            try coordinator.show(.detail(id: id))
            try #require(coordinator.testViewModel(for: .detail(id: id))).coordination.pop()
        }
        #expect(throws: NavigationError.staleHandle(entry: keptID)) { try kept.show(.detail(id: 99)) }
        #expect(coordinator.state.screens == [.home])
        try #require(coordinator.testViewModel(for: .home)).coordination.show(.list)
        #expect(coordinator.state.screens == [.home, .list])
    }
}
