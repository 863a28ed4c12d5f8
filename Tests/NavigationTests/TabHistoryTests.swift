import Foundation
import Navigation
import Testing

/// The tabs of an earlier version: `store` is `second` now, and `news` was removed.
enum OldTab: String, NavigationTab {
    case first, store, news

    var root: TestScreen {
        switch self {
        case .first: .home
        case .store: .list
        case .news: .detail(id: 9)
        }
    }
}

/// `TestTab`'s tabs, with the history of `OldTab`'s.
enum RenamedTab: String, NavigationTab {
    case first, second, third

    var root: TestScreen { TestTab(rawValue: rawValue)?.root ?? .home }

    static var tabHistory: TabHistory { TabHistory([.renamedTab("store", to: "second"), .removedTab("news")]) }
}

/// Saved sessions and links of an earlier version open the tabs they named under their names now, and a tab the
/// app no longer has costs that tab only.
@MainActor
struct TabHistoryTests {
    /// A session of the earlier version: something in every tab, `selected` selected.
    func earlierSession(selecting selected: OldTab) throws -> Data {
        var state = NavigationState(selecting: OldTab.first)
        try state.push(.list)
        try state.show(.detail(id: 1), in: OldTab.store)
        try state.show(.detail(id: 2), in: OldTab.news)
        try state.select(selected)
        try state.present(.home)
        return try SavedNavigation(state: state).json()
    }

    func stacks(of coordinator: Coordinator<TestScreen>) -> [String: [TestScreen]] {
        Dictionary(uniqueKeysWithValues: coordinator.state.tabStacks.map { ($0.tab.name, $0.stack.map(\.screen)) })
    }

    @Test func aRenamedTabOpensAsTheTabItIsNowAndARemovedOneCostsOnlyItself() throws {
        let coordinator = try Coordinator(
            restoring: try earlierSession(selecting: .store), orSelecting: RenamedTab.first,
            assemblies: TestAssemblies())
        #expect(coordinator.state.selectedTab == AnyNavigationTab(RenamedTab.second))
        #expect(
            stacks(of: coordinator)
                == ["first": [.home, .list], "second": [.list, .detail(id: 1)], "third": [.detail(id: 9)]])
        #expect(coordinator.state.modals.map { $0.map(\.screen) } == [[.home]])
        #expect(
            coordinator.restoreOutcome
                == .restoredInPart(
                    dropped: [.detail(id: 9), .detail(id: 2)], reason: .invalidSavedState(.unknownTab("news"))))
    }

    @Test func aSelectedTabTheAppNoLongerHasGivesTheSelectionToTheFirstTabKeptWithoutTheFlows() throws {
        let coordinator = try Coordinator(
            restoring: try earlierSession(selecting: .news), orSelecting: RenamedTab.second,
            assemblies: TestAssemblies())
        #expect(coordinator.state.selectedTab == AnyNavigationTab(OldTab.first))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
        #expect(stacks(of: coordinator)["second"] == [.list, .detail(id: 1)])
        guard case .restoredInPart(let dropped, .invalidSavedState(.unknownTab("news"))) = coordinator.restoreOutcome
        else {
            Issue.record("restored as \(String(describing: coordinator.restoreOutcome))")
            return
        }
        #expect(dropped == [.detail(id: 9), .detail(id: 2), .home])
    }

    @Test func withoutItsRuleARenamedTabCostsOnlyItself() throws {
        let coordinator = try Coordinator(
            restoring: try earlierSession(selecting: .first), orSelecting: TestTab.first, assemblies: TestAssemblies())
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list], [.home]])
        #expect(stacks(of: coordinator)["second"] == [.list])
        guard case .restoredInPart(_, .invalidSavedState(.unknownTab("store"))) = coordinator.restoreOutcome else {
            Issue.record("restored as \(String(describing: coordinator.restoreOutcome))")
            return
        }
    }

    @Test func aRunningAppRestoresARenamedTabAndRefusesARemovedOneChangingNothing() throws {
        let coordinator = try Coordinator(selecting: RenamedTab.first, assemblies: TestAssemblies())
        var earlier = NavigationState(selecting: OldTab.store)
        try earlier.push(.detail(id: 3))
        var renamedOnly = earlier
        renamedOnly = try NavigationState(
            tabs: [(AnyNavigationTab(OldTab.first), [NavigationEntry(id: EntryID(rawValue: 0), screen: .home)])]
                + [(AnyNavigationTab(OldTab.store), renamedOnly.base)], selectedTab: AnyNavigationTab(OldTab.store),
            nextID: renamedOnly.nextID)
        try coordinator.restore(renamedOnly)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(RenamedTab.second))
        #expect(coordinator.state.base.map(\.screen) == [.list, .detail(id: 3)])

        let before = coordinator.state
        #expect(throws: NavigationError.invalidSavedState(.unknownTab("news"))) { try coordinator.restore(earlier) }
        #expect(coordinator.state == before)
    }

    @Test func aLinkNamingARenamedTabOpensTheTabItIsNow() throws {
        let coordinator = try Coordinator(selecting: RenamedTab.first, assemblies: TestAssemblies())
        let links = DeepLinks<TestScreen>(scheme: "app")
        try coordinator.open(link: "app://@store/list/detail;id=5", using: links)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(RenamedTab.second))
        #expect(coordinator.state.base.map(\.screen) == [.list, .detail(id: 5)])
        #expect(throws: NavigationError.unknownTab(AnyNavigationTab(OldTab.news))) {
            try coordinator.open(link: "app://@news", using: links)
        }
    }
}
