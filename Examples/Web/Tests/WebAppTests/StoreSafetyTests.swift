import Assembly
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Navigation
import PostgresNIO
import SQLiteNIO
import Screens
import Testing

@testable import WebApp
@testable import WebPostgres

/// What keeps sessions safe and the store honest: the cookie a link from another site carries, pages no other
/// site can frame, a database file of its owner's, and a locked database that neither hangs a request nor loses
/// its change.
@Suite(.temporaryDatabases)
@MainActor
struct StoreSafetyTests {
    /// A new database's path in the temporary folder, removed when the test ends within ``TemporaryDatabases``.
    nonisolated static func temporaryDatabase() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("web-\(UUID()).sqlite").path
        TemporaryDatabases.made?.withLockedValue { $0.append(path) }
        return path
    }

    @Test func theSessionCookieComesWithALinkFromAnotherSiteAndNoSiteCanFrameAPage() async throws {
        try await withApp { client, _ in
            let response = try await Browser(client).request("/@shop", method: .get)
            let cookie = try #require(response.sessionCookie)
            // Lax: a top-level GET from another site carries it, a POST from another site does not.
            #expect(cookie.contains("SameSite=Lax"))
            #expect(cookie.contains("HttpOnly"))
            let policy = try #require(response.headers[.contentSecurityPolicy])
            #expect(policy.contains("frame-ancestors 'none'"))
        }
    }

    /// A form another site posts — auto-posted by its page, whether the browser sends the cookie or not — is
    /// refused before any session is looked for: the user's cookie is not replaced and the session not changed.
    @Test func aFormFromAnotherSiteIsRefusedWithoutTouchingTheCookieOrTheSession() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.walkToTheCart()
            let id = try #require(browser.cookie)
            let before = await frontEnd.state(ofSession: id)
            let fields = browser.pageFields.merging(["action": "remove", "value": "3"]) { $1 }
            let fetchSite = try #require(HTTPField.Name("Sec-Fetch-Site"))
            for headers: HTTPFields in [
                [fetchSite: "cross-site"], [fetchSite: "same-site"], [.origin: "http://localhost:1"], [.origin: "null"],
            ] {
                for cookie in [id, nil] {
                    let other = Browser(client, cookie: cookie)
                    let response = try await other.post(fields, headers: headers)
                    #expect(response.status == .forbidden, "\(headers)")
                    #expect(response.sessionCookie == nil, "\(headers): the user's cookie stays")
                    #expect(String(buffer: response.body).contains("A form from another site was refused"))
                }
            }
            #expect(await frontEnd.state(ofSession: id) == before)
            // The same form from the site's own page does what it says.
            let own = try await browser.post(fields, headers: [fetchSite: "same-origin"])
            #expect(own.status == .seeOther)
            #expect(await frontEnd.state(ofSession: id) != nil)
        }
    }

    @Test func whatSaysWhereARequestComesFrom() {
        #expect(WebServer.isFromAnotherSite(fetchSite: "cross-site", origin: nil, host: "shop.example"))
        #expect(
            !WebServer.isFromAnotherSite(fetchSite: "same-origin", origin: "http://evil.example", host: "shop.example"))
        #expect(!WebServer.isFromAnotherSite(fetchSite: "none", origin: nil, host: "shop.example"))
        #expect(WebServer.isFromAnotherSite(fetchSite: nil, origin: "https://evil.example", host: "shop.example"))
        #expect(
            !WebServer.isFromAnotherSite(fetchSite: nil, origin: "https://Shop.example:8443", host: "shop.example:8443")
        )
        #expect(!WebServer.isFromAnotherSite(fetchSite: nil, origin: nil, host: "shop.example"))
    }

    @Test func theDatabaseIsReadableByItsOwnerOnly() async throws {
        let file = Self.temporaryDatabase()
        let store = try await SQLiteSessionStore.open(path: file)
        try await store.close()
        let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func aDatabaseLockedByAnotherProcessAnswersWithinTheWaitUndoesTheChangeAndSavesItTriedAgain() async throws {
        let file = Self.temporaryDatabase()
        let clock = TestClock()
        try await withApp(databasePath: file, clock: clock, store: .sqlite(busyTimeout: 1_000)) { client, _ in
            let browser = Browser(client)
            _ = try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            let id = try #require(browser.cookie)
            // Another connection — as another process would — takes the write lock and keeps it.
            let other = try await SQLiteConnection.open(storage: .file(path: file))
            _ = try await other.query("BEGIN IMMEDIATE")
            let start = ContinuousClock.now
            try await browser.submit("add")
            // One wait for the lock (1 s here): the page the answer redirects to does not save again at once.
            #expect(ContinuousClock.now - start < .seconds(2))
            #expect(browser.page.contains("this page shows what is saved"))
            // In words for the shopper; the store's error is in the log only.
            #expect(!browser.page.contains("SQLite") && !browser.page.contains("locked"))
            // The page shows what is saved: the change undone, nothing shown that a restart would lose.
            #expect(browser.page.contains("In your cart: 0."))
            #expect(browser.path == "/@shop/shop/catalog/shop/product;productID=2")
            _ = try await other.query("ROLLBACK")
            try await other.close()
            // Tried again once the store is free and a moment has passed: saved.
            await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
            try await browser.submit("add")
            #expect(browser.page.contains("In your cart: 1.") && !browser.page.contains("could not be saved"))
            let reader = try await TestStore.sqlite().open(file)
            let row = try #require(try await reader.load(id: id))
            try await reader.close()
            #expect(String(decoding: row.services, as: UTF8.self).contains("\"productID\":2"))
        }
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aSessionRowLockedByAnotherPostgreSQLConnectionAnswersWithinTheBoundAndUndoesTheChange()
        async throws
    {
        let url = try #require(TestStore.postgres)
        // The store's table, whose rows the other connection locks.
        let name = Self.temporaryDatabase()
        let table = TestStore.table(of: name)
        let other = PostgresClient(configuration: try PostgresSessionStore.configuration(of: url))
        let running = Task { await other.run() }
        defer { running.cancel() }
        let clock = TestClock()
        try await withApp(databasePath: name, clock: clock) { client, _ in
            let browser = Browser(client)
            _ = try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            // A cart: the session has a row.
            try await browser.submit("add")
            let id = try #require(browser.cookie)
            // Another connection — as another server or a maintenance job would — locks the session's row, in a
            // transaction it keeps open while the browser adds to its cart.
            let elapsed = try await other.withConnection { connection in
                let logger = Logger(label: "test.lock")
                try await connection.query("BEGIN", logger: logger)
                try await connection.query(
                    "SELECT id FROM \(unescaped: table) WHERE id = \(id) FOR UPDATE", logger: logger)
                let start = ContinuousClock.now
                try await browser.submit("add")
                let elapsed = ContinuousClock.now - start
                try await connection.query("ROLLBACK", logger: logger)
                return elapsed
            }
            // The save waited for the lock as long as the server's bound (4 s of the store's 5 s), once, then the
            // page said so: the server gave the save up, so it is not written once the lock is free.
            #expect(elapsed >= .seconds(3.5))
            #expect(elapsed < .seconds(10))
            #expect(browser.page.contains("could not be saved"))
            #expect(browser.page.contains("In your cart: 1."))
            // Tried again once a moment has passed: saved.
            await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
            try await browser.submit("add")
            #expect(browser.page.contains("In your cart: 2."))
            let reader = try await TestStore.underTest.open(name)
            let row = try #require(try await reader.load(id: id))
            try await TestStore.underTest.close(reader, ownTable: true)
            #expect(String(decoding: row.services, as: UTF8.self).contains("\"productID\":2"))
        }
    }

    /// A query PostgreSQL refuses is named by PostgreSQL's own message and SQLSTATE, which the front end logs —
    /// `PSQLError` names itself only as a "generic description".
    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aQueryPostgreSQLRefusesIsNamedByItsOwnMessage() async throws {
        let url = try #require(TestStore.postgres)
        let table = TestStore.table(of: Self.temporaryDatabase())
        let store = try await PostgresSessionStore.open(url: url, table: table)
        try await store.dropTable()
        let error = try await #require(throws: (any Error).self) { try await store.count() }
        let named = "\(error)"
        #expect(named.contains("does not exist") && named.contains("SQLSTATE 42P01"), "\(named)")
        #expect(!named.contains("Generic description"))
        try await store.close()
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func savesWrittenTogetherAreNotKeptWaitingByARowAnotherConnectionLocks() async throws {
        let url = try #require(TestStore.postgres)
        let table = TestStore.table(of: Self.temporaryDatabase())
        let store = try await PostgresSessionStore.open(url: url, table: table, timeout: .seconds(20))
        let ids = (0..<100).map { _ in WebSession.randomToken() }
        for (index, id) in ids.enumerated() {
            #expect(try await store.save(id: id, MultiServerTests.row(index, version: 1), replacing: 0))
        }
        let locked = 50
        let other = PostgresClient(configuration: try PostgresSessionStore.configuration(of: url))
        let running = Task { await other.run() }
        defer { running.cancel() }
        let logger = Logger(label: "test.lock")
        // Another connection holds one session's row in a transaction it keeps open while every session saves.
        let lockedSave = try await other.withConnection { connection in
            try await connection.query("BEGIN", logger: logger)
            try await connection.query(
                "SELECT id FROM \(unescaped: table) WHERE id = \(ids[locked]) FOR UPDATE", logger: logger)
            let lockedSave = Task {
                try await store.save(id: ids[locked], MultiServerTests.row(locked, version: 2), replacing: 1)
            }
            let start = ContinuousClock.now
            let saved = try await withThrowingTaskGroup(of: Bool.self) { group in
                for (index, id) in ids.enumerated() where index != locked {
                    group.addTask {
                        try await store.save(id: id, MultiServerTests.row(index, version: 2), replacing: 1)
                    }
                }
                var saved = 0
                for try await written in group where written { saved += 1 }
                return saved
            }
            // Every other session was written while the lock was held, without waiting for it (20 s).
            #expect(saved == ids.count - 1)
            #expect(ContinuousClock.now - start < .seconds(10))
            try await connection.query("COMMIT", logger: logger)
            return lockedSave
        }
        // The locked session's save waited for the lock alone, and wrote its row once the lock was let go.
        #expect(try await lockedSave.value)
        for (index, id) in ids.enumerated() {
            #expect(try await store.load(id: id) == MultiServerTests.row(index, version: 2), "session \(index)")
        }
        try await TestStore.underTest.close(store, ownTable: true)
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func savesQueuedBehindAStatementTheServerDoesNotAnswerFailWithinTheirOwnBound() async throws {
        let url = try #require(TestStore.postgres)
        let configuration = try PostgresSessionStore.configuration(of: url)
        let (server, port) = (try #require(configuration.host), try #require(configuration.port))
        let proxy = try await StallingProxy.start(to: server, port: port)
        let proxied = url.replacingOccurrences(of: "\(server):\(port)", with: "127.0.0.1:\(proxy.port)")
        let table = TestStore.table(of: Self.temporaryDatabase())
        // A bound of 2 s, not 1: opening and the first saves, made before the server stalls, must not time out on a
        // busy machine (with 1 s, opening once did, while release builds ran beside the suite).
        let store = try await PostgresSessionStore.open(url: proxied, table: table, timeout: .seconds(2))
        do {
            let ids = (0..<20).map { _ in WebSession.randomToken() }
            for (index, id) in ids.enumerated() {
                #expect(try await store.save(id: id, MultiServerTests.row(index, version: 1), replacing: 0))
            }
            // The server stops answering while twenty saves come together: the first is written alone and waits;
            // the others wait behind it, and each fails within its own bound (2 s) from when it was asked for —
            // not after the first's bound and then one of its own (4 s).
            try await proxy.stall()
            // Each save's outcome — `nil` when it timed out — and how long it took.
            let waits = try await withThrowingTaskGroup(of: (Bool?, Double).self) { group in
                for (index, id) in ids.enumerated() {
                    group.addTask {
                        let start = ContinuousClock.now
                        let outcome: Bool?
                        do {
                            outcome = try await store.save(
                                id: id, MultiServerTests.row(index, version: 2), replacing: 1)
                        } catch is PostgresTimeout {
                            outcome = nil
                        }
                        let elapsed = ContinuousClock.now - start
                        return (
                            outcome, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                        )
                    }
                }
                var waits: [(Bool?, Double)] = []
                for try await wait in group { waits.append(wait) }
                return waits
            }
            // (A connection may carry one more read after the proxy stalls, so the first statement can be answered.)
            #expect(waits.contains { $0.0 == nil }, "the server stopped answering")
            let longest = waits.map(\.1).max() ?? 0
            #expect(longest < 3.4, "\(waits.map(\.1))")
            // Once the server answers again, each session is as it was or as its save made it, whole: a statement
            // whose bytes were on their way when its connection was closed may still have been made — which a
            // front end finds at its next save, refused for the version, and reads the session again. Read
            // through a connection of its own, not the proxied store's pool, which reconnects at its own pace.
            try await proxy.resume()
            let direct = try await PostgresSessionStore.open(url: url, table: table)
            for (index, id) in ids.enumerated() {
                let row = try await direct.load(id: id)
                #expect(
                    row == MultiServerTests.row(index, version: 1) || row == MultiServerTests.row(index, version: 2),
                    "session \(index)")
            }
            try await TestStore.underTest.close(direct, ownTable: true)
        } catch {
            try await proxy.close()
            throw error
        }
        try await store.close()
        try await proxy.close()
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aPostgreSQLServerThatStopsAnsweringIsWaitedForWithinTheBoundAndTheChangeUndoneUntilItAnswers()
        async throws
    {
        // The store reaches the server through a proxy that can stop carrying bytes, as a server stopped, or a
        // network that no longer carries its packets, looks: connections open, nothing answered.
        let clock = TestClock()
        try await Self.withAppBehindProxy(clock: clock) { client, proxy, name in
            let (browser, id) = try await Self.productPage(client)
            try await proxy.stall()
            let start = ContinuousClock.now
            try await browser.submit("add")
            let elapsed = ContinuousClock.now - start
            // The save waited for the server's answer as long as the store's bound (2 s here), once, then the
            // page said so — rather than wait as long as the server does not answer.
            #expect(elapsed >= .seconds(1.5))
            #expect(elapsed < .seconds(10))
            #expect(browser.page.contains("could not be saved"))
            #expect(!browser.page.contains("PostgreSQL"))
            #expect(browser.page.contains("In your cart: 0."))
            // The health endpoint says so too, within the bound.
            let degraded = try await client.execute(uri: "/health", method: .get)
            #expect(degraded.status == .serviceUnavailable)
            #expect(String(buffer: degraded.body).contains(#""store": "unavailable""#))
            // The server answers again. The save whose answer was lost may still reach it, and be written: the
            // form posted again from the page drawn after the undo is the same form, so the change is made once
            // either way — over a connection the store opens anew.
            try await proxy.resume()
            await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
            try await browser.submit("add")
            #expect(browser.page.contains("In your cart: 1."))
            try await Self.expectCartSaved(client, table: name, session: id)
        }
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aPostgreSQLServerBackAfterALongOutageSavesAChangeAtTheFirstTry() async throws {
        // The store reaches the server through a proxy that can refuse connections, as a server that is down.
        let clock = TestClock()
        try await Self.withAppBehindProxy(clock: clock) { client, proxy, name in
            let (browser, id) = try await Self.productPage(client)
            try await proxy.refuse()
            // Each change tries the store once more, and waits for it up to its bound, until the client's pool,
            // after a minute of failed attempts to connect, fails its queries at once: it then tries to
            // connect again only after a backoff grown to many seconds.
            let outage = ContinuousClock.now
            var failedAtOnce = false
            while !failedAtOnce, ContinuousClock.now - outage < .seconds(120) {
                await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
                let took = try await Self.seconds { try await browser.submit("add") }
                failedAtOnce = took < 0.5
                #expect(browser.page.contains("could not be saved") && browser.page.contains("In your cart: 0."))
                // Never past the bound, even as the pool begins to fail its queries at once (`withTimeout`).
                #expect(took < 4, "a change waited \(took) s for a store whose bound is 2 s")
            }
            try #require(failedAtOnce)
            // The server is back: the first change tried after that is saved, on a pool that connects at once,
            // not after the failed pool's backoff.
            try await proxy.listenAgain()
            await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
            try await browser.submit("add")
            #expect(!browser.page.contains("could not be saved") && browser.page.contains("In your cart: 1."))
            try await Self.expectCartSaved(client, table: name, session: id)
        }
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aClosedPostgreSQLStoreRefusesEveryQueryAndStartsNoPoolAgain() async throws {
        let url = try #require(TestStore.postgres)
        let store = try await PostgresSessionStore.open(url: url, table: TestStore.table(of: Self.temporaryDatabase()))
        try await store.dropTable()
        try await store.close()
        // Refused by the store itself, not by a pool it would start again to try the query on.
        await #expect(throws: StoreClosed.self) { try await store.check() }
        await #expect(throws: StoreClosed.self) { _ = try await store.load(id: "any") }
    }

    /// A browser on the page of product 2, and its session's id.
    static func productPage(_ client: HTTPTestClient) async throws -> (Browser, String) {
        let browser = Browser(client)
        _ = try await browser.open("/@shop")
        try await browser.submit("open", value: "2")
        return (browser, try #require(browser.cookie))
    }

    /// Expects the health endpoint to say the server is healthy, and the session `id` saved in `name` with
    /// product 2 in its cart.
    static func expectCartSaved(_ client: HTTPTestClient, table name: String, session id: String) async throws {
        let healthy = try await client.execute(uri: "/health", method: .get)
        #expect(healthy.status == .ok)
        let reader = try await TestStore.underTest.open(name)
        let row = try #require(try await reader.load(id: id))
        try await reader.close()
        #expect(String(decoding: row.services, as: UTF8.self).contains("\"productID\":2"))
    }

    /// Runs `test` with the app over the PostgreSQL database `WEB_TEST_POSTGRES` names, its store reaching the
    /// server through a ``StallingProxy`` and waiting at most 2 s a query; `test` gets the proxy and the name of the
    /// session table, which is dropped after.
    static func withAppBehindProxy(
        clock: TestClock,
        _ test: @escaping @Sendable (HTTPTestClient, StallingProxy, String) async throws -> Void
    ) async throws {
        let url = try #require(TestStore.postgres)
        let configuration = try PostgresSessionStore.configuration(of: url)
        let (server, port) = (try #require(configuration.host), try #require(configuration.port))
        let proxy = try await StallingProxy.start(to: server, port: port)
        let proxied = url.replacingOccurrences(of: "\(server):\(port)", with: "127.0.0.1:\(proxy.port)")
        try #require(proxied != url)
        let name = temporaryDatabase()
        do {
            try await withApp(databasePath: name, clock: clock, store: .postgres(url: proxied, timeout: .seconds(2))) {
                client, _ in try await test(client, proxy, name)
            }
        } catch {
            try await proxy.close()
            throw error
        }
        try await proxy.close()
        let dropping = try await TestStore.underTest.open(name)
        try await TestStore.underTest.close(dropping, ownTable: true)
    }

    @Test func aStoreThatCannotBeOpenedSaysWhereAndWhyWithoutItsPassword() async throws {
        // A file in a directory that does not exist: SQLite's error, and the path.
        let path = "/nonexistent-\(UUID())/sessions.sqlite"
        let file = await #expect(throws: StoreNotOpened.self) { _ = try await openSessionStore(at: path) }
        #expect(file?.location == path)
        #expect(
            file?.description
                == "the session store \(path) could not be opened: the file cannot be created: No such file or directory"
        )
        // A PostgreSQL URL the store cannot use: the URL as the log shows it has no password.
        let url = "postgres://web:s3cret@db.example:5433/shop?sslmode=verify-full"
        let server = await #expect(throws: StoreNotOpened.self) { _ = try await openSessionStore(at: url) }
        #expect(server?.location == "postgres://web@db.example:5433/shop?sslmode=verify-full")
        #expect(server?.description.contains("s3cret") == false)
        #expect(server?.description.hasSuffix("sslmode verify-full is not one of disable, prefer, require") == true)
        // One that cannot be read at all shows its scheme only.
        #expect(StoreNotOpened.shown("postgres://web:s3cret@db.example:port/shop") == "postgres://…")
    }

    @Test func aPostgreSQLStoreWhoseServerCannotBeReachedFailsToOpenWithinOneBoundAndSaysWhy() async throws {
        // Nothing listens on port 1: each attempt to connect is refused, and the table cannot be created. The store
        // says so after its bound, once — not after a second bound spent checking for a table it could not create —
        // and says why, rather than that the server did not answer.
        let start = ContinuousClock.now
        let error = await #expect(throws: PostgresUnreachable.self) {
            _ = try await PostgresSessionStore.open(
                url: "postgres://web@127.0.0.1:1/web?sslmode=disable", timeout: .seconds(1))
        }
        let waited = ContinuousClock.now - start
        #expect(waited < .milliseconds(1_800), "opening waited \(waited) for a bound of 1 s")
        #expect(error?.description.hasPrefix("PostgreSQL at 127.0.0.1:1 cannot be reached: ") == true)
        #expect(error?.description.contains("Connection refused") == true)
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aPostgreSQLServerThatTurnsTheStoreAwaySaysWhyAtOnce() async throws {
        // A database and a user the server does not have: it answers each connection with why it refuses it,
        // which the pool keeps to itself. Waiting cannot change that answer, so the store gives it as soon as it
        // has it, not at its bound (30 s here).
        let server = try #require(TestStore.postgres)
        var url = try #require(URLComponents(string: server))
        let database = "none_\(UUID().uuidString.prefix(8).lowercased())"
        url.path = "/\(database)"
        let start = ContinuousClock.now
        let noDatabase = await #expect(throws: PostgresUnreachable.self) {
            _ = try await PostgresSessionStore.open(url: try #require(url.string), timeout: .seconds(30))
        }
        #expect(
            noDatabase?.description == "PostgreSQL turned the connection away: database \"\(database)\" does not exist")
        (url.path, url.user, url.password) = ("/web", "nobody_here", nil)
        let noUser = await #expect(throws: PostgresUnreachable.self) {
            _ = try await PostgresSessionStore.open(url: try #require(url.string), timeout: .seconds(30))
        }
        #expect(noUser?.description == "PostgreSQL turned the connection away: role \"nobody_here\" does not exist")
        let waited = ContinuousClock.now - start
        #expect(waited < .seconds(5), "two refusals took \(waited) to be told, for a bound of 30 s each")
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aClientTheStoreStartsRunsBeforeItsFirstQueryAndLogsNoWarning() async throws {
        // Each store's first query, and the first on a pool that replaced another, comes right after its client
        // started; a client asked for a connection before its `run()` began logs a warning into the server's log.
        // Twenty clients, each queried at once (a task made as usual lost that race in most of them).
        let configuration = try PostgresSessionStore.configuration(of: try #require(TestStore.postgres))
        for attempt in 1...20 {
            let log = LogLines()
            let (client, running) = PostgresSessionStore.Pool.start(
                configuration, logger: Logger(label: "web.postgres") { _ in log })
            let rows = try await client.query("SELECT 1").collect()
            running.cancel()
            await running.value
            #expect(rows.count == 1)
            #expect(log.lines.isEmpty, "client \(attempt) logged \(log.lines)")
        }
    }

    @Test func onlyARefusalWaitingCannotChangeEndsOpeningBeforeItsBound() {
        // Who or what the connection asked for: no such role, a wrong password, no rule for the client's address,
        // no such database.
        for final in ["28000", "28P01", "3D000"] {
            #expect(PostgresUnreachable(refusal: "no", sqlState: final).isFinal, "\(final)")
        }
        // A server starting up or shutting down, or with too many clients, may take the next connection; an error
        // without a code says nothing either way.
        for passing in ["57P03", "57P01", "53300", nil] {
            #expect(!PostgresUnreachable(refusal: "not now", sqlState: passing).isFinal, "\(passing ?? "none")")
        }
        #expect(!PostgresUnreachable(server: "127.0.0.1:1", reason: "Connection refused").isFinal)
    }

    @Test(.enabled(if: TestStore.postgres != nil, "runs over the PostgreSQL database WEB_TEST_POSTGRES names"))
    func aUserWhoMayNotCreateTheTableIsToldSoInTheServersWords() async throws {
        // A user of its own, who may connect but not create a table in the schema (PostgreSQL 15 on: `public`
        // is no longer everyone's to create in).
        let url = try #require(TestStore.postgres)
        let admin = PostgresClient(configuration: try PostgresSessionStore.configuration(of: url))
        let running = Task { await admin.run() }
        defer { running.cancel() }
        let user = "limited_\(UUID().uuidString.prefix(8).lowercased())"
        try await admin.query(PostgresQuery(unsafeSQL: "CREATE ROLE \(user) LOGIN"))
        var limited = try #require(URLComponents(string: url))
        (limited.user, limited.password) = (user, nil)
        let table = TestStore.table(of: Self.temporaryDatabase())
        let refused = await #expect(throws: PostgresRefused.self) {
            _ = try await PostgresSessionStore.open(url: try #require(limited.string), table: table)
        }
        #expect(
            refused?.description
                == "PostgreSQL refused to create the table \(table): permission denied for schema public")
        try await admin.query(PostgresQuery(unsafeSQL: "DROP ROLE \(user)"))
    }

    /// Health is whether a session can be saved now: 503 while another process holds the database's write lock
    /// (reads still work then), 200 as soon as it is free; a change made meanwhile was undone, so nothing waits.
    @Test func theHealthEndpointSaysWhetherASaveCanBeMadeNow() async throws {
        let file = Self.temporaryDatabase()
        try await withApp(databasePath: file, store: .sqlite(busyTimeout: 200)) { client, _ in
            let healthy = try await client.execute(uri: "/health", method: .get)
            #expect(healthy.status == .ok)
            #expect(healthy.headers[.contentType] == "application/json")
            #expect(String(buffer: healthy.body).contains(#""store": "ok""#))
            let (browser, _) = try await Self.productPage(client)
            let other = try await SQLiteConnection.open(storage: .file(path: file))
            _ = try await other.query("BEGIN IMMEDIATE")
            try await browser.submit("add")
            #expect(browser.page.contains("could not be saved"))
            let locked = try await client.execute(uri: "/health", method: .get)
            #expect(locked.status == .serviceUnavailable)
            #expect(String(buffer: locked.body).contains(#""store": "unavailable""#))
            _ = try await other.query("ROLLBACK")
            try await other.close()
            // Free again: healthy at once.
            let free = try await client.execute(uri: "/health", method: .get)
            #expect(free.status == .ok)
            #expect(String(buffer: free.body).contains(#""store": "ok""#))
        }
    }

    /// A database file deleted, or replaced by another, while the server runs is noticed: what the server saved
    /// would be lost at the next start.
    @Test func aDatabaseFileDeletedOrReplacedWhileTheServerRunsMakesItUnhealthy() async throws {
        for replaced in [false, true] {
            let file = Self.temporaryDatabase()
            try await withApp(databasePath: file, store: .sqlite()) { client, _ in
                #expect(try await client.execute(uri: "/health", method: .get).status == .ok)
                try FileManager.default.removeItem(atPath: file)
                if replaced { #expect(FileManager.default.createFile(atPath: file, contents: Data())) }
                let health = try await client.execute(uri: "/health", method: .get)
                #expect(health.status == .serviceUnavailable, "replaced: \(replaced)")
                #expect(String(buffer: health.body).contains(#""store": "unavailable""#))
            }
        }
    }

    @Test func whileTheStoreFailsOneRequestAtATimeWaitsForItAndTheOthersAnswerAtOnce() async throws {
        let file = Self.temporaryDatabase()
        let clock = TestClock()
        try await withApp(databasePath: file, clock: clock, store: .sqlite(busyTimeout: 1_000)) { client, _ in
            let browsers = [Browser(client), Browser(client), Browser(client), Browser(client)]
            for browser in browsers {
                _ = try await browser.open("/@shop")
                try await browser.submit("open", value: "2")
            }
            // Another process takes the write lock and keeps it: the first change waits for it (1 s here).
            let other = try await SQLiteConnection.open(storage: .file(path: file))
            _ = try await other.query("BEGIN IMMEDIATE")
            #expect(try await Self.seconds { try await browsers[0].submit("add") } >= 0.9)
            #expect(browsers[0].page.contains("could not be saved") && browsers[0].page.contains("In your cart: 0."))
            // Other sessions' changes meanwhile do not wait for the store again: each is undone, and said so, at once.
            #expect(try await Self.seconds { try await browsers[1].submit("add") } < 0.5)
            #expect(browsers[1].page.contains("could not be saved") && browsers[1].page.contains("In your cart: 0."))
            // Once the pause has passed, one request tries the store again; the others answer at once while it
            // waits, and after it fails.
            await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
            async let trying = Self.seconds { try await browsers[2].submit("add") }
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await Self.seconds { try await browsers[3].submit("add") } < 0.5)
            #expect(try await trying >= 0.6)
            #expect(try await Self.seconds { _ = try await browsers[1].open(browsers[1].path) } < 0.5)
            // Once the store is free and the pause has passed, each change tried again is saved.
            _ = try await other.query("ROLLBACK")
            try await other.close()
            await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
            for browser in browsers {
                try await browser.submit("add")
                #expect(browser.page.contains("In your cart: 1."))
            }
            let reader = try await TestStore.sqlite().open(file)
            for browser in browsers {
                let id = try #require(browser.cookie)
                let row = try #require(try await reader.load(id: id))
                #expect(String(decoding: row.services, as: UTF8.self).contains("\"productID\":2"))
            }
            try await reader.close()
        }
    }

    /// How long `body` took, in seconds.
    nonisolated static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func aStoreThatCannotBeReadIsA503AndTheUsersCookieIsKept() async throws {
        let file = Self.temporaryDatabase()
        let cookie = CookieBox()
        try await withApp(databasePath: file, store: .sqlite()) { client, _ in
            let browser = Browser(client)
            try await browser.walkToTheCart()
            await MainActor.run { cookie.value = browser.cookie }
        }
        // The next server's store breaks under it: its table is gone.
        try await withApp(databasePath: file, store: .sqlite()) { client, _ in
            let other = try await SQLiteConnection.open(storage: .file(path: file))
            _ = try await other.query("DROP TABLE sessions")
            try await other.close()
            let browser = Browser(client, cookie: cookie.value)
            let response = try await browser.request("/@shop", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(response.sessionCookie == nil, "the user's session is not replaced")
            #expect(String(buffer: response.body).contains("cannot reach its saved sessions"))
        }
    }

    @Test func aSessionTheFirstVersionSavedRestoresThroughTheRename() async throws {
        let file = Self.temporaryDatabase()
        // The row as the first version wrote it: the history under its old name, at its old address.
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Tests/Fixtures/session-version-1.json")
        let id = String(repeating: "ab", count: 16)
        let store = try await TestStore.underTest.open(file)
        #expect(
            try await store.save(
                id: id,
                SessionRow(
                    csrf: String(repeating: "cd", count: 16), navigation: try Data(contentsOf: fixture),
                    services: Data("{}".utf8), path: "/@start/startScreen/textInputScreen/historyScreen", version: 1,
                    updated: Date().timeIntervalSince1970), replacing: 0))
        try await store.close()
        try await withApp(databasePath: file) { client, _ in
            let browser = Browser(client)
            browser.cookie = id
            _ = try await browser.open("/@start/startScreen/textInputScreen/historyScreen")
            // The history is behind the PIN, as it was; once unlocked, it is shown at its new address.
            #expect(browser.page.contains("The next screen needs the PIN"))
            try await browser.submit("unlock", ["pin": AppScope.livePIN])
            #expect(browser.path == "/@start/startScreen/textInputScreen/textHistoryScreen")
        }
    }

    /// A session another version saved — its shop tab holds a screen this version does not have — is restored
    /// without that screen and saved so at once, what the store had kept aside: a server that stops straight
    /// away leaves a session the next start restores whole, the other tabs' screens with it, and nothing of the
    /// original is lost.
    @Test func aSessionRestoredWithoutAScreenOfAnotherVersionIsSavedAtOnceAndWhatItHadIsKeptAside() async throws {
        let file = Self.temporaryDatabase()
        let original = Data(
            #"""
            {"version": 2, "nextID": 5,
             "stacks": [[{"id": 0, "screen": "shop/catalog"}, {"id": 1, "screen": "shop/wishlist"}]],
             "tabs": [
               {"name": "start", "stack": [{"id": 2, "screen": "startScreen"}, {"id": 3, "screen": "textInputScreen"}]},
               {"name": "text", "stack": [{"id": 4, "screen": "textInputScreen"}]},
               {"name": "shop", "selected": true}]}
            """#.utf8)
        let id = String(repeating: "ab", count: 16)
        let store = try await TestStore.underTest.open(file)
        let row = SessionRow(
            csrf: String(repeating: "cd", count: 16), navigation: original, services: Data("{}".utf8),
            path: "/@shop/shop/catalog/shop/wishlist", version: 1, updated: Date().timeIntervalSince1970)
        #expect(try await store.save(id: id, row, replacing: 0))
        try await store.close()
        try await withApp(databasePath: file) { client, _ in
            let browser = Browser(client)
            browser.cookie = id
            _ = try await browser.open("/@shop/shop/catalog")
            #expect(browser.path == "/@shop/shop/catalog")
        }
        let reader = try await TestStore.underTest.open(file)
        let saved = try #require(try await reader.load(id: id))
        let keptAside = try await reader.keptAside(id: id)
        try await TestStore.underTest.close(reader, ownTable: false)
        #expect(saved.version == 2)
        #expect(keptAside == original)
        let restored = try SavedNavigation<ControllersList>(json: saved.navigation).state
        #expect(restored.screens == [.shop(.catalog)])
        #expect(restored.stack(of: AppTab.start)?.map(\.screen) == [.startScreen, .textInputScreen])
        #expect(restored.stack(of: AppTab.text)?.map(\.screen) == [.textInputScreen])
    }

    @Test func aSessionsSavedRowStaysBoundedWhateverItsHistoryAndOrders() async throws {
        let file = Self.temporaryDatabase()
        // A row an earlier version saved without bounds: 1,000 texts of the longest length, 200 orders.
        var unbounded = SessionServices()
        let longest = String(repeating: "x", count: TextInputViewModel.maxLength)
        unbounded.texts = (0..<1_000).map { "\($0) \(longest.dropFirst(8))" }
        let line = SessionServices.PlacedOrder.Line(
            productID: 2, name: "Mug", summary: "A mug.", cents: 900, quantity: 1)
        let ada = User(id: 1, name: "Ada", email: "ada@example.com")
        unbounded.orders = (1...200).map { id in
            var order = SessionServices.PlacedOrder(Order(id: id, user: ada, lines: []))
            order.lines = [line]
            return order
        }
        let id = String(repeating: "ab", count: 16)
        let store = try await TestStore.underTest.open(file)
        let saved = try JSONEncoder().encode(unbounded)
        #expect(saved.count > 500_000)
        #expect(
            try await store.save(
                id: id,
                SessionRow(
                    csrf: String(repeating: "cd", count: 16), navigation: Data(), services: saved, path: "/@text",
                    version: 2, updated: Date().timeIntervalSince1970), replacing: 0))
        try await store.close()
        try await withApp(databasePath: file) { client, _ in
            let browser = Browser(client, cookie: id)
            _ = try await browser.open("/@text")
            try await browser.submit("confirm", ["text": longest + "y"])
            #expect(browser.page.contains(TextInputViewModel.tooLongMessage))
            try await browser.submit("confirm", ["text": "the newest"])
            #expect(browser.title == "Confirmation")
        }
        let reader = try await TestStore.underTest.open(file)
        let row = try #require(try await reader.load(id: id))
        try await reader.close()
        // The most recent texts and orders, up to each one's capacity: a row of tens of kilobytes, not megabytes.
        let kept = try JSONDecoder().decode(SessionServices.self, from: row.services)
        #expect(kept.texts.count == InMemoryTextHistory.defaultCapacity)
        #expect(kept.texts.last == "the newest")
        #expect(kept.texts.first?.hasPrefix("901 ") == true)
        #expect(kept.orders.map(\.id) == Array(151...200))
        #expect(row.services.count < 80_000)
    }

    @Test func signingInAndOutGiveTheSessionANewIdAndTheOldOneActsForNoOne() async throws {
        let file = Self.temporaryDatabase()
        try await withApp(databasePath: file) { client, frontEnd in
            let browser = Browser(client)
            _ = try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            try await browser.submit("add")
            try await browser.submit("cart")
            try await browser.submit("checkout")
            let anonymous = try #require(browser.cookie)
            try await browser.submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
            #expect(browser.title == "Checkout")
            let signedIn = try #require(browser.cookie)
            #expect(signedIn != anonymous)
            #expect(await frontEnd.state(ofSession: anonymous) == nil)
            #expect(await frontEnd.state(ofSession: signedIn) != nil)
            // The id from before the sign-in acts for no one: it starts over, with nothing of Ada's — taken up as
            // an id these servers gave out within the idle timeout, of which the store has no row.
            let old = Browser(client, cookie: anonymous)
            _ = try await old.open("/@shop")
            #expect(old.cookie != signedIn)
            #expect(old.page.contains("Cart: 0 items."))
            #expect(await frontEnd.state(ofSession: anonymous)?.screens == [.shop(.catalog)])
            // The store has the session under its new id only, cart and user included.
            let reader = try await TestStore.underTest.open(file)
            #expect(try await reader.load(id: anonymous) == nil)
            let row = try #require(try await reader.load(id: signedIn))
            try await reader.close()
            let services = String(decoding: row.services, as: UTF8.self)
            #expect(services.contains("\"productID\":2") && services.contains("ada@example.com"))
            // Signing out rotates it again.
            _ = try await browser.open("/@shop/shop/catalog")
            try await browser.submit("signOut")
            #expect(browser.cookie != signedIn)
            #expect(await frontEnd.state(ofSession: signedIn) == nil)
        }
    }

    @Test func headAnswersWhetherAPathIsAPageWithoutStartingOrMovingASession() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            _ = try await browser.open("/@shop")
            let before = await frontEnd.state(ofSession: try #require(browser.cookie))
            let page = try await browser.request("/@shop/shop/catalog/shop/product;productID=2", method: .head)
            #expect(page.status == .ok)
            #expect(page.sessionCookie == nil)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.body.readableBytes == 0)
            #expect(try await browser.request("/", method: .head).status == .ok)
            #expect(try await browser.request("/nowhere;x=1", method: .head).status == .notFound)
            // An address that reads as a link but leads nowhere — a product the catalog does not have — is not
            // found, for HEAD as for GET.
            let nowhere = "/@shop/shop/catalog/shop/product;productID=99"
            #expect(try await browser.request(nowhere, method: .head).status == .notFound)
            #expect(try await Browser(client).request(nowhere, method: .get).status == .notFound)
            let health = try await browser.request("/health", method: .head)
            #expect(health.status == .ok && health.body.readableBytes == 0)
            #expect(health.headers[.contentType] == "application/json")
            #expect(await frontEnd.state(ofSession: try #require(browser.cookie)) == before)
            let stranger = try await Browser(client).request("/@shop", method: .head)
            #expect(stranger.status == .ok && stranger.sessionCookie == nil)
        }
    }
}

/// A cookie kept across two runs of the server.
private final class CookieBox: @unchecked Sendable {
    var value: String?
}

/// What a logger logged at warning level and above, line by line.
private final class LogLines: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var logged: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    /// The lines logged so far.
    var lines: [String] { lock.withLock { logged } }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { logged.append("\(event.level): \(event.message)") }
    }
}
