import NavigationCore
import Observation

/// What a SwiftUI host binds to: per stack, the path of entry ids a `NavigationStack(path:)` shows above its
/// root; per modal flow, the item a `sheet(item:)` or `fullScreenCover(item:)` presents; the selected tab.
///
/// It is platform-neutral and observable: a view reads it, and SwiftUI redraws when it changes. It changes one
/// step at a time (`HostStep`) — SwiftUI cannot push and present in one update, nor present a sheet while
/// another is still appearing — and makes the next step when the host calls ``stepFinished()``.
///
/// What SwiftUI writes back through a binding is the user's own navigation, reported with
/// `Coordinator/userDid(_:)`: a shorter path is a back swipe or a back button, a `nil` item a sheet swiped
/// down. Anything else — a longer path, another item — is a host's mistake, refused with a
/// ``HostBindingError``; screens open by asking the coordinator.
///
/// ```swift
/// let model = SwiftUIHostModel(coordinator)
/// try coordinator.show(.list)
/// model.path(ofStack: 0)             // [list's id]: the host pushes it
/// model.stepFinished()               // the push appeared
/// try model.setPath([], ofStack: 0)  // the user swiped back: coordinator.state is the root again
/// ```
///
/// The SwiftUI code that binds to it — a few lines, shown in the article "Driving a UI" — calls nothing else.
@MainActor
@Observable
public final class SwiftUIHostModel<Screen: Equatable & Sendable> {
    /// The item a `sheet(item:)` or `fullScreenCover(item:)` presents a modal flow with: its root's id.
    public struct PresentedFlow: Identifiable, Hashable, Sendable {
        /// The id of the flow's root entry.
        public let id: EntryID

        /// The flow whose root is the entry `id`.
        @inlinable
        public init(id: EntryID) { self.id = id }
    }

    @ObservationIgnored @usableFromInline let shown: ShownNavigation<Screen>
    /// How long each kind of step's animation runs: ``finishStepWhenShown()`` waits that long.
    @ObservationIgnored public let timing: HostStepTiming

    /// Starts showing `coordinator`'s state and following its changes, for as long as the model lives: the model
    /// keeps its coordinator, and a model let go of stops observing it.
    ///
    /// Make one model per scene — a window, a tab of a browser —, as the package's `NavigationHost` view does
    /// in its own `@State`: each SwiftUI scene animates its own steps, and a model shared by two would end one
    /// window's steps by the other's clock.
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator to host.
    ///   - waitsUntilOnScreen: `true` to show only the base stack (and the tabs) until ``hostAppeared()``, and
    ///     present the state's modal flows then, one step at a time; `false` (the default) to show everything
    ///     at once.
    ///   - timing: How long each kind of step's animation runs.
    ///   - presentation: How the flow opened with a screen is presented: a sheet (the default) or a full-screen
    ///     cover.
    @inlinable
    public convenience init(
        _ coordinator: Coordinator<Screen>, waitsUntilOnScreen: Bool = false, timing: HostStepTiming = .standard,
        presentation: @escaping (Screen) -> FlowPresentation = { _ in .sheet }
    ) {
        // What is shown is made here, in the app's code, for its screen type; the designated initializer,
        // compiled here, only keeps it (it also initializes Observation's registrar, which is this module's own).
        self.init(
            shown: ShownNavigation(coordinator, waitsUntilOnScreen: waitsUntilOnScreen, presentation: presentation),
            timing: timing)
    }

    @usableFromInline
    init(shown: ShownNavigation<Screen>, timing: HostStepTiming) {
        self.shown = shown
        self.timing = timing
    }

    /// No clean-up of its own: its ``ShownNavigation`` stops observing the coordinator. Written out, `nonisolated`
    /// and never inlined, so that no deinit is synthesized for this generic main-actor class: Release builds have
    /// crashed Xcode 26's optimizer in synthesized deinits of generic classes (swiftlang/swift#89851, #90150, and
    /// #90385 with a target's default main-actor isolation), and an explicit one is those reports' workaround.
    @inline(never)
    nonisolated deinit {}

    // MARK: - Stacks

    /// How many stacks are shown: the base stack, then one per modal flow.
    @inlinable
    public var stackCount: Int { shown.stacks.count }

    /// The root of the stack at `index` — the view a `NavigationStack` shows beneath its path; `nil` when no
    /// such stack is shown.
    @inlinable
    public func root(ofStack index: Int) -> NavigationEntry<Screen>? {
        shown.stacks.indices.contains(index) ? shown.stacks[index][0].entry : nil
    }

