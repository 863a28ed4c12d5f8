import NavigationCore
import Observation

/// One change a UIKit host makes: a call on a `UINavigationController`, a `UITabBarController` or a
/// presentation, with the entries whose view controllers it takes.
public enum UIKitHostStep<Screen> {
    /// `pushViewController(_:animated:)` the controller of `entry` on the navigation controller of the stack
    /// at `stack` (0 the base stack, the selected tab's; 1 and above the presented flows, bottom first).
    case push(NavigationEntry<Screen>, stack: Int)
    /// `popToViewController(_:animated:)` the controller of the entry `to` in the stack at `stack`.
    case pop(to: EntryID, stack: Int)
    /// `setViewControllers(_:animated:)` on the navigation controller of the stack at `stack`.
    case setViewControllers([NavigationEntry<Screen>], stack: Int)
    /// `setViewControllers(_:animated: false)` on the navigation controller of `tab`, out of sight.
    case setTabViewControllers([NavigationEntry<Screen>], tab: AnyNavigationTab)
    /// Select `tab` in the tab bar controller; no flow is presented.
    case selectTab(AnyNavigationTab)
    /// `present(_:animated:)` a navigation controller holding `entries` over the topmost one.
    case present([NavigationEntry<Screen>])
    /// `dismiss(animated:)` the topmost presented flow, whose root is `flow`.
    case dismiss(flow: EntryID)
}

extension UIKitHostStep: Equatable where Screen: Equatable {}
extension UIKitHostStep: Sendable where Screen: Sendable {}

/// What a UIKit host holds and does: the entries whose view controllers each `UINavigationController`
/// holds, the changes to make as calls one at a time (``UIKitHostStep``), and the delegate callbacks that
/// report what the user did.
///
/// It is platform-neutral: the host's controllers — a few lines, shown in the article "Driving a UI" — make
/// each step when ``onStep`` asks, call ``stepFinished()`` from the animation's completion, and forward
/// `navigationController(_:didShow:animated:)` (``didShow(_:)``), `presentationControllerDidDismiss(_:)`
/// (``didDismiss(flow:)``) and `tabBarController(_:shouldSelect:)`
/// (``shouldSelectTab(_:)-(AnyNavigationTab)``). An interactive pop is reported when it completes — `didShow`
/// with a lower controller — and a cancelled one reports nothing.
///
/// ```swift
/// let model = UIKitHostModel(coordinator)
/// model.onStep = { [weak model] step in host.make(step) { model?.stepFinished() } }
/// ```
@MainActor
public final class UIKitHostModel<Screen: Equatable & Sendable> {
    @usableFromInline let shown: ShownNavigation<Screen>

    /// The step in flight, as UIKit calls: set when a step starts, `nil` again at ``stepFinished()``.
    @inlinable
    public var stepInFlight: UIKitHostStep<Screen>? { callInFlight }
    @usableFromInline var callInFlight: UIKitHostStep<Screen>?

    /// Called when a step starts: the host makes it, then calls ``stepFinished()``. Set it before the
    /// coordinator changes; a step that started earlier is ``stepInFlight``.
    public var onStep: ((UIKitHostStep<Screen>) -> Void)?

    /// Starts showing `coordinator`'s state and following its changes, for as long as the model lives: the model
    /// keeps its coordinator, and a model let go of stops observing it. Make one per scene.
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator to host.
    ///   - waitsUntilOnScreen: `true` to hold only the base stack (and the tabs) until ``hostAppeared()``, and
    ///     present the state's modal flows then, one step at a time — a controller cannot present before its
    ///     view is in a window; `false` (the default) to hold everything at once.
    ///   - presentation: How the flow opened with a screen is presented: a sheet (the default) or a full-screen
    ///     cover.
    @inlinable
    public init(
        _ coordinator: Coordinator<Screen>, waitsUntilOnScreen: Bool = false,
        presentation: @escaping (Screen) -> FlowPresentation = { _ in .sheet }
    ) {
        shown = ShownNavigation(coordinator, waitsUntilOnScreen: waitsUntilOnScreen, presentation: presentation)
        shown.stepStarted = { [weak self] step, before in self?.start(step, stackBefore: before) }
    }

