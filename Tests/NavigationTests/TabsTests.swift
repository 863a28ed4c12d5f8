import Foundation
import Navigation
import Testing

/// The tabs of the tests: each starts at a different screen.
enum TestTab: String, NavigationTab {
    case first, second, third

    var root: TestScreen {
        switch self {
        case .first: .home
        case .second: .list
        case .third: .detail(id: 9)
        }
    }
}

/// Tabs of another app, over the same screens: none of them is a tab of a `TestTab` state.
enum OtherTab: String, NavigationTab {
    case elsewhere

    var root: TestScreen { .home }
}

@MainActor
struct TabStateTests {
    @Test func aTabbedStateStartsWithEachTabsRootAndTheChosenTabSelected() {
        let state = NavigationState(selecting: TestTab.second)
        #expect(
            state.tabs == [
                AnyNavigationTab(TestTab.first), AnyNavigationTab(TestTab.second), AnyNavigationTab(TestTab.third),
            ])
        #expect(state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(state.selectedTab(as: TestTab.self) == .second)
        #expect(state.stacks == [[NavigationEntry(id: EntryID(rawValue: 1), screen: .list)]])
        #expect(state.stack(of: TestTab.first) == [NavigationEntry(id: EntryID(rawValue: 0), screen: .home)])
        #expect(state.stack(of: TestTab.third) == [NavigationEntry(id: EntryID(rawValue: 2), screen: .detail(id: 9))])
        #expect(state.nextID == EntryID(rawValue: 3))
        #expect(state.description == "[first: #0 home] [*second: #1 list] [third: #2 detail;id=9]")
    }

    @Test func aStateWithoutTabsHasNone() {
        let state = NavigationState(root: TestScreen.home)
        #expect(state.tabs.isEmpty)
        #expect(state.selectedTab == nil)
        #expect(state.stack(of: AnyNavigationTab(TestTab.first)) == nil)
    }

    @Test func selectingATabKeepsEveryTabsStackWithItsIds() throws {
        var state = NavigationState(selecting: TestTab.first)
        let detail = try state.push(.detail(id: 1))
        try state.select(TestTab.second)
        #expect(state.top.screen == .list)
        #expect(state.stack(of: TestTab.first)?.last == detail)
        try state.push(.detail(id: 2))
        try state.select(TestTab.first)
        #expect(state.top == detail)
        #expect(state.stack(of: TestTab.second)?.map(\.screen) == [.list, .detail(id: 2)])
        #expect(
            state.description
                == "[*first: #0 home › #3 detail;id=1] [second: #1 list › #4 detail;id=2] [third: #2 detail;id=9]")
    }

    @Test func selectingAnotherTabClosesTheModalFlowsOverTheContainer() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.present(.list)
        try state.select(TestTab.third)
        #expect(state.modals.isEmpty)
        #expect(state.top.screen == .detail(id: 9))
        try state.select(TestTab.first)
        #expect(state.stacks.map { $0.map(\.screen) } == [[.home]])
    }

    @Test func reselectingTheSelectedTabPopsItToItsRootOnlyWhenAskedTo() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.push(.list)
        try state.present(.detail(id: 1))
        let before = state
        try state.select(TestTab.first)
        #expect(state == before)
        try state.select(TestTab.first, popToRootIfSelected: true)
        #expect(state.stacks.map { $0.map(\.screen) } == [[.home]])
    }

    @Test func showInATabThatIsNotSelectedChangesNothingTheUserSees() throws {
        var state = NavigationState(selecting: TestTab.first)
        let entry = try state.show(.detail(id: 5), in: TestTab.second)
        #expect(entry == NavigationEntry(id: EntryID(rawValue: 3), screen: .detail(id: 5)))
        #expect(state.stacks.map { $0.map(\.screen) } == [[.home]])
        #expect(state.stack(of: TestTab.second)?.last == entry)
        #expect(state.contains(entry.id))
        try state.select(TestTab.second)
        #expect(state.top == entry)
    }

    @Test func showInTheSelectedTabClosesItsModalFlows() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.present(.list)
        try state.show(.detail(id: 5), in: TestTab.first)
        #expect(state.stacks.map { $0.map(\.screen) } == [[.home, .detail(id: 5)]])
    }

    @Test func popToRootAndSetStackOfATabThatIsNotSelectedKeepWhatTheyCan() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.show(.detail(id: 1), in: TestTab.second)
        try state.show(.detail(id: 2), in: TestTab.second)
        let (removed, inserted) = try state.setStack([.list, .detail(id: 1), .home], of: TestTab.second)
        #expect(removed.map(\.screen) == [.detail(id: 2)])
        #expect(inserted.map(\.screen) == [.home])
        #expect(state.stack(of: TestTab.second)?.map(\.id.rawValue) == [1, 3, 5])
        #expect(try state.popToRoot(of: TestTab.second).map(\.screen) == [.detail(id: 1), .home])
        #expect(state.stack(of: TestTab.second)?.map(\.screen) == [.list])
        #expect(try state.popToRoot(of: TestTab.second).isEmpty)
        #expect(state.stacks.map { $0.map(\.screen) } == [[.home]])
    }

    @Test func refusedTabOperationsLeaveTheStateExactlyAsItWas() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.push(.list)
        let before = state
        #expect(throws: NavigationError.unknownTab(AnyNavigationTab(OtherTab.elsewhere))) {
            try state.select(OtherTab.elsewhere)
        }
        #expect(throws: NavigationError.unknownTab(AnyNavigationTab(OtherTab.elsewhere))) {
            try state.show(.list, in: OtherTab.elsewhere)
        }
        #expect(throws: NavigationError.emptyStack) { try state.setStack([], of: TestTab.second) }
        #expect(throws: NavigationError.emptyStack) { try state.setStack([], of: TestTab.first) }
        #expect(state == before)

        var single = NavigationState(root: TestScreen.home)
        #expect(throws: NavigationError.unknownTab(AnyNavigationTab(TestTab.first))) {
            try single.select(TestTab.first)
        }
        #expect(throws: NavigationError.unknownTab(AnyNavigationTab(TestTab.first))) {
            try single.plan(.popTabToRoot(TestTab.first))
        }
        #expect(single == NavigationState(root: TestScreen.home))
    }

    @Test func aTabChangeIsAValueThatGivesTheSameStateWhenApplied() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.present(.list)
        let planned = try #require(try state.plan(.selectTab(TestTab.second, popToRootIfSelected: false)))
        #expect(planned.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(planned.dismissed.map { $0.map(\.screen) } == [[.list]])
        #expect(planned.description == "selected tab second, stack 0: dismissed [#3 list]")
        var applied = state
        applied.apply(planned)
        try state.select(TestTab.second)
        #expect(applied == state)

        let parked = try #require(try state.plan(.showInTab(TestTab.third, .home)))
        #expect(
            parked.tabs == [
                TabStackChange(
                    tab: AnyNavigationTab(TestTab.third),
                    pushed: [NavigationEntry(id: EntryID(rawValue: 4), screen: .home)])
            ])
        #expect(parked.description == "stack 0: tab third: +[#4 home]")
    }

    @Test func theChangeBetweenTwoTabbedStatesGivesTheOtherWhenApplied() throws {
        var start = NavigationState(selecting: TestTab.first)
        try start.push(.list)
        try start.show(.detail(id: 1), in: TestTab.second)
        var end = start
        try end.select(TestTab.second)
        try end.present(.home)
        try end.show(.detail(id: 2), in: TestTab.first)
        try end.popToRoot(of: TestTab.third)
        for (from, to) in [(start, end), (end, start)] {
            var state = from
            let change = from.change(to: to)
            state.apply(change)
            #expect(state == to)
        }
        // The same tab selected, another tab changed: the visible stacks stay as they are.
        var other = end
        try other.show(.home, in: TestTab.third)
        let change = end.change(to: other)
        #expect(change.removedCount == 0 && change.insertedCount == 0 && change.selectedTab == nil)
        #expect(change.tabs.map(\.tab) == [AnyNavigationTab(TestTab.third)])
    }

    @Test func theTabRequestsDescribeThemselves() {
        #expect(
            NavigationRequest<TestScreen>.selectTab(TestTab.first, popToRootIfSelected: true).description
                == "selectTab(first, popToRootIfSelected)")
        #expect(NavigationRequest<TestScreen>.showInTab(TestTab.second, .list).description == "showInTab(second, list)")
        #expect(
            NavigationRequest<TestScreen>.setTabStack(TestTab.second, [.list, .home]).description
                == "setTabStack(second, list › home)")
        #expect(NavigationError.unknownTab(tabNamed("a\nb")).description == #"No tab is named "a\u{A}b"."#)
    }
}

