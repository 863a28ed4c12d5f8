/// The settings of the web front end.
public struct WebConfiguration: Sendable {
    /// The address the server listens on: loopback unless told otherwise.
    public var host: String
    /// The port the server listens on.
    public var port: Int
    /// Where the sessions' navigation is saved: a SQLite file's path, or a `postgres://` URL for several servers
    /// that share the sessions (`web`'s `--database`, opened by `WebPostgres`'s `openSessionStore(at:)`); `nil`
    /// keeps them in memory (for tests).
    public var databasePath: String?
    /// How long a session lasts without a request, in seconds.
    public var idleTimeout: Double
    /// The most sessions kept live at once; past it, the one used longest ago is let go (its navigation stays
    /// saved, and comes back when its browser returns). A first visit that holds nothing but its address is not
    /// kept live but as that address, up to ten times as many (``FirstVisits``).
    public var maxLiveSessions: Int
    /// The longest request body accepted, in bytes (413 past it).
    public var maxBodyBytes: Int
    /// The longest form field accepted, in bytes (400 past it).
    public var maxFieldBytes: Int
    /// The longest path accepted, in bytes (414 past it).
    public var maxPathBytes: Int
    /// How long a connection may send nothing, in seconds, before the server closes it: idle keep-alive
    /// connections and ones that never finish a request do not hold the server's files for ever.
    public var connectionTimeout: Double
    /// The most connections served at once: one more is closed as soon as it is accepted, so that slow or idle
    /// connections cannot take every file the process may open (the database's included).
    public var maxConnections: Int
    /// The secret that signs session ids and makes their form tokens: servers behind one address share it
    /// (`web` reads it from `WEB_SECRET`), so that each takes up a session another gave out that the store has
    /// no row of — an anonymous visit, never written. Random unless given: such a session then goes on only on
    /// the server that gave it out, until it restarts (a session with a row goes on anywhere either way).
    public var secret: [UInt8]

    /// Creates the settings.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, databasePath: String? = nil, idleTimeout: Double = 30 * 60,
        maxLiveSessions: Int = 10_000, maxBodyBytes: Int = 16 * 1024, maxFieldBytes: Int = 2_000,
        maxPathBytes: Int = 4_096, connectionTimeout: Double = 30, maxConnections: Int = 512,
        secret: [UInt8] = (0..<32).map { _ in UInt8.random(in: 0...255) }
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.idleTimeout = idleTimeout
        self.maxLiveSessions = maxLiveSessions
        self.maxBodyBytes = maxBodyBytes
        self.maxFieldBytes = maxFieldBytes
        self.maxPathBytes = maxPathBytes
        self.connectionTimeout = connectionTimeout
        self.maxConnections = maxConnections
        self.secret = secret
    }
}
