import Assembly
import Screens
import TerminalUI
import Testing

@MainActor
struct ShopTerminalTests {
    let app: TerminalApp

    init() throws {
        app = TerminalApp(coordinator: try RootAssembly(scope: AppScope()).makeCoordinator())
    }

    /// Sends each line and returns what the app printed for the last one.
    @discardableResult
    func type(_ lines: String...) -> TerminalReply {
        var reply = TerminalReply.proceed("")
        for line in lines { reply = app.handle(line) }
        return reply
    }

    @Test func theCatalogListsProductsAndTheCartAndWhoIsSignedIn() {
        type("shop")
        #expect(
            app.render() == """

                == Catalog ==
                Stack: Start › Catalog
                  1  Green tea      $4.50
                  2  Coffee beans   $12.00
                  3  Teapot         $29.90
                  4  Mug            $8.00
                  5  Honey          $6.75
                Cart: 0 items. Not signed in.
                Actions: <number> open a product · cart · sign in · back · home · help · quit
                """)
    }

    @Test func theWholeShopFlowIsDrawnWithItsModalFlowsInTheBreadcrumb() {
        type("shop", "3", "add 2")
        #expect(app.render().contains("In your cart: 2."))
        type("cart")
        #expect(app.breadcrumb == "Start › Catalog › Product 3 [Cart]")
        #expect(app.render().contains("  3  Teapot         × 2  $59.80\nTotal: $59.80"))
        type("checkout")
        #expect(app.breadcrumb == "Start › Catalog › Product 3 [Cart] [Sign in]")
        #expect(app.render().contains("(in this demo: ada@example.com lovelace)"))
        type("ada@example.com lovelace")
        #expect(app.breadcrumb == "Start › Catalog › Product 3 [Cart › Checkout]")
        #expect(app.render().contains("Ordering as Ada (ada@example.com)."))
        type("place")
        #expect(app.breadcrumb == "Start › Catalog › Product 3 [Cart › Order 1]")
        #expect(app.render().contains("Order 1 is placed. Thank you, Ada!"))
        type("done")
        #expect(app.breadcrumb == "Start › Catalog")
        #expect(app.render().contains("Cart: 0 items. Signed in as Ada."))
    }

    @Test func cancellingSignInReturnsToTheCart() {
        type("shop", "1", "add", "cart", "checkout", "cancel")
        #expect(app.breadcrumb == "Start › Catalog › Product 1 [Cart]")
    }

    @Test(arguments: [
        (["shop", "42"], "! No product has the id 42."),
        (["shop", "1", "add x"], "! Type add, or add and a quantity, such as add 2."),
        (["shop", "1", "add 0"], "! 0 is not a quantity: choose from 1 to 99."),
        (["shop", "cart", "checkout"], "! Your cart is empty: add a product first."),
        (["shop", "1", "add", "cart", "set 1"], "! Type set, a product number and a quantity, such as set 1 3."),
        (["shop", "1", "add", "cart", "set 2 3"], "! Product 2 is not in your cart."),
        (["shop", "1", "add", "cart", "remove one"], "! Type remove and a product number, such as remove 1."),
        (
            ["shop", "1", "add", "cart", "checkout", "ada@example.com"],
            "! Type your email and your password, separated by a space."
        ),
        (["shop", "1", "add", "cart", "checkout", "ada@example.com nope"], "! Wrong email or password."),
        (["shop", "sign in", "ada@example.com lovelace", "sign in"], "! You are already signed in as Ada."),
    ])
    func badInputInTheShopIsExplainedInOneLine(lines: [String], reply: String) {
        for line in lines.dropLast() { _ = app.handle(line) }
        let before = app.coordinator.state
        #expect(app.handle(lines[lines.count - 1]) == .proceed(reply))
        #expect(app.coordinator.state == before)
    }

    @Test func theVIPScenesAreDrawnFromTheirDisplays() {
        type("vip")
        #expect(app.render().contains("Write a message for the detail scene, or open a user's profile."))
        #expect(type("   ") == .proceed("! Write a message before sending it."))
        type("\\back")
        #expect(app.breadcrumb == "Start › VIP home › VIP detail")
        #expect(app.render().contains("Message from home: \"back\"\nIt has 4 characters."))
        type("back", "profile Bastien")
        #expect(app.render().contains("Phone: +33 6 12 34 56 78"))
        type("back", "profile Zed")
        #expect(app.render().contains("Nobody called \"Zed\" is in the directory."))
    }

    @Test func aDeepLinkReachesAShopScreen() {
        guard case .proceed(let screen) = type("open demo://shop/product;productID=3") else {
            Issue.record("the app quit")
            return
        }
        #expect(screen.contains("Stack: Start › Catalog › Product 3\nTeapot, $29.90"))
        #expect(
            type("open demo://shop/product;productID=9")
                == .proceed("! Cannot open shop/product;productID=9: No product has the id 9."))
    }
}
