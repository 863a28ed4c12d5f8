import Foundation
import Hummingbird
import Navigation
import Screens
import Testing

@testable import WebApp

/// Every form of every screen, posted as a browser posts it.
@MainActor
struct FormTests {
    @Test func theTextFlowRatingAndTheHistoryBehindThePIN() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@text")
            try await browser.submit("confirm", ["text": "   "])
            #expect(browser.page.contains("Type some text before confirming."))
            try await browser.submit("confirm", ["text": "hello"])
            #expect(browser.title == "Confirmation")
            try await browser.submit("rate")
            #expect(browser.title == "Rating")
            #expect(browser.breadcrumb == "Text input › Confirmation Rating")
            try await browser.submit("rate", value: "4")
            #expect(browser.title == "Confirmation")
            #expect(browser.page.contains("Rating: 4/5"))
            try await browser.submit("back")
            #expect(browser.page.contains("Recent: \u{201C}hello\u{201D}"))
            try await browser.submit("history")
            #expect(browser.title == "Unlock")
            try await browser.submit("unlock", ["pin": "0000"])
            #expect(browser.page.contains("Wrong PIN."))
            try await browser.submit("unlock", ["pin": "1234"])
            #expect(browser.title == "History")
            #expect(browser.page.contains("<li>hello</li>"))
            #expect(browser.path == "/@text/textInputScreen/textHistoryScreen")
        }
    }

    /// A double click on "Place the order": one order, and the second lands where the first did, on it.
    @Test func aFormPostedTwiceActsOnceAndTheSecondLandsWhereTheFirstDid() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.walkToTheCheckout()
            #expect(browser.title == "Checkout")
            let form = browser.pageFields.merging(["action": "place"]) { $1 }
            let first = try await browser.post(form)
            let second = try await browser.post(form)
            let landing = try #require(first.headers[.location])
            #expect(second.status == .seeOther)
            #expect(second.headers[.location] == landing)
            try await browser.open(landing)
            #expect(browser.title == "Order 1")
            #expect(!browser.page.contains("Order 2"))
        }
    }

    /// A hundred posts of one "Confirm" at once record the text once.
    @Test func oneFormPostedAHundredTimesAtOnceActsOnce() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@text")
            let cookie = browser.cookie
            let form = browser.pageFields.merging(["action": "confirm", "text": "once"]) { $1 }
            let landings = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<100 {
                    group.addTask { try await Browser(client, cookie: cookie).post(form).headers[.location] }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(landings.count == 100)
            #expect(Set(landings).count == 1, "\(Set(landings))")
            try await browser.open(try #require(landings.first ?? nil))
            #expect(browser.title == "Confirmation")
            try await browser.submit("back")
            try await browser.submit("history")
            try await browser.submit("unlock", ["pin": "1234"])
            #expect(browser.page.components(separatedBy: "<li>once</li>").count == 2, "recorded once")
        }
    }

    /// A double click on "Sign in": the second post carries the cookie the first one retired. It lands where the
    /// first did and sets no cookie — the browser keeps the signed-in session and its cart — where it was answered
    /// as a session that had ended, with a cookie that replaced the signed-in one.
    @Test func signingInClickedTwiceLandsOnceAndKeepsTheSignedInSession() async throws {
        try await withApp { client, _ in try await Self.signInClickedTwice(first: client, second: client) }
    }

    /// "Sign in" clicked twice, the first click reaching `first` and the second, sent with the cookie the browser
    /// had when it was made, reaching `second`: the second lands where the first did and sets no cookie, the
    /// browser keeps the signed-in session through either server, and the retired id acts for no one.
    static func signInClickedTwice(first one: HTTPTestClient, second two: HTTPTestClient) async throws {
        let browser = Browser(one)
        try await browser.walkToTheCart()
        try await browser.submit("checkout")
        #expect(browser.title == "Sign in")
        let retired = try #require(browser.cookie)
        let form = browser.pageFields.merging(
            ["action": "signIn", "email": "ada@example.com", "password": "lovelace"]) { $1 }
        let first = try await browser.post(form)
        #expect(first.sessionCookie != nil)
        let signedIn = try #require(browser.cookie)
        #expect(signedIn != retired)
        let second = try await Browser(two, cookie: retired).post(form)
        #expect(second.status == .seeOther)
        #expect(second.headers[.location] == first.headers[.location])
        #expect(second.sessionCookie == nil)
        // The browser keeps the signed-in session, its cart with it, through either server.
        for client in [one, two] {
            let window = Browser(client, sharing: browser)
            _ = try await window.open(try #require(first.headers[.location]))
            #expect(window.cookie == signedIn)
            #expect(window.title == "Checkout" && window.page.contains("Teapot"))
        }
        // Another form under the retired id acts for no one: a session of its own, without Ada's cart.
        let other = Browser(two, cookie: retired)
        _ = try await other.open("/@shop")
        #expect(other.page.contains("Cart: 0 items.") && other.page.contains("Not signed in."))
    }

    @Test func theCartsFormsAndSigningInAndOutFromTheCatalog() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@shop")
            try await browser.submit("signIn")
            #expect(browser.title == "Sign in")
            // One way out: the sheet's own Cancel, not a Back and a Close beside it that do the same.
            #expect(browser.actions == ["signIn", "cancel"])
            try await browser.submit("cancel")
            #expect(browser.page.contains("Not signed in."))
            try await browser.submit("signIn")
            try await browser.submit("signIn", ["email": "ada@example.com", "password": "lovelace"])
            #expect(browser.title == "Catalog")
            #expect(browser.page.contains("Signed in as Ada."))
            try await browser.submit("signOut")
            #expect(browser.page.contains("Not signed in."))
            for id in ["1", "2"] {
                try await browser.submit("open", value: id)
                try await browser.submit("add")
                try await browser.submit("back")
            }
            try await browser.submit("cart")
            try await browser.submit("set", value: "1", ["quantity": "5"])
            #expect(browser.page.contains("× 5"))
            try await browser.submit("set", value: "1", ["quantity": "500"])
            #expect(browser.page.contains(#"class="message""#))
            try await browser.submit("set", value: "1", ["quantity": "many"])
            #expect(browser.page.contains("The quantity must be a whole number."))
            try await browser.submit("remove", value: "2")
            #expect(!browser.page.contains("Coffee beans"))
            #expect(browser.page.contains("Green tea"))
            try await browser.submit("close")
            #expect(browser.title == "Catalog")
            #expect(browser.page.contains("Cart: 5 items."))
        }
    }

    @Test func theCleanSwiftScenes() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.open("/@vip")
            #expect(browser.title == "VIP home")
            try await browser.submit("send", ["message": ""])
            #expect(browser.page.contains(#"class="message""#))
            try await browser.submit("send", ["message": "hello there"])
            #expect(browser.title == "VIP detail")
            #expect(browser.page.contains("Message from home: &quot;hello there&quot;"))
            try await browser.submit("back")
            try await browser.submit("profile", ["name": ""])
            #expect(browser.title == "VIP profile")
            #expect(browser.page.contains("+7 (999) 111 22 33"))
            #expect(browser.path == "/@vip/cleanSwift/home/cleanSwift/profile;userName=Aleksey")
        }
    }

    @Test func aModalFlowIsADialogOverThePageBeneathIt() async throws {
        try await withApp { client, _ in
            let browser = Browser(client)
            try await browser.walkToTheCart()
            #expect(browser.title == "Cart")
            #expect(
                browser.page.contains(#"<main class="sheet" role="dialog" aria-modal="true" aria-labelledby="title">"#))
            #expect(browser.page.contains(#"<p class="beneath-title">Product 3</p>"#))
            try await browser.submit("close")
            #expect(!browser.page.contains(#"role="dialog""#))
        }
    }

    @Test func theStartScreensChoicesSwitchToTheirTabsWhichTheTabBarMarks() async throws {
        try await withApp { client, frontEnd in
            let browser = Browser(client)
            try await browser.open("/")
            for (tab, title, name) in [
                ("text", "Text input", "Text"), ("shop", "Catalog", "Shop"), ("vip", "VIP home", "Clean Swift"),
            ] {
                try await browser.open("/@start/startScreen")
                #expect(browser.page.contains(#"<a class="choice" href="/@\#(tab)">"#))
                try await browser.open("/@\(tab)")
                #expect(browser.title == title)
                #expect(
                    browser.page.contains(#"<a href="/@\#(tab)" class="selected" aria-current="page">\#(name)</a>"#))
            }
            let id = try #require(browser.cookie)
            let start = await frontEnd.state(ofSession: id)?.stack(of: AppTab.start)?.map(\.screen)
            #expect(start == [.startScreen], "no copy of another part inside the start tab")
        }
    }
}

/// Reading a posted form's bytes, and escaping text into a page.
struct FormDataTests {
    @Test func aFormIsReadAsPercentEncodedUTF8WithPlusAsASpace() throws {
        let form = try FormData(Array("a=1+2&text=caf%C3%A9+%26+%3Cb%3E&empty=&flag".utf8), maxFieldBytes: 100)
        #expect(form["a"] == "1 2")
        #expect(form["text"] == "café & <b>")
        #expect(form["empty"] == "")
        #expect(form["flag"] == "")
        #expect(form["missing"] == nil)
    }

    @Test func aBadEscapeBytesThatAreNotUTF8ATwiceSentOrTooLongFieldRefuseTheWholeForm() {
        let raw: [UInt8] = Array("a=".utf8) + [0xFF]  // a byte no UTF-8 text has, sent unescaped
        for body in ["a=%4", "a=%zz", "a=%", "a=%FF", "%C3=1"].map({ Array($0.utf8) }) + [raw] {
            #expect(throws: FormData.Problem.notUTF8, "\(body)") { try FormData(body, maxFieldBytes: 100) }
        }
        #expect(throws: FormData.Problem.duplicateField("a")) { try FormData(Array("a=1&a=2".utf8), maxFieldBytes: 9) }
        #expect(throws: FormData.Problem.fieldTooLong("a", limit: 3)) {
            try FormData(Array("a=%41%41%41%41".utf8), maxFieldBytes: 3)
        }
    }

    @Test func theSessionAndVersionCookiesAreTheFirstOfTheirNamesAmongOthersAndAVersionIsANumber() {
        let id = WebSession.randomToken()
        #expect(WebServer.sessionCookies(inHeaders: ["theme=dark; session=\(id);version=12 ; x=1"]) == (id, 12))
        #expect(
            WebServer.sessionCookies(inHeaders: ["session=\(id); session=other", "version=3; version=4"]) == (id, 3))
        #expect(WebServer.sessionCookies(inHeaders: ["sessions=a; xsession=b; version=new; flag"]) == (nil, nil))
        #expect(WebServer.sessionCookies(inHeaders: []) == (nil, nil))
        #expect(WebServer.sessionCookies(inHeaders: ["\tsession=\(id)\t ;  version=7 ", "session=x"]) == (id, 7))
        #expect(WebServer.sessionCookies(inHeaders: ["session =a; version= 7; =; ;session"]) == (nil, nil))
    }

    /// `text` as an interpolation into ``HTML`` writes it.
    private func escape(_ text: String) -> String {
        let html: HTML = "\(text)"
        return html.markup
    }

    @Test func escapingReplacesTheFiveCharactersAndLeavesOtherTextAsItIs() {
        #expect(escape("Tea & <cake> \"for\" 'two'") == "Tea &amp; &lt;cake&gt; &quot;for&quot; &#39;two&#39;")
        #expect(escape("café 🍵") == "café 🍵")
        #expect(escape("") == "")
        #expect(escape("<<&>>") == "&lt;&lt;&amp;&gt;&gt;")
        #expect(escape("a\"é'") == "a&quot;é&#39;")
    }

    @Test func htmlEscapesWhatIsInterpolatedAndKeepsItsOwnMarkup() {
        let name = "<b>Tea & \"cake\"</b>"
        let html: HTML = #"<p class="x">\#(name) × \#(3)</p>"#
        #expect(html.markup == #"<p class="x">&lt;b&gt;Tea &amp; &quot;cake&quot;&lt;/b&gt; × 3</p>"#)
        let list: HTML = "<ul>" + ["a<", "b"].map { text -> HTML in "<li>\(text)</li>" }.joined() + "</ul>"
        #expect(list.markup == "<ul><li>a&lt;</li><li>b</li></ul>")
        #expect(["x", "y"].map { HTML(stringLiteral: $0) }.joined(separator: " › ").markup == "x › y")
        #expect(paragraph("1 < 2", class: "error").markup == #"<p class="error">1 &lt; 2</p>"#)
    }
}