@MainActor
struct TabCoordinatorTests {
    private func make(_ assemblies: TestAssemblies = TestAssemblies()) throws -> Coordinator<TestScreen> {
        try Coordinator(selecting: TestTab.first, assemblies: assemblies)
    }

    @Test func everyTabsRootIsBuiltAndOnlyTheSelectedOneBecomesTop() throws {
        let assemblies = TestAssemblies()
        let coordinator = try make(assemblies)
        #expect(assemblies.builtScreens == [.list, .detail(id: 9), .home])
        #expect(assemblies.lifecycle == ["home top"])
        for entry in coordinator.state.entriesOfOtherTabs {
            #expect((coordinator.viewModel(for: entry.id) as? TestViewModel)?.screen == entry.screen)
        }
    }

    @Test func eachTabKeepsItsHistoryAndViewModelsAcrossSwitches() throws {
        let coordinator = try make()
        try coordinator.show(.list)
        let list = try #require(coordinator.testViewModel(for: .list))
        try coordinator.select(TestTab.second)
        try coordinator.show(.detail(id: 2))
        try coordinator.select(TestTab.first)
        #expect(coordinator.state.base.map(\.screen) == [.home, .list])
        #expect(coordinator.testViewModel(for: .list) === list)
        try coordinator.select(TestTab.second)
        #expect(coordinator.state.base.map(\.screen) == [.list, .detail(id: 2)])
        #expect(coordinator.retainedViewModels.isEmpty)
        let top = try #require(coordinator.topViewModel as? TestViewModel)
        #expect(top.screen == .detail(id: 2))
    }

