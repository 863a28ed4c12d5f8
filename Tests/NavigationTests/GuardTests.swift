import Navigation
import NavigationTesting
import TestSupport
import Testing

@MainActor
struct GuardTests {
    @Test func aGuardSeesEveryRequestAndTheStateItAppliesTo() throws {
        let coordinator = try Coordinator.make()
        var seen: [(NavigationRequest<TestScreen>, Int)] = []
        coordinator.addGuard { request, state in
            seen.append((request, state.count))
            return .allow
        }
        try coordinator.show(.list)
        try coordinator.pop()
        #expect(seen.map(\.0) == [.show(.list), .pop])
        #expect(seen.map(\.1) == [1, 2])
    }

    @Test func guardsDoNotSeeAFinishedScreenHandingItsResultBack() throws {
        let coordinator = try Coordinator.make()
        var seen: [NavigationRequest<TestScreen>] = []
        coordinator.addGuard { request, _ in
            seen.append(request)
            return request == .present(.list) ? .allow : .refuse(reason: "only the list opens")
        }
        var result: ScreenResult<Int>?
        try coordinator.open(.list, presentation: .modal, expecting: Int.self) { result = $0 }
        try coordinator.finish(with: 3)
        #expect(result == .delivered(3))
        #expect(seen == [.present(.list)])
        #expect(coordinator.state.screens == [.home])
    }

    @Test func aRefusingGuardThrowsAndChangesNothing() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        coordinator.addGuard { request, _ in
            if case .show(.detail) = request { .refuse(reason: "details are closed") } else { .allow }
        }
        let before = coordinator.state
        #expect(throws: NavigationError.refusedByGuard(reason: "details are closed")) {
            try coordinator.show(.detail(id: 1))
        }
        #expect(coordinator.state == before)
        #expect(
            log.events == [
                .refused(
                    .show(.detail(id: 1)), error: .refusedByGuard(reason: "details are closed"))
            ])
        try coordinator.show(.list)
        #expect(coordinator.state.screens == [.home, .list])
    }

    @Test func aRedirectLeadsToSignInAndContinuesAfterSuccess() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        final class Session { var signedIn = false }
        let session = Session()
        coordinator.addGuard { request, _ in
            guard case .show(.detail) = request, !session.signedIn else { return .allow }
            return .redirect(.present(.list), resumeOnResult: true)
        }
        try coordinator.show(.detail(id: 7))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.list]])
        #expect(
            log.events == [
                .changed(
                    NavigationChange(
                        stack: 0, presented: [[NavigationEntry(id: EntryID(rawValue: 1), screen: .list)]],
                        nextID: EntryID(rawValue: 2)),
                    cause: .redirect(original: .show(.detail(id: 7)), target: .present(.list)))
            ])
        session.signedIn = true
        try #require(coordinator.testViewModel(for: .list)).coordination.finish(with: "user")
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .detail(id: 7)]])
        expectNoRetainedViewModels(coordinator)
    }

    @Test func cancellingTheRedirectedScreenDropsTheRequest() throws {
        let coordinator = try Coordinator.make()
        coordinator.addGuard { request, _ in
            guard case .show(.detail) = request else { return .allow }
            return .redirect(.present(.list), resumeOnResult: true)
        }
        var results: [ScreenResult<Int>] = []
        try coordinator.open(.detail(id: 1), presentation: .push, expecting: Int.self) { results.append($0) }
        try coordinator.dismiss()
        #expect(coordinator.state.screens == [.home])
        #expect(results == [.closed])
    }

    @Test func aResumedRequestGoesThroughTheGuardsAgain() throws {
        let coordinator = try Coordinator.make()
        var redirects = 0
        coordinator.addGuard { request, _ in
            guard case .show(.detail) = request, redirects < 2 else { return .allow }
            redirects += 1
            return .redirect(.present(.list), resumeOnResult: true)
        }
        try coordinator.show(.detail(id: 1))
        try coordinator.finish(with: true)
        #expect(coordinator.top.screen == .list)
        try coordinator.finish(with: true)
        #expect(coordinator.state.screens == [.home, .detail(id: 1)])
        #expect(redirects == 2)
    }

    @Test func aRemovedGuardNoLongerDecides() throws {
        let coordinator = try Coordinator.make()
        let registration = coordinator.addGuard { _, _ in .refuse(reason: "closed") }
        #expect(throws: NavigationError.refusedByGuard(reason: "closed")) { try coordinator.show(.list) }
        registration.cancel()
        try coordinator.show(.list)
        #expect(coordinator.top.screen == .list)
    }

    @Test func theFirstGuardThatDoesNotAllowDecides() throws {
        let coordinator = try Coordinator.make()
        coordinator.addGuard { _, _ in .allow }
        coordinator.addGuard { _, _ in .refuse(reason: "second") }
        coordinator.addGuard { _, _ in .refuse(reason: "third") }
        #expect(throws: NavigationError.refusedByGuard(reason: "second")) { try coordinator.show(.list) }
    }
}
