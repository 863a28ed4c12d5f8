import Foundation
import Logging
import NIOConcurrencyHelpers
import PostgresNIO
import WebApp

/// Each browser session's saved navigation in PostgreSQL, so that several server processes — on one machine or
/// many, behind one address — share every session: a change made through one is what the next request sees
/// through any other.
///
/// The same row a session as `SQLiteSessionStore` keeps, in a table of its own (`sessions` unless told
/// otherwise). Every query waits a bounded time — for a connection, for a lock another transaction holds, for
/// the server's answer — and then fails, so that a request that saves answers rather than hang.
public final class PostgresSessionStore: SessionStore {
    private let client: PostgresClient
    private let table: String
    private let running: Task<Void, Never>
    private let timeout: Duration
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
        /// A table name other than letters, digits and underscores, starting with a letter or an underscore.
        case badTableName(String)

        /// A sentence for the command line.
        public var description: String {
            switch self {
            case .notAURL: "a PostgreSQL location is postgres://user[:password]@host[:port]/database"
            case .unknownSSLMode(let mode): "sslmode \(mode) is not one of disable, prefer, require"
            case .badTableName(let name): "\(name) is not a table name (letters, digits and _)"
            }
        }
    }

    /// How long a query may take, by default, waiting for a connection and a lock included.
    public static let defaultTimeout = Duration.seconds(5)

    private init(client: PostgresClient, table: String, running: Task<Void, Never>, timeout: Duration) {
        self.client = client
        self.table = table
        self.running = running
        self.timeout = timeout
    }

    /// Opens the store at `url` — `postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]`
    /// — creating its table if need be.
    ///
    /// - Parameters:
    ///   - url: The server and database; without `sslmode`, TLS is used when the server offers it.
    ///   - table: The sessions' table.
    ///   - timeout: The longest a query may take, a wait for a lock or a connection included.
    /// - Throws: ``LocationError`` for a URL or table name it cannot use; the server's error when the table cannot
    ///   be created (or the server not reached within `timeout`).
    public static func open(
        url: String, table: String = "sessions", timeout: Duration = defaultTimeout
    ) async throws -> PostgresSessionStore {
        guard table.first.map({ $0 == "_" || $0.isASCII && $0.isLetter }) == true,
            table.allSatisfy({ $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }), table.count <= 63
        else { throw LocationError.badTableName(table) }
        var configuration = try configuration(of: url)
        let milliseconds = timeout.components.seconds * 1_000 + timeout.components.attoseconds / 1_000_000_000_000_000
        configuration.options.connectTimeout = timeout
        // The server gives up waiting on another's lock, and on a statement, within the timeout.
        configuration.options.additionalStartupParameters = [
            ("lock_timeout", "\(milliseconds)"), ("statement_timeout", "\(milliseconds)"),
        ]
        let client = PostgresClient(configuration: configuration, backgroundLogger: Logger(label: "web.postgres"))
        let running = Task { await client.run() }
        let store = PostgresSessionStore(client: client, table: table, running: running, timeout: timeout)
        do {
            try await store.createTable()
        } catch {
            running.cancel()
            throw error
        }
        return store
    }

    /// The client's configuration of a `postgres://` URL.
    static func configuration(of url: String) throws -> PostgresClient.Configuration {
        guard let components = URLComponents(string: url),
            components.scheme == "postgres" || components.scheme == "postgresql",
            let host = components.host, !host.isEmpty, let user = components.user, !user.isEmpty
        else { throw LocationError.notAURL(url) }
        let database = String(components.path.drop { $0 == "/" })
        let tls: PostgresClient.Configuration.TLS
        switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer" {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        case let mode: throw LocationError.unknownSSLMode(mode)
        }
        return PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: user, password: components.password,
            database: database.isEmpty ? nil : database, tls: tls)
    }

    /// Creates the table unless it exists. Two servers starting together may both try: PostgreSQL may refuse the
    /// second `CREATE TABLE IF NOT EXISTS` as a duplicate while the first commits, so a failure is checked
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
                    path TEXT NOT NULL DEFAULT ''
                )
                """)
        } catch {
            try await check()
        }
    }

    /// Runs `query` within the timeout; returns its rows.
    ///
    /// At the timeout a wait for a connection is given up, and a query still waiting for the server's answer — a
    /// server stopped or overloaded, a network that no longer carries its packets — has its connection closed:
    /// the server's own timeouts cannot end a wait for a server that does not answer, and the query's task
    /// would otherwise wait on, keeping the request that saves waiting with it. The pool opens another
    /// connection for the next query.
    @discardableResult
    private func run(_ query: PostgresQuery) async throws -> [PostgresRow] {
        let (client, logger, inUse) = (client, logger, ConnectionInUse())
        return try await withThrowingTaskGroup(of: [PostgresRow].self) { group in
            group.addTask {
                do {
                    return try await client.withConnection { connection in
                        inUse.start(connection)
                        defer { inUse.finish() }
                        return try await connection.query(query, logger: logger).collect()
                    }
                } catch {
                    // Failed by its connection closed at the timeout: what the caller hears is the timeout.
                    throw inUse.expired ? PostgresTimeout() : error
                }
            }
            group.addTask {
                try await Task.sleep(for: self.timeout)
                inUse.expire()
                throw PostgresTimeout()
            }
            defer { group.cancelAll() }
            guard let rows = try await group.next() else { throw PostgresTimeout() }
            return rows
        }
    }

    /// Checks that the store answers a query and has its table.
    public func check() async throws {
        try await run("SELECT 1 FROM \(unescaped: table) LIMIT 1")
    }

    /// The session `id` — all of it, or, when the store has it at `version`, only that it is unchanged.
    public func load(id: String, unlessAt version: Int?) async throws -> StoredSession {
        let known = version.map(Int64.init)
        let rows = try await run(
            """
            SELECT version, csrf, path, updated,
                CASE WHEN version = \(known) THEN NULL ELSE navigation END,
                CASE WHEN version = \(known) THEN NULL ELSE services END
            FROM \(unescaped: table) WHERE id = \(id)
            """)
        guard let row = rows.first else { return .missing }
        let (stored, csrf, path, updated, navigation, services) = try row.decode(
            (Int64, String, String, Double, ByteBuffer?, ByteBuffer?).self)
        if let known, stored == known { return .unchanged }
        guard let navigation, let services else { throw SessionRowError(id: id) }
        return .changed(
            SessionRow(
                csrf: csrf, navigation: Data(navigation.readableBytesView), services: Data(services.readableBytesView),
                path: path, version: Int(stored), updated: updated))
    }

    /// Saves `row` as the session `id` if the store has it at `version` (`0`: has no such session).
    public func save(id: String, _ row: SessionRow, replacing version: Int) async throws -> Bool {
        let (navigation, services) = (ByteBuffer(bytes: row.navigation), ByteBuffer(bytes: row.services))
        let (new, old) = (Int64(row.version), Int64(version))
        // A first save inserts the row unless another saved one first; a later one replaces the version it read.
        let written =
            version == 0
            ? try await run(
                """
                INSERT INTO \(unescaped: table) (id, csrf, navigation, services, path, version, updated)
                VALUES (\(id), \(row.csrf), \(navigation), \(services), \(row.path), \(new), \(row.updated))
                ON CONFLICT (id) DO NOTHING RETURNING version
                """)
            : try await run(
                """
                UPDATE \(unescaped: table) SET csrf = \(row.csrf), navigation = \(navigation),
                    services = \(services), path = \(row.path), version = \(new), updated = \(row.updated)
                WHERE id = \(id) AND version = \(old) RETURNING version
                """)
        return !written.isEmpty
    }

    /// Gives the session `id` the id `new`; nothing when the store has no `id`.
    public func rename(id: String, to new: String) async throws {
        try await run("UPDATE \(unescaped: table) SET id = \(new) WHERE id = \(id)")
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
    }

    /// How many sessions the store holds.
    public func count() async throws -> Int {
        let rows = try await run("SELECT COUNT(*) FROM \(unescaped: table)")
        return try Int(rows.first?.decode(Int64.self) ?? 0)
    }

    /// Drops the store's table, with every session in it: for tests, each with a table of its own.
    public func dropTable() async throws {
        try await run("DROP TABLE IF EXISTS \(unescaped: table)")
    }

    /// Stops the client; the store answers no query afterwards.
    public func close() async throws {
        running.cancel()
        await running.value
    }
}

/// The connection a query is using, for its timeout to close: only while the query uses it, so that a
/// connection the query gave back to the pool is never closed under another query.
private final class ConnectionInUse: Sendable {
    private struct State {
        var connection: PostgresConnection?
        var expired = false
    }
    private let state = NIOLockedValueBox(State())

    /// Whether the timeout passed.
    var expired: Bool { state.withLockedValue { $0.expired } }

    /// The query uses `connection` — unless the timeout passed while it waited for one, when it is closed.
    func start(_ connection: PostgresConnection) {
        state.withLockedValue { state in
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

/// Opens the store `location` names: a PostgreSQL server for a `postgres://` or `postgresql://` URL, else the
/// SQLite file at that path.
///
/// - Parameter location: `postgres://user:password@host:port/database`, or a file's path.
/// - Throws: ``PostgresSessionStore/LocationError`` for a URL it cannot use; the database's error when it cannot
///   be opened.
public func openSessionStore(at location: String) async throws -> any SessionStore {
    if location.hasPrefix("postgres://") || location.hasPrefix("postgresql://") {
        try await PostgresSessionStore.open(url: location)
    } else {
        try await SQLiteSessionStore.open(path: location)
    }
}