    /// The ids of the stack at `index` above its root: what its `NavigationStack(path:)` binds to. Empty when
    /// no such stack is shown.
    @inlinable
    public func path(ofStack index: Int) -> [EntryID] {
        shown.stacks.indices.contains(index) ? ShownNavigation.ids(of: shown.stacks[index].dropFirst()) : []
    }

    /// What SwiftUI wrote to the path of the stack at `index`: the same path changes nothing; the path with
    /// entries removed from its end is the user going back, reported to the coordinator.
    ///
    /// A path that drops entries from the one shown before the step in flight — the host drew that one when
    /// the user swiped, even if the step closed that stack — is the user's too: the coordinator hears of it,
    /// and ignores it if it moved on.
    ///
    /// - Parameters:
    ///   - path: The path SwiftUI wrote.
    ///   - index: The stack's index.
    /// - Throws: ``HostBindingError/noSuchStack(_:)``, ``HostBindingError/notGoingBack(stack:path:)`` for a
    ///   path that is not going back, or ``HostBindingError/coordinator(_:)``; nothing changes then.
    @inlinable
    public func setPath(_ path: [EntryID], ofStack index: Int) throws(HostBindingError) {
        let current = shown.stacks.indices.contains(index) ? ShownNavigation.ids(of: shown.stacks[index]) : nil
        let before = shown.stacksBeforeStep.flatMap {
            $0.indices.contains(index) ? ShownNavigation.ids(of: $0[index]) : nil
        }
        guard current != nil || before != nil else { throw .noSuchStack(index) }
        // The path shown, or the one drawn before the step in flight, written back changes nothing.
        for shownPath in [current, before].compactMap({ $0 }) where shownPath.dropFirst().elementsEqual(path) {
            return
        }
        guard let root = [current, before].compactMap({ $0 }).first(where: { Self.isGoingBack(path, in: $0) })?.first
        else { throw .notGoingBack(stack: index, path: path) }
        do {
            try shown.userWentBack(inStack: index, to: path.last ?? root)
        } catch {
            throw .coordinator(error)
        }
    }

    /// Whether `path` is `stack` above its root with entries removed from its end.
    @inlinable
    static func isGoingBack(_ path: [EntryID], in stack: [EntryID]) -> Bool {
        path.count < stack.count - 1 && stack.dropFirst().starts(with: path)
    }

    /// Whether the user may go back from the top of the stack at `index` now: a host hides the back button
    /// (which disables the back swipe) when not.
    ///
    /// ```swift
    /// .navigationBarBackButtonHidden(!model.allowsGoingBack(inStack: index))
    /// ```
    @inlinable
    public func allowsGoingBack(inStack index: Int) -> Bool {
        shown.allowsGoingBack(inStack: index)
    }

    // MARK: - Modal flows

    /// The flow presented over the stack at `index`, however it is presented; `nil` when none is.
    @inlinable
    public func presentedFlow(over index: Int) -> PresentedFlow? {
        let stacks = shown.stacks
        guard let flow = ShownNavigation.flow(over: index, in: stacks) else { return nil }
        return PresentedFlow(id: stacks[flow][0].entry.id)
    }

    /// The flow presented over the stack at `index` as `presentation`: the item of its `sheet(item:)` (with
    /// ``FlowPresentation/sheet``) or its `fullScreenCover(item:)` (with ``FlowPresentation/fullScreenCover``);
    /// `nil` when none is, or one is presented the other way.
    @inlinable
    public func presentedFlow(over index: Int, as presentation: FlowPresentation) -> PresentedFlow? {
        let stacks = shown.stacks
        guard let flow = ShownNavigation.flow(over: index, in: stacks) else { return nil }
        let root = stacks[flow][0].entry
        return shown.presentation(ofFlow: root) == presentation ? PresentedFlow(id: root.id) : nil
    }

    /// The flow presented over the stack at `index` disappeared — a `sheet`'s or `fullScreenCover`'s
    /// `onDismiss`: the end of a dismissal the model asked for, which finishes that step at once. A flow the
    /// user swiped down was reported by the binding's `nil` write; its `onDismiss` changes nothing.
    ///
    /// - Parameter index: The index of the stack the flow was presented over.
    @inlinable
    public func flowDisappeared(over index: Int) {
        guard case .dismiss(let flow) = shown.display.stepInFlight,
            let before = shown.stacksBeforeStep, let dismissed = ShownNavigation.flow(over: index, in: before),
            before[dismissed][0].entry.id == flow
        else { return }
        shown.finishStep()
    }

