import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO
import WebApp

/// Each browser session's saved navigation in PostgreSQL, so that several server processes — on one machine or
/// many, behind one address — share every session: a change made through one is what the next request sees
/// through any other.
///
/// The same row a session as `SQLiteSessionStore` keeps, in a table of its own (`sessions` unless told
/// otherwise). Every query waits a bounded time — for a connection, for a lock another transaction holds, for
/// the server's answer — and then fails, so that a request that saves answers rather than hang.
///
/// The statement that writes saves together is prepared once on each connection. Behind a pooler that hands a
/// server connection to another client at each transaction (PgBouncer's `pool_mode = transaction`), that needs one
/// that keeps prepared statements (PgBouncer 1.21 or later, with `max_prepared_statements` above 0).
public final class PostgresSessionStore: SessionStore {
    private let pool: NIOLockedValueBox<Pool>
    private let configuration: PostgresClient.Configuration
    private let table: String
    /// The table of the notes of renamed sessions (``renamed(id:)``): the sessions' table's name and `_renamed`.
    private var renamedTable: String { table + "_renamed" }
    private let timeout: Duration
    private let updates = UpdateQueue()
    /// Queries log nothing: what fails is thrown, and the front end logs it.
    private let logger = Logger(label: "web.postgres.query") { _ in SwiftLogNoOpLogHandler() }

    /// Always: a PostgreSQL database is there to be shared by several servers.
    public var isShared: Bool { true }

    /// Why a location is not one the store can open.
    public enum LocationError: Error, Equatable, CustomStringConvertible {
        /// Not a URL of the form `postgres://user[:password]@host[:port]/database`.
        case notAURL(String)
        /// A `sslmode` other than `disable`, `prefer` and `require`.
        case unknownSSLMode(String)
        /// A table name other than letters, digits and underscores, starting with a letter or an underscore, or
        /// longer than 55 characters (the renamed sessions' table adds `_renamed` within PostgreSQL's 63).
        case badTableName(String)

        /// A sentence for the command line.
        public var description: String {
            switch self {
            case .notAURL: "a PostgreSQL location is postgres://user[:password]@host[:port]/database"
            case .unknownSSLMode(let mode): "sslmode \(mode) is not one of disable, prefer, require"
            case .badTableName(let name): "\(name) is not a table name (letters, digits and _, at most 55)"
            }
        }
    }

    /// How long a query may take, by default, waiting for a connection and a lock included.
    public static let defaultTimeout = Duration.seconds(5)

    /// The client whose pool of connections queries run on, the task that runs it, and the pools it replaced.
    ///
    /// A pool that cannot connect tries again after a backoff that grows with each failed attempt, up to a minute,
    /// and after a minute of failing it fails every query at once until one of those attempts succeeds. So when
    /// the server comes back after a long outage, the pool may go on failing every save for up to a minute more.
    /// When a query gets no connection from the pool and is failed at once, the store checks, within the query's
    /// bound, whether the server accepts a connection; when it does, the pool is replaced by a new one, which
    /// connects at once, and the query runs there (``reopen(replacing:by:)``).
    struct Pool {
        var client: PostgresClient
        var running: Task<Void, Never>
        /// The tasks of the pools replaced, cancelled, by the order they were replaced in, for ``close()`` to wait
        /// for; each leaves once it ended, so that a server up for months keeps none of its outages.
        var retired: [Int: Task<Void, Never>] = [:]
        /// How many pools were replaced.
        var replaced = 0
        /// Whether ``close()`` was called: no pool is started again.
        var closed = false

        /// A new client for `configuration`, running.
        init(_ configuration: PostgresClient.Configuration) {
            (client, running) = Self.start(configuration)
        }

        /// A new client for `configuration`, and the task that runs it — running by the time it is returned.
        ///
        /// A client asked for a connection before its `run()` began logs a warning that it is not running, and
        /// every store's first query, as every query on a pool that replaced another, comes right after the start:
        /// a task made as usual may not have begun yet. An immediate task runs on this thread up to its first
        /// suspension, and `run()` marks the client running before it suspends. (Before macOS 26, which has no
        /// immediate tasks, the warning may still be logged; the query waits for the pool to run, as it does.)
        static func start(
            _ configuration: PostgresClient.Configuration, logger: Logger = Logger(label: "web.postgres")
        ) -> (PostgresClient, Task<Void, Never>) {
            let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
            if #available(macOS 26, *) { return (client, Task.immediate { await client.run() }) }
            return (client, Task { await client.run() })
        }
    }

    private init(configuration: PostgresClient.Configuration, table: String, timeout: Duration) {
        self.configuration = configuration
        pool = NIOLockedValueBox(Pool(configuration))
        self.table = table
        self.timeout = timeout
    }

