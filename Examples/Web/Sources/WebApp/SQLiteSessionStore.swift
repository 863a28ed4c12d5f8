import Foundation
import SQLiteNIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each browser session's saved navigation in SQLite: the embedded store, for one server (or several processes
/// on one machine).
///
/// One row a session: its id (the cookie's value), its CSRF token, the navigation as saved JSON, its services as
/// JSON, the address the browser was at, its version, and when it was last written.
public final class SQLiteSessionStore: SessionStore {
    private let connection: SQLiteConnection
    /// How long a query waits for a lock another connection or process holds, from when it was asked for.
    private let busyTimeout: Duration
    /// The updates of sessions asked for, written together (``save(id:_:replacing:)``).
    private let updates = UpdateQueue()
    /// Whether other processes write to the same file: each request then asks the store whether its session
    /// changed; without them, a server's own copy of each session is the store's.
    public let isShared: Bool
    /// The database file and which file it was when opened; `nil` in memory.
    private let file: (path: String, identity: FileIdentity)?

    private init(
        connection: SQLiteConnection, busyTimeout: Duration, isShared: Bool,
        file: (path: String, identity: FileIdentity)?
    ) {
        self.connection = connection
        self.busyTimeout = busyTimeout
        self.isShared = isShared
        self.file = file
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
    ///   - isShared: Whether other server processes on this machine use the same file: each request then asks
    ///     the store whether its session changed (one query), so that each shows the others' changes. Either
    ///     way, a save the store has a newer version for is refused and done again, never written over it.
    /// - Throws: SQLite's error when the file cannot be opened or is not a database.
    public static func open(
        path: String?, busyTimeout: Int = defaultBusyTimeout, isShared: Bool = false
    ) async throws -> SQLiteSessionStore {
        if let path { try createPrivately(path) }
        let connection = try await SQLiteConnection.open(storage: path.map { .file(path: $0) } ?? .memory)
        // A bounded wait on another's lock while the table is made (another server may be making it). Setting it
        // replaces any busy handler the connection had, so a locked database is an error after the wait, not a
        // retry without end.
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
                path TEXT NOT NULL DEFAULT '',
                aside BLOB,
                landings TEXT NOT NULL DEFAULT ''
            )
            """)
        // A database written before sessions kept their address, a navigation aside or the forms' landings gets
        // the column, empty for the rows it has.
        let columns = try await connection.query("PRAGMA table_info(sessions)")
        if !columns.contains(where: { $0.column("name")?.string == "path" }) {
            _ = try await connection.query("ALTER TABLE sessions ADD COLUMN path TEXT NOT NULL DEFAULT ''")
        }
        if !columns.contains(where: { $0.column("name")?.string == "aside" }) {
            _ = try await connection.query("ALTER TABLE sessions ADD COLUMN aside BLOB")
        }
        if !columns.contains(where: { $0.column("name")?.string == "landings" }) {
            _ = try await connection.query("ALTER TABLE sessions ADD COLUMN landings TEXT NOT NULL DEFAULT ''")
        }
        // Which id each session renamed at a sign-in or a sign-out was given: a form posted again under the old id,
        // to any server, lands where the first did.
        _ = try await connection.query(
            "CREATE TABLE IF NOT EXISTS renamed (id TEXT PRIMARY KEY NOT NULL, new TEXT NOT NULL, at REAL NOT NULL)")
        // Then no wait in SQLite for another's lock: the connection runs its queries one after the other, so
        // queries queued behind one that waits would each wait their bound in turn. A query is tried again
        // instead, until its own bound from when it was asked for (`query(_:_:)`).
        _ = try await connection.query("PRAGMA busy_timeout = 0")
        let file = try path.map { path in
            guard let identity = FileIdentity(of: path) else { throw DatabaseFileError(reason: "it is gone") }
            return (path, identity)
        }
        return SQLiteSessionStore(
            connection: connection, busyTimeout: .milliseconds(max(0, busyTimeout)), isShared: isShared, file: file)
    }

    /// Creates the file at `path`, empty, readable and writable by its owner only, unless it exists. SQLite
    /// creates a database with the process's umask (usually readable by everyone), and a session's row holds
    /// its cookie's value; its write-ahead log and shared-memory files take the database file's permissions.
    /// Throws ``DatabaseFileError`` with the system's reason when it cannot be created (a directory that does not
    /// exist, one this user may not write in).
    private static func createPrivately(_ path: String) throws {
        let code = createFile(path, permissions: 0o600)
        // Made, or there already (perhaps made meanwhile by another server).
        guard code != 0, code != EEXIST else { return }
        throw DatabaseFileError(reason: String(cString: strerror(code)))
    }

    /// Throws unless a session can be saved now: the database file is still the one opened — a file deleted or
    /// replaced while the server runs would keep what it saves from the next start — and a write starts within
    /// the lock's wait (a statement that writes takes the lock, whatever it changes).
    public func check() async throws {
        if let file, FileIdentity(of: file.path) != file.identity { throw DatabaseFileReplaced(path: file.path) }
        _ = try await query("UPDATE sessions SET updated = updated WHERE 0")
    }

    /// The session `id` — all of it, or, when the store has it at `version`, only that it is unchanged.
    public func load(id: String, unlessAt version: Int?) async throws -> StoredSession {
        // One query either way: the version always, the rest only when it is not the caller's.
        let rows = try await query(
            """
            SELECT version, csrf, path, updated, landings,
                CASE WHEN version = ?2 THEN NULL ELSE navigation END AS navigation,
                CASE WHEN version = ?2 THEN NULL ELSE services END AS services
            FROM sessions WHERE id = ?1
            """, [.text(id), version.map { .integer(SQLiteInt64($0)) } ?? .null])
        guard let row = rows.first else { return .missing }
        guard let stored = row.column("version")?.integer, let csrf = row.column("csrf")?.string,
            let updated = row.column("updated")?.double
        else { throw SessionRowError(id: id) }
        if let version, Int(stored) == version { return .unchanged }
        guard case .blob(let navigation)? = row.column("navigation"), case .blob(let services)? = row.column("services")
        else { throw SessionRowError(id: id) }
        return .changed(
            SessionRow(
                csrf: csrf, navigation: Data(navigation.readableBytesView), services: Data(services.readableBytesView),
                path: row.column("path")?.string ?? "", version: Int(stored), updated: updated,
                landings: row.column("landings")?.string ?? ""))
    }

    /// Saves `row` as the session `id` if the store has it at `version` (`0`: has no such session).
    ///
    /// A first save inserts the row; a later one is an update, written together with the updates other requests
    /// asked for meanwhile (``UpdateQueue``), in one statement and one transaction.
    public func save(id: String, _ row: SessionRow, replacing version: Int) async throws -> Bool {
        guard version != 0 else {
            // Inserted unless another server saved the session first.
            let written = try await query(
                """
                INSERT INTO sessions (id, csrf, navigation, services, path, version, updated, landings)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT(id) DO NOTHING RETURNING version
                """, Array(Self.columns(of: UpdateQueue.Update(id: id, row: row, version: 0, since: .now)).dropLast()))
            return !written.isEmpty
        }
        let update = UpdateQueue.Update(id: id, row: row, version: version, since: .now)
        // SQLite's statement skips no row — it waits for the whole database's lock — so it tells every update's
        // outcome, and the queue leaves none to be written alone; one that were would be, here.
        let write = { @Sendable (updates: [UpdateQueue.Update]) in await self.write(updates) }
        if let written = try await updates.write(update, within: busyTimeout, late: DatabaseLocked(), by: write) {
            return written
        }
        return try await write([update])[id]?.get() ?? false
    }

    /// Writes `updates` in one statement, each if the store has its session at the version it replaces; returns
    /// each one's outcome by session — written or not, or for all the error that kept the statement from being made:
    /// a lock another process held past the wait the longest-waiting update has left.
    private func write(_ updates: [UpdateQueue.Update]) async -> [String: Result<Bool, any Error>] {
        let values = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?)", count: updates.count).joined(separator: ", ")
        do {
            let written = try await query(
                """
                WITH new (id, csrf, navigation, services, path, version, updated, landings, replacing) AS (
                    VALUES \(values)
                )
                UPDATE sessions SET csrf = new.csrf, navigation = new.navigation, services = new.services,
                    path = new.path, version = new.version, updated = new.updated, landings = new.landings
                FROM new WHERE sessions.id = new.id AND sessions.version = new.replacing RETURNING id
                """, updates.flatMap(Self.columns(of:)), askedAt: updates.map(\.since).min() ?? .now)
            let ids = Set(written.compactMap { $0.column("id")?.string })
            return Dictionary(uniqueKeysWithValues: updates.map { ($0.id, .success(ids.contains($0.id))) })
        } catch {
            return Dictionary(uniqueKeysWithValues: updates.map { ($0.id, .failure(error)) })
        }
    }

    /// The values of `update`'s row, in the order of the columns — id, csrf, navigation, services, path, version,
    /// updated, landings —, then the version it replaces.
    private static func columns(of update: UpdateQueue.Update) -> [SQLiteData] {
        let row = update.row
        return [
            .text(update.id), .text(row.csrf), .blob(ByteBuffer(bytes: row.navigation)),
            .blob(ByteBuffer(bytes: row.services)), .text(row.path), .integer(SQLiteInt64(row.version)),
            .float(row.updated), .text(row.landings), .integer(SQLiteInt64(update.version)),
        ]
    }

    /// Gives the session `id` the id `new`; nothing when the store has no `id`.
    public func rename(id: String, to new: String, at time: Double) async throws {
        try await write(
            """
            INSERT INTO renamed (id, new, at) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM sessions WHERE id = ?1)
            ON CONFLICT(id) DO UPDATE SET new = excluded.new, at = excluded.at
            """, [.text(id), .text(new), .float(time)])
        try await write("UPDATE sessions SET id = ? WHERE id = ?", [.text(new), .text(id)])
    }

    /// The id the session `id` was renamed to, if it was.
    public func renamed(id: String) async throws -> String? {
        try await query("SELECT new FROM renamed WHERE id = ?", [.text(id)]).first?.column("new")?.string
    }

    /// Keeps `navigation` beside the session `id`, in place of what was kept aside before.
    public func keepAside(id: String, navigation: Data) async throws {
        try await write(
            "UPDATE sessions SET aside = ? WHERE id = ?", [.blob(ByteBuffer(bytes: navigation)), .text(id)])
    }

    /// The navigation last kept aside for the session `id`.
    public func keptAside(id: String) async throws -> Data? {
        let rows = try await query("SELECT aside FROM sessions WHERE id = ?", [.text(id)])
        guard case .blob(let aside)? = rows.first?.column("aside") else { return nil }
        return Data(aside.readableBytesView)
    }

    /// Marks the session `id` as used at `time`.
    public func touch(id: String, at time: Double) async throws {
        try await write("UPDATE sessions SET updated = ? WHERE id = ?", [.float(time), .text(id)])
    }

    /// Deletes the session `id`.
    public func delete(id: String) async throws {
        try await write("DELETE FROM sessions WHERE id = ?", [.text(id)])
    }

    /// Deletes every session last saved before `time`.
    public func deleteSessions(savedBefore time: Double) async throws {
        try await write("DELETE FROM sessions WHERE updated < ?", [.float(time)])
        try await write("DELETE FROM renamed WHERE at < ?", [.float(time)])
    }

    /// How many sessions the store holds.
    public func count() async throws -> Int {
        Int(try await query("SELECT COUNT(*) AS n FROM sessions").first?.column("n")?.integer ?? 0)
    }

    /// Runs `sql` with `binds`; while another connection or process holds a lock it needs, tries it again, until
    /// ``busyTimeout`` after it was asked for (`asked`, by default now), then throws SQLite's "database is locked".
    /// Each query's wait counts from when it was asked for, so that every query queued behind a lock ends within one
    /// wait.
    private func query(
        _ sql: String, _ binds: [SQLiteData] = [], askedAt asked: ContinuousClock.Instant = .now
    ) async throws -> [SQLiteRow] {
        let deadline = asked + busyTimeout
        while true {
            do {
                return try await connection.query(sql, binds)
            } catch let error as SQLiteError where error.isBusy && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(5))
            }
        }
    }

    /// Runs the statement `sql`, which writes, as ``query(_:_:)`` does.
    private func write(_ sql: String, _ binds: [SQLiteData]) async throws {
        _ = try await query(sql, binds)
    }

    /// Closes the database.
    public func close() async throws {
        try await connection.close()
    }
}

/// A session's row in the store that is not a row this front end writes: a column missing or of another type.
public struct SessionRowError: Error, CustomStringConvertible {
    /// The session's id.
    public let id: String

    /// The error of the session `id`'s row.
    public init(id: String) {
        self.id = id
    }

    /// A sentence for the log.
    public var description: String { "the stored row of a session is not readable (a column missing or mistyped)" }
}

/// A save that waited behind others' past the lock's wait — another process held the database's lock — and was
/// not tried: its request's time was up.
public struct DatabaseLocked: Error, CustomStringConvertible {
    /// A sentence for the log.
    public var description: String { "the database stayed locked by another process for longer than the wait" }
}

/// Creates the file at `path`, empty, with `permissions`, unless something is there; returns `0`, or the error
/// number of why it was not created (`EEXIST` when something is there).
private func createFile(_ path: String, permissions: mode_t) -> Int32 {
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, permissions)
    guard descriptor >= 0 else { return errno }
    close(descriptor)
    return 0
}

/// A database file that could not be created.
public struct DatabaseFileError: Error, CustomStringConvertible {
    /// What the system said, such as "No such file or directory".
    public let reason: String

    /// A sentence for the command line.
    public var description: String { "the file cannot be created: \(reason)" }
}

/// The database file a running server had opened was deleted, or another file put in its place: what the server
/// saves goes to a file no later start reads.
public struct DatabaseFileReplaced: Error, CustomStringConvertible {
    /// Where the file was.
    public let path: String

    /// A sentence for the log.
    public var description: String {
        "the database file \(path) was deleted or replaced while the server runs: what it saves now is lost at the "
            + "next start"
    }
}

extension SQLiteError {
    /// Whether the query found a lock another connection or process holds.
    var isBusy: Bool {
        switch reason {
        case .busy, .busyInRecovery, .busyInSnapshot, .busyTimeout: true
        default: false
        }
    }
}

/// Which file a path names: its device and inode, the same for as long as the file is the same.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The file at `path`; `nil` when there is none.
    init?(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
