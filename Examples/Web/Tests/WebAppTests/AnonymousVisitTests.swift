import Foundation
import Testing

@testable import WebApp

/// Visits that change nothing worth saving write nothing: a session's navigation is its address, and its signed
/// id (``SessionKeys``) lets any server of the same secret go on with it without a row.
@MainActor
struct AnonymousVisitTests {
    @Test func visitsAtAnyAddressWriteNoRowUntilTheSessionHoldsSomethingWorthSaving() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: file) }
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
            #expect(await frontEnd.liveSessionCount == 6)
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
        defer { try? FileManager.default.removeItem(atPath: file) }
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
}
