import NavigationCore
import Observation

/// What a host shows and how it catches up with its coordinator — the part the SwiftUI-shaped and the
/// UIKit-shaped models share.
///
/// It holds the entries on display, each with the view model it is drawn with (held, as a view holds it, so
/// that a screen still on display while the host catches up keeps its view model), and takes the host to the
/// coordinator's state one `HostStep` at a time: a step starts when the coordinator changes and nothing is
/// in flight, and the next one when the host reports the last one finished. What the user did in the UI
/// changes what is shown at once and is reported with `Coordinator/userDid(_:)`.
///
/// It is observable as one value: a view that reads any of it is drawn again when any of it changes, as a
/// step changes one thing at a time.
///
/// Its code is `@inlinable`, as the engine's is, and so is the models' code that calls it: compiled in the app
/// for the app's screen type, rather than once here for any, where each use of a type such as `[Item]` was a
/// look-up in the runtime's metadata cache, a large part of a round trip with a model following (BENCHMARKS.md,
/// "The host models compiled for the app's screen type").
@MainActor
@usableFromInline
final class ShownNavigation<Screen: Equatable & Sendable>: Observable {
    /// One entry on display and the view model it is drawn with.
    @usableFromInline
    struct Item {
        @usableFromInline let entry: NavigationEntry<Screen>
        @usableFromInline let viewModel: AnyObject?

        @inlinable
        init(entry: NavigationEntry<Screen>, viewModel: AnyObject?) {
            self.entry = entry
            self.viewModel = viewModel
        }
    }

    /// Everything shown, in one value.
    @usableFromInline
    struct Display {
        @usableFromInline var stacks: [[Item]] = []
        @usableFromInline var selectedTab: AnyNavigationTab?
        @usableFromInline var otherTabs: [AnyNavigationTab: [Item]] = [:]
        @usableFromInline var stepInFlight: HostStep<Screen>?
        @usableFromInline var stacksBeforeStep: [[Item]]?

        @inlinable
        init() {}
    }

    @usableFromInline var display = Display()
    @usableFromInline let observation = ObservationRegistrar()
    /// Made once: a key path into a generic class is built anew, at a cost of microseconds, each time its
    /// literal runs — and a host reads the model many times per update. (For the same reason this module maps
    /// with closures, not key path literals, which cost far more than the mapping; BENCHMARKS.md has the figures.)
    @usableFromInline let displayKeyPath = \ShownNavigation<Screen>.display

    /// Tells Observation that the display was read.
    @inlinable
    func accessed() {
        observation.access(self, keyPath: displayKeyPath)
    }

    /// Changes the display, telling Observation before and after — as `withMutation` does, without its closure,
    /// which ran a check that it was on the main actor at every call (BENCHMARKS.md, "Host models that decide for
    /// the host").
    @inlinable
    func change(_ body: (inout Display) -> Void) {
        observation.willSet(self, keyPath: displayKeyPath)
        body(&display)
        observation.didSet(self, keyPath: displayKeyPath)
    }

    /// The stacks on display: the base stack (the selected tab's), then each modal flow, bottom first.
    @inlinable
    var stacks: [[Item]] {
        get {
            accessed()
            return display.stacks
        }
        set { change { $0.stacks = newValue } }
    }
    /// The selected tab; `nil` without tabs.
    @inlinable
    var selectedTab: AnyNavigationTab? {
        get {
            accessed()
            return display.selectedTab
        }
        set { change { $0.selectedTab = newValue } }
    }
    /// The stacks of the tabs out of sight, by tab.
    @inlinable
    var otherTabs: [AnyNavigationTab: [Item]] {
        get {
            accessed()
            return display.otherTabs
        }
        set { change { $0.otherTabs = newValue } }
    }
    /// The step the host is making, until it reports it finished.
    @inlinable
    var stepInFlight: HostStep<Screen>? {
        get {
            accessed()
            return display.stepInFlight
        }
        set { change { $0.stepInFlight = newValue } }
    }
    /// The stacks as they were before the step in flight: what the host may still be drawing, so what a
    /// binding it wrote back may be based on.
    @inlinable
    var stacksBeforeStep: [[Item]]? {
        get { display.stacksBeforeStep }
        set { display.stacksBeforeStep = newValue }
    }