    /// How long the server waits on a lock, or for a statement, when the store waits `timeout` for its answer:
    /// four fifths of it, so that the server's error reaches the store before the store gives up.
    static func serverTimeout(within timeout: Duration) -> Duration {
        timeout * 4 / 5
    }

    /// Opens the store at `url` — `postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]`
    /// — creating its table if need be.
    ///
    /// - Parameters:
    ///   - url: The server and database; without `sslmode`, TLS is used when the server offers it.
    ///   - table: The sessions' table.
    ///   - timeout: The longest a query may take, a wait for a lock or a connection included.
    /// - Throws: ``LocationError`` for a URL or table name it cannot use; ``PostgresUnreachable`` when the server
    ///   turns the store's connections away (no such database or user, a wrong password) or cannot be reached,
    ///   ``PostgresTimeout`` when it does not answer within `timeout`, ``PostgresRefused`` with the server's reason
    ///   when the table cannot be created.
    public static func open(
        url: String, table: String = "sessions", timeout: Duration = defaultTimeout
    ) async throws -> PostgresSessionStore {
        guard table.first.map({ $0 == "_" || $0.isASCII && $0.isLetter }) == true,
            table.allSatisfy({ $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }), table.count <= 55
        else { throw LocationError.badTableName(table) }
        let location = try Location(url: url)
        var configuration = location.clientConfiguration
        configuration.options.connectTimeout = timeout
        // The server gives up waiting on another's lock, and on a statement, before the store stops waiting for
        // its answer: a save that waited for a lock then fails on the server, and so is not written once the
        // lock is free while its caller has been told that it failed. (A server that waits on a lock does not
        // notice that the connection was closed at the store's timeout.)
        let serverBound = "\(serverTimeout(within: timeout).milliseconds)"
        configuration.options.additionalStartupParameters = [
            ("lock_timeout", serverBound), ("statement_timeout", serverBound),
        ]
        let store = PostgresSessionStore(configuration: configuration, table: table, timeout: timeout)
        // The pool keeps trying to connect until the query's bound, and tells no one why it cannot: a server that
        // turns connections away (no such database, a wrong password) would look like one that does not answer.
        // One connection made beside it, within the same bound, says why. A refusal that waiting cannot change — no
        // such database or user, a wrong password — is told as soon as the probe hears it, not at the bound; one
        // the server may soon take back (it is starting up, it has too many clients) waits for the bound as the
        // pool does.
        let probe = Task { await location.whyNoConnection(within: timeout) }
        let creating = Task { try await store.createTable() }
        Task {
            if let reason = await probe.value, reason.isFinal { creating.cancel() }
        }
        do {
            try await withTaskCancellationHandler {
                try await creating.value
            } onCancel: {
                creating.cancel()
            }
        } catch {
            try? await store.close()
            // Cancelled here only for the probe's final refusal, when the caller was not cancelled.
            let turnedAway = error is CancellationError && !Task.isCancelled
            if error is PostgresTimeout || turnedAway, let reason = await probe.value { throw reason }
            throw error
        }
        return store
    }

    /// The client's configuration of a `postgres://` URL.
    static func configuration(of url: String) throws -> PostgresClient.Configuration {
        try Location(url: url).clientConfiguration
    }

    /// Creates the table unless it exists. Two servers starting together may both try: PostgreSQL may refuse the
    /// second `CREATE TABLE IF NOT EXISTS` as a duplicate while the first commits, so a refusal is checked
    /// against the table being there.
    private func createTable() async throws {
        do {
            try await run(
                """
                CREATE TABLE IF NOT EXISTS \(unescaped: table) (
                    id TEXT PRIMARY KEY NOT NULL,
                    csrf TEXT NOT NULL,
                    navigation BYTEA NOT NULL,
                    services BYTEA NOT NULL,
                    version BIGINT NOT NULL,
                    updated DOUBLE PRECISION NOT NULL,
                    path TEXT NOT NULL DEFAULT '',
                    aside BYTEA,
                    landings TEXT NOT NULL DEFAULT ''
                )
                """)
            // A table made before sessions kept a navigation aside, or the forms' landings, gets the columns, empty
            // for the rows it has.
            try await run(
                """
                ALTER TABLE \(unescaped: table) ADD COLUMN IF NOT EXISTS aside BYTEA,
                    ADD COLUMN IF NOT EXISTS landings TEXT NOT NULL DEFAULT ''
                """)
            // Which id each session renamed at a sign-in or a sign-out was given: a form posted again under the old
            // id, to any server, lands where the first did.
            try await run(
                """
                CREATE TABLE IF NOT EXISTS \(unescaped: renamedTable) (
                    id TEXT PRIMARY KEY NOT NULL, new TEXT NOT NULL, at DOUBLE PRECISION NOT NULL
                )
                """)
        } catch let failed as PostgresQueryFailed where failed.error.code == .server {
            let refusal = failed.error
            // Refused by the server, perhaps as another server's duplicate: the table may be there all the same.
            // When it is not, the refusal says why (a permission, say) better than the check's failure. Any other
            // failure — no server, no answer in time — would only fail the check the same way, a bound later.
            do {
                try await check()
            } catch {
                throw PostgresRefused(
                    "PostgreSQL refused to create the table \(table): "
                        + (refusal.serverInfo?[.message] ?? "\(refusal.code)"))
            }
        }
    }

