import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a failure of an expectation is reported: the line of the test that called it.
///
/// Every public expectation takes the caller's location as `fileID`, `filePath`, `line` and `column` default
/// arguments, which need no import at the call site (`#_sourceLocation` would need `import Testing`, which an
/// XCTest file does not have).
struct FailureLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The same location, as Swift Testing names it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// Fails the running test, under whichever test library runs it.
///
/// - Inside a Swift Testing test, the failure is an `Issue` of that test.
/// - Otherwise it is an `XCTFail` (when XCTest is available), which fails the running `XCTestCase`, and an
///   `Issue` as well: Swift Testing attributes an issue recorded outside any test (a detached task of a
///   `@Test`) to the run, which fails it, while an XCTest run ignores it. One of the two always sees it; a
///   failure is never dropped.
enum TestFailure {
    /// Collects the failures instead of reporting them, for the tests of the reports themselves.
    @TaskLocal static var collector: Collector?

    /// The failures reported while it was the ``TestFailure/collector``.
    final class Collector: Sendable {
        private let lock = NSLock()
        private nonisolated(unsafe) var reported: [(message: String, line: UInt)] = []

        init() {}

        /// The messages, in the order they were reported.
        var messages: [String] { lock.withLock { reported.map(\.message) } }
        /// The line each failure was reported at, in order.
        var lines: [UInt] { lock.withLock { reported.map(\.line) } }

        fileprivate func append(_ message: String, at location: FailureLocation) {
            lock.withLock { reported.append((message, location.line)) }
        }
    }

    /// Fails the running test with `message`, at `location`.
    static func record(_ message: String, at location: FailureLocation) {
        if let collector {
            collector.append(message, at: location)
            return
        }
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
            return
        }
        #if canImport(XCTest)
            XCTFail(message, file: location.filePath, line: location.line)
        #endif
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    }
}
