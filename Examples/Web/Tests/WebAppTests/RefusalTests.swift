import Assembly
import Foundation
import Hummingbird
import Navigation
import SQLiteNIO
import Screens
import Testing

@testable import WebApp

/// Hostile and stale input: every refusal has a 4xx status and a page that says why, escaped, and changes nothing.
@MainActor
struct RefusalTests {
    /// Anyone may send an address of 4 KiB that leads nowhere: the log line of its 404 quotes its start and its
    /// length, not the whole of it.
    @Test func theLogQuotesALongAddressCut() {
        let long = "/" + String(repeating: "a", count: 4_000)
        let logged = WebFrontEnd.logged(long)
        #expect(logged.count < WebFrontEnd.loggedPathLength + 20)
        #expect(logged.hasPrefix("/aaaa") && logged.hasSuffix("… (4001 bytes)"))
        #expect(WebFrontEnd.logged("/@shop") == "/@shop")
    }

    @Test func aFormWithoutTheSessionsTokenIsRefusedWith403AndChangesNothing() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            let id = try #require(browser.cookie)
            let before = await frontEnd.state(ofSession: id)
            for token in [nil, "", "0123456789abcdef0123456789abcdef", browser.token + "0"] {
                var form = ["entry": browser.entry, "action": "cart"]
                form["csrf"] = token
                let response = try await browser.post(form)
                #expect(response.status == .forbidden)
                #expect(browser.page.contains("does not come from this site"))
            }
            #expect(await frontEnd.state(ofSession: id) == before)
            // Another session's token is refused too.
            let other = Browser(client)
            try await other.open("/@shop")
            let response = try await browser.post(["csrf": other.token, "entry": browser.entry, "action": "cart"])
            #expect(response.status == .forbidden)
            #expect(await frontEnd.state(ofSession: id) == before)
        }
    }

    @Test func aFormOfAnOlderPageWithoutItsAddressChangesNothingAndSaysSo() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            let catalogEntry = browser.entry
            try await browser.submit("open", value: "2")
            let id = try #require(browser.cookie)
            let before = await frontEnd.state(ofSession: id)
            let response = try await browser.post([
                "csrf": browser.token, "entry": catalogEntry, "action": "open", "value": "3",
            ])
            #expect(response.status == .seeOther)
            #expect(await frontEnd.state(ofSession: id) == before)
            try await browser.open(try #require(response.headers[.location]))
            #expect(browser.page.contains("That page was out of date"))
        }
    }

    @Test func aPathThatIsNoLinkIs404InTheShopsWordsWithoutItsNames() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            let id = try #require(browser.cookie)
            let before = await frontEnd.state(ofSession: id)
            for (path, error) in [
                ("/nowhere%3Cb%3E", "There is no page at this address."),
                ("/<b>x</b>", "There is no page at this address."),
                ("/@shop/shop/product;productID=99", "No product has the id 99."),
                ("/@nowhere", "There is no page at this address."),
                ("/unlockScreen", "This page opens only from within the shop"),
                ("/@shop/shop/catalog/+", "There is no page at this address."),
            ] {
                let response = try await browser.open(path)
                #expect(response.status == .notFound, "\(path)")
                // A page of its own, leading back to the page the session shows, which nothing changed.
                #expect(browser.title == "Page not found", "\(path)")
                #expect(browser.page.contains(#"<a href="/@shop/shop/catalog">Back to Catalog</a>"#), "\(path)")
                #expect(browser.actions.isEmpty, "\(path)")
                #expect(browser.page.contains(#"<p class="error">"#), "\(path)")
                #expect(browser.page.contains(error), "\(path): \(browser.page)")
                // The typed error, with the app's names, is for the server's log, not the shopper.
                for name in ["ControllersList", "Cannot open", "Invalid link", "shop/product;", "<b>"] {
                    #expect(!browser.page.contains(name), "\(path): \(browser.page)")
                }
            }
            #expect(await frontEnd.state(ofSession: id) == before)
        }
    }

    @Test func aForgedOrUnknownCookieStartsAFreshSession() async throws {
        try await withApp { client, _ in
            for forged in ["x", "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcdef", "a;b"] {
                let browser = Browser(client, cookie: forged)
                let response = try await browser.request("/@shop", method: .get)
                #expect(response.sessionCookie != nil, "\(forged)")
                #expect(browser.cookie != forged)
                #expect(WebSession.isToken(try #require(browser.cookie)))
            }
        }
    }

    @Test func anIdleSessionExpiresAndItsCookieStartsAFreshOne() async throws {
        let clock = TestClock()
        try await withApp(configuration: WebConfiguration(idleTimeout: 600), clock: clock) { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            let id = try #require(browser.cookie)
            await MainActor.run { clock.now += 599 }
            try await browser.open(browser.path)
            #expect(browser.cookie == id, "used within the timeout, it lasts")
            await MainActor.run { clock.now += 601 }
            let response = try await browser.request(browser.path, method: .get)
            #expect(response.sessionCookie != nil)
            #expect(browser.cookie != id)
            #expect(await frontEnd.state(ofSession: id) == nil)
            // A form of the expired session is refused, and the user starts over.
            let post = try await Browser(client, cookie: id).post(["csrf": "x", "entry": "0", "action": "cart"])
            #expect(post.status == .forbidden)
        }
    }

    @Test func oversizedAddressesBodiesAndFieldsAreRefusedWith4xx() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@text")
            let id = try #require(browser.cookie)
            let before = await frontEnd.state(ofSession: id)
            let long = try await browser.request("/" + String(repeating: "a", count: 5_000), method: .get)
            #expect(long.status == .uriTooLong)
            let body = try await browser.request(
                "/act", method: .post, body: "text=" + String(repeating: "a", count: 20_000))
            #expect(body.status == .contentTooLarge)
            let field = try await browser.post([
                "csrf": browser.token, "entry": browser.entry, "action": "confirm",
                "text": String(repeating: "é", count: 1_500),
            ])
            #expect(field.status == .badRequest)
            #expect(browser.page.contains("longer than 2000 bytes"))
            let twice = try await browser.request(
                "/act", method: .post, body: "csrf=\(browser.token)&csrf=\(browser.token)&action=x")
            #expect(twice.status == .badRequest)
            let notUTF8 = try await browser.request("/act", method: .post, body: "action=%FF")
            #expect(notUTF8.status == .badRequest)
            let unknown = try await browser.post(["csrf": browser.token, "entry": browser.entry, "action": "fly"])
            #expect(unknown.status == .badRequest)
            #expect(await frontEnd.state(ofSession: id) == before)
        }
    }

    @Test func noInputGetsA5xx() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            var generator = SeededGenerator(seed: 7)
            let pieces = [
                "/", "@", "+", ";", "=", "%", "%2", "%zz", "%00", "..", "shop", "catalog", "product", "productID=1",
                "?", "#", "&", "<", "\u{202E}", "é", "\\", "//", "@shop", "textConfirmationScreen", "text=",
            ]
            for _ in 0..<300 {
                let path =
                    "/"
                    + (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                        pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                    }.joined()
                guard let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { continue }
                let response = try await browser.request(encoded, method: .get)
                #expect(response.status.code < 500, "\(encoded)")
                let post = try await browser.request("/act", method: .post, body: String(path.dropFirst()))
                #expect(post.status.code < 500, "\(path)")
            }
        }
    }
}