    /// How far what is shown is from the coordinator's state, counted in the coordinator's changes: it lets the
    /// common case — shown in sync, then one change in one stack — become its step without building and
    /// comparing whole states, which cost most of a round trip (BENCHMARKS.md, the host models). Counts, not a
    /// copy of that state: a copy would share the coordinator's storage, so that its next change copied its
    /// stacks before changing them (BENCHMARKS.md, "A host model keeps a count, not the coordinator's state").
    @usableFromInline
    struct Sync {
        /// The coordinator's changes seen so far.
        @usableFromInline var changesSeen = 0
        /// The count of changes after which what is shown — once the step in flight is made — is the
        /// coordinator's state, when that is known; `nil` once the host shows something else (the user's own
        /// navigation, a step that is one of several).
        @usableFromInline var reachedAtChange: Int?
        /// Whether the host is on screen: until it is, no step starts, so that no flow is presented from a view
        /// or a window that is not shown yet.
        @usableFromInline var isOnScreen = true
        /// How many of the host's transitions are running — an animated push or pop, an interactive pop: no step
        /// starts during one.
        @usableFromInline var transitionsRunning = 0
        /// How many steps have started: tells a wait for a step's end whether the step it waited for is still the
        /// one in flight.
        @usableFromInline var stepsStarted = 0

        @inlinable
        init() {}

        /// Whether a step may start now: the host is on screen and none of its transitions runs.
        @inlinable
        var mayStartAStep: Bool { isOnScreen && transitionsRunning == 0 }

        /// A step started; `reachesTarget` tells whether what is shown once it is made is the coordinator's state.
        @inlinable
        mutating func started(reachingTarget reachesTarget: Bool) {
            reachedAtChange = reachesTarget ? changesSeen : nil
            stepsStarted &+= 1
        }

        /// Whether what is shown, once the step in flight is made, is the coordinator's state now.
        @inlinable
        var isReached: Bool { reachedAtChange == changesSeen }
        /// Whether it was the coordinator's state before its last change.
        @inlinable
        var wasReachedBeforeLastChange: Bool { reachedAtChange == changesSeen - 1 }
    }

    /// One property, not several: each read or write of a class's stored property is checked for exclusivity at
    /// run time, and a step reads the counts and whether it may start (BENCHMARKS.md, "Host
    /// models that decide for the host").
    @usableFromInline var sync = Sync()

    @usableFromInline let coordinator: Coordinator<Screen>
    /// Called when a step starts, with the stack that step changes as it was (empty for other steps).
    @usableFromInline var stepStarted: ((HostStep<Screen>, _ stackBefore: [Item]) -> Void)?
    @usableFromInline var registration: NavigationRegistration?
    /// How the app presents the modal flow opened with a screen.
    @usableFromInline let presentation: (Screen) -> FlowPresentation

    /// Starts showing `coordinator`'s state.
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator to host.
    ///   - waitsUntilOnScreen: Whether the modal flows of the state and every step wait until ``appeared()``;
    ///     until then only the base stack (and the tabs) are shown.
    ///   - presentation: How the flow opened with a screen is presented.
    @inlinable
    init(
        _ coordinator: Coordinator<Screen>, waitsUntilOnScreen: Bool = false,
        presentation: @escaping (Screen) -> FlowPresentation = { _ in .sheet }
    ) {
        self.coordinator = coordinator
        self.presentation = presentation
        sync.isOnScreen = !waitsUntilOnScreen
        show(coordinator.state)
        if waitsUntilOnScreen, display.stacks.count > 1 {
            // The flows are presented by the steps that start once the host is on screen, one at a time.
            display.stacks.removeSubrange(1...)
            sync.reachedAtChange = nil
        }
        registration = coordinator.observeChanges { [weak self] change in
            guard let self else { return }
            sync.changesSeen += 1
            advance(after: change)
        }
    }

    /// Stops observing the coordinator when the model is let go of — a SwiftUI view's `@State` made again, a
    /// scene closed — while the coordinator lives on: otherwise each model let go of left its observer in the
    /// coordinator, called at every change for as long as the coordinator lives.
    ///
    /// `nonisolated`, not `isolated deinit`: an isolated `deinit` of a generic main-actor class built for a
    /// deployment target before iOS 18.4 or macOS 15.4 crashes the optimizer of Xcode 26 in Release builds
    /// (swiftlang/swift#85308, #89896, #90625). The registration's `cancel()` may be called from here: it ends on
    /// the main actor, at once when the model is released there.
    nonisolated deinit {
        registration?.cancel()
    }

