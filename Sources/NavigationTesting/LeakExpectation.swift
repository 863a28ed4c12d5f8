import Navigation

/// Records a test issue, at the caller's location, for every removed view model of `coordinator` that is
/// still alive.
///
/// - Parameters:
///   - coordinator: The coordinator whose removed view models are checked.
///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
///   - line: The line where a failure is reported; the caller's unless told otherwise.
///   - column: The column where a failure is reported; the caller's unless told otherwise.
/// - Returns: `true` when none is alive.
@MainActor
@discardableResult
public func expectNoRetainedViewModels<Screen>(
    _ coordinator: Coordinator<Screen>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let retained = coordinator.retainedViewModels
    for model in retained {
        TestFailure.record(
            "Removed view model still alive: \(model)",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return retained.isEmpty
}
