import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP proxy on loopback in front of a server, which can stop carrying bytes either way — as a server that
/// was stopped, or a network that no longer carries its packets, looks to its clients: connections stay open and
/// nothing is answered — and carry them again, as the server or the network coming back. It can also refuse
/// connections, as a server that is down does: every connection closed, and the port no longer listened on, until
/// it listens again.
final class StallingProxy: Sendable {
    /// The port the proxy listens on.
    let port: Int
    private let target: (host: String, port: Int)
    private let state: NIOLockedValueBox<State>

    private struct State {
        var stalled = false
        var listener: (any Channel)?
        var connections: [any Channel] = []
    }

    private init(port: Int, target: (host: String, port: Int), state: NIOLockedValueBox<State>) {
        self.port = port
        self.target = target
        self.state = state
    }

    /// Listens on a free loopback port, forwarding each connection to `host`:`port`.
    static func start(to host: String, port: Int) async throws -> StallingProxy {
        let state = NIOLockedValueBox(State())
        let listener = try await listen(on: 0, forwardingTo: (host, port), state: state)
        guard let bound = listener.localAddress?.port else { throw ProxyError.notBound }
        state.withLockedValue { $0.listener = listener }
        return StallingProxy(port: bound, target: (host, port), state: state)
    }

    /// A listener on the loopback port `port` (any free one when 0) that forwards each connection to `target`.
    private static func listen(
        on port: Int, forwardingTo target: (host: String, port: Int), state: NIOLockedValueBox<State>
    ) async throws -> any Channel {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            // A connection reads nothing until its way to the server is open.
            .childChannelOption(.autoRead, value: false)
            .childChannelInitializer { inbound in
                ClientBootstrap(group: inbound.eventLoop)
                    .channelInitializer { outbound in
                        outbound.eventLoop.makeCompletedFuture {
                            try outbound.pipeline.syncOperations.addHandler(Relay(to: inbound))
                        }
                    }
                    .connect(host: target.host, port: target.port)
                    .flatMapThrowing { outbound in
                        try inbound.pipeline.syncOperations.addHandler(Relay(to: outbound))
                        return outbound
                    }
                    .flatMap { outbound in
                        let stalled = state.withLockedValue { state in
                            state.connections += [inbound, outbound]
                            return state.stalled
                        }
                        return stalled
                            ? outbound.setOption(.autoRead, value: false)
                            : inbound.setOption(.autoRead, value: true)
                    }
            }
            .bind(host: "127.0.0.1", port: port).get()
    }

    /// Stops carrying bytes: each side's bytes wait, unread, until ``resume()``.
    func stall() async throws {
        try await setReading(false)
    }

    /// Carries bytes again, those that waited first.
    func resume() async throws {
        try await setReading(true)
    }

    /// Refuses connections, as a server that is down: closes every connection, and stops listening until
    /// ``listenAgain()``.
    func refuse() async throws {
        let (listener, connections) = state.withLockedValue { state in
            defer { (state.listener, state.connections) = (nil, []) }
            return (state.listener, state.connections)
        }
        try await listener?.close()
        for connection in connections { try? await connection.close() }
    }

    /// Listens again on the same port, as a server that came back.
    func listenAgain() async throws {
        let listener = try await Self.listen(on: port, forwardingTo: target, state: state)
        state.withLockedValue { $0.listener = listener }
    }

    private func setReading(_ reading: Bool) async throws {
        let connections = state.withLockedValue { state in
            state.stalled = !reading
            return state.connections
        }
        for connection in connections where connection.isActive {
            try? await connection.setOption(.autoRead, value: reading).get()
        }
    }

    /// Closes the proxy and every connection through it.
    func close() async throws {
        try await refuse()
    }

    enum ProxyError: Error {
        case notBound
    }
}

/// Writes what one side of a proxied connection reads to the other side, and closes the other side with it.
private final class Relay: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    private let partner: any Channel

    init(to partner: any Channel) {
        self.partner = partner
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        partner.writeAndFlush(unwrapInboundIn(data), promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        partner.close(promise: nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
