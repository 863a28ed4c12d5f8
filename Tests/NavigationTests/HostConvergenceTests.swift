import Navigation
import NavigationTesting
import TestSupport
import Testing

/// A UIKit-like host, driven by random interleavings of app requests (every operation, results, guards,
/// links, restores) and user gestures (back swipes and sheet swipes that complete or cancel, animations that
/// end later), always catches up with the coordinator: at every point where nothing is in flight, it shows
/// exactly the coordinator's stacks, each controller draws the view model built for its entry, and no
/// removed view model is alive.
@MainActor
struct HostConvergenceTests {
    /// 1,000 interleavings by default; `NAVIGATION_HOST_SEQUENCES=<n>` runs more (CI runs 10,000), and
    /// `NAVIGATION_HOST_SEED=<seed>` replays the one interleaving printed by a failure.
    static let runs = SeededRuns(
        countVariable: "NAVIGATION_HOST_SEQUENCES", defaultCount: 1_000, replayVariable: "NAVIGATION_HOST_SEED")
    static let stepsPerSequence = 80

    @Test(arguments: 0..<10)
    func aUIKitLikeHostConvergesOnTheCoordinatorWhateverTheInterleaving(chunk: Int) throws {
        try runInterleavings(chunk: chunk, tabs: false)
    }

    /// The same with three tabs: the app's tab requests and links into tabs, and the user tapping tabs in the
    /// host's tab bar, among everything else.
    @Test(arguments: 0..<10)
    func aUIKitLikeHostWithTabsConvergesOnTheCoordinatorWhateverTheInterleaving(chunk: Int) throws {
        try runInterleavings(chunk: chunk, tabs: true)
    }

    private func runInterleavings(chunk: Int, tabs: Bool) throws {
        try Self.runInterleavings(chunk: chunk, tabs: tabs, host: SimulatedHost.init)
    }

    /// Runs this chunk's seeded interleavings against the host `host` makes for each coordinator.
    static func runInterleavings(
        chunk: Int, tabs: Bool, host: (Coordinator<TestScreen>) -> any DrivenHost
    ) throws {
        for seed in runs.seeds(chunk: chunk, of: 10) {
            var interleaving = try Interleaving(seed: seed, tabs: tabs, host: host)
            if let failure = try interleaving.run(steps: stepsPerSequence) {
                Issue.record("Replay with NAVIGATION_HOST_SEED=\(seed)\(tabs ? " (tabs)" : ""): \(failure)")
                return
            }
        }
    }

    @Test func aTabTheUserTapsShowsAtOnceAndIsReportedToTheCoordinator() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        let host = SimulatedHost(coordinator)
        let log = EventLog(coordinator)
        #expect(try host.tapTab(AnyNavigationTab(TestTab.second)))
        #expect(host.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(host.stacks.map { $0.map(\.entry.screen) } == [[.list]])
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.second))
        #expect(
            log.events.map(\.description) == [
                "user selected the tab second: selected tab second, stack 0: dismissed [#4 detail;id=1]"
            ])
        #expect(host.isSettled && host.divergence == nil)
        try coordinator.select(TestTab.first)
        #expect(host.stacks.map { $0.map(\.entry.screen) } == [[.home, .list]])
        host.settle()
        #expect(host.divergence == nil)

        coordinator.addGuard { request, _ in
            request == .selectTab(TestTab.third, popToRootIfSelected: false) ? .refuse(reason: "locked") : .allow
        }
        #expect(try !host.tapTab(AnyNavigationTab(TestTab.third)))
        #expect(try !host.tapTab(AnyNavigationTab(TestTab.first)))  // selected already
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
    }

    @Test func aCancelledBackSwipeChangesNothingAndACompletedOneIsTheUsers() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let host = SimulatedHost(coordinator)
        let log = EventLog(coordinator)
        #expect(host.beginBackGesture())
        try host.finishGesture(completed: false)
        #expect(coordinator.state.screens == [.home, .list])
        #expect(log.events.isEmpty)
        #expect(host.divergence == nil)
        #expect(host.beginBackGesture())
        try host.finishGesture(completed: true)
        #expect(coordinator.state.screens == [.home])
        #expect(log.events.map(\.description) == ["user went back to #0: stack 0: -[#1 list]"])
        #expect(host.isSettled && host.divergence == nil)
    }

    @Test func whatTheAppAsksDuringASwipeIsShownWhenTheSwipeEnds() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        let host = SimulatedHost(coordinator)
        #expect(host.beginSheetGesture())
        try coordinator.show(.detail(id: 2))  // pushed inside the sheet the user is swiping down
        #expect(host.stacks.count == 2 && host.stacks[1].count == 1)  // nothing applied mid-gesture
        try host.finishGesture(completed: true)
        // The user closed the sheet, with the screen the app pushed into it; the base stack stays.
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
        host.settle()
        #expect(host.divergence == nil)
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aGuardThatRefusesGoingBackDisablesTheSwipe() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        coordinator.addGuard { request, _ in request == .goBack ? .refuse(reason: "unsaved changes") : .allow }
        let host = SimulatedHost(coordinator)
        #expect(!host.beginBackGesture())
        #expect(host.transition == nil)
        #expect(coordinator.state.screens == [.home, .list])
    }
}

