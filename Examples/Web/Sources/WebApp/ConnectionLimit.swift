import NIOConcurrencyHelpers
import NIOCore

/// How many connections are open, shared by every connection's ``ConnectionLimit``.
final class ConnectionCount: Sendable {
    /// The most connections served at once.
    let limit: Int
    private let open = NIOLockedValueBox(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection; `false`, and not counted, when `limit` are open already.
    func admit() -> Bool {
        open.withLockedValue { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    /// Counts a connection that closed.
    func release() {
        open.withLockedValue { $0 -= 1 }
    }

    /// How many connections are open.
    var current: Int { open.withLockedValue { $0 } }
}

/// Closes a connection at once when the server already serves as many as it may, so that connections that
/// are slow or idle on purpose cannot take every file the process may open — the database's included.
final class ConnectionLimit: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let count: ConnectionCount
    private var counted = false

    init(_ count: ConnectionCount) {
        self.count = count
    }

    func handlerAdded(context: ChannelHandlerContext) {
        counted = count.admit()
        if !counted { context.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if counted { count.release() }
        counted = false
    }
}
