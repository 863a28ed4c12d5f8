import Foundation
import Testing

@testable import WebApp

/// Visits that change nothing worth saving write nothing: a session's navigation is its address, and its signed
/// id (``SessionKeys``) lets any server of the same secret go on with it without a row.
@Suite(.temporaryDatabases)
@MainActor
struct AnonymousVisitTests {
    @Test func visitsAtAnyAddressWriteNoRowUntilTheSessionHoldsSomethingWorthSaving() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        try await withApp(databasePath: file, store: .sqlite()) { client, frontEnd in
            for address in ["/", "/@shop", "/@shop/shop/catalog/shop/product;productID=2", "/@text", "/@vip"] {
                try await Browser(client).open(address)
            }
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            try await browser.submit("back")
            try await browser.open("/@shop/shop/catalog/shop/product;productID=3")
            #expect(try await frontEnd.store.count() == 0)
            // Live, or kept as their address (a first visit answered with a page, not followed by another request).
            #expect(await frontEnd.liveSessionCount + frontEnd.firstVisitCount == 6)
            // A cart is worth saving: the address does not hold it.
            try await browser.submit("add")
            #expect(try await frontEnd.store.count() == 1)
            // From then on, its navigation is saved with it.
            try await browser.submit("back")
            let id = try #require(browser.cookie)
            let row = try #require(try await frontEnd.store.load(id: id))
            #expect(row.path == "/@shop/shop/catalog")
        }
    }

    @Test func aSessionWithoutARowGoesOnThroughAnotherServerUnderItsId() async throws {
        try await withTwoServers { one, two, interposed in
            let first = Browser(one)
            try await first.openTheTeapot()
            let id = try #require(first.cookie)
            #expect(try await interposed.count() == 0)
            // The next click reaches the other server, which has never seen the session.
            let second = Browser(two, sharing: first)
            second.page = first.page
            try await second.submit("add")
            #expect(second.cookie == id, "the same session")
            #expect(second.page.contains("In your cart: 1."))
            #expect(!second.page.contains("ended"))
            #expect(try await interposed.count() == 1)
        }
    }

    @Test func aSessionWithoutARowGoesOnAfterARestartOfTheSameSecret() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let configuration = WebConfiguration()
        let kept = Box()
        try await withApp(configuration: configuration, databasePath: file, store: .sqlite()) { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop/shop/catalog/shop/product;productID=2")
            await MainActor.run { kept.value = (browser.cookie ?? "", browser.page) }
        }
        try await withApp(configuration: configuration, databasePath: file, store: .sqlite()) { client, _ in
            // The page the browser kept, posted after the restart.
            let (cookie, page) = await MainActor.run { kept.value }
            let browser = Browser(client, cookie: cookie)
            browser.page = page
            try await browser.submit("add")
            #expect(browser.cookie == cookie)
            #expect(browser.title == "Product 2" && browser.page.contains("In your cart: 1."))
        }
        // A server of another secret, over a store without the row, does not take the id up: the form is of a
        // session that ended.
        try await withApp(store: .sqlite()) { client, _ in
            let (cookie, page) = await MainActor.run { kept.value }
            let browser = Browser(client, cookie: cookie)
            browser.page = page
            let response = try await browser.post(browser.pageFields.merging(["action": "add"]) { $1 })
            #expect(response.status == .forbidden)
            #expect(response.sessionCookie != nil && response.sessionCookie != cookie)
        }
    }

    @Test func anIdIsTakenUpOnlyWithinTheIdleTimeoutOfWhenItWasGivenOutAndOnlyWhenItsSignatureHolds() {
        let keys = SessionKeys(secret: Array("a secret of thirty-two characters".utf8))
        let (id, token) = keys.newSession(at: 1_000)
        #expect(WebSession.isToken(id))
        #expect(keys.issued(id) == 1_000)
        #expect(keys.formToken(for: id) == token && token.count == 32)
        #expect(token != keys.newSession(at: 1_000).formToken)
        #expect(!id.contains(token.prefix(8)))
        // Any digit changed, the random part, the time or the signature: not these keys' id.
        for index in [0, 35, 50] {
            var digits = Array(id)
            digits[index] = digits[index] == "0" ? "1" : "0"
            #expect(keys.issued(String(digits)) == nil, "digit \(index)")
        }
        #expect(SessionKeys(secret: Array("another secret, also of 32 chars".utf8)).issued(id) == nil)
        #expect(keys.issued(WebSession.randomToken()) == nil)
    }

    @Test func anIdGivenOutBeforeAnUpgradeOfTheSameSecretIsTakenUpWithItsToken() {
        // Written as documented (``SessionKeys``), by another HMAC-SHA256 than the front end's: 32 random digits,
        // the second 1,000 in 8, then the first 8 bytes of the HMAC of those 40 digits; the token is its last 16.
        let keys = SessionKeys(secret: Array("a secret of thirty-two characters".utf8))
        let id = "00112233445566778899aabbccddeeff000003e851e76bb92b2e3f08"
        #expect(keys.issued(id) == 1_000)
        #expect(keys.formToken(for: id) == "2606a75ae0946960762fc34b66871b79")
    }
}

