import Navigation
import NavigationTesting
import XCTest

// Deliberately failing XCTest tests: `FailureReportTests` runs them in a process of their own and checks that
// XCTest saw each failure at the line marked `probe:`. In a plain `swift test` they are skipped.
//
// The file imports XCTest and not Testing, as an XCTest user's would. Its methods are `@MainActor` one by one,
// not the class: on Linux, XCTest cannot run the methods of a `@MainActor` XCTestCase class (it crashes
// casting them), while `@MainActor` methods, synchronous or `async`, run on the main actor.
final class XCTestFailureProbes: XCTestCase {
    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["NAVIGATION_TESTING_PROBES"] == "1" else {
            throw XCTSkip("a deliberately failing probe, run by FailureReportTests in a process of its own")
        }
    }

    @MainActor func testAWrongExpectationFails() {
        let coordination = RecordingCoordination<Screen>()
        Model(coordination: coordination).open(1)
        coordination.expectRequests([.show(.detail(2))])  // probe: wrong expectation
    }

    @MainActor func testARequestNoExpectationCoveredFailsAtTheDouble() {
        let coordination = RecordingCoordination<Screen>()  // probe: unexpected request
        Model(coordination: coordination).open(1)
    }

    @MainActor func testAnAwaitedRequestThatNeverComesFailsInsteadOfHanging() async {
        let coordination = RecordingCoordination<Screen>()
        _ = await coordination.nextRequest(within: .milliseconds(50))  // probe: timeout
    }
}
