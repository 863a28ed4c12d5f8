import Navigation
import Testing

/// Records a test issue, at the caller's location, for every removed view model of `coordinator` that is
/// still alive.
///
/// - Parameters:
///   - coordinator: The coordinator whose removed view models are checked.
///   - sourceLocation: Where a failure is reported; the caller's line unless told otherwise.
/// - Returns: `true` when none is alive.
@MainActor
@discardableResult
public func expectNoRetainedViewModels<Screen>(
    _ coordinator: Coordinator<Screen>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let retained = coordinator.retainedViewModels
    for model in retained {
        Issue.record("Removed view model still alive: \(model)", sourceLocation: sourceLocation)
    }
    return retained.isEmpty
}
