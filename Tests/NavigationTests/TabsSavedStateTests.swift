import Foundation
import Navigation
import Testing

/// The tabs of an earlier version of the `TestTab` app: it had no third tab yet.
enum EarlierTab: String, NavigationTab {
    case first, second

    var root: TestScreen {
        switch self {
        case .first: .home
        case .second: .list
        }
    }
}

@MainActor
struct TabsSavedStateTests {
    /// A state with something in every tab, the third selected with a modal flow over it.
    private func busyState() throws -> NavigationState<TestScreen> {
        var state = NavigationState(selecting: TestTab.first)
        try state.push(.list)
        try state.show(.detail(id: 7), in: TestTab.third)
        try state.select(TestTab.third)
        try state.present(.home)
        return state
    }

    @Test func aTabbedStateIsSavedWithEveryTabAndReadsBackTheSame() throws {
        let state = try busyState()
        let listID = try #require(state.stack(of: TestTab.first)?.last?.id)
        let saved = SavedNavigation(state: state, awaitingResult: [listID])
        let text = try saved.jsonText()
        #expect(text.contains(#"{"name": "third", "selected": true}"#))
        #expect(text.contains(#"{"name": "first", "stack": ["#))
        let read = try SavedNavigation<TestScreen>(json: Data(text.utf8))
        #expect(read == saved)
        #expect(
            read.state.tabStacks.map(\.tab) == [
                AnyNavigationTab(TestTab.first), AnyNavigationTab(TestTab.second), AnyNavigationTab(TestTab.third),
            ])
        #expect(read.awaitingResult == [listID])
    }

    @Test func aTabNameWithQuotesAndControlCharactersReadsBack() throws {
        let state = try NavigationState(
            tabs: [
                (
                    tab: tabNamed("a \"tab\"\n\\"),
                    stack: [NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)]
                ),
                (tab: tabNamed(""), stack: [NavigationEntry(id: EntryID(rawValue: 1), screen: .list)]),
            ],
            selectedTab: tabNamed(""), nextID: EntryID(rawValue: 2))
        let read = try SavedNavigation<TestScreen>(json: try SavedNavigation(state: state).json())
        #expect(read.state == state)
    }

    @Test func aTabbedStateEncodesAndDecodesWithCodable() throws {
        let state = try busyState()
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState<TestScreen>.self, from: data) == state)
    }

    @Test func theTabbedInitializerChecksTheTabsAndTheIds() {
        let home = NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)
        let list = NavigationEntry(id: EntryID(rawValue: 1), screen: TestScreen.list)
        let next = EntryID(rawValue: 2)
        #expect(throws: RestorationError.duplicateTab("a")) {
            try NavigationState(
                tabs: [(tabNamed("a"), [home]), (tabNamed("a"), [list])], selectedTab: tabNamed("a"), nextID: next)
        }
        #expect(throws: RestorationError.selectedTabMissing("c")) {
            try NavigationState(
                tabs: [(tabNamed("a"), [home]), (tabNamed("b"), [list])], selectedTab: tabNamed("c"), nextID: next)
        }
        #expect(throws: RestorationError.emptyTab("b")) {
            try NavigationState(
                tabs: [(tabNamed("a"), [home]), (tabNamed("b"), [])], selectedTab: tabNamed("a"), nextID: next)
        }
        #expect(throws: RestorationError.duplicateID(EntryID(rawValue: 0))) {
            try NavigationState(
                tabs: [(tabNamed("a"), [home]), (tabNamed("b"), [home])], selectedTab: tabNamed("a"), nextID: next)
        }
        #expect(throws: RestorationError.nextIDTooLow(nextID: EntryID(rawValue: 1), highest: EntryID(rawValue: 1))) {
            try NavigationState(
                tabs: [(tabNamed("a"), [home]), (tabNamed("b"), [list])], selectedTab: tabNamed("b"),
                nextID: EntryID(rawValue: 1))
        }
        #expect(throws: RestorationError.emptyStack(index: 1)) {
            try NavigationState(tabs: [(tabNamed("a"), [home])], selectedTab: tabNamed("a"), modals: [[]], nextID: next)
        }
    }

    @Test func aSavedSessionRestoresEveryTabTheSelectionAndAwaitedResults() throws {
        let state = try busyState()
        let listID = try #require(state.stack(of: TestTab.first)?.last?.id)
        let json = try SavedNavigation(state: state, awaitingResult: [listID]).json()

        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.restore(json: json)
        let restored = coordinator.state
        #expect(restored.selectedTab == AnyNavigationTab(TestTab.third))
        #expect(restored.tabStacks.map { $0.stack.map(\.screen) } == state.tabStacks.map { $0.stack.map(\.screen) })
        #expect(restored.modals.map { $0.map(\.screen) } == [[.home]])
        let restoredList = try #require(restored.stack(of: TestTab.first)?.last)
        #expect(coordinator.entriesAwaitingResult == [restoredList.id])
        // Saving again writes the same navigation, the awaited result included.
        let again = coordinator.savedNavigation
        #expect(again.awaitingResult == [restoredList.id])
    }

    @Test func aTabTheSavedSessionDoesNotHaveStartsAtItsRoot() throws {
        var earlier = NavigationState(selecting: EarlierTab.second)
        try earlier.push(.detail(id: 4))
        let json = try SavedNavigation(state: earlier).json()

        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.restore(json: json)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(EarlierTab.second))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.list, .detail(id: 4)]])
        #expect(coordinator.state.stack(of: TestTab.third)?.map(\.screen) == [.detail(id: 9)])
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func aSavedTabTheAppDoesNotHaveIsRefusedAndNothingChanges() throws {
        let json = try SavedNavigation(state: try busyState()).json()
        let coordinator = try Coordinator(selecting: EarlierTab.first, assemblies: TestAssemblies())
        try coordinator.show(.list)
        let before = coordinator.state
        #expect(throws: NavigationError.invalidSavedState(.unknownTab("third"))) {
            try coordinator.restore(json: json)
        }
        #expect(coordinator.state == before)

        let single = try Coordinator.make()
        #expect(throws: NavigationError.invalidSavedState(.unexpectedTabs(["first", "second", "third"]))) {
            try single.restore(json: json)
        }
        #expect(single.state == NavigationState(root: .home))
    }

    @Test func aSessionSavedBeforeTheAppHadTabsGoesToTheTabWithItsRoot() throws {
        var before = NavigationState(root: TestScreen.list)
        try before.push(.detail(id: 2))
        let json = try SavedNavigation(state: before).json()
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.restore(json: json)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(EarlierTab.second))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.list, .detail(id: 2)]])
        #expect(coordinator.state.stack(of: TestTab.first)?.map(\.screen) == [.home])
    }

    @Test func aTabbedCoordinatorStartsFromASavedSessionOrFromItsTabs() throws {
        let state = try busyState()
        let json = try SavedNavigation(state: state).json()
        var events: [String] = []
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator(
            restoring: json, orSelecting: TestTab.first, assemblies: assemblies
        ) { coordinator in
            coordinator.observeEvents { events.append("\($0)") }
        }
        #expect(coordinator.restoreOutcome == .restored)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.third))
        #expect(
            coordinator.state.tabStacks.map { $0.stack.map(\.screen) } == state.tabStacks.map { $0.stack.map(\.screen) }
        )
        #expect(events.count == 1)
        #expect(assemblies.lifecycle.filter { $0.hasSuffix(" top") } == ["home top"])

        let freshAssemblies = TestAssemblies()
        let fresh = try Coordinator(restoring: Data("{".utf8), orSelecting: TestTab.second, assemblies: freshAssemblies)
        guard case .startedAtRoot(.invalidSavedState(.unreadable)) = fresh.restoreOutcome else {
            Issue.record("expected an unreadable saved state, got \(String(describing: fresh.restoreOutcome))")
            return
        }
        #expect(fresh.state == NavigationState(selecting: TestTab.second))
        #expect(freshAssemblies.lifecycle == ["list top"])

        let nothing = try Coordinator(restoring: nil, orSelecting: TestTab.second, assemblies: TestAssemblies())
        #expect(nothing.restoreOutcome == nil)

        let single = try Coordinator(restoring: json, orRoot: .home, assemblies: TestAssemblies())
        #expect(
            single.restoreOutcome
                == .startedAtRoot(reason: .invalidSavedState(.unexpectedTabs(["first", "second", "third"]))))
    }

    @Test func aScreenThatCannotBeBuiltIsLeftOutWithWhatIsAboveItAndTheRestIsRestored() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.show(.broken, in: TestTab.second)
        try state.show(.detail(id: 1), in: TestTab.second)
        try state.push(.list)
        try state.present(.detail(id: 2))
        try state.push(.broken)
        let json = try SavedNavigation(state: state).json()

        let coordinator = try Coordinator(restoring: json, orSelecting: TestTab.third, assemblies: TestAssemblies())
        guard case .restoredInPart(let dropped, .buildFailed) = coordinator.restoreOutcome else {
            Issue.record("expected a part restored, got \(String(describing: coordinator.restoreOutcome))")
            return
        }
        #expect(dropped == [.broken, .detail(id: 1), .broken])
        #expect(coordinator.state.selectedTab == AnyNavigationTab(EarlierTab.first))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list], [.detail(id: 2)]])
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list])
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func aGuardedScreenInARestoredTabKeepsEveryTabAndOpensTheGuardOverWhatComesBefore() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.push(.list)
        try state.show(.detail(id: 5), in: TestTab.second)
        try state.select(TestTab.second)
        let coordinator = try Coordinator(selecting: TestTab.third, assemblies: TestAssemblies())
        coordinator.addGuard { request, state in
            request.requestedScreens(in: state).contains(.detail(id: 5))
                ? .redirect(.present(.home), resumeOnResult: true) : .allow
        }
        try coordinator.restore(state)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(EarlierTab.second))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.list], [.home]])
        #expect(coordinator.state.stack(of: TestTab.first)?.map(\.screen) == [.home, .list])

        // A guarded screen in a tab that is not selected is seen too.
        var other = NavigationState(selecting: TestTab.first)
        try other.show(.detail(id: 5), in: TestTab.third)
        let second = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        var seen: [[TestScreen]] = []
        second.addGuard { request, state in
            seen.append(request.requestedScreens(in: state))
            return .allow
        }
        try second.restore(other)
        #expect(seen.first?.contains(.detail(id: 5)) == true)
    }

    @Test func aGuardedScreenInATabOutOfSightCostsOnlyThatTabUntilTheGuardsScreenFinishes() throws {
        // Saved: the first tab at home › list, the third at 9 › 5 › list (5 guarded), the second selected at
        // list › 3.
        var state = NavigationState(selecting: TestTab.first)
        try state.push(.list)
        try state.show(.detail(id: 5), in: TestTab.third)
        try state.show(.list, in: TestTab.third)
        try state.select(TestTab.second)
        try state.push(.detail(id: 3))
        let lock = TestLock()
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        coordinator.addGuard { request, state in
            !lock.isUnlocked && request.requestedScreens(in: state).contains(.detail(id: 5))
                ? .redirect(.present(.home), resumeOnResult: true) : .allow
        }
        try coordinator.restore(state)
        // The selected tab and the first are whole; the third stops before its guarded screen; the guard's
        // screen is over the selected tab.
        #expect(coordinator.state.selectedTab == AnyNavigationTab(EarlierTab.second))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.list, .detail(id: 3)], [.home]])
        #expect(coordinator.state.stack(of: TestTab.first)?.map(\.screen) == [.home, .list])
        #expect(coordinator.state.stack(of: TestTab.third)?.map(\.screen) == [.detail(id: 9)])

        // Once the guard's screen finishes, the whole restore resumes: nothing of the session is lost.
        lock.isUnlocked = true
        try #require(coordinator.viewModel(for: coordinator.state.top.id) as? TestViewModel).coordination
            .finish(with: true)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(EarlierTab.second))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.list, .detail(id: 3)]])
        #expect(coordinator.state.stack(of: TestTab.first)?.map(\.screen) == [.home, .list])
        #expect(coordinator.state.stack(of: TestTab.third)?.map(\.screen) == [.detail(id: 9), .detail(id: 5), .list])
        #expect(coordinator.retainedViewModels.isEmpty)
    }
}

/// Whether a test's guard still stops its screen.
@MainActor
final class TestLock {
    var isUnlocked = false
}
