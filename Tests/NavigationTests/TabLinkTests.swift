import Navigation
import Testing

@MainActor
struct TabLinkTests {
    let links = DeepLinks<TestScreen>(scheme: "test")

    private func make() throws -> Coordinator<TestScreen> {
        try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
    }

    @Test func theLinkOfATabbedStateNamesItsTabAndReadsBack() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.show(.detail(id: 3), in: TestTab.second)
        try state.select(TestTab.second)
        try state.present(.home)
        let link = try links.url(for: state)
        #expect(link == "test://@second/list/detail;id=3/+/home")
        let target = try links.target(for: link)
        #expect(target.tab == "second")
        #expect(target.stacks == [[.list, .detail(id: 3)], [.home]])
        #expect(try links.url(for: [[.list]], in: TestTab.second) == "test://@second/list")
        #expect(try links.stacks(in: "test://@second") == [])
        for link in ["test://@second", "test://@second/list/detail;id=3/+/home", "test://home/list"] {
            #expect(try links.url(for: links.target(for: link)) == link)
        }
    }

    @Test func aLinkIntoATabSelectsItSetsItsStackAndKeepsTheOtherTabs() throws {
        let coordinator = try make()
        try coordinator.show(.list)
        let first = coordinator.state.base
        let secondRoot = try #require(coordinator.state.stack(of: TestTab.second)?.first)
        let secondRootModel = try #require(coordinator.viewModel(for: secondRoot.id))
        try coordinator.open(link: "test://@second/list/detail;id=3/+/home", using: links)
        let state = coordinator.state
        #expect(state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(state.stacks.map { $0.map(\.screen) } == [[.list, .detail(id: 3)], [.home]])
        #expect(state.base.first == secondRoot)
        #expect(coordinator.viewModel(for: secondRoot.id) === secondRootModel)
        #expect(state.stack(of: TestTab.first) == first)
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func aLinkNamingOnlyATabSelectsItAsItWasLeft() throws {
        let coordinator = try make()
        try coordinator.show(.detail(id: 4), in: TestTab.third)
        try coordinator.open(link: "test://@third", using: links)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.third))
        #expect(coordinator.state.base.map(\.screen) == [.detail(id: 9), .detail(id: 4)])
    }

    @Test func aLinkWithoutATabOpensInTheTabItsFirstScreenIsTheRootOf() throws {
        let coordinator = try make()
        try coordinator.open(link: "test://list/detail;id=2", using: links)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(coordinator.state.base.map(\.screen) == [.list, .detail(id: 2)])
        #expect(coordinator.state.stack(of: TestTab.first)?.map(\.screen) == [.home])

        // A link that holds no tab's root opens in the selected tab, over its root: a tab's stack starts there.
        let other = try Coordinator(selecting: TestTab.third, assemblies: TestAssemblies())
        try other.navigate(.setTabStack(TestTab.first, [.detail(id: 1)]))
        try other.open(link: "test://home", using: links)
        #expect(other.state.selectedTab == AnyNavigationTab(TestTab.third))
        #expect(other.state.base.map(\.screen) == [.detail(id: 9), .home])
    }

    @Test func aLinkNamingATabStartsThatTabAtItsRootWhenItsStackDoesNotHoldIt() throws {
        let coordinator = try make()
        try coordinator.open(link: "test://@second/home/detail;id=2", using: links)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(coordinator.state.base.map(\.screen) == [.list, .home, .detail(id: 2)])
        // What the host reports as the user's going back to the same link is that state.
        #expect(
            coordinator.state.userNavigation(to: try links.target(for: "test://@second/home"))
                == .wentBack(to: coordinator.state.base[1].id))
    }

    @Test func aScreenNamedAloneOpensInTheDeepestTabWhoseRootIsBeneathIt() throws {
        // detail's screens beneath are home (the first tab's root) and list (the second's): it opens in the
        // second tab, on its root, and the first tab keeps its stack.
        let coordinator = try make()
        try coordinator.show(.list)
        try coordinator.open(link: "test://detail;id=2", using: links)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.list, .detail(id: 2)]])
        #expect(coordinator.state.stack(of: TestTab.first)?.map(\.screen) == [.home, .list])

        // A link into a tab whose stack holds the tab's root below other screens starts at the root.
        try coordinator.open(link: "test://@first/list/home/detail;id=4", using: links)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(coordinator.state.base.map(\.screen) == [.home, .detail(id: 4)])
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list, .detail(id: 2)])
        // In the selected tab too, and the flows over it are kept as the link names them.
        try coordinator.open(link: "test://list/home/detail;id=5/+/detail;id=1", using: links)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .detail(id: 5)], [.detail(id: 1)]])
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func aLinkIntoATabTheAppDoesNotHaveIsRefusedAndNothingChanges() throws {
        let coordinator = try make()
        try coordinator.show(.list)
        let before = coordinator.state
        #expect(throws: NavigationError.unknownTab(tabNamed("fourth"))) {
            try coordinator.open(link: "test://@fourth/home", using: links)
        }
        #expect(throws: NavigationError.invalidLink(DeepLinkError(.unexpectedParameter, component: "x", offset: 15))) {
            try coordinator.open(link: "test://@second;x=1/list", using: links)
        }
        #expect(coordinator.state == before)

        let single = try Coordinator.make()
        #expect(throws: NavigationError.unknownTab(AnyNavigationTab(TestTab.second))) {
            try single.open(link: "test://@second/list", using: links)
        }
    }

    @Test func aTabNameIsPercentEncodedInALink() throws {
        let state = try NavigationState(
            tabs: [
                (tab: tabNamed("a b/@"), stack: [NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)]),
                (tab: tabNamed("other"), stack: [NavigationEntry(id: EntryID(rawValue: 1), screen: .list)]),
            ],
            selectedTab: tabNamed("a b/@"), nextID: EntryID(rawValue: 2))
        let link = try links.url(for: state)
        #expect(link == "test://@a%20b%2F%40/home")
        #expect(try links.target(for: link).tab == "a b/@")
        // An encoded "@" starts a screen's name, not a tab.
        #expect(throws: DeepLinkError.self) { try links.target(for: "test://%40second/list") }
    }

    @Test func anEmptyTabNameIsNeitherReadNorWritten() throws {
        #expect(throws: DeepLinkError(.emptyTabName, component: "@", offset: 7)) { try links.target(for: "test://@") }
        #expect(throws: DeepLinkError(.emptyTabName, component: "@", offset: 7)) {
            try links.target(for: "test://@/list")
        }
        // A tab whose name is empty (a raw value "") has no link: writing one fails instead of writing what does
        // not read back.
        let state = try NavigationState(
            tabs: [
                (tab: tabNamed(""), stack: [NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)]),
                (tab: tabNamed("other"), stack: [NavigationEntry(id: EntryID(rawValue: 1), screen: .list)]),
            ],
            selectedTab: tabNamed(""), nextID: EntryID(rawValue: 2))
        #expect(throws: DeepLinkError(.emptyTabName, component: "@", offset: 0)) { try links.url(for: state) }
    }

    @Test func aGuardSeesALinkIntoATabAndItsRedirectKeepsTheTab() throws {
        let coordinator = try make()
        var seen: [NavigationRequest<TestScreen>] = []
        coordinator.addGuard { request, state in
            seen.append(request)
            guard request.requestedScreens(in: state).contains(.detail(id: 5)) else { return .allow }
            return .redirect(.present(.home), resumeOnResult: true)
        }
        try coordinator.open(link: "test://@second/list/detail;id=5", using: links)
        #expect(seen.first == .setTabStacks(TestTab.second, [[.list, .detail(id: 5)]]))
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.list], [.home]])
    }
}