    /// Runs `query` within the timeout, or within `limit` when given; returns its rows.
    ///
    /// At the timeout a wait for a connection is given up, and a query still waiting for the server's answer — a
    /// server stopped or overloaded, a network that no longer carries its packets — has its connection closed:
    /// the server's own timeouts cannot end a wait for a server that does not answer, and the query's task
    /// would otherwise wait on, keeping the request that saves waiting with it. The pool opens another
    /// connection for the next query. A query the pool fails at once, giving it no connection, is run again on a
    /// new pool when the server accepts connections (``Pool``). The caller hears of the timeout at the timeout,
    /// however long the pool takes to give up the query's wait (``withTimeout(_:onExpiry:_:)``).
    @discardableResult
    private func run(_ query: PostgresQuery, within limit: Duration? = nil) async throws -> [PostgresRow] {
        try await run(within: limit) { connection, logger in
            try await connection.query(query, logger: logger).collect()
        }
    }

    /// Runs `body` on a connection of the pool, within the timeout or `limit`, as ``run(_:within:)`` runs a query;
    /// returns what `body` returns.
    private func run<Value: Sendable>(
        within limit: Duration? = nil,
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> Value
    ) async throws -> Value {
        let (logger, inUse, bound) = (logger, ConnectionInUse(), limit ?? timeout)
        let deadline = ContinuousClock.now + bound
        guard let first = pool.withLockedValue({ $0.closed ? nil : $0.client }) else { throw StoreClosed() }
        return try await withTimeout(bound, onExpiry: inUse.expire) {
            var (client, reopened) = (first, false)
            while true {
                do {
                    return try await client.withConnection { connection in
                        inUse.start(connection)
                        defer { inUse.finish() }
                        do {
                            return try await body(connection, logger)
                        } catch  where inUse.expired {
                            // Closed at the timeout: given back to the pool only once closed, so that the pool
                            // hands it to no other query.
                            try? await connection.closeFuture.get()
                            throw error
                        }
                    }
                } catch let error as PSQLError where error.code == .clientClosedConnection && !inUse.expired {
                    // A connection another query's timeout closed, handed out before the pool learnt of it: the
                    // query was not sent (postgres-nio refuses it before it writes a byte). Again, on another
                    // connection, while the timeout allows.
                    try Task.checkCancellation()
                } catch {
                    // Failed by its connection closed at the timeout: what the caller hears is the timeout.
                    if inUse.expired { throw PostgresTimeout() }
                    // Failed at once by the pool, with no connection: again on a new pool, once, when the server
                    // accepts connections.
                    try Task.checkCancellation()
                    guard !inUse.wasLeased, !reopened, let next = await self.reopen(replacing: client, by: deadline)
                    else { throw (error as? PSQLError).map(PostgresQueryFailed.init) ?? error }
                    (client, reopened) = (next, true)
                }
            }
        }
    }

    /// Checks that the store can save a session now: it answers, has its table and takes a write there — a
    /// statement that writes, whatever it changes, is refused by a server that cannot be written (a standby, a
    /// database or user made read-only).
    public func check() async throws {
        try await run("UPDATE \(unescaped: table) SET updated = updated WHERE false")
    }

    /// The session `id` — all of it, or, when the store has it at `version`, only that it is unchanged.
    public func load(id: String, unlessAt version: Int?) async throws -> StoredSession {
        let known = version.map(Int64.init)
        let rows = try await run(
            """
            SELECT version, csrf, path, updated, landings,
                CASE WHEN version = \(known) THEN NULL ELSE navigation END,
                CASE WHEN version = \(known) THEN NULL ELSE services END
            FROM \(unescaped: table) WHERE id = \(id)
            """)
        guard let row = rows.first else { return .missing }
        let (stored, csrf, path, updated, landings, navigation, services) = try row.decode(
            (Int64, String, String, Double, String, ByteBuffer?, ByteBuffer?).self)
        if let known, stored == known { return .unchanged }
        guard let navigation, let services else { throw SessionRowError(id: id) }
        return .changed(
            SessionRow(
                csrf: csrf, navigation: Data(navigation.readableBytesView), services: Data(services.readableBytesView),
                path: path, version: Int(stored), updated: updated, landings: landings))
    }