    /// The tabs, in the order of the app's tab enum; empty without tabs.
    @inlinable
    var tabs: [AnyNavigationTab] { coordinator.state.tabs }

    /// The stack of `tab`: the base stack for the selected tab; `nil` for a tab the state lacks.
    @inlinable
    func stack(of tab: AnyNavigationTab) -> [Item]? {
        tab == selectedTab ? stacks.first : otherTabs[tab]
    }

    /// The item of `id` among everything shown, hidden tabs included, and what the host still draws until the
    /// step in flight is done — a sheet being dismissed, a screen being popped.
    @inlinable
    func item(_ id: EntryID) -> Item? {
        func find(in stacks: some Sequence<[Item]>) -> Item? {
            for stack in stacks { if let item = stack.first(where: { $0.entry.id == id }) { return item } }
            return nil
        }
        return find(in: stacks) ?? find(in: otherTabs.values) ?? find(in: stacksBeforeStep ?? [])
    }

    // MARK: - Steps

    /// The host made the step in flight; the next one starts, if the coordinator is somewhere else.
    @inlinable
    func finishStep() {
        guard display.stepInFlight != nil else { return }
        stepInFlight = nil
        stacksBeforeStep = nil
        advance()
    }

    /// The host is on screen: the steps start, the flows of the state first.
    @inlinable
    func appeared() {
        guard !sync.isOnScreen else { return }
        sync.isOnScreen = true
        advance()
    }

    /// A transition of the host began: no step starts until it ends.
    @inlinable
    func transitionBegan() {
        sync.transitionsRunning += 1
    }

    /// A transition of the host ended, completed or cancelled: when none runs, the next step may start.
    @inlinable
    func transitionEnded() {
        guard sync.transitionsRunning > 0 else { return }
        sync.transitionsRunning -= 1
        advance()
    }

    /// Whether neither a step nor a transition runs: only then may the user begin a swipe — one begun mid-push
    /// would pop a controller still arriving.
    @inlinable
    var isIdle: Bool { display.stepInFlight == nil && sync.transitionsRunning == 0 }

    /// Whether the user may begin a back swipe in the stack at `index` now: nothing runs, and going back is
    /// allowed.
    @inlinable
    func allowsBackSwipe(inStack index: Int) -> Bool {
        isIdle && allowsGoingBack(inStack: index)
    }

    /// The index in `stacks` of the flow presented over the stack at `index`; `nil` when none is — for any
    /// index a host passes, however far out of range.
    @inlinable
    nonisolated static func flow(over index: Int, in stacks: [[Item]]) -> Int? {
        index >= 0 && index < stacks.count - 1 ? index + 1 : nil
    }

    /// How the flow whose root is `root` is presented.
    @inlinable
    func presentation(ofFlow root: NavigationEntry<Screen>) -> FlowPresentation {
        presentation(root.screen)
    }

    /// Starts the next step towards the coordinator's state, when nothing is in flight; `change` is the change
    /// the coordinator just made, if that is why.
    @inlinable
    func advance(after change: NavigationChange<Screen>? = nil) {
        // What the model reads to make its steps is not what a view reads: it tells Observation nothing.
        let sync = sync
        guard display.stepInFlight == nil, !sync.isReached, sync.mayStartAStep else { return }
        let target = coordinator.state
        // In sync before this change, which leaves the tabs alone: its steps are read from the change itself.
        if let change, sync.wasReachedBeforeLastChange, !change.touchesTabs {
            guard let (step, count) = Self.firstStep(of: change, reaching: target) else {
                self.sync.reachedAtChange = sync.changesSeen
                return
            }
            return start(step, reachesTarget: count == 1)
        }
        guard let shown = shownState() else {
            // What is shown always is a state; were it not, showing the coordinator's state at once is the way
            // back.
            return show(target)
        }
        let steps = shown.hostSteps(to: target)
        guard let step = steps.first else {
            self.sync.reachedAtChange = sync.changesSeen
            return
        }
        start(step, reachesTarget: steps.count == 1)
    }

