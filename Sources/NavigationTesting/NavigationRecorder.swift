import Navigation

/// One step of the navigation a coordinator made, on one stack, with the screens it touched and without entry
/// ids, so that a test can write it down. A change that does several things — a link that pops, pushes and
/// presents; a tab switch — is several steps, in the order a host takes them: flows dismissed (the top one
/// first), the tab selected, screens popped, then pushed, on the stack the change is about, flows presented
/// (each root, then what is pushed in it), and last the stacks of tabs out of sight.
public indirect enum NavigationStep<Screen: Equatable>: Equatable, CustomStringConvertible {
    /// A screen was pushed on the stack of the step before it — the active stack, or the flow just presented.
    case pushed(Screen)
    /// Screens were popped from a stack, bottom first.
    case popped([Screen])
    /// A modal flow was presented with this root.
    case presented(Screen)
    /// A modal flow was dismissed with these screens, bottom first.
    case dismissed([Screen])
    /// This tab was selected.
    case selectedTab(AnyNavigationTab)
    /// A step in the stack of this tab, out of sight.
    case inTab(AnyNavigationTab, NavigationStep)
    /// A guard redirected `request`; the steps are what happened instead.
    case redirected(NavigationRequest<Screen>, to: [NavigationStep])
    /// `request` was refused with `error`; nothing changed.
    case refused(NavigationRequest<Screen>, NavigationError)
    /// A screen's finish with a result was refused with `error`; nothing changed.
    case finishRefused(NavigationError)

    /// `tab`, a case of the app's tab enum, was selected: ``selectedTab(_:)-enum.case``.
    ///
    /// - Parameter tab: The tab.
    public static func selectedTab<Tab: NavigationTab>(_ tab: Tab) -> Self {
        .selectedTab(AnyNavigationTab(tab))
    }

    /// A step in the stack of `tab`, a case of the app's tab enum: ``inTab(_:_:)-enum.case``.
    ///
    /// - Parameters:
    ///   - tab: The tab.
    ///   - step: The step.
    public static func inTab<Tab: NavigationTab>(_ tab: Tab, _ step: NavigationStep) -> Self {
        .inTab(AnyNavigationTab(tab), step)
    }

    /// The steps an event describes.
    ///
    /// ```swift
    /// var steps: [NavigationStep<AppScreen>] = []
    /// coordinator.observeEvents { steps += NavigationStep.steps(of: $0) }
    /// ```
    ///
    /// - Parameter event: A coordinator's event.
    /// - Returns: Its steps; one for a refusal, none for a session saved without some of its screens.
    public static func steps(of event: NavigationEvent<Screen>) -> [NavigationStep] {
        switch event {
        case .changed(let change, .redirect(let original, _)): [.redirected(original, to: steps(of: change))]
        case .changed(let change, _): steps(of: change)
        case .refused(let request, let error): [.refused(request, error)]
        case .finishRefused(_, let error): [.finishRefused(error)]
        case .savedInPart: []
        }
    }

    /// The steps of a change, stack by stack, in the order a host takes them (see ``NavigationStep``).
    ///
    /// - Parameter change: A change of the navigation state.
    /// - Returns: Its steps; a push plus a presentation is two.
    public static func steps(of change: NavigationChange<Screen>) -> [NavigationStep] {
        var steps: [NavigationStep] = change.dismissed.reversed().map { .dismissed($0.map(\.screen)) }
        if let tab = change.selectedTab { steps.append(.selectedTab(tab)) }
        if !change.removed.isEmpty { steps.append(.popped(change.removed.map(\.screen))) }
        steps += change.pushed.map { .pushed($0.screen) }
        for flow in change.presented {
            steps.append(.presented(flow[0].screen))
            steps += flow.dropFirst().map { .pushed($0.screen) }
        }
        for tab in change.tabs {
            if !tab.removed.isEmpty { steps.append(.inTab(tab.tab, .popped(tab.removed.map(\.screen)))) }
            steps += tab.pushed.map { .inTab(tab.tab, .pushed($0.screen)) }
        }
        return steps
    }

    /// The step as a test would write it, each screen as its route when the screen enum is `Routable`
    /// (`detail;id=3`), as requests print theirs.
    public var description: String {
        switch self {
        case .pushed(let screen): ".pushed(\(Self.text(screen)))"
        case .popped(let screens): ".popped(\(Self.text(screens)))"
        case .presented(let screen): ".presented(\(Self.text(screen)))"
        case .dismissed(let screens): ".dismissed(\(Self.text(screens)))"
        case .selectedTab(let tab): ".selectedTab(\(tab))"
        case .inTab(let tab, let step): ".inTab(\(tab), \(step))"
        case .redirected(let request, let steps): ".redirected(\(request), to: \(steps))"
        case .refused(let request, let error): ".refused(\(request), \(error))"
        case .finishRefused(let error): ".finishRefused(\(error))"
        }
    }

    /// A screen as the app's links write it, or as Swift prints it when it has no route.
    private static func text(_ screen: Screen) -> String {
        guard let routable = screen as? any Routable, let route = try? routable.route() else { return "\(screen)" }
        return route
    }

    /// Screens as the app's links write them.
    private static func text(_ screens: [Screen]) -> String {
        "[" + screens.map { text($0) }.joined(separator: ", ") + "]"
    }
}

/// Records every navigation of a coordinator, for exhaustive expectations: each
/// ``expect(_:fileID:filePath:line:column:)`` compares *all* the steps since the previous one, so any navigation the
/// test did not account for fails it, with a diff of expected against actual.
///
/// ```swift
/// let coordinator = try RootAssembly(scope: scope).makeCoordinator()
/// let navigation = NavigationRecorder(coordinator)
/// input.text = "hello"
/// input.confirm()
/// navigation.expect([.pushed(.confirmation(text: "hello"))])
/// confirmation.goBack()
/// navigation.expect([.popped([.confirmation(text: "hello")])])
/// ```
@MainActor
public final class NavigationRecorder<Screen: Equatable & Sendable> {
    /// Every step recorded, in order.
    public private(set) var steps: [NavigationStep<Screen>] = []
    private var checked = 0
    private var registration: NavigationRegistration?

    /// Starts recording the navigation of `coordinator`.
    ///
    /// - Parameter coordinator: The coordinator to watch.
    public init(_ coordinator: Coordinator<Screen>) {
        registration = coordinator.observeEvents { [weak self] event in self?.steps += NavigationStep.steps(of: event) }
    }

    /// Expects the steps since the previous expectation to be exactly `expected`; fails the test with a diff
    /// otherwise.
    ///
    /// - Parameters:
    ///   - expected: The steps, in order; empty to expect no navigation.
    ///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
    ///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
    ///   - line: The line where a failure is reported; the caller's unless told otherwise.
    ///   - column: The column where a failure is reported; the caller's unless told otherwise.
    /// - Returns: `true` when they match.
    @discardableResult
    public func expect(
        _ expected: [NavigationStep<Screen>],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let actual = Array(steps[checked...])
        checked = steps.count
        return ExpectationDiff.expect(
            actual, equal: expected, what: "Navigation",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