    /// No clean-up of its own: its ``ShownNavigation`` stops observing the coordinator. Written out, `nonisolated`
    /// and never inlined, so that no deinit is synthesized for this generic main-actor class: Release builds have
    /// crashed Xcode 26's optimizer in synthesized deinits of generic classes (swiftlang/swift#89851, #90150, and
    /// #90385 with a target's default main-actor isolation), and an explicit one is those reports' workaround.
    @inline(never)
    nonisolated deinit {}

    /// The host's controllers are in a window (`viewDidAppear(_:)`): with `waitsUntilOnScreen`, the state's
    /// modal flows are presented now, one step at a time.
    @inlinable
    public func hostAppeared() { shown.appeared() }

    /// A navigation controller's transition began — `navigationController(_:willShow:animated:)` with a
    /// transition coordinator, an interactive pop among them: no step starts until ``transitionEnded()``, so
    /// the host never changes a stack mid-animation nor interrupts the user's gesture.
    @inlinable
    public func transitionBegan() { shown.transitionBegan() }

    /// A transition ``transitionBegan()`` reported ended, completed or cancelled — the transition coordinator's
    /// completion: the next step may start.
    @inlinable
    public func transitionEnded() { shown.transitionEnded() }

    @inlinable
    func start(_ step: HostStep<Screen>, stackBefore before: [ShownNavigation<Screen>.Item]) {
        let call = Self.call(for: step, stackBefore: before)
        callInFlight = call
        onStep?(call)
    }

    /// The UIKit call for `step`: a stack that only grows by one is a push, one that only shrinks a pop. The
    /// stack before is compared where it is, entry by entry, with no list of ids made for either side.
    /// (`nonisolated`: its closures run without a check that they run on the main actor.)
    @inlinable
    nonisolated static func call(
        for step: HostStep<Screen>, stackBefore before: [ShownNavigation<Screen>.Item]
    ) -> UIKitHostStep<Screen> {
        switch step {
        case .dismiss(let flow): return .dismiss(flow: flow)
        case .setTabStack(let tab, let entries): return .setTabViewControllers(entries, tab: tab)
        case .selectTab(let tab): return .selectTab(tab)
        case .present(let entries): return .present(entries)
        case .setStack(let index, let entries):
            // Whether the first entries of the longer stack are the other's, in order.
            let samePrefix = zip(entries, before).allSatisfy { $0.id == $1.entry.id }
            if entries.count == before.count + 1, samePrefix, let pushed = entries.last {
                return .push(pushed, stack: index)
            }
            if entries.count < before.count, samePrefix, let top = entries.last {
                return .pop(to: top.id, stack: index)
            }
            return .setViewControllers(entries, stack: index)
        }
    }

    /// The host made the step in flight; the next one starts, if the coordinator is somewhere else.
    @inlinable
    public func stepFinished() {
        guard callInFlight != nil else { return }
        callInFlight = nil
        shown.finishStep()
    }

    /// Whether the host shows the coordinator's state, with no step in flight.
    @inlinable
    public var isSettled: Bool { shown.stepInFlight == nil }

    // MARK: - What the controllers hold

    /// How many navigation controllers are shown: the base one, then one per presented flow.
    @inlinable
    public var stackCount: Int { shown.stacks.count }

    /// The entries whose view controllers the navigation controller of the stack at `index` holds, root
    /// first; empty when no such stack is shown.
    @inlinable
    public func entries(ofStack index: Int) -> [NavigationEntry<Screen>] {
        shown.stacks.indices.contains(index) ? ShownNavigation.entries(of: shown.stacks[index]) : []
    }

    /// The selected tab; `nil` without tabs.
    @inlinable
    public var selectedTab: AnyNavigationTab? { shown.selectedTab }

    /// The tabs, in the order of the app's tab enum; empty without tabs.
    @inlinable
    public var tabs: [AnyNavigationTab] { shown.tabs }

