import Navigation

/// One navigation a coordinator made, with the screens it touched and without entry ids, so that a test
/// can write it down.
public indirect enum NavigationStep<Screen: Equatable>: Equatable, CustomStringConvertible {
    /// A screen was pushed.
    case pushed(Screen)
    /// Screens were popped, bottom first.
    case popped([Screen])
    /// Screens were replaced (`replaceTop`, `setStack`, `resetStack(to:)`, a restore).
    case replaced(removed: [Screen], inserted: [Screen])
    /// A modal flow was presented with this root.
    case presented(Screen)
    /// A modal flow was dismissed with these screens.
    case dismissed([Screen])
    /// A guard redirected `request`; `step` is what happened instead.
    case redirected(NavigationRequest<Screen>, to: NavigationStep)
    /// `request` was refused with `error`; nothing changed.
    case refused(NavigationRequest<Screen>, NavigationError)
    /// A screen's finish with a result was refused with `error`; nothing changed.
    case finishRefused(NavigationError)

    /// The step an event describes.
    ///
    /// - Parameter event: A coordinator's event.
    public init(_ event: NavigationEvent<Screen>) {
        switch event {
        case .changed(let change, .redirect(let original, _)): self = .redirected(original, to: NavigationStep(change))
        case .changed(let change, _): self = NavigationStep(change)
        case .refused(let request, let error): self = .refused(request, error)
        case .finishRefused(_, let error): self = .finishRefused(error)
        }
    }

    /// The step a change makes, by its screens: a push or a presentation of one screen, a removal (a
    /// dismissal when it only closes flows), or a replacement.
    ///
    /// - Parameter change: A change of the navigation state.
    public init(_ change: NavigationChange<Screen>) {
        if change.removesNothing, change.presented.isEmpty, change.pushed.count == 1 {
            self = .pushed(change.pushed[0].screen)
        } else if change.removesNothing, change.pushed.isEmpty, change.presented.count == 1,
            change.presented[0].count == 1
        {
            self = .presented(change.presented[0][0].screen)
        } else if change.insertsNothing {
            let screens = change.removedEntries.map(\.screen)
            self = change.removed.isEmpty ? .dismissed(screens) : .popped(screens)
        } else {
            self = .replaced(
                removed: change.removedEntries.map(\.screen), inserted: change.insertedEntries.map(\.screen))
        }
    }

    /// The step as a test would write it.
    public var description: String {
        switch self {
        case .pushed(let screen): ".pushed(\(screen))"
        case .popped(let screens): ".popped(\(screens))"
        case .replaced(let removed, let inserted): ".replaced(removed: \(removed), inserted: \(inserted))"
        case .presented(let screen): ".presented(\(screen))"
        case .dismissed(let screens): ".dismissed(\(screens))"
        case .redirected(let request, let step): ".redirected(\(request), to: \(step))"
        case .refused(let request, let error): ".refused(\(request), \(error))"
        case .finishRefused(let error): ".finishRefused(\(error))"
        }
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
        registration = coordinator.observeEvents { [weak self] event in self?.steps.append(NavigationStep(event)) }
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
