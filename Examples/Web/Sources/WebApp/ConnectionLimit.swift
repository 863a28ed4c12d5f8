import NIOConcurrencyHelpers
import NIOCore
import NIOHTTPTypes

/// The connections open, shared by every connection's ``ConnectionLimit``: how many, and since when each has been
/// waiting for its client — for a request, or for the rest of one.
///
/// When the server serves as many as it may, a new connection takes the place of the one that has waited longest,
/// if that one has waited at least ``patience``: connections that send nothing, or a request a byte at a time,
/// on purpose, then cannot keep every other client out. A connection whose request has arrived is not given up
/// until it is answered.
final class ConnectionCount: Sendable {
    /// The most connections served at once.
    let limit: Int
    /// How long a connection may wait for its client before a new connection may take its place, when the
    /// server is full.
    let patience: TimeAmount
    private let open = NIOLockedValueBox<[ObjectIdentifier: Connection]>([:])

    /// An open connection: its channel, and since when it has waited for its client (`nil`: it is being
    /// answered).
    private struct Connection {
        let channel: any Channel
        var waitingSince: NIODeadline?
    }

    init(limit: Int, patience: TimeAmount = .seconds(1)) {
        self.limit = limit
        self.patience = patience
    }

    /// Counts `channel`, a new connection, closing the connection that has waited longest for its client past
    /// ``patience`` when `limit` are open; `false`, and not counted, when none has.
    func admit(_ channel: any Channel) -> Bool {
        let now = NIODeadline.now()
        let (admitted, givenUp) = open.withLockedValue { open -> (Bool, (any Channel)?) in
            var givenUp: (any Channel)?
            if open.count >= limit {
                let longest = open.compactMap { key, connection in
                    connection.waitingSince.map { (key, connection.channel, since: $0) }
                }.min { $0.since < $1.since }
                guard let longest, now - longest.since >= patience else { return (false, nil) }
                open[longest.0] = nil
                givenUp = longest.1
            }
            open[ObjectIdentifier(channel)] = Connection(channel: channel, waitingSince: now)
            return (true, givenUp)
        }
        givenUp?.close(promise: nil)
        return admitted
    }

    /// Counts a connection that closed; nothing for one given up already.
    func release(_ channel: any Channel) {
        _ = open.withLockedValue { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// `channel`'s request has arrived whole: it is answered, not given up.
    func answering(_ channel: any Channel) {
        open.withLockedValue { $0[ObjectIdentifier(channel)]?.waitingSince = nil }
    }

    /// `channel` was answered: it waits for its client's next request from now.
    func waiting(_ channel: any Channel) {
        open.withLockedValue { $0[ObjectIdentifier(channel)]?.waitingSince = .now() }
    }

    /// How many connections are open.
    var current: Int { open.withLockedValue { $0.count } }
}

/// Keeps a connection within what the server may serve: closes it at once when the server already serves as many
/// as it may and none has waited long for its client (``ConnectionCount``), so that connections that are slow or
/// idle on purpose cannot take every file the process may open — the database's included; and closes it when a
/// request's body does not arrive whole within `requestTimeout` of its head, as a request's head must.
final class ConnectionLimit: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let count: ConnectionCount
    private let requestTimeout: TimeAmount
    private var counted = false
    private var deadline: Scheduled<Void>?

    init(_ count: ConnectionCount, requestTimeout: TimeAmount) {
        self.count = count
        self.requestTimeout = requestTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        counted = count.admit(context.channel)
        if !counted { context.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if counted { count.release(context.channel) }
        counted = false
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            let channel = context.channel
            deadline?.cancel()
            deadline = context.eventLoop.scheduleTask(in: requestTimeout) { channel.close(promise: nil) }
        case .body:
            break
        case .end:
            deadline?.cancel()
            deadline = nil
            count.answering(context.channel)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { count.waiting(context.channel) }
        context.write(data, promise: promise)
    }
}