    /// What SwiftUI wrote to the item of the flow presented over the stack at `index`: `nil` is the user
    /// closing that flow (and any over it), reported to the coordinator; the item shown changes nothing.
    ///
    /// - Parameters:
    ///   - flow: The item SwiftUI wrote.
    ///   - index: The index of the stack the flow is presented over.
    /// - Throws: ``HostBindingError/noSuchStack(_:)``, ``HostBindingError/notADismissal(stack:flow:)`` for an
    ///   item that is not the one shown, or ``HostBindingError/coordinator(_:)``; nothing changes then.
    @inlinable
    public func setPresentedFlow(_ flow: PresentedFlow?, over index: Int) throws(HostBindingError) {
        guard index >= 0 else { throw .noSuchStack(index) }
        let before = shown.stacksBeforeStep.flatMap { stacks in
            ShownNavigation.flow(over: index, in: stacks).map { stacks[$0][0].entry.id }
        }
        guard index < shown.stacks.count || before != nil else { throw .noSuchStack(index) }
        let presented = presentedFlow(over: index)
        guard flow != presented else { return }
        if let flow { throw .notADismissal(stack: index, flow: flow.id) }
        guard let root = presented?.id ?? before else { return }
        do {
            try shown.userDismissed(flow: root)
        } catch {
            throw .coordinator(error)
        }
    }

    /// Whether the user may swipe down the flow presented over the stack at `index` now.
    ///
    /// ```swift
    /// .interactiveDismissDisabled(!model.allowsDismissing(flowOver: index))
    /// ```
    @inlinable
    public func allowsDismissing(flowOver index: Int) -> Bool {
        guard let flow = presentedFlow(over: index) else { return false }
        return shown.coordinator.allows(.dismissed(flow: flow.id))
    }

    // MARK: - Tabs

    /// The selected tab, for a `TabView(selection:)`; `nil` without tabs.
    @inlinable
    public var selectedTab: AnyNavigationTab? { shown.selectedTab }

    /// The tabs, in the order of the app's tab enum; empty without tabs.
    @inlinable
    public var tabs: [AnyNavigationTab] { shown.tabs }

    /// The root of `tab`'s stack; `nil` for a tab the state lacks.
    @inlinable
    public func root(of tab: AnyNavigationTab) -> NavigationEntry<Screen>? { shown.stack(of: tab)?.first?.entry }

    /// The ids of `tab`'s stack above its root: what the tab's `NavigationStack(path:)` binds to.
    @inlinable
    public func path(of tab: AnyNavigationTab) -> [EntryID] {
        guard let stack = shown.stack(of: tab) else { return [] }
        return ShownNavigation.ids(of: stack.dropFirst())
    }

    /// What SwiftUI wrote to the path of `tab`: for the selected tab, as
    /// ``setPath(_:ofStack:)`` with its stack; for a tab out of sight, only its own path changes nothing.
    ///
    /// - Throws: ``HostBindingError/noSuchTab(_:)``, ``HostBindingError/tabOutOfSight(_:)``, or what
    ///   ``setPath(_:ofStack:)`` throws.
    @inlinable
    public func setPath(_ path: [EntryID], of tab: AnyNavigationTab) throws(HostBindingError) {
        guard let stack = shown.stack(of: tab) else { throw .noSuchTab(tab) }
        if tab == shown.selectedTab { return try setPath(path, ofStack: 0) }
        guard ShownNavigation.ids(of: stack.dropFirst()) == path else { throw .tabOutOfSight(tab) }
    }

    /// The names of the tabs — their cases' raw values —, in the order of the app's tab enum; empty without tabs.
    @available(*, deprecated, message: "use tabs, which holds each tab as an AnyNavigationTab; its name is .name")
    public var tabNames: [String] { tabs.map(\.name) }

    /// The root of the stack of the tab named `name` (its case's raw value); `nil` for a tab the state lacks.
    @available(*, deprecated, message: "use root(of:) with the tab: root(of: AnyNavigationTab(AppTab.shop))")
    public func root(ofTab name: String) -> NavigationEntry<Screen>? { root(of: AnyNavigationTab(name: name)) }

    /// The ids of the stack of the tab named `name` (its case's raw value) above its root.
    @available(*, deprecated, message: "use path(of:) with the tab: path(of: AnyNavigationTab(AppTab.shop))")
    public func path(ofTab name: String) -> [EntryID] { path(of: AnyNavigationTab(name: name)) }

