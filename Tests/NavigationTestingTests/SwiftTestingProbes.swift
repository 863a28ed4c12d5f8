import Foundation
import Navigation
import NavigationTesting
import Testing

// Deliberately failing Swift Testing tests: `FailureReportTests` runs them in a process of their own and
// checks that Swift Testing saw each failure at the line marked `probe:`. In a plain `swift test` they are
// skipped.
@MainActor
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["NAVIGATION_TESTING_PROBES"] == "1",
        "a deliberately failing probe, run by FailureReportTests in a process of its own"))
struct SwiftTestingFailureProbes {
    @Test func aWrongExpectationFails() {
        let coordination = RecordingCoordination<Screen>()
        Model(coordination: coordination).open(1)
        coordination.expectRequests([.show(.detail(2))])  // probe: wrong expectation
    }

    @Test func aRequestNoExpectationCoveredFailsAtTheDouble() {
        let coordination = RecordingCoordination<Screen>()  // probe: unexpected request
        Model(coordination: coordination).open(1)
    }

    @Test func aFailureInADetachedTaskStillFailsTheRun() async {
        await Task.detached { @MainActor in
            let coordination = RecordingCoordination<Screen>()
            coordination.closeOpened()  // probe: detached
        }.value
    }
}
