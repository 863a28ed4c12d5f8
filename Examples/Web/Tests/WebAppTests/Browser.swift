import Foundation
import Hummingbird
import Navigation
import Screens
import Testing
import WebPostgres

@testable import WebApp

/// A browser over the app under test: it keeps the session cookie, and sends forms as the last page wrote them,
/// with its CSRF token, entry, address and screen.
final class Browser: @unchecked Sendable {
    let client: HTTPTestClient
    /// The browser's cookies, which another `Browser` of the same browser — on another server — shares.
    let jar: CookieJar
    /// The session cookie.
    var cookie: String? {
        get { jar.session }
        set { jar.session = newValue }
    }
    /// The version cookie: the version of the session this browser last saw saved.
    var version: String? {
        get { jar.version }
        set { jar.version = newValue }
    }
    /// The last page's HTML.
    var page = ""
    /// The path of the last page.
    var path = ""

    init(_ client: HTTPTestClient, cookie: String? = nil) {
        self.client = client
        self.jar = CookieJar(session: cookie)
    }

    /// The same browser as `other` — its cookies — sending its requests to `client`: another server behind
    /// the same address.
    init(_ client: HTTPTestClient, sharing other: Browser) {
        self.client = client
        self.jar = other.jar
    }

    /// GETs `uri` as the address bar does; follows redirects (at most 5) and keeps the final page.
    @discardableResult
    func open(_ uri: String) async throws -> HTTPTestResponse {
        var response = try await request(uri, method: .get)
        var hops = 0
        while response.status == .seeOther, let location = response.headers[.location], hops < 5 {
            response = try await request(location, method: .get)
            hops += 1
        }
        return response
    }

    /// Posts the form of `action` on the last page (with `value` when several forms have that action), adding
    /// `fields`; follows the redirect.
    @discardableResult
    func submit(_ action: String, value: String? = nil, _ fields: [String: String] = [:]) async throws
        -> HTTPTestResponse
    {
        var form = pageFields
        form["action"] = action
        if let value { form["value"] = value }
        form.merge(fields) { $1 }
        let response = try await post(form)
        guard response.status == .seeOther, let location = response.headers[.location] else { return response }
        return try await open(location)
    }

    /// Opens the shop, adds the teapot (product 3) to the cart, and opens the cart.
    func walkToTheCart() async throws {
        try await openTheTeapot()
        try await submit("add")
        try await submit("cart")
    }

    /// Walks to the cart with the teapot in it, then to the checkout, signing in as Ada on the way.
    func walkToTheCheckout() async throws {
        try await walkToTheCart()
        try await submit("checkout")
        try await submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
    }

    /// Opens the shop, then the teapot's page (product 3).
    func openTheTeapot() async throws {
        try await open("/@shop")
        try await submit("open", value: "3")
    }

    /// Posts `fields` as a form, as they are.
    func post(_ fields: [String: String], headers: HTTPFields = [:]) async throws -> HTTPTestResponse {
        let body = fields.sorted { $0.key < $1.key }.map { "\(Self.encode($0.key))=\(Self.encode($0.value))" }
            .joined(separator: "&")
        return try await request("/act", method: .post, body: body, headers: headers)
    }