    /// Saves `row` as the session `id` if the store has it at `version` (`0`: has no such session).
    ///
    /// A first save inserts the row; a later one is an update, written together with the updates other
    /// requests asked for meanwhile (``UpdateQueue``).
    public func save(id: String, _ row: SessionRow, replacing version: Int) async throws -> Bool {
        guard version != 0 else {
            // Inserted unless another server saved the session first.
            let (navigation, services) = (ByteBuffer(bytes: row.navigation), ByteBuffer(bytes: row.services))
            let written = try await run(
                """
                INSERT INTO \(unescaped: table) (id, csrf, navigation, services, path, version, updated, landings)
                VALUES (
                    \(id), \(row.csrf), \(navigation), \(services), \(row.path), \(Int64(row.version)), \(row.updated),
                    \(row.landings))
                ON CONFLICT (id) DO NOTHING RETURNING version
                """)
            return !written.isEmpty
        }
        let update = UpdateQueue.Update(id: id, row: row, version: version, since: .now)
        // The statement waits for no other transaction: a row another holds is written on its own, once the
        // writing is handed on.
        let write = { @Sendable (updates: [UpdateQueue.Update]) in await self.write(updates) }
        if let written = try await updates.write(update, within: timeout, late: PostgresTimeout(), by: write) {
            return written
        }
        return try await writeAlone(update).get()
    }

    /// Writes `update` if the store has its session at the version it replaces, waiting for its row's lock when
    /// another transaction holds it, within what is left of the store's timeout since the update was asked for;
    /// returns whether it did.
    private func writeAlone(_ update: UpdateQueue.Update) async -> Result<Bool, any Error> {
        let row = update.row
        let left = timeout - (ContinuousClock.now - update.since)
        do {
            let written = try await run(
                """
                UPDATE \(unescaped: table) SET csrf = \(row.csrf), navigation = \(ByteBuffer(bytes: row.navigation)),
                    services = \(ByteBuffer(bytes: row.services)), path = \(row.path), version = \(Int64(row.version)),
                    updated = \(row.updated), landings = \(row.landings)
                WHERE id = \(update.id) AND version = \(Int64(update.version)) RETURNING version
                """, within: max(left, .milliseconds(1)))
            return .success(!written.isEmpty)
        } catch {
            return .failure(error)
        }
    }

    /// Writes `updates` in one statement, each if the store has its session at the version it replaces; returns
    /// each one's outcome, by session — written or not, or the error that kept the statement from being made —
    /// but for the rows another transaction holds, which the statement skips rather than wait for: those are for
    /// ``writeAlone(_:)``, once the writing is handed on, so that one locked row keeps no other save waiting.
    ///
    /// The statement locks the rows it writes in the order of their ids, so that two servers writing
    /// overlapping sessions never wait for each other in a circle; it is given the time the longest-waiting of
    /// its updates has left of the store's timeout. It is prepared on each connection (``BatchedUpdate``).
    private func write(_ updates: [UpdateQueue.Update]) async -> [String: Result<Bool, any Error>] {
        let left = timeout - (ContinuousClock.now - (updates.map(\.since).min() ?? .now))
        do {
            let (statement, table) = (BatchedUpdate(updates), table)
            let answered = try await run(within: max(left, .milliseconds(1))) { connection, logger in
                try await statement.run(on: connection, table: table, logger: logger)
            }
            var outcomes: [String: Result<Bool, any Error>] = [:]
            for (id, written, free) in answered {
                // A row the statement did not lock is held by another transaction, or not in the store — which
                // a write alone finds.
                if free { outcomes[id] = .success(written) }
            }
            return outcomes
        } catch {
            return Dictionary(uniqueKeysWithValues: updates.map { ($0.id, .failure(error)) })
        }
    }

    /// Gives the session `id` the id `new`; nothing when the store has no `id`.
    public func rename(id: String, to new: String, at time: Double) async throws {
        try await run(
            """
            INSERT INTO \(unescaped: renamedTable) (id, new, at)
            SELECT \(id), \(new), \(time) WHERE EXISTS (SELECT 1 FROM \(unescaped: table) WHERE id = \(id))
            ON CONFLICT (id) DO UPDATE SET new = excluded.new, at = excluded.at
            """)
        try await run("UPDATE \(unescaped: table) SET id = \(new) WHERE id = \(id)")
    }

    /// The id the session `id` was renamed to, if it was.
    public func renamed(id: String) async throws -> String? {
        try await run("SELECT new FROM \(unescaped: renamedTable) WHERE id = \(id)").first?.decode(String.self)
    }

    /// Keeps `navigation` beside the session `id`, in place of what was kept aside before.
    public func keepAside(id: String, navigation: Data) async throws {
        try await run("UPDATE \(unescaped: table) SET aside = \(ByteBuffer(bytes: navigation)) WHERE id = \(id)")
    }

