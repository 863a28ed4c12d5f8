import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The HTTP server of the web front end, on Hummingbird: `GET` of any path is a page (or the user's navigation to
/// it), `HEAD` says whether it is a page without going there, `POST /act` an action of a form, `GET /page.js`
/// and `GET /page.css` the pages' script and style, `GET /health` (and `HEAD`) the store's and the sessions'
/// health; every page is `no-store`, so that the back and forward buttons ask the server again, and pages may load
/// nothing from elsewhere nor be framed by another site.
public enum WebServer {
    /// The name of the session cookie.
    public static let cookieName = "session"
    /// The name of the version cookie: the version of the session the browser last saw saved, so that a server
    /// whose copy is older — another server saved the session since — reads it again.
    public static let versionCookieName = "version"

    /// The session cookie's value and the version cookie's, if it is a number, in `request` — the first of each
    /// name, as browsers send the most specific first. Read here in one pass over the `Cookie` headers: reading
    /// them through Hummingbird's `cookies`, which splits every header into a list at each use, was 3 % of a
    /// request (BENCHMARKS.md, the web front end). Both values are tokens and numbers, which need no decoding.
    static func sessionCookies(in request: Request) -> (session: String?, version: Int?) {
        sessionCookies(inHeaders: request.headers[values: .cookie])
    }

    /// ``sessionCookies(in:)`` of a request whose `Cookie` headers are `headers`. Read byte by byte: the names
    /// and values are ASCII, and comparing characters — grapheme clusters — made this 3 % of a page view.
    static func sessionCookies(inHeaders headers: [String]) -> (session: String?, version: Int?) {
        var (session, version): (Substring?, Substring?) = (nil, nil)
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        for header in headers {
            for pair in header.utf8.split(separator: UInt8(ascii: ";")) {
                guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
                let name = pair[..<equals].drop(while: isSpace)
                var value = pair[pair.index(after: equals)...]
                while let last = value.last, isSpace(last) { value = value.dropLast() }
                if session == nil, name.elementsEqual(cookieName.utf8) { session = Substring(value) }
                if version == nil, name.elementsEqual(versionCookieName.utf8) { version = Substring(value) }
            }
        }
        return (session.map(String.init), version.flatMap { Int($0) })
    }

    /// The application: its router over a front end, listening where `configuration` says.
    ///
    /// - Parameters:
    ///   - configuration: Address, database and limits.
    ///   - store: The sessions' store; when `nil`, the SQLite file at ``WebConfiguration/databasePath`` (for
    ///     PostgreSQL, pass `PostgresSessionStore`'s, or `openSessionStore(at:)`'s of `WebPostgres`).
    /// - Returns: The application, to run or to test.
    public static func application(
        configuration: WebConfiguration, store: (any SessionStore)? = nil
    ) async throws -> some ApplicationProtocol {
        let store: any SessionStore =
            if let store { store } else { try await SQLiteSessionStore.open(path: configuration.databasePath) }
        return application(
            configuration: configuration, frontEnd: await WebFrontEnd(configuration: configuration, store: store))
    }

    /// The application over `frontEnd`, listening where `configuration` says: for a caller that closes the store
    /// once the application stops.
    ///
    /// - Parameters:
    ///   - configuration: Address and limits.
    ///   - frontEnd: The front end, over its store.
    ///   - onServerRunning: Called once the server listens, with its channel: its local address tells the port
    ///     it got when ``WebConfiguration/port`` is 0.
    /// - Returns: The application, to run.
    public static func application(
        configuration: WebConfiguration, frontEnd: WebFrontEnd,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let timeout = Int64(configuration.connectionTimeout * 1_000)
        let connections = ConnectionCount(limit: configuration.maxConnections)
        return Application(
            router: router(frontEnd, configuration: configuration),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        ConnectionLimit(connections, requestTimeout: .milliseconds(timeout))
                    ], idleTimeout: .milliseconds(timeout))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Web"),
            onServerRunning: onServerRunning)
    }

    /// The routes over `frontEnd`.
    public static func router(_ frontEnd: WebFrontEnd, configuration: WebConfiguration) -> Router<BasicRequestContext> {
        let router = Router()
        let page: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let (cookie, version) = sessionCookies(in: request)
            let reply = await frontEnd.get(uri: request.uri.string, cookie: cookie, version: version)
            return response(reply)
        }
        router.get("health") { _, _ in response(await frontEnd.health()) }
        router.get("page.js") { _, _ in asset(script, type: "text/javascript; charset=utf-8") }
        router.get("page.css") { _, _ in asset(style, type: "text/css; charset=utf-8") }
        router.get("/", use: page)
        router.get("**", use: page)
        let head: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            response(await frontEnd.head(uri: request.uri.string))
        }
        // A load balancer may check health with HEAD: the same answer as GET, without its body.
        router.head("health") { _, _ in
            var health = await frontEnd.health()
            health.bytes = []
            return response(health)
        }
        router.head("/", use: head)
        router.head("**", use: head)
        router.post("act") { request, _ in
            // Refused before the session is looked for: a browser sends no cookie with another site's form
            // (SameSite=Lax), and answering it as a session that ended would replace the user's cookie.
            if isFromAnotherSite(
                fetchSite: secFetchSite.flatMap { request.headers[$0] }, origin: request.headers[.origin],
                host: request.head.authority)
            {
                return response(.plainError(.forbidden, "A form from another site was refused: nothing was done."))
            }
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: configuration.maxBodyBytes)
            } catch {
                return response(
                    .plainError(.contentTooLarge, "The form is longer than \(configuration.maxBodyBytes) bytes."))
            }
            let (cookie, version) = sessionCookies(in: request)
            let reply = await frontEnd.post(body: Array(body.readableBytesView), cookie: cookie, version: version)
            return response(reply)
        }
        return router
    }

    /// The `Sec-Fetch-Site` header, which browsers send with every request: whether the page that made it is of
    /// this site.
    private static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")

    /// Whether a request comes from a page of another site, by what the browser says: `Sec-Fetch-Site`
    /// (`cross-site`, or `same-site` — another host of the same domain); without it, an `Origin` that is not this
    /// server's address (`host`), or `null` (a sandboxed page, a redirect from elsewhere). A request that says
    /// neither — not a browser's — is not refused here: its form is refused without this session's token.
    static func isFromAnotherSite(fetchSite: String?, origin: String?, host: String?) -> Bool {
        if let fetchSite { return fetchSite == "cross-site" || fetchSite == "same-site" }
        guard let origin else { return false }
        guard let scheme = origin.range(of: "://"), let host else { return true }
        return origin[scheme.upperBound...].lowercased() != host.lowercased()
    }

    /// The pages' script and style, made once.
    private static let (script, style) = (ByteBuffer(string: pageScript), ByteBuffer(string: styleSheet))

    /// The answer of the pages' script or style sheet, `body`: which the browser keeps for an hour.
    private static func asset(_ body: ByteBuffer, type: String) -> Response {
        var headers = commonHeaders(contentType: type)
        headers[.cacheControl] = "max-age=3600"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// The headers of every answer: `no-store`, so that Back and Forward ask the server again; and a policy
    /// that lets a page load only the site's own script and style, and no other site frame it (a click in a frame would
    /// act with the user's session).
    static func commonHeaders(contentType: String) -> HTTPFields {
        [
            .contentType: contentType,
            .cacheControl: "no-store",
            .xContentTypeOptions: "nosniff",
            .contentSecurityPolicy:
                "default-src 'none'; script-src 'self'; style-src 'self'; form-action 'self'; "
                + "frame-ancestors 'none'",
        ]
    }

    /// The headers of a page and of a plain answer, made once rather than at every answer (making them was
    /// 0.6 % of the server's CPU under push + back, in `perf`'s samples).
    private static let (pageHeaders, plainHeaders) = (
        commonHeaders(contentType: "text/html; charset=utf-8"), commonHeaders(contentType: "text/plain; charset=utf-8")
    )

    /// The HTTP response of `reply`.
    static func response(_ reply: WebReply) -> Response {
        var headers =
            if let type = reply.contentType { commonHeaders(contentType: type) } else {
                reply.isHTML ? pageHeaders : plainHeaders
            }
        if let location = reply.location { headers[.location] = location }
        var response = Response(
            status: HTTPResponse.Status(code: reply.status.rawValue), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.bytes)))
        if let id = reply.newSession {
            // Lax, not Strict: a link from another site is a top-level GET, which must carry the session — with
            // Strict it came without it, and the new session it started replaced the user's. Every change is a
            // POST, which Lax keeps from other sites, and which needs the session's form token besides.
            response.setCookie(Cookie(name: cookieName, value: id, path: "/", httpOnly: true, sameSite: .lax))
        }
        if let version = reply.version {
            response.setCookie(
                Cookie(name: versionCookieName, value: String(version), path: "/", httpOnly: true, sameSite: .lax))
        }
        return response
    }
}