    /// Sends one request with the cookies, and `headers`; keeps new cookies, the page and its path.
    func request(
        _ uri: String, method: HTTPRequest.Method, body: String? = nil, headers extra: HTTPFields = [:]
    ) async throws -> HTTPTestResponse {
        var headers = extra
        let cookies = [(WebServer.cookieName, cookie), (WebServer.versionCookieName, version)]
            .compactMap { name, value in value.map { "\(name)=\($0)" } }
        if !cookies.isEmpty { headers[.cookie] = cookies.joined(separator: "; ") }
        if body != nil { headers[.contentType] = "application/x-www-form-urlencoded" }
        let response = try await client.execute(
            uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        for set in response.headers[values: .setCookie] {
            guard let pair = set.split(separator: ";").first?.split(separator: "=", maxSplits: 1), pair.count == 2
            else { continue }
            switch String(pair[0]) {
            case WebServer.cookieName: cookie = String(pair[1])
            case WebServer.versionCookieName: version = String(pair[1])
            default: break
            }
        }
        if response.status != .seeOther {
            page = String(buffer: response.body)
            if method == .get { path = String(uri.prefix { $0 != "?" }) }
        }
        return response
    }

    /// The CSRF token of the last page's forms.
    var token: String { field("csrf") ?? "" }
    /// The entry of the last page's forms.
    var entry: String { field("entry") ?? "" }
    /// The hidden fields of the last page's forms — token, entry, the page's address and screen — as a form of
    /// that page sends them, to post later as a page the browser kept.
    var pageFields: [String: String] {
        [
            "csrf": token, "entry": entry, "page": field("page") ?? "", "screen": field("screen") ?? "",
            "submission": field("submission") ?? "",
        ]
    }
    /// The actions of the last page's forms, in order (`add`, `back`, `close`).
    var actions: [String] {
        let marker = #"name="action" value=""#
        return page.components(separatedBy: marker).dropFirst().compactMap { $0.split(separator: "\"").first }
            .map(String.init)
    }
    /// The title of the last page.
    var title: String { between(#"<h1 id="title">"#, "</h1>") ?? "" }
    /// The breadcrumb of the last page, as text.
    var breadcrumb: String {
        (between(#"<nav class="crumbs">"#, "</nav>") ?? "").replacingOccurrences(
            of: "<[^>]+>", with: "", options: .regularExpression)
    }

    private func field(_ name: String) -> String? {
        between(#"name="\#(name)" value=""#, "\"")
    }

    private func between(_ start: String, _ end: String) -> String? {
        guard let from = page.range(of: start), let to = page.range(of: end, range: from.upperBound..<page.endIndex)
        else { return nil }
        return String(page[from.upperBound..<to.lowerBound])
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}

/// A browser's cookies.
final class CookieJar: @unchecked Sendable {
    var session: String?
    var version: String?

    init(session: String?) {
        self.session = session
    }
}

/// A clock the tests move.
@MainActor
final class TestClock {
    var now: Double = 1_000_000
}

/// The store a test runs against.
enum TestStore {
    /// SQLite, or PostgreSQL when `WEB_TEST_POSTGRES` names a database (`postgres://…`): CI runs the tests both
    /// ways.
    case underTest
    /// SQLite whatever the environment, for what only SQLite has (its file, its locks), waiting at most
    /// `busyTimeout` milliseconds for a lock.
    case sqlite(busyTimeout: Int = SQLiteSessionStore.defaultBusyTimeout)
    /// PostgreSQL at `url` whatever the environment, each query bounded by `timeout`.
    case postgres(url: String, timeout: Duration)

    /// The PostgreSQL database the tests run against, if any.
    static let postgres = ProcessInfo.processInfo.environment["WEB_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    /// Opens the store `name`: the SQLite file at that path, or for PostgreSQL a table named after the file — so
    /// that a second server, or a reader, opens the same sessions — or, when `name` is `nil`, a store of its own.
    /// `isShared`: other servers use it too (always so for PostgreSQL).
    func open(_ name: String?, isShared: Bool = false) async throws -> any SessionStore {
        switch self {
        case .underTest:
            guard let postgres = Self.postgres else {
                return try await SQLiteSessionStore.open(path: name, isShared: isShared)
            }
            return try await PostgresSessionStore.open(url: postgres, table: Self.table(of: name ?? "\(UUID())"))
        case .sqlite(let busyTimeout):
            return try await SQLiteSessionStore.open(path: name, busyTimeout: busyTimeout, isShared: isShared)
        case .postgres(let url, let timeout):
            return try await PostgresSessionStore.open(
                url: url, table: Self.table(of: name ?? "\(UUID())"), timeout: timeout)
        }
    }

    /// The PostgreSQL table of the store `name`: named after the file.
    static func table(of name: String) -> String {
        let file = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        return "test_" + file.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// Closes `store`; drops its PostgreSQL table first when it is `ownTable`, a table no later store opens.
    func close(_ store: any SessionStore, ownTable: Bool) async throws {
        if ownTable, let postgres = store as? PostgresSessionStore { try await postgres.dropTable() }
        try await store.close()
    }
}

/// Runs `test` against the app on a live server (``withLiveServer(_:configuration:_:)``), with the front end to
/// look into; closes the store afterwards.
@MainActor
func withApp(
    configuration: WebConfiguration = WebConfiguration(), databasePath: String? = nil, clock: TestClock = TestClock(),
    store kind: TestStore = .underTest,
    _ test: @escaping @Sendable (HTTPTestClient, WebFrontEnd) async throws -> Void
) async throws {
    let store = try await kind.open(databasePath)
    let frontEnd = WebFrontEnd(configuration: configuration, store: store) { clock.now }
    do {
        try await withLiveServer(frontEnd, configuration: configuration) { client in try await test(client, frontEnd) }
    } catch {
        try await kind.close(store, ownTable: databasePath == nil)
        throw error
    }
    try await kind.close(store, ownTable: databasePath == nil)
}