/// A host the interleavings drive: animations that end later, back swipes and sheet swipes the user completes
/// or cancels, tab taps.
@MainActor
protocol DrivenHost: AnyObject {
    /// Whether nothing is in flight and nothing waits to be shown.
    var isSettled: Bool { get }
    /// What differs from the coordinator, or a contract violation seen; meaningful when settled.
    var divergence: String? { get }
    /// The gesture in flight, for the trace.
    var gestureDescription: String { get }
    func completeTransition()
    func settle()
    func beginBackGesture() -> Bool
    func beginSheetGesture() -> Bool
    func finishGesture(completed: Bool) throws
    func tapTab(_ name: AnyNavigationTab) throws -> Bool
    /// Taps the back button of the top stack, where one is shown; whether it was.
    func tapBackButton() throws -> Bool
}

extension DrivenHost {
    /// A host without back buttons of its own taps none.
    func tapBackButton() throws -> Bool { false }
}

extension SimulatedHost: DrivenHost {
    var gestureDescription: String { transition.map { "\($0)" } ?? "none" }
}

/// One seeded interleaving of app requests, animations and gestures against a host.
@MainActor
struct Interleaving {
    var rng: SplitMix64
    let coordinator: Coordinator<TestScreen>
    let host: any DrivenHost
    let links = DeepLinks<TestScreen>(scheme: "test")
    var saved: [SavedNavigation<TestScreen>] = []
    let results = ResultCounts()
    var log: [String] = []

    final class ResultCounts {
        var calls: [Int] = []
    }

    let tabs: Bool

    init(seed: UInt64, tabs: Bool, host makeHost: (Coordinator<TestScreen>) -> any DrivenHost) throws {
        rng = SplitMix64(seed: seed)
        self.tabs = tabs
        coordinator = try tabs ? Coordinator(selecting: TestTab.first, assemblies: TestAssemblies()) : .make()
        // Now and then the app starts with flows open — a restored session —, which a host presents once it is
        // on screen.
        for screen in [TestScreen.list, .detail(id: 0)].prefix(Int(rng.next() % 4) / 2) {
            try coordinator.present(screen)
        }
        host = makeHost(coordinator)
        // Guards judge by the screens a request would show — a tab's stack included — so tab selections, links
        // and restores meet refusals and redirects as pushes do.
        if rng.next() % 2 == 0 {
            coordinator.addGuard { request, state in
                request.requestedScreens(in: state).contains(.detail(id: 3))
                    ? .refuse(reason: "detail 3 is locked") : .allow
            }
        }
        if rng.next() % 2 == 0 {
            coordinator.addGuard { request, state in
                request.requestedScreens(in: state).contains(.detail(id: 2))
                    ? .redirect(.present(.list), resumeOnResult: true) : .allow
            }
        }
        if rng.next() % 2 == 0 {
            coordinator.addGuard { request, state in
                request == .goBack && state.top.screen == .detail(id: 1) ? .refuse(reason: "unsaved") : .allow
            }
        }
    }

    /// Runs `steps` random steps, checking at every settled point; returns what went wrong, if anything.
    mutating func run(steps: Int) throws -> String? {
        for step in 0..<steps {
            try self.step()
            if host.isSettled, let failure = check() { return "step \(step): \(failure)\n\(trace)" }
        }
        try host.finishGesture(completed: false)
        host.settle()
        return check().map { "at the end: \($0)\n\(trace)" }
    }

    private var trace: String { log.suffix(12).joined(separator: "\n") }

