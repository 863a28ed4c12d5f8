import Foundation

/// Where each browser session's navigation is saved, written on every change and read back after a restart or by
/// another server: ``SQLiteSessionStore``, embedded, for one server; `PostgresSessionStore` (in `WebPostgres`)
/// for several servers behind one address that share every session.
///
/// A session's row has a version that grows by one with every save. A save names the version it replaces and
/// is refused when the store has another — another server saved the session first, or renamed or deleted it —
/// so that no change is written over one the saver has not seen: the front end reads the session again and
/// redoes its request.
public protocol SessionStore: AnyObject, Sendable {
    /// Whether other servers save sessions to the store too: a server then asks the store, at each request,
    /// whether the session changed, and reads it again if so. A store only one server uses has nothing to tell.
    var isShared: Bool { get }

    /// Throws unless the store can save a session now — it answers, and takes a write —: for the health endpoint.
    func check() async throws

    /// The session `id` — all of it, or, when the store has it at `version`, only that it is unchanged.
    ///
    /// - Parameters:
    ///   - id: The session's id.
    ///   - version: The version the caller has; `nil` to read the session whatever its version.
    func load(id: String, unlessAt version: Int?) async throws -> StoredSession

    /// Saves `row` as the session `id` if the store has it at `version` (`0`: if the store has no such session);
    /// returns whether it did.
    ///
    /// - Parameters:
    ///   - id: The session's id.
    ///   - row: What to save; its ``SessionRow/version`` is the new version.
    ///   - version: The version the row replaces.
    /// - Returns: `false` when the store has another version — nothing is written then.
    func save(id: String, _ row: SessionRow, replacing version: Int) async throws -> Bool

    /// Gives the session `id` the id `new`, with everything it holds, and notes that it did at `time` (read back by
    /// ``renamed(id:)``); nothing when the store has no `id`.
    func rename(id: String, to new: String, at time: Double) async throws

    /// The id the session `id` was given when it was renamed — at a sign-in or a sign-out, by any server —; `nil`
    /// when it was not, or when its note was deleted with the sessions saved before it
    /// (``deleteSessions(savedBefore:)``).
    func renamed(id: String) async throws -> String?

    /// Keeps `navigation` — what the session `id` had saved before a server that could not read all of it saved
    /// over it — beside the session, in place of what was kept aside before; nothing when the store has no `id`.
    /// It goes with the session: renamed, expired and deleted with it.
    func keepAside(id: String, navigation: Data) async throws

    /// The navigation last kept aside for the session `id`; `nil` when none was.
    func keptAside(id: String) async throws -> Data?

    /// Marks the session `id` as used at `time`, so that it does not expire while it is used.
    func touch(id: String, at time: Double) async throws

    /// Deletes the session `id`.
    func delete(id: String) async throws

    /// Deletes every session last saved before `time`, and the notes of renames made before it.
    func deleteSessions(savedBefore time: Double) async throws

    /// How many sessions the store holds.
    func count() async throws -> Int

    /// Closes the store; it answers no query afterwards.
    func close() async throws
}

extension SessionStore {
    /// The session `id`, or `nil` when the store has none.
    public func load(id: String) async throws -> SessionRow? {
        if case .changed(let row) = try await load(id: id, unlessAt: nil) { row } else { nil }
    }
}

/// What the store has of a session, next to the version a server has of it.
public enum StoredSession: Equatable, Sendable {
    /// The store has the session at the version the server has.
    case unchanged
    /// The store has the session at another version (or the server asked whatever the version): this.
    case changed(SessionRow)
    /// The store has no such session: never saved, expired, or renamed at a sign-in.
    case missing
}

/// A session as a store keeps it.
public struct SessionRow: Equatable, Sendable {
    /// The session's CSRF token.
    public var csrf: String
    /// The saved navigation.
    public var navigation: Data
    /// What the session's services hold (its cart, who is signed in, its orders), as JSON.
    public var services: Data
    /// The address the browser was at: the state's deep link, or the one that led to a screen no link opens
    /// (a sign-in, an order's confirmation); empty when a session was saved without it.
    public var path: String
    /// The version of the navigation: how many changes the session had saved.
    public var version: Int
    /// When it was saved, in seconds since 1970.
    public var updated: Double
    /// Where the last forms acted on landed, by the page they were posted from, so that a form posted again —
    /// on any server — lands there too and does nothing (`SubmissionLog`'s text); empty when none was.
    public var landings: String

    /// Creates a row.
    public init(
        csrf: String, navigation: Data, services: Data, path: String, version: Int, updated: Double,
        landings: String = ""
    ) {
        self.csrf = csrf
        self.navigation = navigation
        self.services = services
        self.path = path
        self.version = version
        self.updated = updated
        self.landings = landings
    }
}