    /// The navigation last kept aside for the session `id`.
    public func keptAside(id: String) async throws -> Data? {
        let rows = try await run("SELECT aside FROM \(unescaped: table) WHERE id = \(id)")
        return try rows.first?.decode(ByteBuffer?.self).map { Data($0.readableBytesView) }
    }

    /// Marks the session `id` as used at `time`.
    public func touch(id: String, at time: Double) async throws {
        try await run("UPDATE \(unescaped: table) SET updated = \(time) WHERE id = \(id)")
    }

    /// Deletes the session `id`.
    public func delete(id: String) async throws {
        try await run("DELETE FROM \(unescaped: table) WHERE id = \(id)")
    }

    /// Deletes every session last saved before `time`.
    public func deleteSessions(savedBefore time: Double) async throws {
        try await run("DELETE FROM \(unescaped: table) WHERE updated < \(time)")
        try await run("DELETE FROM \(unescaped: renamedTable) WHERE at < \(time)")
    }

    /// How many sessions the store holds.
    public func count() async throws -> Int {
        let rows = try await run("SELECT COUNT(*) FROM \(unescaped: table)")
        return try Int(rows.first?.decode(Int64.self) ?? 0)
    }

    /// Drops the store's table, with every session in it: for tests, each with a table of its own.
    public func dropTable() async throws {
        try await run("DROP TABLE IF EXISTS \(unescaped: table)")
        try await run("DROP TABLE IF EXISTS \(unescaped: renamedTable)")
    }

    /// The client to run a query on after `failed` failed it at once, giving it no connection; `nil` when there is
    /// none to try. A client another query started meanwhile is used as it is. Otherwise, when the server accepts
    /// a TCP connection before `deadline`, `failed` is replaced by a new client, whose pool connects at once rather
    /// than after the backoff of the failed one (``Pool``). A server that accepts connections but does not serve
    /// them yet leaves the new pool trying again after backoffs that start at a tenth of a second.
    private func reopen(replacing failed: PostgresClient, by deadline: ContinuousClock.Instant) async
        -> PostgresClient?
    {
        switch pool.withLockedValue({ $0.closed ? nil : $0.client }) {
        case nil: return nil
        case let current? where current !== failed: return current
        default: break
        }
        guard await serverAcceptsConnections(by: deadline) else { return nil }
        // Started outside the lock, since it runs the client's first steps on this thread; not used, and stopped,
        // when the store was closed or another query replaced the failed pool meanwhile.
        let fresh = Pool.start(configuration)
        let (client, retired) = pool.withLockedValue { pool -> (PostgresClient?, (Int, Task<Void, Never>)?) in
            guard !pool.closed else { return (nil, nil) }
            guard pool.client === failed else { return (pool.client, nil) }
            let old = (pool.replaced, pool.running)
            (pool.client, pool.running) = fresh
            pool.replaced += 1
            pool.retired[old.0] = old.1
            return (pool.client, old)
        }
        if client !== fresh.0 { fresh.1.cancel() }
        if let (key, task) = retired {
            task.cancel()
            Task { [pool] in
                await task.value
                pool.withLockedValue { _ = $0.retired.removeValue(forKey: key) }
            }
        }
        return client
    }

    /// Whether the server accepts a TCP connection before `deadline`; the connection is closed at once.
    private func serverAcceptsConnections(by deadline: ContinuousClock.Instant) async -> Bool {
        let milliseconds = (deadline - .now).milliseconds
        guard milliseconds > 0, let host = configuration.host, let port = configuration.port else { return false }
        do {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connectTimeout(.milliseconds(milliseconds))
                .connect(host: host, port: port).get()
            try? await channel.close()
            return true
        } catch {
            return false
        }
    }

    /// Stops the client; the store answers no query afterwards.
    public func close() async throws {
        let tasks = pool.withLockedValue { pool in
            pool.closed = true
            return Array(pool.retired.values) + [pool.running]
        }
        for task in tasks {
            task.cancel()
            await task.value
        }
    }
}

/// Runs `work` in a task of its own and returns what it returns — or, once `bound` has passed, calls `onExpiry`,
/// cancels `work` and throws ``PostgresTimeout`` at once, without waiting for `work` to end.
///
/// A task group would wait for `work` to end, however long the pool takes to give up a cancelled wait for a
/// connection: a save was once seen answering after 11 s, more than twice the store's timeout, as the pool began
/// failing every query at once after a minute without the server. What `work` does after the timeout is what a
/// query closed at its timeout does: it fails, or its row is written at a version that the session's next save
/// finds (`ConnectionInUse` closes a connection given to it after the timeout). The caller's cancellation
/// cancels `work` and throws `CancellationError` at once, for the same reason.
func withTimeout<Value: Sendable>(
    _ bound: Duration, onExpiry: @escaping @Sendable () -> Void,
    _ work: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let outcome = FirstOutcome<Value>()
    let running = Task {
        do { outcome.settle(.success(try await work())) } catch { outcome.settle(.failure(error)) }
    }
    let timer = Task {
        try await Task.sleep(for: bound)
        if outcome.settle(.failure(PostgresTimeout())) { onExpiry() }
        running.cancel()
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { outcome.deliver(to: $0) }
    } onCancel: {
        // The caller is answered at once, as at the bound: the pool may take long to give up the work's wait.
        outcome.settle(.failure(CancellationError()))
        running.cancel()
    }
}

