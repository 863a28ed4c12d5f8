import Navigation
import NavigationTesting
import Observation
import TestSupport
import Testing

@testable import NavigationHosting

/// The SwiftUI-shaped and UIKit-shaped host models: what each exposes, what a host's write or callback means,
/// and — driven by a simulated SwiftUI and a simulated UIKit through the host convergence test's seeded
/// interleavings of app requests, guards, results, links, restores, tab taps and gestures — that what they
/// show always converges on the coordinator's state, one change per update.
@MainActor
struct HostModelsTests {
    @Test(arguments: 0..<10)
    func aSimulatedSwiftUIOverTheModelConvergesWhateverTheInterleaving(chunk: Int) throws {
        try HostConvergenceTests.runInterleavings(chunk: chunk, tabs: false, host: SwiftUIDriver.init)
    }

    @Test(arguments: 0..<10)
    func aSimulatedSwiftUIWithTabsOverTheModelConvergesWhateverTheInterleaving(chunk: Int) throws {
        try HostConvergenceTests.runInterleavings(chunk: chunk, tabs: true, host: SwiftUIDriver.init)
    }

    @Test(arguments: 0..<10)
    func twoWindowsOfSimulatedSwiftUIOverOneCoordinatorBothConvergeWhateverTheInterleaving(chunk: Int) throws {
        try HostConvergenceTests.runInterleavings(chunk: chunk, tabs: true, host: TwoWindowsDriver.init)
    }

    @Test(arguments: 0..<10)
    func aSimulatedUIKitOverTheModelConvergesWhateverTheInterleaving(chunk: Int) throws {
        try HostConvergenceTests.runInterleavings(chunk: chunk, tabs: false, host: UIKitDriver.init)
    }

    @Test(arguments: 0..<10)
    func aSimulatedUIKitWithTabsOverTheModelConvergesWhateverTheInterleaving(chunk: Int) throws {
        try HostConvergenceTests.runInterleavings(chunk: chunk, tabs: true, host: UIKitDriver.init)
    }

    // MARK: - SwiftUI-shaped

    @Test func aPushAndAPresentationBeforeTheNextUpdateAreTwoUpdates() throws {
        let coordinator = try Coordinator.make()
        let model = SwiftUIHostModel(coordinator)
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        let list = coordinator.state.base[1]
        #expect(model.path(ofStack: 0) == [list.id])
        #expect(model.presentedFlow(over: 0) == nil)
        #expect(model.stepInFlight == .setStack(index: 0, coordinator.state.base))
        model.stepFinished()
        #expect(model.presentedFlow(over: 0)?.id == coordinator.state.stacks[1][0].id)
        #expect(model.stepInFlight == .present(coordinator.state.stacks[1]))
        model.stepFinished()
        #expect(model.isSettled)
    }

    @Test func aViewReadingTheModelIsToldOfEachStepAndOfNothingElse() throws {
        let coordinator = try Coordinator.make()
        let model = SwiftUIHostModel(coordinator)
        let first = ObservationCounter { _ = model.path(ofStack: 0) }
        try coordinator.show(.list)  // the push step starts
        #expect(first.changes == 1)
        let meanwhile = ObservationCounter { _ = model.presentedFlow(over: 0) }
        try coordinator.present(.detail(id: 1))  // waits for the push to be shown
        #expect(meanwhile.changes == 0)
        model.stepFinished()
        #expect(meanwhile.changes == 1)
    }

    @Test func aShorterPathIsTheUserGoingBackAndALongerOneIsRefused() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        let model = SwiftUIHostModel(coordinator)
        let log = EventLog(coordinator)
        let path = model.path(ofStack: 0)
        #expect(path.count == 2)

