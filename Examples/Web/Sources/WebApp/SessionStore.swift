import Foundation
import SQLiteNIO

/// Each browser session's saved navigation in SQLite, written on every change and read back after a restart, so
/// that restarting the server loses no one's place.
///
/// One row a session: its id (the cookie's value), its CSRF token, the navigation as saved JSON, its services as
/// JSON, the address the browser was at, a version that only grows (a write that lost a race to a newer one
/// changes nothing), and when it was last written.
public final class SessionStore: Sendable {
    private let connection: SQLiteConnection

    /// A session as the store keeps it.
    public struct Row: Equatable, Sendable {
        /// The session's CSRF token.
        public var csrf: String
        /// The saved navigation.
        public var navigation: Data
        /// What the session's services hold (its cart, who is signed in, its orders), as JSON.
        public var services: Data
        /// The address the browser was at: the state's deep link, or the one that led to a screen no link opens
        /// (a sign-in, an order's confirmation); empty when a session was saved without it.
        public var path: String
        /// The version of the navigation: how many changes the session had made when it was saved.
        public var version: Int
        /// When it was saved, in seconds since 1970.
        public var updated: Double
    }

    private init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// How long a query waits for a lock another connection or process holds, by default, in milliseconds.
    public static let defaultBusyTimeout = 5_000

    /// Opens the store at `path` (created if need be, readable and writable by its owner only), or in memory
    /// when `path` is `nil`.
    ///
    /// A query waits at most `busyTimeout` milliseconds for a lock that another connection or process holds,
    /// then fails with SQLite's "database is locked": a request that saves answers then, rather than hang.
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - busyTimeout: The longest wait for a lock, in milliseconds.
    /// - Throws: SQLite's error when the file cannot be opened or is not a database.
    public static func open(path: String?, busyTimeout: Int = defaultBusyTimeout) async throws -> SessionStore {
        if let path { try createPrivately(path) }
        let connection = try await SQLiteConnection.open(storage: path.map { .file(path: $0) } ?? .memory)
        // A bounded wait on another's lock. Setting it replaces any busy handler the connection had, so a
        // locked database is an error after the wait, not a retry without end.
        _ = try await connection.query("PRAGMA busy_timeout = \(max(0, busyTimeout))")
        // Write-ahead logging: a write appends to the log and syncs only at checkpoints, which keeps every save
        // (one a change) cheap; a committed save survives the server's crash or restart.
        _ = try await connection.query("PRAGMA journal_mode = WAL")
        _ = try await connection.query("PRAGMA synchronous = NORMAL")
        _ = try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS sessions (
                id TEXT PRIMARY KEY NOT NULL,
                csrf TEXT NOT NULL,
                navigation BLOB NOT NULL,
                services BLOB NOT NULL,
                version INTEGER NOT NULL,
                updated REAL NOT NULL,
                path TEXT NOT NULL DEFAULT ''
            )
            """)
        // A database written before sessions kept their address gets the column, empty for the rows it has.
        let columns = try await connection.query("PRAGMA table_info(sessions)")
        if !columns.contains(where: { $0.column("name")?.string == "path" }) {
            _ = try await connection.query("ALTER TABLE sessions ADD COLUMN path TEXT NOT NULL DEFAULT ''")
        }
        return SessionStore(connection: connection)
    }

    /// Creates the file at `path`, empty, readable and writable by its owner only, unless it exists. SQLite
    /// creates a database with the process's umask (usually readable by everyone), and a session's row holds
    /// its cookie's value; its write-ahead log and shared-memory files take the database file's permissions.
    private static func createPrivately(_ path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    }

    /// Throws unless the store answers a query: for the health endpoint.
    public func check() async throws {
        _ = try await connection.query("SELECT 1")
    }

    /// The session `id`, or `nil` when the store has none.
    public func load(id: String) async throws -> Row? {
        let rows = try await connection.query(
            "SELECT csrf, navigation, services, path, version, updated FROM sessions WHERE id = ?", [.text(id)])
        guard let row = rows.first, let csrf = row.column("csrf")?.string, let version = row.column("version")?.integer,
            let updated = row.column("updated")?.double, case .blob(let navigation)? = row.column("navigation"),
            case .blob(let services)? = row.column("services")
        else { return nil }
        return Row(
            csrf: csrf, navigation: Data(navigation.readableBytesView), services: Data(services.readableBytesView),
            path: row.column("path")?.string ?? "", version: Int(version), updated: updated)
    }

    /// Saves the session `id`, unless the store already has a newer version of it.
    public func save(id: String, _ row: Row) async throws {
        _ = try await connection.query(
            """
            INSERT INTO sessions (id, csrf, navigation, services, path, version, updated) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET navigation = excluded.navigation, services = excluded.services,
                path = excluded.path, version = excluded.version,
                updated = excluded.updated WHERE excluded.version > sessions.version
            """,
            [
                .text(id), .text(row.csrf), .blob(ByteBuffer(bytes: row.navigation)),
                .blob(ByteBuffer(bytes: row.services)),
                .text(row.path),
                .integer(SQLiteInt64(row.version)),
                .float(row.updated),
            ])
    }

    /// Gives the session `id` the id `new`, with everything it holds; nothing when the store has no `id`.
    public func rename(id: String, to new: String) async throws {
        _ = try await connection.query("UPDATE sessions SET id = ? WHERE id = ?", [.text(new), .text(id)])
    }

    /// Marks the session `id` as used at `time`, so that it does not expire while it is used.
    public func touch(id: String, at time: Double) async throws {
        _ = try await connection.query("UPDATE sessions SET updated = ? WHERE id = ?", [.float(time), .text(id)])
    }

    /// Deletes the session `id`.
    public func delete(id: String) async throws {
        _ = try await connection.query("DELETE FROM sessions WHERE id = ?", [.text(id)])
    }

    /// Deletes every session last saved before `time`.
    public func deleteSessions(savedBefore time: Double) async throws {
        _ = try await connection.query("DELETE FROM sessions WHERE updated < ?", [.float(time)])
    }

    /// How many sessions the store holds.
    public func count() async throws -> Int {
        Int(try await connection.query("SELECT COUNT(*) AS n FROM sessions").first?.column("n")?.integer ?? 0)
    }

    /// Closes the database.
    public func close() async throws {
        try await connection.close()
    }
}