/// The outcome of whichever comes first, the work or its timeout, handed to the one waiting for it.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private struct State {
        var outcome: Result<Value, any Error>?
        var waiting: CheckedContinuation<Value, any Error>?
    }
    private let state = NIOLockedValueBox(State())

    /// Settles the outcome unless it is settled already; returns whether this call settled it.
    @discardableResult
    func settle(_ outcome: Result<Value, any Error>) -> Bool {
        let (settled, waiting) = state.withLockedValue { state -> (Bool, CheckedContinuation<Value, any Error>?) in
            guard state.outcome == nil else { return (false, nil) }
            state.outcome = outcome
            defer { state.waiting = nil }
            return (true, state.waiting)
        }
        waiting?.resume(with: outcome)
        return settled
    }

    /// Resumes `continuation` with the outcome: at once when it is settled, else when it is.
    func deliver(to continuation: CheckedContinuation<Value, any Error>) {
        let outcome = state.withLockedValue { state -> Result<Value, any Error>? in
            if state.outcome == nil { state.waiting = continuation }
            return state.outcome
        }
        if let outcome { continuation.resume(with: outcome) }
    }
}

extension Duration {
    /// The duration in whole milliseconds, as PostgreSQL's settings and NIO's connect timeout take it.
    fileprivate var milliseconds: Int64 {
        components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000
    }
}

/// The store was closed: it answers no query.
struct StoreClosed: Error, CustomStringConvertible {
    var description: String { "the session store is closed" }
}

/// The connection a query is using, for its timeout to close: only while the query uses it, so that a
/// connection the query gave back to the pool is never closed under another query.
private final class ConnectionInUse: Sendable {
    private struct State {
        var connection: PostgresConnection?
        var expired = false
        var wasLeased = false
    }
    private let state = NIOLockedValueBox(State())

    /// Whether the timeout passed.
    var expired: Bool { state.withLockedValue { $0.expired } }

    /// Whether the query was given a connection.
    var wasLeased: Bool { state.withLockedValue { $0.wasLeased } }

    /// The query uses `connection` — unless the timeout passed while it waited for one, when it is closed.
    func start(_ connection: PostgresConnection) {
        state.withLockedValue { state in
            state.wasLeased = true
            if state.expired { Self.close(connection) } else { state.connection = connection }
        }
    }

    /// The query is done with its connection.
    func finish() {
        state.withLockedValue { $0.connection = nil }
    }

    /// The timeout passed: the connection in use, if any, is closed, which fails the query waiting on it.
    func expire() {
        state.withLockedValue { state in
            state.expired = true
            state.connection.map(Self.close)
        }
    }

    /// Starts closing `connection` on its event loop, without waiting: a query waiting on it fails at once.
    private static func close(_ connection: PostgresConnection) {
        let _: EventLoopFuture<Void> = connection.close()
    }
}

/// A query to PostgreSQL that took longer than the store's timeout: it was cancelled, or its connection closed.
public struct PostgresTimeout: Error, CustomStringConvertible {
    /// A sentence for the log.
    public var description: String { "PostgreSQL did not answer in time" }
}

/// A PostgreSQL server, database and user, as a `postgres://` URL names them.
struct Location: Sendable {
    /// The server's host name or address.
    let host: String
    /// The server's port, 5432 unless the URL names another.
    let port: Int
    /// The user the store connects as.
    let user: String
    /// The user's password, when the URL has one.
    let password: String?
    /// The database, or `nil` for the user's own.
    let database: String?
    /// How the connection uses TLS.
    let sslMode: SSLMode

    /// How the connection uses TLS (the URL's `sslmode`): not at all, when the server offers it, or always.
    enum SSLMode: Sendable {
        case disable, prefer, require
    }

