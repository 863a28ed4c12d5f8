import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import WebPostgres

/// The bound every PostgreSQL query of the store keeps: the caller hears of the timeout at the timeout, even when
/// what it waits for does not end when cancelled — as a pool's wait for a connection did once, at the minute the
/// pool began failing every query at once.
struct QueryTimeoutTests {
    @Test func aQueryThatIgnoresItsCancellationTimesOutAtTheBoundAndIsToldToStop() async throws {
        let expired = NIOLockedValueBox(false)
        let expire: @Sendable () -> Void = { expired.withLockedValue { $0 = true } }
        let cancelled = NIOLockedValueBox(false)
        let start = ContinuousClock.now
        await #expect(throws: PostgresTimeout.self) {
            try await withTimeout(.milliseconds(200), onExpiry: expire) {
                // Three seconds whatever happens: a wait that does not end when cancelled.
                await Task.detached { try? await Task.sleep(for: .seconds(3)) }.value
                cancelled.withLockedValue { $0 = Task.isCancelled }
                return 1
            }
        }
        let waited = ContinuousClock.now - start
        #expect(waited < .seconds(2), "the caller waited \(waited), past the bound of 0.2 s")
        #expect(expired.withLockedValue { $0 })
        // The work, left to end on its own (three seconds), was cancelled.
        #expect(try await Self.becomesTrue(cancelled, within: .seconds(10)))
    }

    @Test func aQueryThatEndsWithinTheBoundGivesItsValueOrItsErrorAndNothingExpires() async throws {
        let expired = NIOLockedValueBox(false)
        let expire: @Sendable () -> Void = { expired.withLockedValue { $0 = true } }
        let value = try await withTimeout(.seconds(5), onExpiry: expire) {
            try await Task.sleep(for: .milliseconds(20))
            return 42
        }
        #expect(value == 42)
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await withTimeout(.seconds(5), onExpiry: expire) { () -> Int in
                throw Refused()
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(!expired.withLockedValue { $0 })
    }

    @Sendable static func nothing() {}

    /// Whether `flag`, set by work that goes on in its own task, is set before `bound` has passed.
    static func becomesTrue(_ flag: NIOLockedValueBox<Bool>, within bound: Duration) async throws -> Bool {
        let end = ContinuousClock.now + bound
        while !flag.withLockedValue({ $0 }) {
            guard ContinuousClock.now < end else { return false }
            try await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    @Test func theCallersCancellationReachesTheQuery() async throws {
        let sawCancellation = NIOLockedValueBox(false)
        let caller = Task {
            try await withTimeout(.seconds(30), onExpiry: Self.nothing) { () -> Int in
                do {
                    try await Task.sleep(for: .seconds(30))
                } catch {
                    sawCancellation.withLockedValue { $0 = error is CancellationError }
                    throw error
                }
                return 0
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        let start = ContinuousClock.now
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(ContinuousClock.now - start < .seconds(5))
        // The caller is answered at once, before the query's own task has run its `catch`: its cancellation is
        // seen there soon after, not necessarily before the caller hears of it.
        #expect(try await Self.becomesTrue(sawCancellation, within: .seconds(5)))
    }

    @Test func aCancelledCallerIsAnsweredAtOnceWhenTheQueryIgnoresItsCancellation() async throws {
        // The store cancels a table being created when the server has turned it away for good; the pool may take
        // long to give up its wait for a connection.
        let caller = Task {
            try await withTimeout(.seconds(30), onExpiry: Self.nothing) { () -> Int in
                await Task.detached { try? await Task.sleep(for: .seconds(3)) }.value
                return 0
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        let start = ContinuousClock.now
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        let waited = ContinuousClock.now - start
        #expect(waited < .seconds(2), "the cancelled caller waited \(waited) for work that takes 3 s")
    }
}