        try model.setPath(path, ofStack: 0)  // SwiftUI writing back what it shows changes nothing
        #expect(log.events.isEmpty)
        #expect(throws: HostBindingError.notGoingBack(stack: 0, path: path + [path[0]])) {
            try model.setPath(path + [path[0]], ofStack: 0)
        }
        #expect(throws: HostBindingError.noSuchStack(1)) { try model.setPath([], ofStack: 1) }
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 1)])
        #expect(log.events.isEmpty)

        try model.setPath([], ofStack: 0)
        #expect(coordinator.state.screens == [.home])
        #expect(log.events.map(\.description) == ["user went back to #0: stack 0: -[#1 list, #2 detail;id=1]"])
        #expect(model.path(ofStack: 0).isEmpty && model.isSettled)
    }

    @Test func aSheetSwipedDownIsTheUsersDismissalAndAnotherItemIsRefused() throws {
        let coordinator = try Coordinator.make()
        try coordinator.present(.detail(id: 1))
        let model = SwiftUIHostModel(coordinator)
        let flow = try #require(model.presentedFlow(over: 0))
        #expect(throws: HostBindingError.notADismissal(stack: 0, flow: EntryID(rawValue: 0))) {
            try model.setPresentedFlow(.init(id: EntryID(rawValue: 0)), over: 0)
        }
        try model.setPresentedFlow(flow, over: 0)
        #expect(coordinator.state.stacks.count == 2)

        coordinator.addGuard { request, _ in request == .dismiss ? .refuse(reason: "unsaved") : .allow }
        #expect(!model.allowsDismissing(flowOver: 0))
        try model.setPresentedFlow(nil, over: 0)  // swiped down all the same: the user's, never refused
        #expect(coordinator.state.stacks.count == 1)
        #expect(model.stackCount == 1 && model.isSettled)
    }

    @Test func anEntryTheCoordinatorRemovedKeepsItsViewModelUntilTheHostCatchesUp() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        let model = SwiftUIHostModel(coordinator)
        let detail = coordinator.state.top
        #expect(try model.viewModel(for: detail.id, as: TestViewModel.self).screen == .detail(id: 1))
        try coordinator.dismiss()
        try coordinator.pop()
        // The first step, the dismissal, is on its way; the sheet still draws its view model, and the list too.
        #expect(model.stepInFlight == .dismiss(flow: detail.id))
        #expect(coordinator.viewModel(for: detail.id) == nil)
        #expect(try model.viewModel(for: detail.id, as: TestViewModel.self).screen == .detail(id: 1))
        #expect(try model.viewModel(for: EntryID(rawValue: 1), as: TestViewModel.self).screen == .list)
        model.stepFinished()
        #expect(throws: NavigationError.entryNotFound(detail.id)) {
            try model.viewModel(for: detail.id, as: TestViewModel.self)
        }
        model.stepFinished()
        #expect(model.isSettled && model.path(ofStack: 0).isEmpty)
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aBackSwipeOnThePathDrawnBeforeAStepReachesTheCoordinator() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        let model = SwiftUIHostModel(coordinator)
        let drawn = model.path(ofStack: 0)
        try coordinator.show(.detail(id: 2))  // a push starts while the user swipes back from detail 1
        #expect(model.path(ofStack: 0).count == 3)
        try model.setPath(Array(drawn.dropLast()), ofStack: 0)
        #expect(coordinator.state.screens == [.home, .list])
        model.stepFinished()
        #expect(model.isSettled && model.path(ofStack: 0) == [drawn[0]])
    }

    @Test func aTabAGuardRefusesStaysUnselectedAndAnAllowedOneShowsAtOnce() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        let model = SwiftUIHostModel(coordinator)
        coordinator.addGuard { request, _ in
            request == .selectTab(TestTab.third, popToRootIfSelected: false) ? .refuse(reason: "locked") : .allow
        }
        #expect(throws: NavigationError.self) { try model.selectTab(AnyNavigationTab(TestTab.third)) }
        #expect(
            model.selectedTab == AnyNavigationTab(TestTab.first)
                && coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        try model.selectTab(AnyNavigationTab(TestTab.second))
        #expect(
            model.selectedTab == AnyNavigationTab(TestTab.second)
                && coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(model.isSettled)
        #expect(throws: HostBindingError.tabOutOfSight(AnyNavigationTab(TestTab.first))) {
            try model.setPath([EntryID(rawValue: 9)], of: AnyNavigationTab(TestTab.first))
        }
        #expect(throws: HostBindingError.noSuchTab(tabNamed("fourth"))) {
            try model.setPath([], of: tabNamed("fourth"))
        }
        // The selected tab's path is its stack's: a push shows there, a shorter path goes back.
        try coordinator.show(.list)
        model.stepFinished()
        let list = try #require(model.path(of: AnyNavigationTab(TestTab.second)).first)
        #expect(model.entry(list)?.screen == .list)
        #expect(model.path(of: AnyNavigationTab(TestTab.second)) == model.path(ofStack: 0))
        try model.setPath([], of: AnyNavigationTab(TestTab.second))
        #expect(coordinator.state.stack(of: AnyNavigationTab(TestTab.second))?.count == 1)
        #expect(model.entry(list) == nil && model.isSettled)
    }

    /// Hosts written before tabs were typed keep compiling, with a deprecation warning naming the new member, and
    /// do what they did: the old names take the tab's name.
    @available(*, deprecated, message: "calls the deprecated names the host models' tab members had")
    @Test func theHostModelsRenamedTabMembersKeepTheirOldNamesTakingTheTabsName() throws {
        let coordinator = try Coordinator(selecting: TestTab.second, assemblies: TestAssemblies())
        let swiftUI = SwiftUIHostModel(coordinator)
        let uikit = UIKitHostModel(coordinator)
        try coordinator.show(.detail(id: 1))
        swiftUI.stepFinished()
        uikit.stepFinished()
        #expect(swiftUI.tabNames == ["first", "second", "third"] && uikit.tabNames == swiftUI.tabNames)
        #expect(swiftUI.root(ofTab: "second") == swiftUI.root(of: AnyNavigationTab(TestTab.second)))
        #expect(swiftUI.root(ofTab: "fourth") == nil)
        #expect(swiftUI.path(ofTab: "second").count == 1)
        #expect(swiftUI.path(ofTab: "second") == swiftUI.path(of: AnyNavigationTab(TestTab.second)))
        #expect(uikit.entries(ofTab: "second").map(\.screen) == [.list, .detail(id: 1)])
        #expect(uikit.entries(ofTab: "fourth").isEmpty)
        let before = coordinator.state
        #expect(throws: HostBindingError.noSuchTab(tabNamed("fourth"))) { try swiftUI.setPath([], ofTab: "fourth") }
        #expect(coordinator.state == before)
        // The selected tab's path written shorter is the user going back, as through setPath(_:of:).
        try swiftUI.setPath([], ofTab: "second")
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list])
    }

    /// The methods that took a tab's name — SwiftUI's selection, UIKit's tab bar, the simulated host's tap — take
    /// it still, deprecated: the tab named is picked, and a name no tab has is refused as before, changing nothing.
    @available(*, deprecated, message: "calls the methods that took a tab's name, deprecated")
    @Test func aTabPickedByItsNameAsBeforeIsPickedAndAnUnknownNameChangesNothing() throws {
        let picked = try Coordinator(selecting: TestTab.second, assemblies: TestAssemblies())
        let swiftUI = SwiftUIHostModel(picked)
        try swiftUI.selectTab("first")
        #expect(picked.state.selectedTab == AnyNavigationTab(TestTab.first))
        let tapped = try Coordinator(selecting: TestTab.second, assemblies: TestAssemblies())
        let uikit = UIKitHostModel(tapped)
        #expect(try uikit.shouldSelectTab("third"))
        #expect(tapped.state.selectedTab == AnyNavigationTab(TestTab.third))
        let simulated = try Coordinator(selecting: TestTab.second, assemblies: TestAssemblies())
        let host = SimulatedHost(simulated)
        #expect(try host.tapTab("first"))
        #expect(
            simulated.state.selectedTab == AnyNavigationTab(TestTab.first)
                && host.selectedTab == simulated.state.selectedTab)

        let (pickedBefore, tappedBefore, simulatedBefore) = (picked.state, tapped.state, simulated.state)
        #expect(throws: NavigationError.unknownTab(tabNamed("fourth"))) { try swiftUI.selectTab("fourth") }
        #expect(throws: NavigationError.unknownTab(tabNamed("fourth"))) { try uikit.shouldSelectTab("fourth") }
        #expect(try !host.tapTab("fourth"))
        #expect(picked.state == pickedBefore && tapped.state == tappedBefore && simulated.state == simulatedBefore)
    }

    // MARK: - When a step is finished, and where a host may start one

    @Test func aCancelledWaitForAStepFinishesNothing() async throws {
        let coordinator = try Coordinator.make()
        let slow = HostStepTiming(
            stackChange: .seconds(2), presentation: .seconds(2), dismissalFallback: .seconds(2), tabChange: .zero)
        let model = SwiftUIHostModel(coordinator, timing: slow)
        try coordinator.show(.list)
        let push = try #require(model.stepInFlight)
        // SwiftUI cancels the task of a view that goes: its wait must not finish the step at once.
        let wait = Task { await model.finishStepWhenShown() }
        await Task.yield()  // the wait is under way
        wait.cancel()
        await wait.value
        #expect(model.stepInFlight == push)
        let quick = SwiftUIHostModel(
            coordinator,
            timing: HostStepTiming(stackChange: .zero, presentation: .zero, dismissalFallback: .zero, tabChange: .zero))
        try coordinator.present(.detail(id: 1))
        #expect(quick.stepInFlight != nil)
        await quick.finishStepWhenShown()
        #expect(quick.isSettled && quick.presentedFlow(over: 0) != nil)
    }

    @Test func aDismissalAndAPresentationInOneChangeWaitForTheSheetToGo() async throws {
        let coordinator = try Coordinator.make()
        try coordinator.present(.list)
        let model = SwiftUIHostModel(coordinator)
        let first = coordinator.state.stacks[1][0].id
        let links = DeepLinks<TestScreen>(scheme: "test")
        try coordinator.open(link: try links.url(for: [[.home], [.detail(id: 2)]]), using: links)
        #expect(model.stepInFlight == .dismiss(flow: first))
        // The dismissal's time is waited out (here until the test opens the gate), but the sheet's `onDismiss`
        // comes first.
        let gate = Gate()
        let wait = Task { await model.finishStepWhenShown { _ in await gate.pass() } }
        while !gate.isWaiting { await Task.yield() }
        model.flowDisappeared(over: 1)  // not the stack the flow was over: nothing
        #expect(model.stepInFlight == .dismiss(flow: first))
        model.flowDisappeared(over: 0)
        let presentation = try #require(model.stepInFlight)
        #expect(presentation == .present(coordinator.state.stacks[1]))
        // The dismissal's wait ends after the presentation started: it finishes nothing of it.
        gate.open()
        await wait.value
        #expect(model.stepInFlight == presentation)
    }

    @Test func twoWindowsOverOneCoordinatorEachAnimateTheirOwnSteps() throws {
        let coordinator = try Coordinator.make()
        let first = SwiftUIHostModel(coordinator)
        let second = SwiftUIHostModel(coordinator)
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        first.stepFinished()
        #expect(first.presentedFlow(over: 0) != nil && second.presentedFlow(over: 0) == nil)
        #expect(second.stepInFlight == .setStack(index: 0, coordinator.state.base))
        second.stepFinished()
        second.stepFinished()
        first.stepFinished()
        #expect(first.isSettled && second.isSettled)
        #expect(first.path(ofStack: 0) == second.path(ofStack: 0) && second.presentedFlow(over: 0) != nil)
    }

    @Test func aFlowOpenAtLaunchIsPresentedOnceTheHostIsOnScreen() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        try coordinator.present(.detail(id: 2))
        let model = SwiftUIHostModel(coordinator, waitsUntilOnScreen: true)
        #expect(model.stackCount == 1 && model.path(ofStack: 0).count == 1 && model.isSettled)
        try coordinator.show(.list)  // nothing starts before the host is on screen
        #expect(model.stepInFlight == nil)
        model.hostAppeared()
        #expect(model.stepInFlight == .present(coordinator.state.stacks[1]))
        model.stepFinished()
        #expect(model.stepInFlight == .present(coordinator.state.stacks[2]))
        model.stepFinished()
        #expect(model.isSettled && model.stackCount == 3)

        let uikit = UIKitHostModel(coordinator, waitsUntilOnScreen: true)
        var calls: [UIKitHostStep<TestScreen>] = []
        uikit.onStep = { calls.append($0) }
        #expect(uikit.stackCount == 1 && calls.isEmpty)
        uikit.hostAppeared()
        #expect(calls == [.present(coordinator.state.stacks[1])])
    }

    @Test func eachFlowIsPresentedAsTheAppChoseForItsScreen() throws {
        let coordinator = try Coordinator.make()
        try coordinator.present(.list)
        func presentation(_ screen: TestScreen) -> FlowPresentation { screen == .list ? .fullScreenCover : .sheet }
        let model = SwiftUIHostModel(coordinator, presentation: presentation)
        let cover = try #require(model.presentedFlow(over: 0))
        #expect(model.presentedFlow(over: 0, as: .fullScreenCover) == cover)
        #expect(model.presentedFlow(over: 0, as: .sheet) == nil)
        try coordinator.present(.detail(id: 1))
        model.stepFinished()
        #expect(
            model.presentedFlow(over: 1, as: .sheet) != nil && model.presentedFlow(over: 1, as: .fullScreenCover) == nil
        )
        let uikit = UIKitHostModel(coordinator, presentation: presentation)
        #expect(uikit.presentation(ofFlow: coordinator.state.stacks[1]) == .fullScreenCover)
        #expect(uikit.presentation(ofFlow: coordinator.state.stacks[2]) == .sheet)
    }

    @Test func theBackButtonIsHiddenWhereAGuardRefusesGoingBack() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        let swiftUI = SwiftUIHostModel(coordinator)
        let uikit = UIKitHostModel(coordinator)
        #expect(swiftUI.allowsGoingBack(inStack: 0) && uikit.allowsGoingBack(inStack: 0))
        coordinator.addGuard { request, state in
            request == .goBack && state.top.screen == .detail(id: 1) ? .refuse(reason: "unsaved") : .allow
        }
        // A back button tapped is the user's navigation, which no guard refuses once made: it is not shown.
        #expect(!swiftUI.allowsGoingBack(inStack: 0) && !uikit.allowsGoingBack(inStack: 0))
        #expect(!uikit.allowsBackSwipe(inStack: 0))
    }

    @Test(arguments: [-1, 2, Int.min, Int.max])
    func anIndexNoStackHasIsAnsweredEmptyOrRefusedAndReportsNothing(index: Int) throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        let swiftUI = SwiftUIHostModel(coordinator)
        let uikit = UIKitHostModel(coordinator)
        let log = EventLog(coordinator)
        #expect(swiftUI.root(ofStack: index) == nil && swiftUI.path(ofStack: index).isEmpty)
        #expect(!swiftUI.allowsGoingBack(inStack: index) && !uikit.allowsGoingBack(inStack: index))
        #expect(!uikit.allowsBackSwipe(inStack: index) && uikit.entries(ofStack: index).isEmpty)
        #expect(swiftUI.presentedFlow(over: index) == nil && swiftUI.presentedFlow(over: index, as: .sheet) == nil)
        #expect(!swiftUI.allowsDismissing(flowOver: index))
        #expect(throws: HostBindingError.noSuchStack(index)) { try swiftUI.setPath([], ofStack: index) }
        #expect(throws: HostBindingError.noSuchStack(index)) { try swiftUI.setPresentedFlow(nil, over: index) }
        swiftUI.flowDisappeared(over: index)
        #expect(log.events.isEmpty)
        #expect(coordinator.state.stacks.map(\.count) == [2, 1])
    }

    // MARK: - UIKit-shaped

    @Test func stepsAreTheUIKitCallsAStackChangeNeeds() throws {
        let coordinator = try Coordinator.make()
        let model = UIKitHostModel(coordinator)
        var calls: [UIKitHostStep<TestScreen>] = []
        model.onStep = { step in calls.append(step) }
        func expectCall(_ expected: UIKitHostStep<TestScreen>) {
            #expect(calls.last == expected, "\(calls)")
            #expect(model.stepInFlight == expected)
            model.stepFinished()
            #expect(model.isSettled)
        }
        try coordinator.show(.list)
        let list = coordinator.state.top
        expectCall(.push(list, stack: 0))
        try coordinator.setStack([.home, .list, .detail(id: 1)])  // keeps home and the list: one push
        expectCall(.push(coordinator.state.top, stack: 0))
        try coordinator.setStack([.home, .detail(id: 2), .detail(id: 1)])
        expectCall(.setViewControllers(coordinator.state.base, stack: 0))
        try coordinator.pop(to: coordinator.state.base[1].id)
        expectCall(.pop(to: coordinator.state.base[1].id, stack: 0))
        try coordinator.replaceTop(with: .detail(id: 3))
        expectCall(.setViewControllers(coordinator.state.base, stack: 0))
        try coordinator.present(.list)
        let flow = coordinator.state.stacks[1]
        expectCall(.present(flow))
        try coordinator.dismiss()
        expectCall(.dismiss(flow: flow[0].id))
        #expect(calls.count == 7)
    }

    @Test func noStepStartsDuringATransitionAndNoSwipeBeginsDuringAStep() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let model = UIKitHostModel(coordinator)
        var calls: [UIKitHostStep<TestScreen>] = []
        model.onStep = { calls.append($0) }
        #expect(model.allowsBackSwipe(inStack: 0))
        // The user's back swipe begins: an interactive transition.
        model.transitionBegan()
        #expect(!model.allowsBackSwipe(inStack: 0))
        try coordinator.show(.detail(id: 1))
        #expect(calls.isEmpty && model.stepInFlight == nil)
        model.transitionEnded()  // cancelled: the push starts now
        #expect(calls == [.push(coordinator.state.top, stack: 0)])
        // Mid-push, no swipe may begin, nor a sheet's.
        #expect(!model.allowsBackSwipe(inStack: 0))
        model.transitionBegan()
        model.stepFinished()
        #expect(!model.allowsBackSwipe(inStack: 0))
        model.transitionEnded()
        #expect(model.allowsBackSwipe(inStack: 0))
        try coordinator.present(.list)
        #expect(!model.allowsDismissing(flow: coordinator.state.stacks[1][0].id))
        model.stepFinished()
        #expect(model.allowsDismissing(flow: coordinator.state.stacks[1][0].id))
    }

    @Test func didShowWithALowerControllerIsTheUserGoingBackAndTheTopIsNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        let model = UIKitHostModel(coordinator)
        let log = EventLog(coordinator)
        let list = coordinator.state.base[1]
        try model.didShow(coordinator.state.top.id)  // a cancelled swipe, or the end of a push
        #expect(log.events.isEmpty)
        #expect(throws: HostBindingError.notShown(EntryID(rawValue: 40))) { try model.didShow(EntryID(rawValue: 40)) }
        try model.didShow(list.id)
        #expect(coordinator.state.screens == [.home, .list])
        #expect(log.events.map(\.description) == ["user went back to #1: stack 0: -[#2 detail;id=1]"])
        #expect(model.entries(ofStack: 0).map(\.screen) == [.home, .list] && model.isSettled)
    }

    @Test func aSheetDismissedByTheUserAndATabTheUserTapsAreReported() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.present(.detail(id: 1))
        let model = UIKitHostModel(coordinator)
        let flow = coordinator.state.stacks[1][0].id
        #expect(throws: HostBindingError.notShown(EntryID(rawValue: 0))) {
            try model.didDismiss(flow: EntryID(rawValue: 0))
        }
        try model.didDismiss(flow: flow)
        #expect(coordinator.state.stacks.count == 1 && model.stackCount == 1)
        coordinator.addGuard { request, _ in
            request == .selectTab(TestTab.third, popToRootIfSelected: false) ? .refuse(reason: "locked") : .allow
        }
        #expect(throws: NavigationError.self) { try model.shouldSelectTab(AnyNavigationTab(TestTab.third)) }
        #expect(try model.shouldSelectTab(AnyNavigationTab(TestTab.second)))
        #expect(
            model.selectedTab == AnyNavigationTab(TestTab.second)
                && coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(try !model.shouldSelectTab(AnyNavigationTab(TestTab.second)))
    }
}

