import Navigation
import NavigationTesting
import TestSupport
import Testing

/// What a host reports after the user navigated on their own, and what it may ask before.
@MainActor
struct UserNavigationTests {
    /// home › list › detail(1), with every request refused by a guard installed afterwards.
    func deepCoordinator(assemblies: TestAssemblies = TestAssemblies()) throws -> Coordinator<TestScreen> {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        coordinator.addGuard { _, _ in .refuse(reason: "nothing may leave") }
        return coordinator
    }

    @Test func aBackSwipeTheUserCompletedIsAppliedEvenWhereAGuardWouldRefuse() throws {
        let assemblies = TestAssemblies()
        let coordinator = try deepCoordinator(assemblies: assemblies)
        let log = EventLog(coordinator)
        assemblies.clearLifecycle()
        try coordinator.userDid(.wentBack(to: EntryID(rawValue: 0)))
        #expect(coordinator.state.screens == [.home])
        #expect(assemblies.lifecycle == ["detail(id: 1) removed", "list removed", "home top"])
        #expect(log.events.map(\.description) == ["user went back to #0: stack 0: -[#1 list, #2 detail;id=1]"])
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aSheetSwipedDownClosesItsResultWithoutAValue() throws {
        let coordinator = try Coordinator.make()
        var results: [ScreenResult<Int>] = []
        try coordinator.open(.list, presentation: .modal, expecting: Int.self) { results.append($0) }
        try coordinator.show(.detail(id: 1))
        let flowRoot = coordinator.state.modals[0][0].id
        try coordinator.userDid(.dismissed(flow: flowRoot))
        #expect(results == [.closed])
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home]])
        #expect(coordinator.entriesAwaitingResult.isEmpty)
    }

    @Test func aGestureOverAScreenTheAppAlreadyRemovedChangesNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        // The UI still shows home › list › detail while the app resets the stack; the user then goes back to
        // the list, which is gone.
        try coordinator.resetStack(to: .home)
        let log = EventLog(coordinator)
        let before = coordinator.state
        try coordinator.userDid(.wentBack(to: EntryID(rawValue: 1)))
        try coordinator.userDid(.dismissed(flow: EntryID(rawValue: 2)))
        #expect(coordinator.state == before)
        #expect(log.events.isEmpty)
    }

    @Test func goingBackToTheEntryOnTopChangesNothing() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        try coordinator.userDid(.wentBack(to: coordinator.top.id))
        #expect(coordinator.state.screens == [.home])
        #expect(log.events.isEmpty)
    }

    @Test func aHostThatNamesAnIDNeverGivenOrAFlowThatIsNoneGetsATypedErrorAndNothingChanges() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let before = coordinator.state
        #expect(throws: NavigationError.entryNotFound(EntryID(rawValue: 99))) {
            try coordinator.userDid(.wentBack(to: EntryID(rawValue: 99)))
        }
        #expect(throws: NavigationError.notAModalFlow(EntryID(rawValue: 1))) {
            try coordinator.userDid(.dismissed(flow: EntryID(rawValue: 1)))
        }
        #expect(throws: NavigationError.notAModalFlow(EntryID(rawValue: 0))) {
            try coordinator.userDid(.dismissed(flow: EntryID(rawValue: 0)))
        }
        #expect(coordinator.state == before)
    }

    @Test func userNavigationReportedDuringAChangeIsAppliedAfterIt() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        coordinator.observeEvents { event in
            if case .changed(_, .request(.show(.detail))) = event {
                try? coordinator.userDid(.wentBack(to: EntryID(rawValue: 0)))
            }
        }
        try coordinator.show(.detail(id: 1))
        #expect(coordinator.state.screens == [.home])
    }

    @Test func theRequestAGuardIsAskedAboutIsTheOneTheAppWouldMake() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.push(.detail(id: 1))
        try state.present(.detail(id: 2))
        try state.push(.detail(id: 3))
        try state.present(.detail(id: 4))
        #expect(try state.request(for: .wentBack(to: EntryID(rawValue: 4))) == .goBack)  // the top flow's root
        #expect(try state.request(for: .wentBack(to: EntryID(rawValue: 3))) == .popTo(EntryID(rawValue: 3)))
        #expect(try state.request(for: .dismissed(flow: EntryID(rawValue: 5))) == .dismiss)
        #expect(try state.request(for: .dismissed(flow: EntryID(rawValue: 3))) == .popTo(EntryID(rawValue: 2)))
        #expect(try state.request(for: .wentBack(to: EntryID(rawValue: 5))) == nil)  // already on top
        var flat = NavigationState(root: TestScreen.home)
        try flat.push(.list)
        try flat.push(.detail(id: 1))
        #expect(try flat.request(for: .wentBack(to: EntryID(rawValue: 1))) == .goBack)
        #expect(try flat.request(for: .wentBack(to: EntryID(rawValue: 0))) == .popTo(EntryID(rawValue: 0)))
    }

    @Test func aHostAsksBeforeAGestureAndTheGuardsDecide() throws {
        let coordinator = try Coordinator.make()
        #expect(!coordinator.allows(.wentBack(to: EntryID(rawValue: 0))))  // nothing above the root
        try coordinator.show(.list)
        #expect(coordinator.allows(.wentBack(to: EntryID(rawValue: 0))))
        let refusing = coordinator.addGuard { request, _ in
            request == .goBack ? .refuse(reason: "unsaved changes") : .allow
        }
        #expect(!coordinator.allows(.wentBack(to: EntryID(rawValue: 0))))
        refusing.cancel()
        coordinator.addGuard { request, _ in
            request == .goBack ? .redirect(.present(.detail(id: 9)), resumeOnResult: false) : .allow
        }
        #expect(!coordinator.allows(.wentBack(to: EntryID(rawValue: 0))))  // a gesture cannot open a screen
        #expect(!coordinator.allows(.dismissed(flow: EntryID(rawValue: 1))))  // not a flow
        #expect(coordinator.state.screens == [.home, .list])
    }

    @Test func aUIGetsTheViewModelAsTheTypeItDrawsOrATypedError() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let list = try coordinator.viewModel(for: EntryID(rawValue: 1), as: TestViewModel.self)
        #expect(list.screen == .list)
        #expect(try coordinator.topViewModel(as: (any NavigationLifecycle).self) === list)
        let mismatch = NavigationError.viewModelTypeMismatch(
            entry: EntryID(rawValue: 1), expected: "Int", built: "TestViewModel")
        #expect(throws: mismatch) {
            try coordinator.viewModel(for: EntryID(rawValue: 1), as: Int.self)
        }
        #expect(throws: NavigationError.entryNotFound(EntryID(rawValue: 7))) {
            try coordinator.viewModel(for: EntryID(rawValue: 7), as: TestViewModel.self)
        }
    }

    @Test func aLinkTheStateShowsUpToOneOfItsEntriesIsTheUserGoingBackThere() throws {
        let links = DeepLinks<TestScreen>(scheme: "test")
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 2))
        let state = coordinator.state
        let (home, list) = (state.base[0], state.base[1])
        // Back within the base stack, and closing the flow; a screen named alone is placed on the screens beneath
        // it first.
        #expect(state.userNavigation(to: try links.target(for: "test://home")) == .wentBack(to: home.id))
        #expect(state.userNavigation(to: try links.target(for: "test://list")) == .wentBack(to: list.id))
        #expect(state.userNavigation(to: try links.target(for: "test://home/list")) == .wentBack(to: list.id))
        // The state itself: going back to its top, which changes nothing.
        #expect(
            state.userNavigation(to: try links.target(for: "test://home/list/+/detail;id=2"))
                == .wentBack(to: state.top.id))
        // Anything that opens a screen, or another one, is not going back.
        for link in [
            "test://home/list/detail;id=2", "test://home/detail;id=2", "test://home/list/+/detail;id=3",
            "test://@first",
        ] {
            #expect(state.userNavigation(to: try links.target(for: link)) == nil, "\(link)")
        }
    }

    @Test func withTabsALinkIsPlacedAsOpenPlacesItBeforeItIsTakenForGoingBack() throws {
        let links = DeepLinks<TestScreen>(scheme: "test")
        let coordinator = try Coordinator(selecting: TestTab.second, assemblies: TestAssemblies())
        try coordinator.show(.detail(id: 3))
        let state = coordinator.state
        let root = state.base[0]
        // detail's screens beneath are home (the first tab's root) and list (this tab's): its tab's stack
        // starts at list.
        #expect(state.userNavigation(to: try links.target(for: "test://list")) == .wentBack(to: root.id))
        #expect(state.userNavigation(to: try links.target(for: "test://@second/list")) == .wentBack(to: root.id))
        #expect(
            state.userNavigation(to: try links.target(for: "test://detail;id=3")) == .wentBack(to: state.top.id))
        // A tab's link alone is a tap on it; another tab's stack is not going back.
        #expect(state.userNavigation(to: try links.target(for: "test://@third")) == .selectedTab(TestTab.third))
        #expect(state.userNavigation(to: try links.target(for: "test://@fourth")) == nil)
        #expect(state.userNavigation(to: try links.target(for: "test://@first/home")) == nil)
    }

    @Test func whatTheUserAsksForIsTheirOwnWhenAllowedAndOtherwiseTheRequestAGuardMayRefuseOrRedirect() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        try coordinator.userAsked(.wentBack(to: coordinator.state.base[1].id))
        #expect(coordinator.state.screens == [.home, .list])

        let redirecting = TestLock()
        coordinator.addGuard { request, _ in
            guard request == .goBack else { return .allow }
            return !redirecting.isUnlocked
                ? .refuse(reason: "Stay.") : .redirect(.present(.detail(id: 9)), resumeOnResult: false)
        }
        let before = coordinator.state
        #expect(throws: NavigationError.refusedByGuard(reason: "Stay.")) {
            try coordinator.userAsked(.wentBack(to: before.root.id))
        }
        #expect(coordinator.state == before)
        redirecting.isUnlocked = true
        try coordinator.userAsked(.wentBack(to: before.root.id))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list], [.detail(id: 9)]])
        // Navigation that would change nothing does nothing.
        let now = coordinator.state
        try coordinator.userAsked(.wentBack(to: now.top.id))
        #expect(coordinator.state == now)
    }
}
