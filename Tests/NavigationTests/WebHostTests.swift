import Navigation
import Testing

/// A universal link — `https://` and a host the app owns — reads as the app's own scheme; no other host, and no
/// `https` link at all unless the app lists its hosts.
struct WebHostTests {
    let links = DeepLinks<LinkScreen>(scheme: "shop", webHosts: ["Shop.Example.com"])

    @Test func aLinkOnTheAppsHostReadsAsTheAppsScheme() throws {
        let expected = try links.stacks(in: "shop://catalog/product;id=3")
        #expect(try links.stacks(in: "https://shop.example.com/catalog/product;id=3") == expected)
        #expect(try links.stacks(in: "HTTPS://SHOP.EXAMPLE.COM/catalog/product;id=3") == expected)
        // With what a web page appends.
        #expect(try links.stacks(in: "https://shop.example.com/catalog/product;id=3/?utm_source=mail#top") == expected)
    }

    @Test func anotherHostIsRefusedNamingIt() throws {
        for (link, host) in [
            ("https://evil.example.com/catalog", "evil.example.com"),
            ("https://shop.example.com:8443/catalog", "shop.example.com:8443"),
            ("https://user@shop.example.com/catalog", "user@shop.example.com"),
        ] {
            let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: link) }
            #expect(error.reason == .unknownHost(expected: "shop.example.com"))
            #expect(error.component == host)
            #expect(error.offset == 8)
        }
    }

    @Test func theHostAloneNamesNoScreen() throws {
        let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: "https://shop.example.com/") }
        #expect(error.reason == .noScreen)
    }

    @Test func withoutHostsAnHttpsLinkIsAnotherScheme() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try DeepLinks<LinkScreen>(scheme: "shop").stacks(in: "https://shop.example.com/catalog")
        }
        #expect(error.reason == .wrongScheme(expected: "shop"))
    }
}