    @Test func aTabSwitchCoversTheOldTopAndMakesTheTabsTopTheTop() throws {
        let assemblies = TestAssemblies()
        let coordinator = try make(assemblies)
        try coordinator.show(.detail(id: 1))
        assemblies.clearLifecycle()
        try coordinator.select(TestTab.third)
        #expect(assemblies.lifecycle == ["detail(id: 1) covered", "detail(id: 9) top"])
        assemblies.clearLifecycle()
        try coordinator.present(.list)
        try coordinator.select(TestTab.first)
        #expect(assemblies.lifecycle == ["detail(id: 9) covered", "list top", "list removed", "detail(id: 1) top"])
    }

    @Test func changingATabThatIsNotSelectedMakesNoVisibleLifecycleCall() throws {
        let assemblies = TestAssemblies()
        let coordinator = try make(assemblies)
        assemblies.clearLifecycle()
        try coordinator.show(.detail(id: 3), in: TestTab.second)
        #expect(assemblies.lifecycle.isEmpty)
        #expect(assemblies.builtScreens.last == .detail(id: 3))
        let entry = try #require(coordinator.state.stack(of: TestTab.second)?.last)
        #expect((coordinator.viewModel(for: entry.id) as? TestViewModel)?.screen == .detail(id: 3))
        try coordinator.popToRoot(of: TestTab.second)
        #expect(assemblies.lifecycle == ["detail(id: 3) removed"])
        #expect(coordinator.viewModel(for: entry.id) == nil)
        #expect(coordinator.retainedViewModels.isEmpty)
        #expect(coordinator.state.top.screen == .home)
    }

    @Test func aGuardSeesATabSwitchAndARefusalChangesNothing() throws {
        let coordinator = try make()
        try coordinator.show(.list)
        var seen: [NavigationRequest<TestScreen>] = []
        coordinator.addGuard { request, _ in
            seen.append(request)
            if case .selectTab(let tab, _) = request, tab == TestTab.third { return .refuse(reason: "locked") }
            return .allow
        }
        let before = coordinator.state
        #expect(throws: NavigationError.refusedByGuard(reason: "locked")) { try coordinator.select(TestTab.third) }
        #expect(coordinator.state == before)
        #expect(seen == [.selectTab(TestTab.third, popToRootIfSelected: false)])
        try coordinator.select(TestTab.second)
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
    }

    @Test func aViewModelThatCannotBeBuiltLeavesEveryTabAsItWas() throws {
        let coordinator = try make()
        let before = coordinator.state
        #expect(throws: NavigationError.self) { try coordinator.show(.broken, in: TestTab.second) }
        #expect(throws: NavigationError.self) { try coordinator.setStack([.list, .broken], of: TestTab.second) }
        #expect(coordinator.state == before)
        #expect(throws: NavigationError.unknownTab(AnyNavigationTab(OtherTab.elsewhere))) {
            try coordinator.select(OtherTab.elsewhere)
        }
    }

    @Test func theEventOfATabSwitchSaysWhichTabWasSelected() throws {
        let coordinator = try make()
        var changes: [NavigationChange<TestScreen>] = []
        let registration = coordinator.observeEvents { event in
            if let change = event.change { changes.append(change) }
        }
        defer { registration.cancel() }
        try coordinator.select(TestTab.second)
        try coordinator.show(.home, in: TestTab.third)
        #expect(changes.map(\.selectedTab) == [AnyNavigationTab(TestTab.second), nil])
        #expect(changes.last?.tabs.map(\.tab) == [AnyNavigationTab(TestTab.third)])
    }

    @Test func restoringATabbedStateRestoresEveryTabAndTheSelection() throws {
        var saved = NavigationState(selecting: TestTab.first)
        try saved.push(.list)
        try saved.show(.detail(id: 7), in: TestTab.third)
        try saved.select(TestTab.third)
        try saved.present(.home)

        let coordinator = try make()
        try coordinator.show(.detail(id: 1), in: TestTab.second)
        try coordinator.restore(saved)
        let state = coordinator.state
        #expect(state.selectedTab == AnyNavigationTab(TestTab.third))
        #expect(state.stacks.map { $0.map(\.screen) } == [[.detail(id: 9), .detail(id: 7)], [.home]])
        #expect(state.stack(of: TestTab.first)?.map(\.screen) == [.home, .list])
        #expect(state.stack(of: TestTab.second)?.map(\.screen) == [.list])
        for entry in state.entries + state.entriesOfOtherTabs {
            #expect((coordinator.viewModel(for: entry.id) as? TestViewModel)?.screen == entry.screen)
        }
        #expect(coordinator.retainedViewModels.isEmpty)

        let single = try Coordinator.make()
        #expect(throws: NavigationError.self) { try single.restore(saved) }
        #expect(single.state == NavigationState(root: .home))
    }
}