/// Sessions: stored in SQLite on every change, restored after a restart, isolated, capped.
@Suite(.temporaryDatabases)
@MainActor
struct SessionTests {
    @Test func aRestartedServerLosesNoOnesPlaceNorCart() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let (cookie, path) = try await firstRun(file)
        // A new server over the same database.
        try await withApp(databasePath: file) { client, frontEnd in
            let browser = Browser(client, cookie: cookie)
            let response = try await browser.request(path, method: .get)
            #expect(response.status == .ok)
            #expect(response.sessionCookie == nil, "the same session")
            #expect(browser.title == "Cart")
            #expect(browser.page.contains("Teapot"))
            #expect(await frontEnd.state(ofSession: cookie)?.stacks.count == 2)
            // And it goes on: sign in, check out.
            try await browser.submit("checkout")
            try await browser.submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
            try await browser.submit("place")
            #expect(browser.title == "Order 1")
        }
    }

    @Test func anOrderPlacedBeforeARestartIsStillShownAndTheNextIsNumberedAfterIt() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let (cookie, path) = try await firstRun(file, placingAnOrder: true)
        // A new server over the same database: the confirmation is still there, with what was ordered.
        try await withApp(databasePath: file) { client, frontEnd in
            let browser = Browser(client, cookie: cookie)
            let response = try await browser.request(path, method: .get)
            #expect(response.status == .ok)
            #expect(browser.title == "Order 1")
            #expect(browser.page.contains("Order 1 is placed. Thank you, Ada!"))
            #expect(browser.page.contains("Teapot"))
            #expect(await frontEnd.state(ofSession: cookie)?.screens.last == .shop(.orderConfirmation(orderID: 1)))
            // Ada is still signed in, and her next order is number 2.
            try await browser.submit("done")
            try await browser.submit("open", value: "1")
            try await browser.submit("add")
            try await browser.submit("cart")
            try await browser.submit("checkout")
            #expect(browser.title == "Checkout")
            try await browser.submit("place")
            #expect(browser.title == "Order 2")
        }
    }

    @Test func aStateWhoseTopNoLinkOpensHasTheAddressOfItsLongestStartThatALinkOpens() throws {
        let scope = SessionServices().makeScope()
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(selecting: .shop)
        let session = WebSession(
            id: WebSession.randomToken(), csrf: WebSession.randomToken(), scope: scope, coordinator: coordinator,
            time: 0, version: 0)
        let ada = try scope.shop.session.signIn(email: "ada@example.com", password: "lovelace")
        let teapot = CartLine(product: try scope.shop.catalog.product(id: 3), quantity: 1)
        let order = try scope.shop.orders.place([teapot], for: ada)
        let cart = "/@shop/shop/catalog/shop/product;productID=3/+/shop/cart"
        try coordinator.open(link: WebSession.link(ofPath: cart[...] + "/shop/checkout"), using: ControllersList.links)
        #expect(session.linkPath() == cart + "/shop/checkout")
        // Placing the order replaces the checkout with its confirmation, which no link opens.
        try coordinator.replaceTop(with: .shop(.orderConfirmation(orderID: order.id)))
        #expect(session.linkPath() == nil)
        #expect(WebSession.path(of: coordinator.state) == cart)
    }

    @Test func aSessionRestoredInPartGetsTheAddressOfWhatWasRestoredNotTheSavedOne() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let result = Box()
        try await withApp(databasePath: file, store: .sqlite()) { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "3")
            // A cart worth saving: the session has a row.
            try await browser.submit("add")
            #expect(browser.path == "/@shop/shop/catalog/shop/product;productID=3")
            await MainActor.run { result.value = (browser.cookie ?? "", browser.path) }
        }
        // The product is gone from the catalog before the next start.
        let database = try await SQLiteConnection.open(storage: .file(path: file))
        _ = try await database.query(
            """
            UPDATE sessions SET path = replace(path, 'productID=3', 'productID=99'),
                navigation = CAST(replace(CAST(navigation AS TEXT), 'productID=3', 'productID=99') AS BLOB)
            """)
        try await database.close()
        let cookie = result.value.0
        try await withApp(databasePath: file, store: .sqlite()) { client, frontEnd in
            let browser = Browser(client, cookie: cookie)
            let response = try await browser.request("/", method: .get)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/@shop/shop/catalog")
            #expect(await frontEnd.state(ofSession: cookie)?.screens == [.shop(.catalog)])
        }
    }

    @Test func servicesSavedBeforeOrdersWereSavedStillRestoreTheCartAndTheUser() throws {
        let saved = Data(
            #"{"cart":[{"productID":3,"quantity":2}],"user":{"id":1,"name":"Ada","email":"ada@example.com"},"texts":["hi"]}"#
                .utf8)
        let services = try JSONDecoder().decode(SessionServices.self, from: saved)
        #expect(services.cart == [SessionServices.Line(productID: 3, quantity: 2)])
        #expect(services.user?.name == "Ada")
        #expect(services.texts == ["hi"])
        #expect(services.orders.isEmpty)
    }

    @Test func aDatabaseWrittenBeforeSessionsKeptTheirAddressIsReadAndWritten() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let old = try await SQLiteConnection.open(storage: .file(path: file))
        _ = try await old.query(
            """
            CREATE TABLE sessions (id TEXT PRIMARY KEY NOT NULL, csrf TEXT NOT NULL, navigation BLOB NOT NULL,
                services BLOB NOT NULL, version INTEGER NOT NULL, updated REAL NOT NULL)
            """)
        _ = try await old.query(
            "INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?)",
            [
                .text("a"), .text("token"), .blob(ByteBuffer(string: "{}")), .blob(ByteBuffer(string: "{}")),
                .integer(3),
                .float(1),
            ])
        try await old.close()
        let store = try await SQLiteSessionStore.open(path: file)
        let row = try #require(try await store.load(id: "a"))
        #expect(row.path == "")
        #expect(row.csrf == "token")
        #expect(row.version == 3)
        var newer = row
        newer.path = "/@shop"
        newer.version = 4
        #expect(try await store.save(id: "a", newer, replacing: 3))
        #expect(try await store.load(id: "a") == newer)
        try await store.close()
    }

    /// A first server's run: a session with a teapot in its cart, at the cart — or, `placingAnOrder`, at the
    /// order's confirmation. Returns the session's cookie and the browser's address.
    private func firstRun(_ file: String, placingAnOrder: Bool = false) async throws -> (String, String) {
        let result = Box()
        try await withApp(databasePath: file) { client, _ in
            let browser = Browser(client)
            try await browser.walkToTheCart()
            if placingAnOrder {
                try await browser.submit("checkout")
                try await browser.submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
                try await browser.submit("place")
                #expect(browser.title == "Order 1")
            }
            await MainActor.run { result.value = (browser.cookie ?? "", browser.path) }
        }
        return result.value
    }

    @Test func twoSessionsNeverSeeEachOthersCartOrPlace() async throws {
        try await withApp { client, frontEnd in
            let ada = Browser(client)
            let bob = Browser(client)
            try await ada.open("/@shop")
            try await bob.open("/@shop")
            try await ada.submit("open", value: "1")
            try await ada.submit("add", ["quantity": "3"])
            try await bob.submit("cart")
            #expect(bob.page.contains("Your cart is empty."))
            try await bob.open("/@shop/shop/catalog")
            #expect(bob.page.contains("Cart: 0 items."))
            let (a, b) = (try #require(ada.cookie), try #require(bob.cookie))
            #expect(a != b)
            #expect(await frontEnd.state(ofSession: a)?.screens.count == 2)
            #expect(await frontEnd.state(ofSession: b)?.screens.count == 1)
        }
    }

    @Test func pastTheCapTheSessionUsedLongestAgoLeavesMemoryAndComesBackFromTheStore() async throws {
        let clock = TestClock()
        try await withApp(configuration: WebConfiguration(maxLiveSessions: 3), clock: clock) { client, frontEnd in
            let first = Browser(client)
            try await first.open("/@shop")
            try await first.submit("open", value: "5")
            for _ in 0..<4 {
                await MainActor.run { clock.now += 1 }
                try await Browser(client).open("/@text")
            }
            #expect(await frontEnd.liveSessionCount == 3)
            let id = try #require(first.cookie)
            #expect(await frontEnd.state(ofSession: id) == nil)
            try await first.open(first.path)
            #expect(first.cookie == id)
            #expect(first.title == "Product 5")
        }
    }

    @Test func anExpiredSessionIsReleasedWithItsCoordinatorAndViewModels() async throws {
        let clock = TestClock()
        let released = Released()
        try await withApp(configuration: WebConfiguration(idleTimeout: 60), clock: clock) { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            let id = try #require(browser.cookie)
            await MainActor.run {
                released.coordinator = frontEnd.sessions[id]?.coordinator
                released.top = frontEnd.sessions[id]?.coordinator.topViewModel
            }
            #expect(await MainActor.run { released.coordinator != nil && released.top != nil })
            await MainActor.run { clock.now += 61 }
            try await Browser(client).open("/")
            #expect(await frontEnd.liveSessionCount == 1)
            #expect(await MainActor.run { released.coordinator == nil && released.top == nil })
        }
    }

    @Test func tenThousandSessionsCreatedAndExpiredLeaveMemoryBounded() async throws {
        let clock = TestClock()
        let configuration = WebConfiguration(idleTimeout: 60, maxLiveSessions: 1_000)
        try await withApp(configuration: configuration, clock: clock) { client, frontEnd in
            for index in 0..<10_000 {
                if index % 100 == 0 { await MainActor.run { clock.now += 61 } }
                let response = try await client.execute(uri: "/", method: .get)
                #expect(response.status == .seeOther)
            }
            #expect(await frontEnd.liveSessionCount <= 100)
            #expect(await frontEnd.firstVisitCount <= 100)
        }
    }
}

/// Weak references to what a session held.
@MainActor
final class Released {
    weak var coordinator: Coordinator<ControllersList>?
    weak var top: AnyObject?
}

/// A value a test's closure hands back.
@MainActor
final class Box {
    var value = ("", "")
}

/// A small deterministic generator for the tests' random input (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
