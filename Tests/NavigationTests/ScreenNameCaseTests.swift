import Navigation
import Testing

/// Screen names match case names exactly unless the links are told to ignore letter case; then a name typed in
/// other case reads as the case it names, and links are still written with the case's own name.
struct ScreenNameCaseTests {
    let lenient = DeepLinks<LinkScreen>(scheme: "shop", screenNames: .ignoringCase)

    @Test func byDefaultANameInOtherCaseIsAnUnknownScreen() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try DeepLinks<LinkScreen>(scheme: "shop").stacks(in: "shop://Catalog")
        }
        #expect(error.reason == .unknownScreen(screens: "LinkScreen or HelpScreen"))
        #expect(error.component == "Catalog")
    }

    @Test func ignoringCaseANameReadsInCapitalsOrUpperCase() throws {
        let expected: [[LinkScreen]] = [[.catalog, .product(id: 3)]]
        #expect(try lenient.stacks(in: "shop://Catalog/Product;id=3") == expected)
        #expect(try lenient.stacks(in: "shop://CATALOG/PRODUCT;id=3") == expected)
        #expect(try lenient.stacks(in: "shop://catalog/product;id=3") == expected)
    }

    @Test func ignoringCaseAGroupsPrefixAndItsScreensRead() throws {
        #expect(try lenient.stacks(in: "shop://Settings/Main") == lenient.stacks(in: "shop://settings/main"))
    }

    @Test func aNameOfSeveralWordsReadsWithItsFirstLetterRaised() throws {
        #expect(try lenient.stacks(in: "shop://catalog/SignIn") == lenient.stacks(in: "shop://catalog/signIn"))
        // Word boundaries cannot be told from the link: all capitals name no case of several words.
        let error = try #require(throws: DeepLinkError.self) { try lenient.stacks(in: "shop://catalog/SIGNIN") }
        #expect(error.reason == .unknownScreen(screens: "LinkScreen or HelpScreen"))
        #expect(error.component == "SIGNIN")
    }

    @Test func linksAreStillWrittenWithTheCasesOwnName() throws {
        let stacks = try lenient.stacks(in: "shop://CATALOG/Product;id=3")
        #expect(try lenient.url(for: stacks[0]) == "shop://catalog/product;id=3")
    }

    @Test func parameterLabelsStayExact() throws {
        let error = try #require(throws: DeepLinkError.self) { try lenient.stacks(in: "shop://catalog/product;ID=3") }
        #expect(error.reason == .missingParameter(name: "id"))
    }

    @Test func oldNamesInTheRouteHistoryMatchInAnyCase() throws {
        let links = DeepLinks<EvolvedScreen>(scheme: "app", screenNames: .ignoringCase)
        let product = EvolvedScreen.product(productID: 3, tab: "details")
        #expect(try links.stacks(in: "app://catalog/ITEM;id=3") == [[.catalog, product]])
        let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: "app://catalog/WishList") }
        #expect(error.reason == .removedScreen(reason: "the wish list is part of the cart"))
        // Exactly, an old name in other case is no screen.
        let exact = DeepLinks<EvolvedScreen>(scheme: "app")
        #expect(throws: DeepLinkError.self) { try exact.stacks(in: "app://catalog/ITEM;id=3") }
    }
}
