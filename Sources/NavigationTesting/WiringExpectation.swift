import Navigation

/// Builds every screen in `screens` through `assemblies`, as the root of a coordinator of its own, and fails
/// the test, naming the screen, for each one whose Assembly throws. Run with one sample of every case of the
/// app's screen enum, it proves the whole wiring of a RootAssembly.
///
/// ```swift
/// @Test @MainActor func everyScreenIsWired() {
///     expectEveryScreenBuilds([.catalog, .product(id: 1), .cart], assemblies: RootAssembly(scope: .test)) {
///         screen, viewModel in
///         if case .cart = screen { #expect(viewModel is CartViewModel) }
///     }
/// }
/// ```
///
/// - Parameters:
///   - screens: One sample of each screen.
///   - assemblies: The app's RootAssembly, over a test scope.
///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
///   - line: The line where a failure is reported; the caller's unless told otherwise.
///   - column: The column where a failure is reported; the caller's unless told otherwise.
///   - check: Runs for each screen with its view model, for checks of the test's own.
/// - Returns: The view models built, in the order of `screens`.
@MainActor
@discardableResult
public func expectEveryScreenBuilds<Screen: Equatable & Sendable>(
    _ screens: [Screen],
    assemblies: some AssemblyProvider<Screen>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    check: (Screen, AnyObject) -> Void = { _, _ in }
) -> [AnyObject] {
    var built: [AnyObject] = []
    for screen in screens {
        do {
            let coordinator = try Coordinator(root: screen, assemblies: assemblies)
            check(screen, coordinator.topViewModel)
            built.append(coordinator.topViewModel)
        } catch {
            TestFailure.record(
                "\(screen) does not build: \(error)",
                at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }
    return built
}

/// Fails the test, naming both screens, for each of `screens` that a link opens for a result
/// (`LinkRule.result(openedBy:presentation:)`) above an opener whose view model declares no
/// `receiveResults` covering it: the value of such a screen would reach no one — the one place of a new screen
/// the compiler cannot point at. Each opener is built through `assemblies` as the root of a coordinator of its
/// own.
///
/// ```swift
/// @Test @MainActor func everyResultALinkOpensHasAReceiver() {
///     expectLinkResultsReceived([.rating(text: "hi"), .colorPicker], assemblies: RootAssembly(scope: .test))
/// }
/// ```
///
/// - Parameters:
///   - screens: One sample of each screen; those a link does not open for a result are skipped.
///   - assemblies: The app's RootAssembly, over a test scope.
///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
///   - line: The line where a failure is reported; the caller's unless told otherwise.
///   - column: The column where a failure is reported; the caller's unless told otherwise.
@MainActor
public func expectLinkResultsReceived<Screen: Routable>(
    _ screens: [Screen],
    assemblies: some AssemblyProvider<Screen>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for screen in screens {
        guard case .result(let opener, _) = screen.linkRule else { continue }
        do {
            let coordinator = try Coordinator(root: opener, assemblies: assemblies)
            if !coordinator.topReceivesUnaskedResults(of: screen) {
                TestFailure.record(
                    "\(screen) is opened for a result by a link above \(opener), whose view model declares no "
                        + "receiveResults for it: its value would reach no one",
                    at: location)
            }
        } catch {
            TestFailure.record(
                "\(opener), which a link opens beneath \(screen), does not build: \(error)", at: location)
        }
    }
}