    /// The location `url` names.
    init(url: String) throws(PostgresSessionStore.LocationError) {
        guard let components = URLComponents(string: url),
            components.scheme == "postgres" || components.scheme == "postgresql",
            let host = components.host, !host.isEmpty, let user = components.user, !user.isEmpty
        else { throw .notAURL(url) }
        (self.host, port, self.user, password) = (host, components.port ?? 5432, user, components.password)
        let database = String(components.path.drop { $0 == "/" })
        self.database = database.isEmpty ? nil : database
        switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer" {
        case "disable": sslMode = .disable
        case "prefer": sslMode = .prefer
        case "require": sslMode = .require
        case let mode: throw .unknownSSLMode(mode)
        }
    }

    /// The configuration of a client whose pool connects here.
    var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch sslMode {
            case .disable: .disable
            case .prefer: .prefer(.makeClientConfiguration())
            case .require: .require(.makeClientConfiguration())
            }
        return PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
    }

    /// Why a connection here cannot be made within `bound`: the server's refusal, or what kept it from being
    /// reached; `nil` when one can (it is closed at once).
    func whyNoConnection(within bound: Duration) async -> PostgresUnreachable? {
        let tls: PostgresConnection.Configuration.TLS
        if sslMode == .disable {
            tls = .disable
        } else {
            // The same TLS the pool uses; without it, nothing can be told.
            guard let context = try? NIOSSLContext(configuration: .makeClientConfiguration()) else { return nil }
            tls = sslMode == .prefer ? .prefer(context) : .require(context)
        }
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .milliseconds(bound.milliseconds)
        do {
            let connection = try await PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 0,
                logger: Logger(label: "web.postgres.probe") { _ in SwiftLogNoOpLogHandler() }
            ).get()
            try? await connection.close()
            return nil
        } catch let error as PSQLError {
            if let message = error.serverInfo?[.message] {
                return PostgresUnreachable(refusal: message, sqlState: error.serverInfo?[.sqlState])
            }
            return PostgresUnreachable(
                server: "\(host):\(port)", reason: error.underlying.map { "\($0)" } ?? "\(error.code)")
        } catch {
            return PostgresUnreachable(server: "\(host):\(port)", reason: "\(error)")
        }
    }
}

/// A statement PostgreSQL refused, with the server's reason — which postgres-nio's own error keeps out of its
/// description.
public struct PostgresRefused: Error, CustomStringConvertible {
    /// A sentence for the log.
    public let description: String

    /// The refusal `description` tells.
    init(_ description: String) {
        self.description = description
    }
}

/// A PostgreSQL server that turned the store's connection away, or could not be reached.
public struct PostgresUnreachable: Error, CustomStringConvertible {
    /// A sentence for the log.
    public let description: String
    /// Whether waiting cannot change it: the server turned the connection away for who or what it asked for — no
    /// such database or user, a wrong password — rather than for now (starting up, too many clients), and was
    /// reached.
    let isFinal: Bool

    /// The server turned the connection away with `message`, such as `database "shop" does not exist`, and the
    /// error code `sqlState`.
    init(refusal message: String, sqlState: String?) {
        description = "PostgreSQL turned the connection away: \(message)"
        isFinal = sqlState.map(Self.isFinal(sqlState:)) ?? false
    }

    /// The server at `server` could not be reached, for `reason`.
    init(server: String, reason: String) {
        description = "PostgreSQL at \(server) cannot be reached: \(reason)"
        isFinal = false
    }

    /// Whether a connection refused with the error code `sqlState` is refused for good: an authorization the
    /// server does not grant (class 28: no such role, a wrong password, no `pg_hba.conf` entry) or a database it
    /// does not have (3D000). A server starting up or shutting down (57P03, class 57), or with too many clients
    /// (53300), may take the next one.
    static func isFinal(sqlState: String) -> Bool {
        sqlState.hasPrefix("28") || sqlState == "3D000"
    }
}

/// Opens the store `location` names: a PostgreSQL server for a `postgres://` or `postgresql://` URL, else the
/// SQLite file at that path.
///
/// - Parameter location: `postgres://user:password@host:port/database`, or a file's path.
/// - Throws: ``StoreNotOpened``, which says where the store is and why it could not be opened: a URL it cannot
///   use (``PostgresSessionStore/LocationError``), or the database's error.
public func openSessionStore(at location: String) async throws -> any SessionStore {
    do {
        if location.hasPrefix("postgres://") || location.hasPrefix("postgresql://") {
            return try await PostgresSessionStore.open(url: location)
        } else {
            return try await SQLiteSessionStore.open(path: location)
        }
    } catch {
        throw StoreNotOpened(location: location, reason: error)
    }
}

/// A session store that could not be opened: where it is, and why.
public struct StoreNotOpened: Error, CustomStringConvertible {
    /// Where the store is, as a server's log may show it: a file's path, or a PostgreSQL URL without its password.
    public let location: String
    /// Why it could not be opened.
    public let reason: any Error

    /// The store at `location` — its password left out — could not be opened, for `reason`.
    init(location: String, reason: any Error) {
        self.location = Self.shown(location)
        self.reason = reason
    }

    /// A sentence for the command line.
    public var description: String { "the session store \(location) could not be opened: \(reason)" }