    /// What SwiftUI wrote to the path of the tab named `name` (its case's raw value), as ``setPath(_:of:)``.
    ///
    /// - Throws: What ``setPath(_:of:)`` throws.
    @available(
        *, deprecated, message: "use setPath(_:of:) with the tab: setPath(path, of: AnyNavigationTab(AppTab.shop))"
    )
    public func setPath(_ path: [EntryID], ofTab name: String) throws(HostBindingError) {
        try setPath(path, of: AnyNavigationTab(name: name))
    }

    /// The user picked `tab` — what a `TabView(selection:)` binding writes. When the coordinator
    /// allows it, it shows at once and is reported; otherwise it is asked for as the app would ask, so a guard
    /// refuses it (this throws its reason, and the tab bar shows the selected tab again) or redirects.
    ///
    /// - Parameter tab: The tab.
    /// - Throws: Why a guard refused; the state is unchanged then.
    @inlinable
    public func selectTab(_ tab: AnyNavigationTab) throws(NavigationError) {
        _ = try shown.userSelected(tab: tab)
    }

    /// The user picked the tab named `name` (its case's raw value), as ``selectTab(_:)-(AnyNavigationTab)``.
    ///
    /// - Parameter name: The tab's name.
    /// - Throws: `NavigationError/unknownTab(_:)` for a name no tab has, or why a guard refused; the state is
    ///   unchanged then.
    @available(*, deprecated, message: "use selectTab(_:) with the tab: selectTab(AnyNavigationTab(AppTab.shop))")
    public func selectTab(_ name: String) throws(NavigationError) { try selectTab(AnyNavigationTab(name: name)) }

    // MARK: - Drawing

    /// The entry shown with the id `id` — in a stack, a flow or a tab out of sight: what
    /// `navigationDestination(for: EntryID.self)` draws. `nil` when it is not shown.
    @inlinable
    public func entry(_ id: EntryID) -> NavigationEntry<Screen>? { shown.item(id)?.entry }

    /// The view model the entry `id` is drawn with, typed as the UI draws it — usually the screen's protocol.
    /// It stays available while the entry is shown, even after the coordinator removed it and until the host
    /// catches up.
    ///
    /// - Throws: `NavigationError/entryNotFound(_:)` when the entry is not shown;
    ///   `NavigationError/viewModelTypeMismatch(entry:expected:built:)` when its view model is of another
    ///   type.
    @inlinable
    public func viewModel<Model>(for id: EntryID, as expected: Model.Type = Model.self) throws(NavigationError)
        -> Model
    {
        try shown.viewModel(for: id, as: expected)
    }

    // MARK: - Steps

    /// The step SwiftUI is showing, until it is finished; `nil` when the model shows the coordinator's state. A
    /// host keys a task on it that calls ``finishStepWhenShown()``.
    ///
    /// ```swift
    /// .task(id: model.stepInFlight) { await model.finishStepWhenShown() }
    /// ```
    @inlinable
    public var stepInFlight: HostStep<Screen>? { shown.stepInFlight }

    /// SwiftUI has shown the step in flight; the next one starts when the coordinator is somewhere else.
    @inlinable
    public func stepFinished() { shown.finishStep() }

    /// Waits for the step in flight to be shown — as long as ``timing`` gives its kind — and finishes it. A
    /// dismissal finishes earlier, at ``flowDisappeared(over:)``; the wait is its fallback.
    ///
    /// A cancelled wait finishes nothing: SwiftUI cancels the task of a view that goes, or of a step that
    /// changed, and the step is then finished by the wait that follows, or by the view drawn next.
    @inlinable
    public func finishStepWhenShown() async {
        await finishStepWhenShown { duration in try await Task.sleep(for: duration) }
    }

    /// ``finishStepWhenShown()`` with `sleep` waiting out each step's time — throwing when cancelled: tests wait
    /// as they choose.
    @inlinable
    func finishStepWhenShown(sleeping sleep: (Duration) async throws -> Void) async {
        guard let step = shown.display.stepInFlight else { return }
        let started = shown.sync.stepsStarted
        do {
            try await sleep(timing.duration(of: step))
        } catch {
            return
        }
        // Cancelled as the sleep ended; or finished another way meanwhile (a dismissal's `onDismiss`), and perhaps
        // another step started.
        guard !Task.isCancelled, shown.sync.stepsStarted == started, shown.display.stepInFlight != nil else { return }
        shown.finishStep()
    }

    /// The host is on screen — the `onAppear` of the view that draws the model: with
    /// `waitsUntilOnScreen`, the state's modal flows are presented now, one step at a time.
    @inlinable
    public func hostAppeared() { shown.appeared() }

    /// Whether the model shows the coordinator's state, with no step in flight.
    @inlinable
    public var isSettled: Bool { shown.stepInFlight == nil }
}
