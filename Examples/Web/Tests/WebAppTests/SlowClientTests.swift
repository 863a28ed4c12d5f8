import Foundation
import HTTPTypes
import NIOCore
import NIOPosix
import Testing

@testable import WebApp

/// Clients that send a request a byte at a time, on purpose, cannot keep the others out: a request's body must
/// arrive within the connection timeout, as its head must, and while the server is full a new connection takes
/// the place of the one that has waited longest for its client.
@MainActor
struct SlowClientTests {
    /// Opens a connection to `port` and sends the head of a form of 1,000 bytes, then one byte of it — unless the
    /// server closed the connection at once, being full.
    nonisolated static func slowBody(to port: Int) async throws -> any Channel {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port).get()
        let head =
            "POST /act HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: 1000\r\n\r\na"
        do {
            try await channel.writeAndFlush(ByteBuffer(string: head))
        } catch ChannelError.ioOnClosedChannel {
            // Refused: the server serves as many as it may, none waiting long yet.
        }
        return channel
    }

    @Test func sixHundredSlowBodiesLeaveTheServerToOtherClients() async throws {
        let configuration = WebConfiguration(connectionTimeout: 8)
        try await withApp(configuration: configuration) { client, _ in
            var opened: [any Channel] = []
            for _ in 0..<600 { opened.append(try await Self.slowBody(to: client.port)) }
            let slow = opened
            defer { for channel in slow { channel.close(promise: nil) } }
            // They trickle on: a byte every 2 s each, for longer than the server's patience.
            let trickle = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: .seconds(2))
                    for channel in slow where channel.isActive {
                        channel.writeAndFlush(ByteBuffer(string: "a"), promise: nil)
                    }
                }
            }
            defer { trickle.cancel() }
            try await Task.sleep(for: .seconds(1.5))
            // Another client is served within a second, every time.
            for _ in 0..<5 {
                let start = ContinuousClock.now
                let response = try await client.execute(uri: "/health", method: .get)
                #expect(response.status == .ok)
                #expect(ContinuousClock.now - start < .seconds(1))
            }
        }
    }

    @Test func aBodyThatDoesNotArriveWithinTheTimeoutIsClosed() async throws {
        try await withApp(configuration: WebConfiguration(connectionTimeout: 2)) { client, _ in
            let channel = try await Self.slowBody(to: client.port)
            let trickle = Task {
                for _ in 0..<10 {
                    try await Task.sleep(for: .milliseconds(500))
                    channel.writeAndFlush(ByteBuffer(string: "a"), promise: nil)
                }
            }
            defer { trickle.cancel() }
            let start = ContinuousClock.now
            try await channel.closeFuture.get()
            // Closed at the timeout, though a byte came every half second: bytes arriving do not keep it open.
            #expect(ContinuousClock.now - start < .seconds(4))
        }
    }
}
