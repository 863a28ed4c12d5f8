import Navigation
import NavigationTesting
import XCTest

// Deliberately failing XCTest tests: `FailureReportTests` runs them in a process of their own and checks that
// XCTest saw each failure at the line marked `probe:`. In a plain `swift test` they are skipped.
//
// The file imports XCTest and not Testing, as an XCTest user's would. Its methods are `@MainActor` and
// `async`, the pattern the docs give: on Linux, XCTest crashes casting a synchronous `@MainActor` test method
// (unless its class has an `async` one) and the methods of a `@MainActor` XCTestCase class.
final class XCTestFailureProbes: XCTestCase {
    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["NAVIGATION_TESTING_PROBES"] == "1" else {
            throw XCTSkip("a deliberately failing probe, run by FailureReportTests in a process of its own")
        }
    }

    @MainActor func testAWrongExpectationFails() async {
        let coordination = RecordingCoordination<Screen>()
        Model(coordination: coordination).open(1)
        coordination.expectRequests([.show(.detail(2))])  // probe: wrong expectation
    }

    @MainActor func testARequestNoExpectationCoveredFailsAtTheDouble() async {
        let coordination = RecordingCoordination<Screen>()  // probe: unexpected request
        Model(coordination: coordination).open(1)
    }

    @MainActor func testAnAwaitedRequestThatNeverComesFailsInsteadOfHanging() async {
        let coordination = RecordingCoordination<Screen>()
        _ = await coordination.nextRequest(within: .milliseconds(50))  // probe: timeout
    }

    @MainActor func testAPublishedLinkThatNoLongerOpensFails() async {
        let links = DeepLinks<ShopPages>(scheme: "app")
        expectPublishedLinks([PublishedLink("app://item;id=3", opens: [.catalog])], readBy: links)  // probe: link
    }
}