    /// `location` without the password a PostgreSQL URL may hold; a URL that cannot be read is shown by its
    /// scheme alone, since where its password is cannot be told.
    static func shown(_ location: String) -> String {
        guard location.hasPrefix("postgres://") || location.hasPrefix("postgresql://") else { return location }
        let schemeOnly = String(location.prefix { $0 != ":" }) + "://…"
        guard var components = URLComponents(string: location) else { return schemeOnly }
        components.password = nil
        return components.string ?? schemeOnly
    }
}

/// A query PostgreSQL or its connection failed, as the server's log names it: `PSQLError` describes itself only
/// as a "generic description", so an operator read nothing of what went wrong. Named here by its code,
/// PostgreSQL's own message and SQLSTATE, and what failed beneath it — never by the query or its values, which
/// hold users' sessions.
struct PostgresQueryFailed: Error, CustomStringConvertible {
    let error: PSQLError

    var description: String {
        var parts = ["PostgreSQL \(error.code)"]
        if let message = error.serverInfo?[.message] { parts.append(message) }
        if let state = error.serverInfo?[.sqlState] { parts.append("SQLSTATE \(state)") }
        if let underlying = error.underlying { parts.append("\(underlying)") }
        return parts.joined(separator: ": ")
    }
}

/// The statement of the batched update (``PostgresSessionStore/write(_:)``), prepared once on each connection:
/// PostgreSQL parses and plans it once a connection rather than at each run (BENCHMARKS.md, "The batched save
/// prepared on each connection").
///
/// postgres-nio names and prepares a statement by its type — `name` and `sql` are static — where the table is the
/// store's, known when it opens. So both are read from ``table``, a task-local value that ``run(on:table:logger:)``
/// sets around the statement's run: a store's connections each prepare the statement of its own table, under a
/// name of its own.
private struct BatchedUpdate: PostgresPreparedStatement {
    /// The sessions' table of the store whose connection runs the statement; set by ``run(on:table:logger:)``.
    @TaskLocal static var table = ""

    /// The statement's name on a connection: one for each table.
    static var name: String { "web_batched_update_" + table }

    /// Each update written if the store has its session at the version it replaces, but for the rows another
    /// transaction holds, which the statement skips: a row each update, its id, whether it was written, and
    /// whether its row was free. The rows are locked in the order of their ids.
    static var sql: String {
        """
        WITH new AS (
            SELECT * FROM unnest(
                $1::text[], $2::text[], $3::bytea[], $4::bytea[], $5::text[], $6::bigint[], $7::float8[],
                $8::text[], $9::bigint[]
            ) AS new(id, csrf, navigation, services, path, version, updated, landings, replacing)
        ), free AS (
            SELECT saved.id FROM \(table) AS saved JOIN new ON saved.id = new.id
            ORDER BY saved.id FOR UPDATE OF saved SKIP LOCKED
        ), written AS (
            UPDATE \(table) AS saved SET csrf = new.csrf, navigation = new.navigation,
                services = new.services, path = new.path, version = new.version, updated = new.updated,
                landings = new.landings
            FROM new JOIN free ON free.id = new.id
            WHERE saved.id = new.id AND saved.version = new.replacing
            RETURNING saved.id
        )
        SELECT new.id, new.id IN (SELECT id FROM written), new.id IN (SELECT id FROM free) FROM new
        """
    }

    /// An update's outcome: its session's id, whether it was written, whether its row was free.
    typealias Row = (id: String, written: Bool, free: Bool)

    /// The updates to write.
    let updates: [UpdateQueue.Update]

    /// The statement that writes `updates`.
    init(_ updates: [UpdateQueue.Update]) { self.updates = updates }

    /// Runs the statement on `connection`, as the statement of `table`; returns each update's outcome.
    func run(on connection: PostgresConnection, table: String, logger: Logger) async throws -> [Row] {
        try await Self.$table.withValue(table) {
            var outcomes: [Row] = []
            for try await outcome in try await connection.execute(self, logger: logger) { outcomes.append(outcome) }
            return outcomes
        }
    }

    /// The updates' columns, an array each, in the order of the statement's parameters.
    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 9)
        let rows = updates.map(\.row)
        bindings.append(updates.map(\.id))
        bindings.append(rows.map(\.csrf))
        bindings.append(rows.map { ByteBuffer(bytes: $0.navigation) })
        bindings.append(rows.map { ByteBuffer(bytes: $0.services) })
        bindings.append(rows.map(\.path))
        bindings.append(rows.map { Int64($0.version) })
        bindings.append(rows.map(\.updated))
        bindings.append(rows.map(\.landings))
        bindings.append(updates.map { Int64($0.version) })
        return bindings
    }

    /// An update's outcome, from its row.
    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode((String, Bool, Bool).self) }
}
