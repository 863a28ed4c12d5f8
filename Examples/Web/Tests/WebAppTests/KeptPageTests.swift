import Foundation
import Hummingbird
import Navigation
import Testing

@testable import WebApp

/// A form posted from a page the session has moved on from — a page the browser kept while Back or Forward,
/// another window or a server restart moved the session on — is the user's own navigation to that page, then
/// the action on the screen it showed: what the page says is what is done.
@Suite(.temporaryDatabases)
@MainActor
struct KeptPageTests {
    @Test func afterBackAFormOfTheEarlierPageGoesBackToItThenActs() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "3")
            try await browser.submit("add")
            let product = browser.pageFields
            try await browser.submit("cart")
            #expect(browser.title == "Cart")
            // Back from the cache shows the product page, whose "Add to cart" the user presses.
            var form = product
            form["action"] = "add"
            let response = try await browser.post(form)
            try await browser.open(try #require(response.headers[.location]))
            #expect(browser.title == "Product 3")
            #expect(browser.page.contains("In your cart: 2."))
            #expect(!browser.page.contains("out of date"))
            let id = try #require(browser.cookie)
            let state = try #require(await frontEnd.state(ofSession: id))
            #expect(state.stacks.count == 1, "the cart the user went back from is closed")
        }
    }

    @Test func afterForwardAFormOfTheLaterPageOpensItThenActs() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.walkToTheCart()
            let cart = browser.pageFields
            try await browser.submit("close")
            #expect(browser.title == "Product 3")
            // Forward from the cache shows the cart again; the user sets the teapot's quantity there.
            var form = cart
            form.merge(["action": "set", "value": "3", "quantity": "4"]) { $1 }
            let response = try await browser.post(form)
            try await browser.open(try #require(response.headers[.location]))
            #expect(browser.title == "Cart")
            #expect(browser.page.contains(#"value="4""#))
        }
    }

    @Test func twoWindowsOfOneSessionEachActOnTheirOwnPage() async throws {
        try await withApp { client, _ in
            let first = Browser(client)
            try await first.open("/@shop")
            try await first.submit("open", value: "3")
            let second = Browser(client, cookie: first.cookie)
            try await second.open("/@shop/shop/catalog")
            try await second.submit("open", value: "2")
            #expect(second.title == "Product 2")
            // The first window still shows product 3; its button adds product 3, not the product the session shows.
            try await first.submit("add")
            #expect(first.title == "Product 3")
            #expect(first.page.contains("In your cart: 1."))
            try await second.submit("add", ["quantity": "2"])
            #expect(second.title == "Product 2")
            #expect(second.page.contains("In your cart: 2."))
            try await first.open("/@shop/shop/catalog")
            #expect(first.page.contains("Cart: 3 items."))
        }
    }

    @Test func afterARestartTheFirstFormOfAPageLoadedBeforeItActs() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let kept = KeptForm()
        try await withApp(databasePath: file) { client, _ in
            let browser = Browser(client)
            try await browser.walkToTheCart()
            await MainActor.run { (kept.cookie, kept.fields) = (browser.cookie, browser.pageFields) }
        }
        // A new server over the same database: the restored screens have new entries; the page has the old one.
        try await withApp(databasePath: file) { client, frontEnd in
            let browser = Browser(client, cookie: kept.cookie)
            var form = kept.fields
            form.merge(["action": "set", "value": "3", "quantity": "5"]) { $1 }
            let response = try await browser.post(form)
            #expect(response.status == .seeOther)
            try await browser.open(try #require(response.headers[.location]))
            #expect(browser.title == "Cart")
            #expect(browser.page.contains(#"value="5""#))
            #expect(!browser.page.contains("out of date"))
            let id = try #require(kept.cookie)
            let state = try #require(await frontEnd.state(ofSession: id))
            #expect(String(state.top.id.rawValue) != form["entry"], "the page's entry is not the restored one")
        }
    }

    @Test func aFormOfAPageAGuardNowHoldsShowsTheGuardsScreenAndDoesNothingYet() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.walkToTheCheckout()
            #expect(browser.title == "Checkout")
            let checkout = browser.pageFields
            try await browser.open("/@shop/shop/catalog")
            try await browser.submit("signOut")
            // The checkout page, kept from before the sign-out: placing the order asks to sign in first.
            var form = checkout
            form["action"] = "place"
            let response = try await browser.post(form)
            try await browser.open(try #require(response.headers[.location]))
            #expect(browser.title == "Sign in")
            #expect(browser.page.contains("Nothing was done yet"))
            // Signed in again, the checkout shows; no order was placed meanwhile.
            try await browser.submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
            #expect(browser.title == "Checkout")
            try await browser.submit("place")
            #expect(browser.title == "Order 1")
        }
    }
}

extension KeptPageTests {
    @Test func aPageRestoredFromTheBrowsersCacheIsLoadedAgainByTheSitesOwnScript() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            #expect(browser.page.contains(#"<script src="/page.js"></script>"#))
            let policy = try await browser.request("/@shop/shop/catalog", method: .get).headers[.contentSecurityPolicy]
            #expect(policy?.contains("script-src 'self'") == true)
            let script = try await browser.request("/page.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(String(buffer: script.body).contains("if (event.persisted) location.reload()"))
        }
    }

    @Test func pagesTakeTheirStyleFromTheSitesOwnStyleSheetWhichTheBrowserKeeps() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            #expect(browser.page.contains(#"<link rel="stylesheet" href="/page.css">"#))
            #expect(!browser.page.contains("<style"))
            let policy = try await browser.request("/@shop/shop/catalog", method: .get).headers[.contentSecurityPolicy]
            #expect(policy?.contains("style-src 'self'") == true)
            #expect(policy?.contains("unsafe-inline") == false)
            let style = try await browser.request("/page.css", method: .get)
            #expect(style.status == .ok)
            #expect(style.headers[.contentType] == "text/css; charset=utf-8")
            #expect(style.headers[.cacheControl] == "max-age=3600")
            #expect(String(buffer: style.body).contains("nav.tabs a.selected{"))
        }
    }
}

/// A form kept across two runs of the server.
private final class KeptForm: @unchecked Sendable {
    var cookie: String?
    var fields: [String: String] = [:]
}
