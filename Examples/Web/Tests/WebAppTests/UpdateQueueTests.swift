import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import WebApp

/// The queue both stores write their saves through: saves that come together are written in one statement, each
/// told its own outcome, and a save that waited past its bound is answered at once, without being written.
struct UpdateQueueTests {
    /// What the statements were given, one list of session ids a statement.
    final class Statements: Sendable {
        let written = NIOLockedValueBox<[[String]]>([])
    }

    /// The update of session `id` to version 2, asked for at `since`.
    static func update(_ id: String, since: ContinuousClock.Instant = .now) -> UpdateQueue.Update {
        let row = SessionRow(
            csrf: "token", navigation: Data("{}".utf8), services: Data("{}".utf8), path: "/", version: 2, updated: 2)
        return UpdateQueue.Update(id: id, row: row, version: 1, since: since)
    }

    struct Overdue: Error {}

    @Test func savesThatWaitTogetherAreWrittenInOneStatementAndOneOverdueIsAnsweredWithoutBeingWritten() async throws {
        let (queue, statements) = (UpdateQueue(), Statements())
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        // Each statement writes every update it is given but "refused", which it refuses; the first waits for the
        // gate, so that the others queue behind it.
        let statement = { @Sendable (updates: [UpdateQueue.Update]) -> [String: Result<Bool, any Error>] in
            let first = statements.written.withLockedValue { written in
                written.append(updates.map(\.id))
                return written.count == 1
            }
            if first { for await _ in gate { break } }
            return Dictionary(uniqueKeysWithValues: updates.map { ($0.id, .success($0.id != "refused")) })
        }
        let save = { @Sendable (update: UpdateQueue.Update) async -> Result<Bool?, any Error> in
            do {
                return .success(try await queue.write(update, within: .seconds(1), late: Overdue(), by: statement))
            } catch {
                return .failure(error)
            }
        }
        async let first = save(Self.update("first"))
        for _ in 0..<500 where statements.written.withLockedValue({ $0.isEmpty }) {
            try await Task.sleep(for: .milliseconds(10))
        }
        // First in line behind the first statement: it writes next, its own update and those waiting then.
        async let next = save(Self.update("next"))
        try await Task.sleep(for: .milliseconds(100))
        // One asked for 5 s ago, past the 1 s bound: not written, answered at once with the error for it.
        async let overdue = save(Self.update("overdue", since: .now - .seconds(5)))
        async let second = save(Self.update("second"))
        async let refused = save(Self.update("refused"))
        try await Task.sleep(for: .milliseconds(100))
        open.yield()
        let outcomes = await (first, next, overdue, second, refused)
        #expect(try outcomes.0.get() == true)
        #expect(try outcomes.1.get() == true)
        #expect(throws: Overdue.self) { try outcomes.2.get() }
        #expect(try outcomes.3.get() == true)
        #expect(try outcomes.4.get() == false, "each is told its own outcome")
        let written = statements.written.withLockedValue { $0 }
        #expect(written.count == 2)
        #expect(written.first == ["first"])
        #expect(Set(written.last ?? []) == ["next", "second", "refused"])
    }
}