    private func check() -> String? {
        if let divergence = host.divergence { return divergence }
        let ids = coordinator.state.entries.map(\.id)
        if !zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) { return "ids do not increase upwards: \(ids)" }
        let retained = coordinator.retainedViewModels
        if !retained.isEmpty { return "removed view models are alive: \(retained)" }
        if let twice = results.calls.firstIndex(where: { $0 > 1 }) { return "result \(twice) was delivered twice" }
        return nil
    }

    private mutating func step() throws {
        switch rng.next() % (tabs ? 106 : 100) {
        case 100..<106:
            let tab = randomTab()
            log.append("tap tab \(tab): \(try host.tapTab(tab))")
        case 0..<30: request(randomRequest())
        case 30..<35: openForResult()
        case 35..<40: finishTop()
        case 40..<43: openLink()
        case 43..<46: restore()
        case 46..<48: saved.append(coordinator.savedNavigation)
        case 48..<68:
            log.append("complete transition")
            host.completeTransition()
        case 68..<74: log.append("begin back gesture: \(host.beginBackGesture())")
        case 74..<78: log.append("tap back button: \(try host.tapBackButton())")
        case 78..<84: log.append("begin sheet gesture: \(host.beginSheetGesture())")
        case 84..<98:
            let completed = rng.next() % 2 == 0
            log.append("finish gesture \(host.gestureDescription), completed: \(completed)")
            try host.finishGesture(completed: completed)
        default:
            log.append("settle")
            host.settle()
        }
    }

    /// Asks for `request` from the app, or — half the time — through the handle of a random entry: on top,
    /// covered, or in a tab out of sight.
    private mutating func request(_ request: NavigationRequest<TestScreen>) {
        let entries = coordinator.state.entries + coordinator.state.entriesOfOtherTabs
        let requester = rng.next() % 2 == 0 ? entries[Int(rng.next() % UInt64(entries.count))] : nil
        let coordinator = coordinator
        let outcome = Result { () throws(NavigationError) in
            guard let requester else { return try coordinator.navigate(request) }
            try coordinator.viewModel(for: requester.id, as: TestViewModel.self).coordination.navigate(request)
        }
        log.append("\(requester.map { "through \($0): " } ?? "")\(request) → \(outcome)")
    }

    private mutating func openForResult() {
        let screen = randomScreen()
        let presentation: Presentation = rng.next() % 2 == 0 ? .push : .modal
        let index = results.calls.count
        results.calls.append(0)
        let counts = results
        let outcome = Result { () throws(NavigationError) in
            try coordinator.open(screen, presentation: presentation, expecting: Int.self) { _ in
                counts.calls[index] += 1
            }
        }
        log.append("open \(screen) \(presentation) for a result → \(outcome)")
    }

    private mutating func finishTop() {
        let top = coordinator.top
        let outcome = Result { () throws(NavigationError) in
            try coordinator.viewModel(for: top.id, as: TestViewModel.self).coordination.finish(with: 1)
        }
        log.append("finish \(top) → \(outcome)")
    }

    private mutating func openLink() {
        let stacks = (0...rng.next() % 2).map { _ in (0...rng.next() % 3).map { _ in randomScreen() } }
        let tab = tabs ? randomTab().as(TestTab.self) : nil
        guard
            let link = try? tab.map({ tab throws(DeepLinkError) in try links.url(for: stacks, in: tab) })
                ?? links.url(for: stacks)
        else { return log.append("no link for \(stacks)") }
        let outcome = Result { () throws(NavigationError) in try coordinator.open(link: link, using: links) }
        log.append("open \(link) → \(outcome)")
    }

    private mutating func restore() {
        guard !saved.isEmpty else { return }
        let state = saved[Int(rng.next() % UInt64(saved.count))]
        let outcome = Result { () throws(NavigationError) in try coordinator.restore(state) }
        log.append("restore \(state.state) → \(outcome)")
    }

    private mutating func randomScreen() -> TestScreen {
        switch rng.next() % 10 {
        case 0: .broken
        case 1, 2: .home
        case 3, 4: .list
        default: .detail(id: Int(rng.next() % 4))
        }
    }

    /// A tab: one of `TestTab`'s, or now and then one that is not.
    private mutating func randomTab() -> AnyNavigationTab {
        rng.next() % 12 == 0 ? tabNamed("fourth") : AnyNavigationTab(TestTab.allCases[Int(rng.next() % 3)])
    }

    private mutating func randomRequest() -> NavigationRequest<TestScreen> {
        let entries = coordinator.state.entries
        switch rng.next() % (tabs ? 16 : 11) {
        case 11: return .selectTab(randomTab(), popToRootIfSelected: rng.next() % 2 == 0)
        case 12: return .showInTab(randomTab(), randomScreen())
        case 13: return .popTabToRoot(randomTab())
        case 14: return .setTabStack(randomTab(), (0...rng.next() % 3).map { _ in randomScreen() })
        case 15:
            return .setTabStacks(randomTab(), [(0...rng.next() % 2).map { _ in randomScreen() }, [randomScreen()]])
        case 0: return .show(randomScreen())
        case 1: return .resetStack(to: randomScreen())
        case 2: return .pop
        case 3: return .goBack
        case 4: return .popToRoot
        case 5: return .popTo(entries[Int(rng.next() % UInt64(entries.count))].id)
        case 6: return .popToScreen(randomScreen())
        case 7: return .replaceTop(randomScreen())
        case 8: return .setStack((0...rng.next() % 3).map { _ in randomScreen() })
        case 9: return .present(randomScreen())
        default: return .dismiss
        }
    }
}
