import Navigation
import NavigationTesting
import Testing

/// A guard holds across tabs: selecting a tab — by a request, by the user's tap, or by `allows` — is judged by
/// the screens the tab would show.
@MainActor
struct TabGuardTests {
    let lock = TestLock()
    let assemblies = TestAssemblies()

    /// A guard that keeps `.detail(id: 9)` — the third tab's root — and `.detail(id: 5)` behind the lock,
    /// presenting `.list` until it is unlocked.
    func lockGuard() -> Coordinator<TestScreen>.Guard {
        { [lock] request, state in
            let locked = request.requestedScreens(in: state).contains { $0 == .detail(id: 9) || $0 == .detail(id: 5) }
            guard locked, !lock.isUnlocked else { return .allow }
            return .redirect(.present(.list), resumeOnResult: true)
        }
    }

    func makeCoordinator() throws -> Coordinator<TestScreen> {
        try Coordinator(selecting: TestTab.first, assemblies: assemblies) { $0.addGuard(lockGuard()) }
    }

    @Test func aTabSelectionNamesTheScreensOfTheTab() throws {
        let state = try makeCoordinator().state
        func screens(selecting tab: AnyNavigationTab) -> [TestScreen] {
            NavigationRequest.selectTab(tab, popToRootIfSelected: true).requestedScreens(in: state)
        }
        #expect(screens(selecting: AnyNavigationTab(TestTab.third)) == [.detail(id: 9)])
        #expect(screens(selecting: AnyNavigationTab(TestTab.first)) == [])  // selected already: nothing new is shown
        #expect(screens(selecting: tabNamed("fourth")) == [])  // no such tab: the selection is refused
    }

    @Test func aLockedTabOpensBehindItsGuardsScreenAndAfterIt() throws {
        let coordinator = try makeCoordinator()
        try coordinator.select(TestTab.third)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.list]])
        lock.isUnlocked = true
        try coordinator.finish(with: true)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.third))
        #expect(coordinator.state.screens == [.detail(id: 9)])
    }

    @Test func theUsersTapOnALockedTabIsNotAllowedAndAskingForItMeetsTheGuard() throws {
        let coordinator = try makeCoordinator()
        #expect(!coordinator.allows(.selectedTab(TestTab.third)))
        #expect(coordinator.allows(.selectedTab(TestTab.second)))
        let host = SimulatedHost(coordinator)
        #expect(try !host.tapTab(TestTab.third))
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        try coordinator.userAsked(.selectedTab(TestTab.third))
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(coordinator.state.top.screen == .list)
    }

    @Test func aTabWhoseStackHoldsALockedScreenIsLockedToo() throws {
        lock.isUnlocked = true
        let coordinator = try makeCoordinator()
        try coordinator.select(TestTab.second)
        try coordinator.show(.detail(id: 5))
        try coordinator.select(TestTab.first)
        lock.isUnlocked = false
        #expect(!coordinator.allows(.selectedTab(TestTab.second)))
        try coordinator.select(TestTab.second)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(coordinator.state.top.screen == .list)
    }

    @Test func guardsAndObserversAreInstalledBeforeAnyScreenIsBuilt() throws {
        var builtBeforeSetUp: [TestScreen]?
        var events: [NavigationEvent<TestScreen>] = []
        assemblies.onBuild = { screen, coordination in
            if screen == .list { try? coordination.show(.detail(id: 1)) }
        }
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: assemblies) { [assemblies] in
            builtBeforeSetUp = assemblies.builtScreens
            $0.observeEvents { events.append($0) }
        }
        #expect(builtBeforeSetUp == [])
        // The second tab's root asked, from out of sight, to show a screen: refused, and the observer saw it.
        guard case .refused(.show(.detail(id: 1)), .requesterNotOnTop) = try #require(events.first) else {
            Issue.record("expected the refusal, got \(events)")
            return
        }
        #expect(coordinator.state.screens == [.home])
        let plain = try Coordinator(root: TestScreen.home, assemblies: TestAssemblies()) { _ in
            builtBeforeSetUp = []
        }
        #expect(plain.state.screens == [.home])
    }
}
