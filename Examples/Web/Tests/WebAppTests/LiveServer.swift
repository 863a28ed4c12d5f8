import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import NIOPosix
import ServiceLifecycle

@testable import WebApp

/// A response, as a browser reads it off the wire.
struct HTTPTestResponse: Sendable {
    /// The status line's status.
    let status: HTTPResponse.Status
    /// The response's header fields.
    let headers: HTTPFields
    /// The response's body: empty when it has none (a `HEAD`, a redirect without one).
    let body: ByteBuffer

    /// The session cookie the response sets, if it sets one: a new session, or a new id for the session.
    var sessionCookie: String? {
        headers[values: .setCookie].first { $0.hasPrefix(WebServer.cookieName + "=") }
    }
}

/// An HTTP/1.1 client of a server the tests started on a loopback port: each request on a connection of its own,
/// closed once answered, as the tests ask — in order, or from several tasks at once.
struct HTTPTestClient: Sendable {
    /// The server's port on 127.0.0.1.
    let port: Int

    /// Sends one request and reads its whole response.
    func execute(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil
    ) async throws -> HTTPTestResponse {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    // Unchecked, as curl's requests are: the tests also send what no browser would (a raw `<` in
                    // a path), which the server must answer, not trip on.
                    try channel.pipeline.syncOperations.addHTTPClientHandlers(enableOutboundHeaderValidation: false)
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var head = HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: uri)
            head.headers.add(name: "Host", value: "127.0.0.1:\(port)")
            head.headers.add(name: "Connection", value: "close")
            for field in headers { head.headers.add(name: field.name.rawName, value: field.value) }
            if let body { head.headers.add(name: "Content-Length", value: "\(body.readableBytes)") }
            // One write: the server may answer, and close, once it has read the head of a request without a
            // body; an end written after that would fail on the closed channel, the answer unread.
            var parts: [HTTPClientRequestPart] = [.head(head)]
            if let body { parts.append(.body(.byteBuffer(body))) }
            parts.append(.end(nil))
            try await outbound.write(contentsOf: parts)
            return try await Self.read(inbound)
        }
    }

    /// Reads one response: its head, then its body up to its end.
    private static func read(_ inbound: NIOAsyncChannelInboundStream<HTTPClientResponsePart>) async throws
        -> HTTPTestResponse
    {
        var received: HTTPResponseHead?
        var body = ByteBuffer()
        for try await part in inbound {
            switch part {
            case .head(let head):
                received = head
            case .body(var chunk):
                body.writeBuffer(&chunk)
            case .end:
                guard let head = received else { throw LiveServerError.noResponse }
                var fields = HTTPFields()
                for (name, value) in head.headers {
                    guard let field = HTTPField.Name(name) else { throw LiveServerError.invalidHeaderName(name) }
                    fields.append(HTTPField(name: field, value: value))
                }
                return HTTPTestResponse(
                    status: HTTPResponse.Status(code: Int(head.status.code), reasonPhrase: head.status.reasonPhrase),
                    headers: fields, body: body)
            }
        }
        throw LiveServerError.noResponse
    }
}

/// Why a test could not reach its server.
enum LiveServerError: Error {
    /// The connection closed before a whole response came.
    case noResponse
    /// The server stopped before it listened, or did not say where it listens within ``listenTimeout``.
    case notListening
    /// The server sent a header whose name is not an HTTP token.
    case invalidHeaderName(String)
}

/// How long a test waits for its server to listen before it fails: a server that never reports its port fails
/// the test, rather than hanging it.
let listenTimeout = Duration.seconds(30)

/// Runs `test` with a client of the front end's application as it ships
/// (``WebServer/application(configuration:frontEnd:onServerRunning:)``: its connection limit and timeouts included),
/// listening on a free loopback port; then stops the server as `web` stops on SIGTERM, gracefully.
func withLiveServer<Value: Sendable>(
    _ frontEnd: WebFrontEnd, configuration: WebConfiguration,
    _ test: @Sendable (HTTPTestClient) async throws -> Value
) async throws -> Value {
    var configuration = configuration
    configuration.host = "127.0.0.1"
    configuration.port = 0
    let (ports, listening) = AsyncStream.makeStream(of: Int.self)
    let app = WebServer.application(configuration: configuration, frontEnd: frontEnd) { channel in
        if let port = channel.localAddress?.port { listening.yield(port) }
        listening.finish()
    }
    let server = ServiceGroup(services: [app], logger: app.logger)
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
            defer { listening.finish() }  // a server that could not listen ends the wait for its port
            try await server.run()
        }
        let deadline = Task {
            try await Task.sleep(for: listenTimeout)
            listening.finish()
        }
        var iterator = ports.makeAsyncIterator()
        let reported = await iterator.next()
        deadline.cancel()
        guard let port = reported else {
            await server.triggerGracefulShutdown()
            try await group.waitForAll()  // the server's own error, if it threw one
            throw LiveServerError.notListening
        }
        do {
            let value = try await test(HTTPTestClient(port: port))
            await server.triggerGracefulShutdown()
            return value
        } catch {
            await server.triggerGracefulShutdown()
            throw error
        }
    }
}