    /// The entries whose view controllers the navigation controller of `tab` holds.
    @inlinable
    public func entries(of tab: AnyNavigationTab) -> [NavigationEntry<Screen>] {
        guard let stack = shown.stack(of: tab) else { return [] }
        return ShownNavigation.entries(of: stack)
    }

    /// The names of the tabs — their cases' raw values —, in the order of the app's tab enum; empty without tabs.
    @available(*, deprecated, message: "use tabs, which holds each tab as an AnyNavigationTab; its name is .name")
    public var tabNames: [String] { tabs.map(\.name) }

    /// The entries whose view controllers the navigation controller of the tab named `name` (its case's raw value)
    /// holds.
    @available(*, deprecated, message: "use entries(of:) with the tab: entries(of: AnyNavigationTab(AppTab.shop))")
    public func entries(ofTab name: String) -> [NavigationEntry<Screen>] { entries(of: AnyNavigationTab(name: name)) }

    /// The view model the entry `id` is drawn with, typed as its view controller draws it; available while
    /// the entry is shown.
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

    // MARK: - Delegate callbacks

    /// A navigation controller did show the controller of the entry `id`
    /// (`navigationController(_:didShow:animated:)`). A controller lower than the top is the user going back
    /// — a back button, a completed back swipe — reported to the coordinator; the top changes nothing, as
    /// after a push or a cancelled swipe.
    ///
    /// - Parameter id: The entry of the controller shown.
    /// - Throws: ``HostBindingError/notShown(_:)`` for an entry not on display,
    ///   ``HostBindingError/tabOutOfSight(_:)`` for a lower entry of a tab out of sight, or
    ///   ``HostBindingError/coordinator(_:)``; nothing changes then.
    @inlinable
    public func didShow(_ id: EntryID) throws(HostBindingError) {
        let current = Self.place(of: id, in: shown.stacks)
        let before = shown.stacksBeforeStep.flatMap { Self.place(of: id, in: $0) }
        // The top changes nothing: the end of a push or a pop, or a swipe cancelled — on what is shown, or on
        // what the host still drew before the step in flight.
        if let current, current.isTop { return }
        if let before, before.isTop { return }
        if let place = current ?? before {
            return try report { () throws(NavigationError) in try shown.userWentBack(inStack: place.stack, to: id) }
        }
        for tab in shown.tabs where shown.stack(of: tab)?.contains(where: { $0.entry.id == id }) == true {
            guard shown.stack(of: tab)?.last?.entry.id == id else { throw .tabOutOfSight(tab) }
            return
        }
        throw .notShown(id)
    }

    /// The user dismissed the flow whose root is `flow` — a sheet swiped down
    /// (`presentationControllerDidDismiss(_:)`), reported to the coordinator with any flow over it.
    ///
    /// - Parameter flow: The root entry of the flow's navigation controller.
    /// - Throws: ``HostBindingError/notShown(_:)`` when no flow with this root is presented, or
    ///   ``HostBindingError/coordinator(_:)``; nothing changes then.
    @inlinable
    public func didDismiss(flow: EntryID) throws(HostBindingError) {
        let roots = (shown.stacks.dropFirst() + (shown.stacksBeforeStep?.dropFirst() ?? [])).map { $0[0].entry.id }
        guard roots.contains(flow) else { throw .notShown(flow) }
        try report { () throws(NavigationError) in try shown.userDismissed(flow: flow) }
    }

    /// Whether the tab bar controller should select `tab`, which the user tapped
    /// (`tabBarController(_:shouldSelect:)`): `true` when the coordinator allows it, which it then shows; when
    /// not, `false`, and the tab is asked for as the app would ask, so a guard refuses it (this throws its
    /// reason) or redirects, and the steps that follow show the outcome.
    ///
    /// - Parameter tab: The tab.
    /// - Returns: Whether UIKit should select it now.
    /// - Throws: Why a guard refused; the state is unchanged then.
    @inlinable
    public func shouldSelectTab(_ tab: AnyNavigationTab) throws(NavigationError) -> Bool {
        try shown.userSelected(tab: tab)
    }