/// A form whose draft a guard reads: observable, as an app's view models are.
@MainActor
@Observable
final class DraftForm {
    var isDirty = false
}

/// A guard's answer can change with no navigation — a form becomes dirty —, and a UIKit host must hide its back
/// button then: the model calls the host back when what the answer read changes.
@MainActor
struct BackButtonFollowsItsGuardTests {
    @Test func theHostHearsWhenAGuardsAnswerChangesWithoutNavigation() async throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let form = DraftForm()
        coordinator.addGuard { request, _ in request == .goBack && form.isDirty ? .refuse(reason: "unsaved") : .allow }
        let model = UIKitHostModel(coordinator)
        var changes = 0
        #expect(model.allowsGoingBack(inStack: 0) { changes += 1 })
        form.isDirty = true
        for _ in 0..<100 where changes == 0 { await Task.yield() }
        #expect(changes == 1)
        #expect(!model.allowsGoingBack(inStack: 0) { changes += 1 })
        try coordinator.pop()  // the app may pop; the host hears of it
        for _ in 0..<100 where changes == 1 { await Task.yield() }
        #expect(changes == 2)
    }
}

/// A wait the test ends: ``pass()`` suspends until ``open()``.
@MainActor
final class Gate {
    private var waiting: CheckedContinuation<Void, Never>?
    private var isOpen = false

    /// Whether a task waits at the gate.
    var isWaiting: Bool { waiting != nil }

    func pass() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting = $0 }
    }

    func open() {
        isOpen = true
        waiting?.resume()
        waiting = nil
    }
}
