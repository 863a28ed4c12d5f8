import Navigation
import NavigationTesting
import TestSupport
import Testing

@MainActor
struct LifecycleTests {
    @Test func theRootBecomesTopWhenTheCoordinatorStarts() throws {
        let assemblies = TestAssemblies()
        _ = try Coordinator.make(assemblies: assemblies)
        #expect(assemblies.lifecycle == ["home top"])
    }

    @Test func pushCoversThenTheNewScreenBecomesTop() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        assemblies.clearLifecycle()
        try coordinator.show(.list)
        #expect(assemblies.lifecycle == ["home covered", "list top"])
    }

    @Test func popRemovesThenTheUncoveredScreenBecomesTop() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        assemblies.clearLifecycle()
        try coordinator.popToRoot()
        #expect(assemblies.lifecycle == ["detail(id: 1) removed", "list removed", "home top"])
    }

    @Test func screensInsertedBelowTheTopGetNoCallUntilTheyAreOnTop() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        assemblies.clearLifecycle()
        try coordinator.setStack([.home, .list, .detail(id: 1)])
        #expect(assemblies.lifecycle == ["home covered", "detail(id: 1) top"])
        assemblies.clearLifecycle()
        try coordinator.pop()
        #expect(assemblies.lifecycle == ["detail(id: 1) removed", "list top"])
    }

    @Test func aRefusedRequestMakesNoCall() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        assemblies.clearLifecycle()
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        #expect(throws: NavigationError.self) { try coordinator.show(.broken) }
        #expect(assemblies.lifecycle.isEmpty)
    }

    @Test func lifecycleCallsComeBeforeTheEvent() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        var callsAtEvent: [[String]] = []
        coordinator.observeEvents { _ in callsAtEvent.append(assemblies.lifecycle) }
        try coordinator.show(.list)
        #expect(callsAtEvent == [["home top", "home covered", "list top"]])
    }

    @Test func navigationFromALifecycleCallIsAppliedAfterTheChange() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator.make(assemblies: assemblies)
        let log = EventLog(coordinator)
        try coordinator.show(.list)
        let list = try #require(coordinator.testViewModel(for: .list))
        coordinator.observeEvents { event in
            if case .changed(_, .request(.pop)) = event { try? list.coordination.show(.detail(id: 1)) }
        }
        try coordinator.pop()
        // The list's handle became stale with the pop, so the queued request is refused.
        #expect(
            log.events.last
                == .refused(
                    .show(.detail(id: 1)), error: .staleHandle(entry: EntryID(rawValue: 1))))
        #expect(coordinator.state.screens == [.home])
    }
}
