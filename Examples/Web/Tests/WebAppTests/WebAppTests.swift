import Foundation
import Hummingbird
import Navigation
import Screens
import Testing

@testable import WebApp

/// Pages, forms and the user's own navigation, through the routes a browser uses.
@MainActor
struct PageTests {
    @Test func aFirstVisitStartsASessionInAnHttpOnlyLaxCookieAndGoesToTheStatesLink() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            let first = try await browser.request("/", method: .get)
            #expect(first.status == .seeOther)
            #expect(first.headers[.location] == "/@start/startScreen")
            let cookie = try #require(first.sessionCookie)
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
            #expect(WebSession.isToken(try #require(browser.cookie)))
            try await browser.open("/@start/startScreen")
            #expect(browser.title == "Start")
            #expect(browser.page.contains(#"<a href="/@start" class="selected" aria-current="page">Start</a>"#))
            #expect(browser.page.contains(#"<a href="/@shop">Shop</a>"#))
            // Every page asks again on back and forward, and loads nothing from elsewhere.
            let page = try await browser.request("/@start/startScreen", method: .get)
            #expect(page.headers[.cacheControl] == "no-store")
            #expect(page.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)
        }
    }

    @Test func aFormPostsAnActionAndIsAnsweredWithARedirectToTheNewStatesLink() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            let response = try await browser.post([
                "csrf": browser.token, "entry": browser.entry, "action": "open", "value": "3",
            ])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/@shop/shop/catalog/shop/product;productID=3")
            try await browser.open("/@shop/shop/catalog/shop/product;productID=3")
            #expect(browser.title == "Product 3")
            #expect(browser.breadcrumb == "Catalog › Product 3")
            // Reload draws the same state.
            try await browser.open("/@shop/shop/catalog/shop/product;productID=3")
            #expect(browser.title == "Product 3")
        }
    }

    @Test func theShopToAnOrderThroughSignIn() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            #expect(browser.path == "/@shop/shop/catalog")
            try await browser.submit("open", value: "3")
            #expect(browser.title == "Product 3")
            try await browser.submit("add", ["quantity": "2"])
            #expect(browser.page.contains("In your cart: 2."))
            try await browser.submit("cart")
            #expect(browser.title == "Cart")
            #expect(browser.path == "/@shop/shop/catalog/shop/product;productID=3/+/shop/cart")
            try await browser.submit("checkout")
            // The sign-in a guard presents has no link of its own: the address stays where the user asked.
            #expect(browser.title == "Sign in")
            #expect(browser.path == "/@shop/shop/catalog/shop/product;productID=3/+/shop/cart")
            try await browser.submit("signIn", ["email": "ada@example.com", "password": "wrong"])
            #expect(browser.page.contains("Wrong email or password."))
            try await browser.submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
            #expect(browser.title == "Checkout")
            #expect(browser.path == "/@shop/shop/catalog/shop/product;productID=3/+/shop/cart/shop/checkout")
            try await browser.submit("place")
            #expect(browser.title == "Order 1")
            #expect(browser.page.contains("Order 1 is placed. Thank you, Ada!"))
            try await browser.submit("done")
            #expect(browser.title == "Catalog")
            let id = try #require(browser.cookie)
            #expect(await frontEnd.state(ofSession: id)?.screens == [.shop(.catalog)])
        }
    }

    @Test func backAndForwardAreTheUsersNavigationAndKeepTheViewModelsThatStay() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            try await browser.submit("add")
            let productPage = browser.path
            try await browser.submit("cart")
            let cartPage = browser.path
            let id = try #require(browser.cookie)
            let catalogModel = try #require(await rootModel(of: id, in: frontEnd))
            // Back: the browser asks for the product's page again.
            try await browser.open(productPage)
            #expect(browser.title == "Product 2")
            #expect(await frontEnd.state(ofSession: id)?.modals.isEmpty == true)
            #expect(await rootModel(of: id, in: frontEnd) == catalogModel)
            // Forward: the cart again, over the same product.
            try await browser.open(cartPage)
            #expect(browser.title == "Cart")
            #expect(browser.page.contains("Coffee beans"))
            #expect(await rootModel(of: id, in: frontEnd) == catalogModel)
            // A breadcrumb goes back too.
            #expect(browser.page.contains(#"<a href="/@shop/shop/catalog">Catalog</a>"#))
            #expect(await frontEnd.sessions[id]?.coordinator.retainedViewModels.isEmpty == true)
        }
    }

    @Test func anAddressAPageShowedForAnEntryOfAnotherTabOpensThatTabAtTheEntry() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            let catalog = browser.path
            try await browser.submit("open", value: "2")
            try await browser.open("/@text")
            let id = try #require(browser.cookie)
            let catalogEntry = try #require(await frontEnd.state(ofSession: id)?.stack(of: AppTab.shop)?.first?.id)
            // The catalog's address, written while the shop was shown, names an entry of a tab out of sight: not
            // going back in this tab, but the shop selected at its catalog — the same entry, the product gone.
            try await browser.open(catalog)
            #expect(browser.title == "Catalog")
            #expect(browser.path == catalog)
            let state = try #require(await frontEnd.state(ofSession: id))
            #expect(state.selectedTab(as: AppTab.self) == .shop)
            #expect(state.stacks.map { $0.map(\.id) } == [[catalogEntry]])
            // And back to the text tab's own address, which it shows.
            try await browser.open("/@text")
            #expect(browser.title == "Text input")
        }
    }

    @Test func backIsTheUsersOwnNavigationWhichNoGuardRefusesWhileATabAndAPastedLinkAreAskedOfTheGuards() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "2")
            try await browser.submit("cart")
            let cart = browser.path
            let id = try #require(browser.cookie)
            _ = await MainActor.run {
                frontEnd.sessions[id]?.coordinator.addGuard { _, _ in .refuse(reason: "Not now.") }
            }
            // Back (and a breadcrumb) went where the user already was: no guard is asked.
            try await browser.open("/@shop/shop/catalog/shop/product;productID=2")
            #expect(browser.title == "Product 2")
            try await browser.open("/@shop/shop/catalog")
            #expect(browser.title == "Catalog")
            // A tab tapped is asked of the guards, by the screens it would show: this one refuses it, with its reason.
            try await browser.open("/@text")
            #expect(browser.title == "Catalog")
            #expect(browser.page.contains("Not now."))
            try await browser.open("/@shop")
            #expect(browser.title == "Catalog")
            // Forward, or a pasted link, opens screens: the guard refuses it, nothing changes, and the address goes
            // back to the state's own, with the guard's reason on the page.
            let before = await frontEnd.state(ofSession: id)
            let refused = try await browser.request(cart, method: .get)
            #expect(refused.status == .seeOther)
            #expect(refused.headers[.location] == "/@shop/shop/catalog")
            try await browser.open("/@shop/shop/catalog")
            #expect(browser.page.contains(#"<p class="message">Not now.</p>"#))
            #expect(await frontEnd.state(ofSession: id) == before)
        }
    }

    @Test func aPastedGuardedLinkWhileSignedOutShowsSignInThenContinues() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "1")
            try await browser.submit("add")
            let checkout = "/@shop/shop/catalog/shop/product;productID=1/+/shop/cart/shop/checkout"
            try await browser.open(checkout)
            #expect(browser.title == "Sign in")
            #expect(browser.path == checkout)
            try await browser.submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
            #expect(browser.title == "Checkout")
            #expect(browser.path == checkout)
            // Pasting it again, signed in, is the same page.
            try await browser.open(checkout)
            #expect(browser.title == "Checkout")
        }
    }

    @Test func everyTextTheUserTypedIsEscaped() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@text")
            let hostile = #"<script>alert("x")</script>&'"#
            try await browser.submit("confirm", ["text": hostile])
            #expect(browser.title == "Confirmation")
            #expect(!browser.page.contains("<script>"))
            #expect(browser.page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"))
            // In the link and the breadcrumb too: the path is percent-encoded, the page escaped.
            #expect(browser.path.hasPrefix("/@text/textInputScreen/textConfirmationScreen;text=%3Cscript%3E"))
        }
    }

    @Test func eachTabKeepsItsStackAndATabLinkSelectsItAsItWasLeft() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "4")
            try await browser.open("/@text")
            try await browser.submit("confirm", ["text": "hello"])
            try await browser.open("/@shop")
            #expect(browser.title == "Product 4")
            #expect(browser.page.contains(#"<a href="/@shop" class="selected""#))
            try await browser.open("/@text")
            #expect(browser.title == "Confirmation")
        }
    }

    @Test func backAndCloseFormsAreTheUsersOwnNavigation() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("open", value: "4")
            try await browser.submit("cart")
            try await browser.submit("close")
            #expect(browser.title == "Product 4")
            try await browser.submit("back")
            #expect(browser.title == "Catalog")
            #expect(!browser.page.contains(#"value="back""#), "no back on the first screen")
        }
    }
}

/// The identity of the view model at the root of the session's base stack.
@MainActor
func rootModel(of session: String, in frontEnd: WebFrontEnd) -> ObjectIdentifier? {
    guard let coordinator = frontEnd.sessions[session]?.coordinator else { return nil }
    return coordinator.viewModel(for: coordinator.state.root.id).map(ObjectIdentifier.init)
}
