import Navigation
import Testing

/// A tab travels as an `AnyNavigationTab` made from a case of the app's tab enum, and reads back as that case.
struct AnyNavigationTabTests {
    @Test func aTabMadeFromACaseIsThatCaseAndNoOther() {
        let tab = AnyNavigationTab(TestTab.second)
        #expect(tab == TestTab.second)
        #expect(TestTab.second == tab)
        #expect(tab != TestTab.first)
        #expect(tab.as(TestTab.self) == .second)
        #expect(tab.name == "second")
        #expect(tab.description == "second")
        // An enum without a case of that name reads it as none of its cases.
        #expect(tab.as(OtherTab.self) == nil)
    }

    /// Code written before tabs were typed keeps compiling, with a deprecation warning naming the new member.
    @available(*, deprecated, message: "calls the deprecated names the state's tab members had")
    @MainActor @Test func aStatesRenamedTabMembersKeepTheirOldNamesTakingTheTabsName() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.show(.list)
        let state = coordinator.state
        #expect(state.tabNames == ["first", "second", "third"])
        #expect(state.tabNames == state.tabs.map(\.name))
        #expect(state.stack(ofTab: "first")?.map(\.screen) == [.home, .list])
        #expect(state.stack(ofTab: "second") == state.stack(of: TestTab.second))
        #expect(state.stack(ofTab: "fourth") == nil)
    }

    @Test func requestsAndTheUsersNavigationMadeFromACaseAreTheOnesMadeFromTheTab() {
        let tab = AnyNavigationTab(TestTab.third)
        typealias Request = NavigationRequest<TestScreen>
        #expect(Request.selectTab(TestTab.third) == .selectTab(tab, popToRootIfSelected: false))
        #expect(
            Request.selectTab(TestTab.third, popToRootIfSelected: true) == .selectTab(tab, popToRootIfSelected: true))
        #expect(Request.showInTab(TestTab.third, .list) == .showInTab(tab, .list))
        #expect(Request.popTabToRoot(TestTab.third) == .popTabToRoot(tab))
        #expect(Request.setTabStack(TestTab.third, [.home]) == .setTabStack(tab, [.home]))
        #expect(Request.setTabStacks(TestTab.third, [[.home]]) == .setTabStacks(tab, [[.home]]))
        #expect(UserNavigation.selectedTab(TestTab.third) == .selectedTab(tab))
    }

    @MainActor @Test func aGuardThatComparesTheTabWithACaseRefusesThatTabOnly() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies()) {
            $0.addGuard { request, _ in
                if case .selectTab(let tab, _) = request, tab == TestTab.third { return .refuse(reason: "locked") }
                return .allow
            }
        }
        #expect(throws: NavigationError.self) { try coordinator.select(TestTab.third) }
        #expect(coordinator.state.selectedTab(as: TestTab.self) == .first)
        try coordinator.select(TestTab.second)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(coordinator.state.tabs == TestTab.allCases.map(AnyNavigationTab.init))
    }
}