/// A first visit that holds nothing but its address is kept as that address, not live (``FirstVisits``): its
/// next request goes on from there, and a flood of them lets no live session go.
@Suite(.temporaryDatabases)
@MainActor
struct FirstVisitTests {
    @Test func aFirstVisitIsKeptAsItsAddressAndItsNextRequestGoesOnFromThereWithoutTheStore() async throws {
        let store = InterposedStore(try await SQLiteSessionStore.open(path: nil))
        let configuration = WebConfiguration()
        let frontEnd = WebFrontEnd(configuration: configuration, store: store)
        try await withLiveServer(frontEnd, configuration: configuration) { client in
            let browser = Browser(client)
            let response = try await browser.open("/@shop/shop/catalog/shop/product;productID=3")
            #expect(response.status == .ok && browser.title == "Product 3")
            let id = try #require(browser.cookie)
            #expect(await frontEnd.liveSessionCount == 0)
            #expect(await frontEnd.firstVisitCount == 1)
            #expect(try await store.count() == 0)
            // Its next request takes it up where it was, without asking the store: Back finds the catalog beneath
            // the product, as the link had it.
            store.outage.set(true)
            try await browser.submit("back")
            #expect(browser.cookie == id)
            #expect(browser.title == "Catalog")
            #expect(await frontEnd.liveSessionCount == 1)
            #expect(await frontEnd.firstVisitCount == 0)
            store.outage.set(false)
            try await browser.submit("open", value: "3")
            try await browser.submit("add")
            #expect(browser.page.contains("In your cart: 1."))
            let state = try #require(await frontEnd.state(ofSession: id))
            #expect(state.screens == [.shop(.catalog), .shop(.product(productID: 3))])
        }
        try await store.close()
    }

    @Test func aFloodOfFirstVisitsLetsNoLiveSessionGo() async throws {
        try await withApp(configuration: WebConfiguration(maxLiveSessions: 3)) { client, frontEnd in
            let shopper = Browser(client)
            try await shopper.openTheTeapot()
            let id = try #require(shopper.cookie)
            for _ in 0..<50 {
                let response = try await client.execute(uri: "/@shop/shop/catalog", method: .get)
                #expect(response.status == .ok)
            }
            #expect(await frontEnd.state(ofSession: id) != nil)
            #expect(await frontEnd.liveSessionCount == 1)
            #expect(await frontEnd.firstVisitCount == 30, "ten for each live session the cap allows")
        }
    }

    @Test func aFirstVisitDroppedPastTheLimitGoesOnFromTheStoreAsAnotherServersWould() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let configuration = WebConfiguration(maxLiveSessions: 1)
        try await withApp(configuration: configuration, databasePath: file, store: .sqlite()) { client, frontEnd in
            let first = Browser(client)
            try await first.open("/@shop/shop/catalog/shop/product;productID=2")
            for _ in 0..<WebFrontEnd.firstVisitsPerLiveSession {
                _ = try await client.execute(uri: "/@text", method: .get)
            }
            #expect(await frontEnd.firstVisitCount == WebFrontEnd.firstVisitsPerLiveSession)
            try await first.submit("add")
            #expect(first.title == "Product 2" && first.page.contains("In your cart: 1."))
            #expect(!first.page.contains("ended"))
        }
    }
}
