import Navigation
import NavigationTesting
import Testing

/// One handle is enough: a screen's handle pops back to a matching screen of its own stack, as the coordinator
/// pops to one of the whole state, and a feature group's handle reaches the app's screens through its parent,
/// speaking for the same screen.
@MainActor
struct HandlePopToLastTests {
    func isList(_ screen: TestScreen) -> Bool { screen == .list }

    func model(at screen: TestScreen, in coordinator: Coordinator<TestScreen>) throws -> TestViewModel {
        try #require(coordinator.testViewModel(for: screen))
    }

    @Test func aHandlePopsBackToAMatchingScreenAtOrBeneathItsOwn() throws {
        let coordinator = try Coordinator.make()
        try coordinator.setStack([.home, .list, .detail(id: 1), .detail(id: 2)])
        try coordinator.present(.list)
        // Covered by the flow, the second detail pops back to the list of its own stack: the flow goes too.
        try model(at: .detail(id: 2), in: coordinator).coordination.pop(toLast: isList)
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
    }

    @Test func aScreenAboveTheHandlesOwnIsNeverMatched() throws {
        let coordinator = try Coordinator.make()
        try coordinator.setStack([.home, .detail(id: 1), .list])
        let before = coordinator.state
        #expect(throws: NavigationError.screenNotFound(screen: "a screen matching the predicate")) {
            try model(at: .detail(id: 1), in: coordinator).coordination.pop(toLast: isList)
        }
        #expect(coordinator.state == before)
        // The coordinator's own search starts at the top of everything.
        try coordinator.pop(toLast: isList)
        #expect(coordinator.state == before)  // the list is on top: nothing to pop
    }

    @Test func inATabOutOfSightTheHandlePopsItsTabsStack() throws {
        let coordinator = try Coordinator(selecting: TestTab.second, assemblies: TestAssemblies())
        try coordinator.show(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        let handle = try model(at: .detail(id: 2), in: coordinator).coordination
        try coordinator.select(TestTab.first)
        try handle.pop(toLast: isList)
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list])
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
    }

    @Test func aGroupsHandleMatchesItsOwnScreensAndReachesTheAppsThroughItsParent() throws {
        let coordinator = try Coordinator(root: GroupedScreen.home, assemblies: GroupedAssemblies())
        try coordinator.setStack([.home, .settings(.overview), .settings(.account(id: 3)), .settings(.picker)])
        let account = try #require(
            coordinator.viewModel(for: coordinator.state.entries[2].id) as? SettingsModel)
        let scoped = try #require(account.coordination as? ScopedCoordination<GroupedScreen, SettingsScreen>)
        // The group's own screens, by the group's enum; the app's `home` is no screen of the group.
        #expect(scoped.lastEntry(where: { $0 == .overview }) == coordinator.state.entries[1].id)
        #expect(scoped.lastEntry(where: { _ in true }) == coordinator.state.entries[2].id)
        // Leaving the group through the parent: the request is still about the account screen, which is covered.
        try scoped.parent.pop(toLast: { $0 == .home })
        #expect(coordinator.state.screens == [.home])
    }

    @Test func aGroupsCoveredScreenClosesItselfThroughItsParent() throws {
        let coordinator = try Coordinator(root: GroupedScreen.home, assemblies: GroupedAssemblies())
        try coordinator.setStack([.home, .settings(.overview), .settings(.account(id: 3))])
        let overview = try #require(
            coordinator.viewModel(for: coordinator.state.entries[1].id) as? SettingsModel)
        let scoped = try #require(overview.coordination as? ScopedCoordination<GroupedScreen, SettingsScreen>)
        try scoped.parent.goBack()
        #expect(coordinator.state.screens == [.home])
    }

    @Test func aTestDoubleAnswersFromTheStackTheTestGivesIt() {
        let coordination = RecordingCoordination<TestScreen>()
        coordination.stack = [
            NavigationEntry(id: EntryID(rawValue: 0), screen: .home),
            NavigationEntry(id: EntryID(rawValue: 4), screen: .list),
            NavigationEntry(id: EntryID(rawValue: 7), screen: .detail(id: 1)),
        ]
        #expect(throws: Never.self) { try coordination.pop(toLast: isList) }
        coordination.expectRequests([.navigate(.popTo(EntryID(rawValue: 4)))])
    }
}
