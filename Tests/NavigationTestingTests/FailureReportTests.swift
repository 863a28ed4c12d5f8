import Foundation
import Testing

/// The expectations of NavigationTesting fail real tests under both runners: each probe in
/// `XCTestProbes.swift` and `SwiftTestingProbes.swift` fails deliberately, and these tests run them in a
/// process of their own — this test binary, with the probes turned on — and read what the runner reported:
/// a failed run, with each failure at the line of the probe's call.
///
/// Linux only: there the test binary runs either runner's tests when asked; on Apple platforms XCTest
/// bundles are run by `xctest`.
#if os(Linux)
    @Suite(.serialized)
    struct FailureReportTests {
        @Test func xctestSeesEveryFailureAtTheCallersLine() throws {
            let run = try ProbeRun(arguments: ["NavigationTestingTests.XCTestFailureProbes"])
            #expect(run.status != 0)
            let probes = try ProbeSource("XCTestProbes.swift")
            for (probe, test, message) in [
                ("wrong expectation", "testAWrongExpectationFails", "Navigation differs from what the test expected"),
                (
                    "unexpected request", "testARequestNoExpectationCoveredFailsAtTheDouble",
                    "Navigation the test never expected"
                ),
                (
                    "timeout", "testAnAwaitedRequestThatNeverComesFailsInsteadOfHanging",
                    "No navigation request came within"
                ),
                (
                    "link", "testAPublishedLinkThatNoLongerOpensFails",
                    "The published link app://item;id=3 no longer opens"
                ),
            ] {
                let line = try probes.line(of: probe)
                #expect(
                    run.output.contains(
                        "XCTestProbes.swift:\(line): error: XCTestFailureProbes.\(test) : failed - \(message)"),
                    "\(probe): \(run.output)")
            }
            #expect(run.output.contains("Executed 4 tests, with 4 failures"))
        }

        @Test func swiftTestingSeesEveryFailureAtTheCallersLine() throws {
            let run = try ProbeRun(arguments: [
                "--testing-library", "swift-testing", "--filter", "SwiftTestingFailureProbes",
            ])
            #expect(run.status != 0)
            let probes = try ProbeSource("SwiftTestingProbes.swift")
            for (probe, test) in [
                ("wrong expectation", "aWrongExpectationFails()"),
                ("unexpected request", "aRequestNoExpectationCoveredFailsAtTheDouble()"),
                ("detached", "«unknown»"),
            ] {
                let line = try probes.line(of: probe)
                #expect(
                    run.output.contains("Test \(test) recorded an issue at SwiftTestingProbes.swift:\(line):"),
                    "\(probe): \(run.output)")
            }
            #expect(run.output.contains("with 3 issues"))
        }
    }

    /// This test binary, run with the probes turned on; its status and what it printed, colors removed.
    private struct ProbeRun {
        let status: Int32
        let output: String

        init(arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["NAVIGATION_TESTING_PROBES"] = "1"
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            status = process.terminationStatus
            output = String(decoding: data, as: UTF8.self)
                .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
    }

    /// A probe file, to find the line of each probe by its `// probe:` mark.
    private struct ProbeSource {
        let lines: [Substring]

        init(_ name: String, besides file: String = #filePath) throws {
            let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name)
            lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
        }

        func line(of probe: String) throws -> Int {
            try #require(lines.firstIndex { $0.hasSuffix("// probe: \(probe)") }) + 1
        }
    }
#endif
