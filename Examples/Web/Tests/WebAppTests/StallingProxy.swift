import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP proxy on loopback in front of a server, which can stop carrying bytes either way — as a server that
/// was stopped, or a network that no longer carries its packets, looks to its clients: connections stay open and
/// nothing is answered — and carry them again, as the server or the network coming back.
final class StallingProxy: Sendable {
    /// The port the proxy listens on.
    let port: Int
    private let listener: any Channel
    private let state: NIOLockedValueBox<State>

    private struct State {
        var stalled = false
        var connections: [any Channel] = []
    }

    private init(port: Int, listener: any Channel, state: NIOLockedValueBox<State>) {
        self.port = port
        self.listener = listener
        self.state = state
    }

    /// Listens on a free loopback port, forwarding each connection to `host`:`port`.
    static func start(to host: String, port: Int) async throws -> StallingProxy {
        let state = NIOLockedValueBox(State())
        let group = MultiThreadedEventLoopGroup.singleton
        let listener = try await ServerBootstrap(group: group)
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
                    .connect(host: host, port: port)
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
            .bind(host: "127.0.0.1", port: 0).get()
        guard let bound = listener.localAddress?.port else { throw ProxyError.notBound }
        return StallingProxy(port: bound, listener: listener, state: state)
    }

    /// Stops carrying bytes: each side's bytes wait, unread, until ``resume()``.
    func stall() async throws {
        try await setReading(false)
    }

    /// Carries bytes again, those that waited first.
    func resume() async throws {
        try await setReading(true)
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
        let connections = state.withLockedValue { $0.connections }
        for connection in connections { try? await connection.close() }
        try await listener.close()
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