    /// The first step that takes what is shown — the state `change` was made on — to `target`, the state it
    /// made, and how many steps it takes; `nil` for a change that changes nothing. The steps are those
    /// ``NavigationState/hostSteps(to:)`` finds between the two states, read from the change without building
    /// and comparing them: the flows it closes, top first; the stack it changes; the flows it opens, bottom
    /// first. (A change that touches the tabs is not read here.) Always inlined: returned through the tuple,
    /// the step was copied and destroyed once more (BENCHMARKS.md).
    @inlinable @inline(__always)
    nonisolated static func firstStep(
        of change: NavigationChange<Screen>, reaching target: NavigationState<Screen>
    ) -> (step: HostStep<Screen>, count: Int)? {
        let changesStack = !change.removed.isEmpty || !change.pushed.isEmpty
        let count = change.dismissed.count + (changesStack ? 1 : 0) + change.presented.count
        if let root = change.dismissed.last?.first { return (.dismiss(flow: root.id), count) }
        if changesStack { return (.setStack(index: change.stack, target.stacks[change.stack]), count) }
        if !change.presented.isEmpty { return (.present(target.stacks[change.stack + 1]), count) }
        return nil
    }

    /// Makes `step` the one in flight, in one change of the display; `reachesTarget` tells whether what is
    /// shown once it is made is the coordinator's state.
    @inlinable
    func start(_ step: HostStep<Screen>, reachesTarget: Bool) {
        var before: [Item] = []
        change { display in
            display.stacksBeforeStep = display.stacks
            before = make(step, on: &display)
            display.stepInFlight = step
        }
        sync.started(reachingTarget: reachesTarget)
        stepStarted?(step, before)
    }

    /// Changes `display` as `step` says; returns the stack it changed, as it was (empty for other steps). One
    /// change of the display, not one for each of its properties: each would tell Observation before and after.
    @inlinable
    func make(_ step: HostStep<Screen>, on display: inout Display) -> [Item] {
        switch step {
        case .dismiss:
            display.stacks.removeLast()
        case .setTabStack(let tab, let entries):
            display.otherTabs[tab] = items(entries)
        case .selectTab(let tab):
            if let selected = display.selectedTab, let stack = display.otherTabs.removeValue(forKey: tab) {
                display.otherTabs[selected] = display.stacks[0]
                display.stacks = [stack]
                display.selectedTab = tab
            }
        case .setStack(let index, let entries):
            let before = display.stacks[index]
            display.stacks[index] = items(entries, keeping: before)
            return before
        case .present(let entries):
            display.stacks.append(items(entries))
        }
        return []
    }

    /// The entries of `items`. The closures of the main actor's code check, each time they run, that they run on
    /// the main actor; those of a `nonisolated` function do not, so the maps a step or
    /// a view's read makes are here.
    @inlinable
    nonisolated static func entries(of items: some Collection<Item>) -> [NavigationEntry<Screen>] {
        items.map { $0.entry }
    }

    /// The ids of the entries of `items` (a `nonisolated` function, as ``entries(of:)`` is).
    @inlinable
    nonisolated static func ids(of items: some Collection<Item>) -> [EntryID] {
        items.map { $0.entry.id }
    }

    /// What is shown, as a navigation state; `nil` if it were none.
    @inlinable
    func shownState() -> NavigationState<Screen>? {
        let target = coordinator.state
        return Self.state(of: display, tabs: target.tabs, nextID: target.nextID)
    }

    /// What `display` shows, as a navigation state, with the coordinator's tabs and next id (a
    /// `nonisolated` function, as ``entries(of:)`` is: its maps' closures run without a check that they run on
    /// the main actor).
    @inlinable
    nonisolated static func state(
        of display: Display, tabs: [AnyNavigationTab], nextID: EntryID
    ) -> NavigationState<Screen>? {
        let stacks = display.stacks.map { entries(of: $0) }
        guard let selected = display.selectedTab else {
            return NavigationState(shown: stacks, tabs: nil, nextID: nextID)
        }
        let parked = tabs.map { tab in
            tab == selected ? [] : display.otherTabs[tab].map { entries(of: $0) } ?? []
        }
        return NavigationState(shown: stacks, tabs: (tabs, selected, parked), nextID: nextID)
    }

