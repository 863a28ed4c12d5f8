/// The writes to a database that another process may lock, in turn, each waiting for that lock at most once: a
/// write asked for before another one failed — it waited the whole bound for the lock — fails at once with the same
/// error rather than wait as long again. So however many requests queue behind a lock, each answers within one wait
/// (the writes of one connection run one after the other anyway: queued, each waited its bound in turn).
actor WriteTurns {
    private var writing = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// When the last write failed, and why.
    private var lastFailure: (at: ContinuousClock.Instant, error: any Error)?

    /// Runs `write` once the writes asked for before it have ended; throws the error of a write that failed
    /// meanwhile without running it.
    func run<Value: Sendable>(_ write: @Sendable () async throws -> Value) async throws -> Value {
        let asked = ContinuousClock.now
        if writing {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            writing = true
        }
        defer { handOn() }
        if let lastFailure, lastFailure.at > asked { throw lastFailure.error }
        do {
            return try await write()
        } catch {
            lastFailure = (.now, error)
            throw error
        }
    }

    /// Gives the turn to the next write waiting, or frees it.
    private func handOn() {
        if waiting.isEmpty {
            writing = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
