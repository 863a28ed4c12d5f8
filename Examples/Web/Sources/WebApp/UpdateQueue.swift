import NIOConcurrencyHelpers

/// The updates of saved sessions that requests asked for, and whether one of those requests is writing.
///
/// Under load, saves come many at a time, one a session. Written a statement each, every one costs the store a
/// statement and a transaction — PostgreSQL's server, or SQLite's writes to its log and its file locks — and this
/// process a round trip's hops between threads (BENCHMARKS.md, "Saves written together over PostgreSQL", and
/// "Saves written together over SQLite"). So the request that finds no update being written writes its own at once,
/// and one that finds one being written waits: the writing request, once its statement is answered, hands the
/// writing on to the first that waited, which writes its own update and every other one waiting, up to ``limit``,
/// in one statement. Each request still has its own answer — its session written, or refused for another version —
/// before it answers its browser, and its save is bounded by the store's timeout from the moment it asked, its wait
/// in this queue included.
package final class UpdateQueue: Sendable {
    /// A session's row to write if the store has the session at `version`.
    package struct Update: Sendable {
        /// The session's id.
        package let id: String
        /// The row to write.
        package let row: SessionRow
        /// The version the store must have the session at.
        package let version: Int
        /// When the request asked for it: its save is bounded by the store's timeout from then on.
        package let since: ContinuousClock.Instant

        /// The update of session `id` to `row`, over `version`, asked for at `since`.
        package init(id: String, row: SessionRow, version: Int, since: ContinuousClock.Instant) {
            (self.id, self.row, self.version, self.since) = (id, row, version, since)
        }
    }

    /// What a request learns when its turn comes.
    private enum Turn: Equatable {
        /// Its update was written.
        case written
        /// Its update was not written: the store has the session at another version, or not at all.
        case refused
        /// It writes: its own update and those waiting.
        case write
        /// The statement did not write its session's row, nor refuse it — another transaction holds it (one of
        /// PostgreSQL's rows): it writes its update on its own, waiting for the lock.
        case writeAlone
    }

    /// An update waiting, and the request waiting for its turn.
    private struct Waiting {
        /// The update.
        let update: Update
        /// The request, told its turn.
        let caller: CheckedContinuation<Turn, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var writing = false
    }

    /// The most updates written in one statement.
    package static let limit = 64

    private let state = NIOLockedValueBox(State())

    /// No update waiting, none being written.
    package init() {}

    /// Writes `update` with the updates waiting, when its turn comes, by `statement` — which writes the updates
    /// it is given in one statement and returns each one's outcome by session: written or not, or the error that
    /// kept the statement from being made, and nothing for a row it could not take. Returns whether `update` was
    /// written, or `nil` when the statement could not take its row — for the caller to write it on its own; throws
    /// the statement's error, or `late` when the update waited in the queue for longer than `bound`.
    package func write(
        _ update: Update, within bound: Duration, late: any Error,
        by statement: @escaping @Sendable ([Update]) async -> [String: Result<Bool, any Error>]
    ) async throws -> Bool? {
        switch try await withCheckedThrowingContinuation({ enter(update, $0) }) {
        case .written: return true
        case .refused: return false
        case .writeAlone: return nil
        case .write: break
        }
        // This caller writes: its update and those waiting, in one statement; then it hands the writing on.
        let (others, overdue) = take(besides: update, waitingSince: .now - bound)
        for waiting in overdue { waiting.caller.resume(throwing: late) }
        let all = [update] + others.map(\.update)
        let outcomes =
            others.isEmpty
            ? await statement(all)
            // In a task of its own, so that this request's cancellation — its client gone — fails no other's save.
            : await Task { await statement(all) }.value
        handOn()
        for other in others {
            other.caller.resume(
                with: outcomes[other.update.id].map { $0.map { $0 ? .written : .refused } } ?? .success(.writeAlone))
        }
        return try outcomes[update.id]?.get()
    }

    /// Lets `caller` write `update` at once when no request is writing, else has it wait.
    private func enter(_ update: Update, _ caller: CheckedContinuation<Turn, any Error>) {
        let writes = state.withLockedValue { state in
            if state.writing {
                state.waiting.append(Waiting(update: update, caller: caller))
                return false
            }
            state.writing = true
            return true
        }
        if writes { caller.resume(returning: .write) }
    }

    /// The updates waiting to be written with `update`, up to the limit, one a session — a session's second,
    /// which one server never asks for while it writes the first, waits for the next statement — and, apart,
    /// those that waited since before `deadline`, which are not written: their requests' time is up.
    private func take(besides update: Update, waitingSince deadline: ContinuousClock.Instant) -> (
        taken: [Waiting], overdue: [Waiting]
    ) {
        state.withLockedValue { state in
            var sessions: Set<String> = [update.id]
            var (taken, overdue, left): ([Waiting], [Waiting], [Waiting]) = ([], [], [])
            for waiting in state.waiting {
                if waiting.update.since < deadline {
                    overdue.append(waiting)
                } else if taken.count < Self.limit - 1, sessions.insert(waiting.update.id).inserted {
                    taken.append(waiting)
                } else {
                    left.append(waiting)
                }
            }
            state.waiting = left
            return (taken, overdue)
        }
    }

    /// The writing request is done: the first request waiting writes next, or none does.
    private func handOn() {
        let next = state.withLockedValue { state in
            if state.waiting.isEmpty {
                state.writing = false
                return nil as Waiting?
            }
            return state.waiting.removeFirst()
        }
        next?.caller.resume(returning: .write)
    }
}