    /// Shows `state` at once.
    @inlinable
    func show(_ state: NavigationState<Screen>) {
        stacks = state.stacks.map { items($0) }
        selectedTab = state.selectedTab
        otherTabs = [:]
        for tab in state.tabStacks where tab.tab != selectedTab { otherTabs[tab.tab] = items(tab.stack) }
        sync.reachedAtChange = sync.changesSeen
    }

    /// The entries with their view models, which the coordinator holds while they are in its state (a step
    /// shows entries of its state); those at the bottom that `kept` already shows keep their items.
    @inlinable
    func items(_ entries: [NavigationEntry<Screen>], keeping kept: [Item] = []) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if index < kept.count, kept[index].entry.id == entry.id, items.count == index {
                items.append(kept[index])
            } else {
                items.append(Item(entry: entry, viewModel: coordinator.viewModel(for: entry.id)))
            }
        }
        return items
    }

    // MARK: - What the user did

    /// The user went back in the stack at `index` until `id` was on top; flows over that stack close too.
    /// When `id` is no longer shown there — the host drew an older stack — only the coordinator hears of it.
    @inlinable
    func userWentBack(inStack index: Int, to id: EntryID) throws(NavigationError) {
        try report(.wentBack(to: id)) {
            if stacks.indices.contains(index), let position = stacks[index].firstIndex(where: { $0.entry.id == id }) {
                stacks[index].removeSubrange((position + 1)...)
                stacks.removeSubrange((index + 1)...)
            }
        }
    }

    /// The user closed the modal flow whose root is `root`, and any flow over it.
    @inlinable
    func userDismissed(flow root: EntryID) throws(NavigationError) {
        try report(.dismissed(flow: root)) {
            if let index = stacks.indices.dropFirst().first(where: { stacks[$0][0].entry.id == root }) {
                stacks.removeSubrange(index...)
            }
        }
    }

    /// The user picked `tab`: shown at once and reported when the coordinator allows it; otherwise
    /// asked for as the app would ask (a guard may refuse, or redirect), and shown by the steps that follow.
    ///
    /// - Returns: Whether the tab is shown at once.
    @inlinable
    func userSelected(tab: AnyNavigationTab) throws(NavigationError) -> Bool {
        guard tab != selectedTab else { return false }
        guard coordinator.allows(.selectedTab(tab)), let selected = selectedTab, let stack = otherTabs[tab] else {
            defer { advance() }
            try coordinator.userAsked(.selectedTab(tab))
            return false
        }
        try report(.selectedTab(tab)) {
            otherTabs[tab] = nil
            otherTabs[selected] = stacks[0]
            stacks = [stack]
            selectedTab = tab
        }
        return true
    }

    /// Shows what the user did — the UI shows it already — and reports it to the coordinator, before which
    /// what is shown must have changed: the coordinator's event starts the host's next step from it. Should the
    /// coordinator refuse it (a host's mistake), what is shown is as it was.
    @inlinable
    func report(_ navigation: UserNavigation, showing: () -> Void) throws(NavigationError) {
        let shownBefore = (stacks, selectedTab, otherTabs)
        sync.reachedAtChange = nil
        showing()
        defer { advance() }
        do {
            try coordinator.userDid(navigation)
        } catch {
            (stacks, selectedTab, otherTabs) = shownBefore
            throw error
        }
    }

    /// Whether the user may go back from the top of the stack at `index` now.
    @inlinable
    func allowsGoingBack(inStack index: Int) -> Bool {
        let stacks = stacks
        guard stacks.indices.contains(index), stacks[index].count > 1 else { return false }
        return coordinator.allows(.wentBack(to: stacks[index][stacks[index].count - 2].entry.id))
    }

    /// The view model drawn for the entry `id`, typed as the UI draws it.
    @inlinable
    func viewModel<Model>(for id: EntryID, as expected: Model.Type) throws(NavigationError) -> Model {
        guard let viewModel = item(id)?.viewModel else { throw .entryNotFound(id) }
        guard let typed = viewModel as? Model else {
            throw .viewModelTypeMismatch(
                entry: id, expected: String(describing: Model.self), built: String(describing: type(of: viewModel)))
        }
        return typed
    }
}
