import Navigation
import Testing

/// Navigation that asks for navigation forever ends at `Coordinator.queuedRequestLimit` queued requests.
@MainActor
struct LoopBoundTests {
    @Test func anObserverThatRetriesEveryRefusalIsStoppedAtTheLimit() throws {
        let coordinator = try Coordinator.make()
        var refusals: [NavigationError] = []
        coordinator.observeEvents { event in
            guard case .refused(_, let error) = event else { return }
            refusals.append(error)
            _ = try? coordinator.pop()  // queued: the refusal is being announced
        }
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        let limit = Coordinator<TestScreen>.queuedRequestLimit
        #expect(refusals.count == limit + 2)
        #expect(refusals.dropLast().allSatisfy { $0 == .cannotPopRoot })
        #expect(refusals.last == .requestLoop(limit: limit))
        #expect(coordinator.state == NavigationState(root: .home))
        // The loop is over: the coordinator navigates as before.
        try coordinator.show(.list)
        #expect(coordinator.state.screens == [.home, .list])
    }

    @Test func aRedirectResumingIntoAScreenThatFinishesAtOnceIsStoppedAndTheOpenerLearnsItClosed() throws {
        let assemblies = TestAssemblies()
        assemblies.onBuild = { screen, coordination in
            // The guard's screen finishes as soon as it is shown: the original request resumes, and is
            // redirected again.
            if screen == .list { try? coordination.finish(with: true) }
        }
        let coordinator = try Coordinator.make(assemblies: assemblies)
        coordinator.addGuard { request, _ in
            guard case .show(.detail) = request else { return .allow }
            return .redirect(.present(.list), resumeOnResult: true)
        }
        var loopRefusals: [EntryID] = []
        coordinator.observeEvents { event in
            if case .finishRefused(let entry, .requestLoop) = event { loopRefusals.append(entry) }
        }
        var results: [ScreenResult<Int>] = []
        try coordinator.open(.detail(id: 1), presentation: .push, expecting: Int.self) { results.append($0) }
        // The last finish was dropped: the guard's screen stays, and the original request waits on it.
        let shown = coordinator.state.top
        #expect(loopRefusals == [shown.id])
        #expect(coordinator.state.screens == [.home, .list])
        #expect(results.isEmpty)
        try coordinator.dismiss()
        #expect(results.count == 1)
        if case .closed = results.first {} else { Issue.record("the opener got \(results), not .closed") }
    }

    @Test func theLoopErrorSaysWhatHappened() {
        #expect(
            NavigationError.requestLoop(limit: 1_000).description
                == "Ignored a request: more than 1000 were made during one navigation, as in a loop.")
    }
}
