import Foundation
import Navigation
import TestSupport
import Testing

/// A coordinator that starts from saved navigation: guards and observers first, then as much of the saved
/// state as the guards allow and the view models build.
@MainActor
struct StartFromSavedStateTests {
    /// The saved form of `stacks`, with the entries at `awaiting` (ids, bottom first from 0) opened for a result.
    func saved(_ stacks: [[TestScreen]], awaiting: Set<EntryID> = []) throws -> Data {
        var next: UInt64 = 0
        let entries = stacks.map { stack in
            stack.map { screen in
                defer { next += 1 }
                return NavigationEntry(id: EntryID(rawValue: next), screen: screen)
            }
        }
        let state = try NavigationState(stacks: entries, nextID: EntryID(rawValue: next))
        return try SavedNavigation(state: state, awaitingResult: awaiting).json()
    }

    @Test func guardsAndObserversSeeTheRestoreAndTheFallbackRootIsNeverBuilt() throws {
        let assemblies = TestAssemblies()
        var seen: [NavigationRequest<TestScreen>] = []
        var events: [String] = []
        let coordinator = try Coordinator(
            restoring: try saved([[.home, .list], [.detail(id: 2)]]), orRoot: .broken, assemblies: assemblies
        ) { coordinator in
            coordinator.addGuard { request, _ in
                seen.append(request)
                return .allow
            }
            _ = coordinator.observeEvents { events.append($0.description) }
        }
        #expect(coordinator.restoreOutcome == .restored)
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list], [.detail(id: 2)]])
        #expect(assemblies.builtScreens == [.home, .list, .detail(id: 2)])
        #expect(seen.count == 1)
        // Made over the first state, whose fallback root was never built: the restore replaces it, as any
        // restore replaces what is shown, with ids from the next.
        #expect(
            events == [
                "restore(#0 home › #1 list | #2 detail;id=2): stack 0: -[#0 broken] +[#1 home, #2 list] presented "
                    + "[#3 detail;id=2]"
            ])
        #expect(assemblies.lifecycle == ["detail(id: 2) top"])
    }

    /// Every restoring initializer restores through the engine's commit, which Observation sees: what tracks the
    /// state from the set-up on hears of the restore.
    @Test func observationSeesTheRestoreOfEveryRestoringInitializer() throws {
        let json = try saved([[.home, .list], [.detail(id: 2)]])
        var counters: [ObservationCounter] = []
        let track = { (coordinator: Coordinator<TestScreen>) in
            counters.append(ObservationCounter { _ = coordinator.state })
        }
        let fromData = try Coordinator(restoring: json, orRoot: .home, assemblies: TestAssemblies(), setUp: track)
        let read = Result<SavedNavigation<TestScreen>, NavigationError>.success(
            try SavedNavigation(json: json, unreadScreens: .leftOut))
        let fromRead = try Coordinator(restoring: read, orRoot: .home, assemblies: TestAssemblies(), setUp: track)
        var tabbed = NavigationState(selecting: TestTab.first)
        try tabbed.push(.list)
        let withTabs = try Coordinator(
            restoring: try SavedNavigation(state: tabbed).json(), orSelecting: TestTab.second,
            assemblies: TestAssemblies(), setUp: track)
        #expect(
            [fromData.restoreOutcome, fromRead.restoreOutcome, withTabs.restoreOutcome] == [
                .restored, .restored, .restored,
            ])
        #expect(fromData.state.screens == [.home, .list, .detail(id: 2)])
        #expect(withTabs.state.screens == [.home, .list])
        #expect(counters.map(\.changes) == [1, 1, 1])
    }

    @Test func behindAGuardEverythingBeforeTheGuardedScreenIsRestoredAndTheGuardOpensOverIt() throws {
        var unlocked = false
        let coordinator = try Coordinator(
            restoring: try saved([[.home, .list, .detail(id: 1), .detail(id: 2)]]), orRoot: .home,
            assemblies: TestAssemblies()
        ) { coordinator in
            coordinator.addGuard { request, state in
                guard !unlocked, request.requestedScreens(in: state).contains(.detail(id: 1)) else { return .allow }
                return .redirect(.present(.list), resumeOnResult: true)
            }
        }
        #expect(coordinator.restoreOutcome == .restoredBehindGuard(held: [.detail(id: 1), .detail(id: 2)]))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list], [.list]])
        unlocked = true
        let lock = try #require(coordinator.topViewModel as? TestViewModel)
        try lock.coordination.finish(with: true)
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list, .detail(id: 1), .detail(id: 2)]])
    }

    /// Behind a guard, every screen shown has its view model — the root too, when the session's root is the
    /// fallback root, which the coordinator never built.
    @Test func behindAGuardEveryScreenShownIsBuilt() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator(
            restoring: try saved([[.home, .list, .detail(id: 1)]]), orRoot: .home, assemblies: assemblies
        ) { coordinator in
            coordinator.addGuard { request, state in
                request.requestedScreens(in: state).contains(.detail(id: 1))
                    ? .redirect(.present(.list), resumeOnResult: true) : .allow
            }
        }
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list], [.list]])
        #expect((0..<3).map { coordinator.testViewModel(at: $0)?.screen } == [.home, .list, .list])
        #expect(assemblies.builtScreens == [.home, .list, .list])
    }

    /// A guard that allows nothing but presenting a flow, and redirects everything else to a flow of its own.
    static func allowingNothingButAFlow(
        _ request: NavigationRequest<TestScreen>, _ state: NavigationState<TestScreen>
    ) -> GuardDecision<TestScreen> {
        if case .present = request { return .allow }
        return .redirect(.present(.detail(id: 7)), resumeOnResult: false)
    }

    /// A guard that allows not even the session's root: the guard's screen opens over the fallback root, built.
    @Test func behindAGuardThatAllowsNothingTheGuardsScreenOpensOverTheRootBuilt() throws {
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator(
            restoring: try saved([[.list, .detail(id: 1)]]), orRoot: .home, assemblies: assemblies
        ) { $0.addGuard(Self.allowingNothingButAFlow) }
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.detail(id: 7)]])
        #expect((0..<2).map { coordinator.testViewModel(at: $0)?.screen } == [.home, .detail(id: 7)])
    }

    /// With tabs, the same: a guard that allows nothing of the session opens its screen over the tabs' roots,
    /// each built.
    @Test func withTabsBehindAGuardThatAllowsNothingEveryRootIsBuilt() throws {
        var state = NavigationState(selecting: TestTab.second)
        try state.push(.detail(id: 1))
        let coordinator = try Coordinator(
            restoring: try SavedNavigation(state: state).json(), orSelecting: TestTab.first,
            assemblies: TestAssemblies()
        ) { $0.addGuard(Self.allowingNothingButAFlow) }
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.detail(id: 7)]])
        #expect((0..<2).map { coordinator.testViewModel(at: $0)?.screen } == [.home, .detail(id: 7)])
        for tab in [TestTab.second, .third] {
            let root = try #require(coordinator.state.stack(of: tab)?.first)
            #expect((coordinator.viewModel(for: root.id) as? TestViewModel)?.screen == tab.root)
        }
    }

    @Test func aScreenThatNoLongerBuildsIsDroppedWithWhatLiesAboveItAndTheRestStays() throws {
        let coordinator = try Coordinator(
            restoring: try saved([[.home, .list, .broken, .detail(id: 1)], [.detail(id: 2)]]), orRoot: .home,
            assemblies: TestAssemblies())
        #expect(
            coordinator.restoreOutcome
                == .restoredInPart(
                    dropped: [.broken, .detail(id: 1), .detail(id: 2)],
                    reason: .buildFailed(screen: "broken", reason: "no such screen in this test")))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
        #expect(coordinator.testViewModel(for: .list) != nil)
        try coordinator.show(.detail(id: 9))
        #expect(coordinator.state.entries.map(\.id.rawValue) == [1, 2, 3])
    }

    @Test func unreadableInputARefusingGuardOrAnUnbuildableFirstScreenStartAtTheRoot() throws {
        let unreadable = try Coordinator(restoring: Data("{".utf8), orRoot: .home, assemblies: TestAssemblies())
        guard case .startedAtRoot(.invalidSavedState(.unreadable)) = unreadable.restoreOutcome else {
            Issue.record("\(String(describing: unreadable.restoreOutcome))")
            return
        }
        #expect(unreadable.state.screens == [.home])

        let refused = try Coordinator(restoring: try saved([[.list]]), orRoot: .home, assemblies: TestAssemblies()) {
            $0.addGuard { _, _ in .refuse(reason: "not today") }
        }
        #expect(refused.restoreOutcome == .startedAtRoot(reason: .refusedByGuard(reason: "not today")))
        #expect(refused.state.screens == [.home])

        let broken = try Coordinator(restoring: try saved([[.broken]]), orRoot: .home, assemblies: TestAssemblies())
        #expect(
            broken.restoreOutcome
                == .startedAtRoot(reason: .buildFailed(screen: "broken", reason: "no such screen in this test")))
        #expect(broken.testViewModel(for: .home) != nil)
    }

    @Test func nothingSavedStartsAtTheRootWithNoOutcome() throws {
        let coordinator = try Coordinator(restoring: nil as Data?, orRoot: .list, assemblies: TestAssemblies())
        #expect(coordinator.restoreOutcome == nil)
        #expect(coordinator.state.screens == [.list])
        #expect(coordinator.testViewModel(for: .list) != nil)
    }

    @Test func aResultAwaitedWhenSavedIsAwaitedAgain() throws {
        let coordinator = try Coordinator(
            restoring: try saved([[.home], [.detail(id: 1)]], awaiting: [EntryID(rawValue: 1)]), orRoot: .home,
            assemblies: TestAssemblies())
        let detail = try #require(coordinator.topViewModel as? TestViewModel)
        try detail.coordination.finish(with: 5)
        #expect(coordinator.state.screens == [.home])
    }

    @Test func whatCannotBeReadBackIsNotSaved() throws {
        let state = NavigationState(root: TestScreen.home)
        let saved = SavedNavigation(state: state)
        #expect(throws: SavingError.tooLarge(limit: 10)) { try saved.json(maxBytes: 10) }
        let entries = (0..<5).map { NavigationEntry(id: EntryID(rawValue: UInt64($0)), screen: TestScreen.list) }
        let five = SavedNavigation(state: try NavigationState(stacks: [entries], nextID: EntryID(rawValue: 5)))
        #expect(throws: SavingError.tooManyEntries(count: 5, limit: 4)) { try five.json(maxEntries: 4) }
        #expect(
            SavingError.tooManyEntries(count: 5, limit: 4).description
                == "Cannot save the navigation: it has 5 entries, more than the 4 a restore reads.")
    }
}