    /// Whether the tab bar controller should select the tab named `name` (its case's raw value), as
    /// ``shouldSelectTab(_:)-(AnyNavigationTab)``.
    ///
    /// - Parameter name: The tab's name.
    /// - Returns: Whether UIKit should select it now.
    /// - Throws: `NavigationError/unknownTab(_:)` for a name no tab has, or why a guard refused; the state is
    ///   unchanged then.
    @available(
        *, deprecated, message: "use shouldSelectTab(_:) with the tab: shouldSelectTab(AnyNavigationTab(AppTab.shop))"
    )
    public func shouldSelectTab(_ name: String) throws(NavigationError) -> Bool {
        try shouldSelectTab(AnyNavigationTab(name: name))
    }

    /// Whether the user may go back from the top of the stack at `index`: a host hides the back button of
    /// that stack's top controller (`navigationItem.hidesBackButton`) when not — a back button tapped is the
    /// user's navigation, which no guard can refuse once it happened.
    @inlinable
    public func allowsGoingBack(inStack index: Int) -> Bool {
        shown.allowsGoingBack(inStack: index)
    }

    /// Whether the user may go back from the top of the stack at `index`, as ``allowsGoingBack(inStack:)``; and
    /// `onChange` is called once — on the main actor, just after — when anything that answer read changes: the
    /// coordinator's state, or an observable value a guard reads (a form's unsaved draft). A UIKit host shows
    /// or hides the back button again then: a guard's answer may change with no navigation at all.
    ///
    /// - Parameters:
    ///   - index: The stack's index.
    ///   - onChange: Called once, after the first change of what the answer read.
    /// - Returns: Whether the user may go back.
    public func allowsGoingBack(
        inStack index: Int, onChange: @escaping @MainActor @Sendable () -> Void
    ) -> Bool {
        withObservationTracking {
            shown.allowsGoingBack(inStack: index)
        } onChange: {
            Task { @MainActor in onChange() }
        }
    }

    /// Whether the user may begin a back swipe in the stack at `index` now
    /// (`gestureRecognizerShouldBegin(_:)` of its `interactivePopGestureRecognizer`): going back is allowed,
    /// and no step or transition is running — a swipe begun mid-push would pop a controller still arriving.
    @inlinable
    public func allowsBackSwipe(inStack index: Int) -> Bool {
        shown.allowsBackSwipe(inStack: index)
    }

    /// Whether the user may begin swiping down the flow whose root is `flow` now
    /// (`presentationControllerShouldDismiss(_:)`): no guard refuses it, and no step or transition is running.
    /// A swipe that begins is a transition: report `presentationControllerWillDismiss(_:)` with
    /// ``transitionBegan()``. A full-screen cover is never swiped down.
    @inlinable
    public func allowsDismissing(flow: EntryID) -> Bool {
        shown.isIdle && shown.coordinator.allows(.dismissed(flow: flow))
    }

    /// How the flow `entries` of a ``UIKitHostStep/present(_:)`` step is presented: its navigation controller's
    /// `modalPresentationStyle` is `.pageSheet` for a sheet, `.fullScreen` for a cover.
    ///
    /// - Parameter entries: The flow's entries, root first.
    /// - Returns: The presentation the app chose for the flow's root screen; a sheet for no entries.
    @inlinable
    public func presentation(ofFlow entries: [NavigationEntry<Screen>]) -> FlowPresentation {
        entries.first.map { shown.presentation(ofFlow: $0) } ?? .sheet
    }

    @inlinable
    func report(_ navigation: () throws(NavigationError) -> Void) throws(HostBindingError) {
        do {
            try navigation()
        } catch {
            throw .coordinator(error)
        }
    }

    /// The stack `id` is in among `stacks`, and whether it is that stack's top.
    @inlinable
    static func place(
        of id: EntryID, in stacks: [[ShownNavigation<Screen>.Item]]
    ) -> (stack: Int, isTop: Bool)? {
        for (index, stack) in stacks.enumerated() {
            if let position = stack.firstIndex(where: { $0.entry.id == id }) {
                return (index, position == stack.count - 1)
            }
        }
        return nil
    }
}
