import Assembly
import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

/// Bad links, each with the error it must give.
let badLinks: [BadLink] = [
    BadLink("", DeepLinkError(.missingScheme(expected: "demo"), component: "", offset: 0)),
    BadLink("demo", DeepLinkError(.missingScheme(expected: "demo"), component: "demo", offset: 0)),
    BadLink("demo:", DeepLinkError(.missingScheme(expected: "demo"), component: "demo:", offset: 0)),
    BadLink(
        "demo:/startScreen", DeepLinkError(.missingScheme(expected: "demo"), component: "demo:/startScreen", offset: 0)),
    BadLink(
        "de mo://startScreen",
        DeepLinkError(.missingScheme(expected: "demo"), component: "de mo://startScreen", offset: 0)),
    BadLink("http://startScreen", DeepLinkError(.wrongScheme(expected: "demo"), component: "http", offset: 0)),
    BadLink("DEMO2://startScreen", DeepLinkError(.wrongScheme(expected: "demo"), component: "DEMO2", offset: 0)),
    BadLink("demo://", DeepLinkError(.noScreen, component: "", offset: 7)),
    BadLink("demo://?text=a", DeepLinkError(.noScreen, component: "", offset: 7)),
    BadLink("demo://input", DeepLinkError(.unknownScreen(screens: "ControllersList"), component: "input", offset: 7)),
    BadLink(
        "demo://StartScreen",
        DeepLinkError(.unknownScreen(screens: "ControllersList"), component: "StartScreen", offset: 7)),
    BadLink(
        "demo://startScreen/textHistoryScreen/unknown",
        DeepLinkError(.unknownScreen(screens: "ControllersList"), component: "unknown", offset: 37)
    ),
    BadLink(
        "demo://textConfirmationScreen",
        DeepLinkError(.missingParameter(name: "text"), component: "textConfirmationScreen", offset: 7)),
    BadLink(
        "demo://textConfirmationScreen;txt=hi",
        DeepLinkError(.missingParameter(name: "text"), component: "textConfirmationScreen", offset: 7)),
    BadLink(
        "demo://textConfirmationScreen?text=hi",
        DeepLinkError(.missingParameter(name: "text"), component: "textConfirmationScreen", offset: 7)),
    BadLink(
        "demo://textConfirmationScreen;text=hi;text=again",
        DeepLinkError(.unexpectedParameter, component: "text", offset: 38)),
    BadLink("demo://startScreen;x=1", DeepLinkError(.unexpectedParameter, component: "x", offset: 19)),
    BadLink("demo://startScreen//textInputScreen", DeepLinkError(.emptySegment, component: "/", offset: 18)),
    BadLink("demo://startScreen//", DeepLinkError(.emptySegment, component: "/", offset: 18)),
    BadLink("demo:///startScreen", DeepLinkError(.emptySegment, component: "/", offset: 7)),
    BadLink("demo://textConfirmationScreen;text=%", DeepLinkError(.invalidPercentEncoding, component: "%", offset: 35)),
    BadLink(
        "demo://textConfirmationScreen;text=%zz", DeepLinkError(.invalidPercentEncoding, component: "%zz", offset: 35)),
    BadLink("demo://%ZZ", DeepLinkError(.invalidPercentEncoding, component: "%ZZ", offset: 7)),
    BadLink("demo://textConfirmationScreen;text=%C3", DeepLinkError(.invalidUTF8, component: "%C3", offset: 35)),
    BadLink("demo://textConfirmationScreen;text=%FF%FE", DeepLinkError(.invalidUTF8, component: "%FF%FE", offset: 35)),
    BadLink(
        "demo://textConfirmationScreen;text=%ED%A0%80", DeepLinkError(.invalidUTF8, component: "%ED%A0%80", offset: 35)),
    BadLink("demo://textConfirmationScreen;text=%C0%AF", DeepLinkError(.invalidUTF8, component: "%C0%AF", offset: 35)),
    BadLink(
        "demo://textConfirmationScreen;text=hi there", DeepLinkError(.unexpectedCharacter, component: " ", offset: 37)),
    BadLink(
        "demo://textConfirmationScreen;text=a\tb", DeepLinkError(.unexpectedCharacter, component: "\t", offset: 36)),
    BadLink(
        "demo://textConfirmationScreen;text=é\nb", DeepLinkError(.unexpectedCharacter, component: "\n", offset: 36)),
    BadLink("demo://startScreen\u{7F}", DeepLinkError(.unexpectedCharacter, component: "\u{7F}", offset: 18)),
    BadLink("demo://textConfirmationScreen;=hi", DeepLinkError(.emptyParameterName, component: "=hi", offset: 30)),
    BadLink("demo://textConfirmationScreen;text=hi;", DeepLinkError(.emptyParameterName, component: "", offset: 38)),
    BadLink("demo://startScreen?utm=1&", DeepLinkError(.emptyParameterName, component: "", offset: 25)),
    BadLink("demo://unlockScreen", DeepLinkError(.notLinkable(.never), component: "unlockScreen", offset: 7)),
    BadLink("demo://shop/signIn", DeepLinkError(.notLinkable(.never), component: "shop/signIn", offset: 7)),
    BadLink(
        "demo://startScreen/shop/cart", DeepLinkError(.notLinkable(.onlyPresented), component: "shop/cart", offset: 19)),
    BadLink(
        "demo://startScreen/+/textInputScreen",
        DeepLinkError(.notLinkable(.notPresented), component: "textInputScreen", offset: 21)),
    BadLink("demo://startScreen/+", DeepLinkError(.emptyFlow, component: "+", offset: 19)),
    // Links into tabs.
    BadLink("demo://@", DeepLinkError(.emptyTabName, component: "@", offset: 7)),
    BadLink("demo://@/startScreen", DeepLinkError(.emptyTabName, component: "@", offset: 7)),
    BadLink("demo://@shop;x=1/shop/catalog", DeepLinkError(.unexpectedParameter, component: "x", offset: 13)),
    BadLink(
        "demo://@shop/@text", DeepLinkError(.unknownScreen(screens: "ControllersList"), component: "@text", offset: 13)),
    BadLink(
        "demo://startScreen/@shop",
        DeepLinkError(.unknownScreen(screens: "ControllersList"), component: "@shop", offset: 19)),
    BadLink("demo://@shop/+", DeepLinkError(.emptyFlow, component: "+", offset: 13)),
    BadLink("demo://@shop/+/shop/cart", DeepLinkError(.emptyFlow, component: "@shop", offset: 7)),
    BadLink("demo://@shop//shop/catalog", DeepLinkError(.emptySegment, component: "/", offset: 12)),
    BadLink("demo://@%ZZ", DeepLinkError(.invalidPercentEncoding, component: "%ZZ", offset: 8)),
    BadLink("demo://@sh op", DeepLinkError(.unexpectedCharacter, component: " ", offset: 10)),
    BadLink(
        "demo://@shop/shop/catalog/shop/checkout/+/startScreen",
        DeepLinkError(.notLinkable(.notPresented), component: "startScreen", offset: 42)),
    BadLink(
        "demo://" + String(repeating: "startScreen/", count: 700),
        DeepLinkError(.tooLong(length: 8_407, limit: 8_192), component: "demo://startScreen/start…", offset: 0)
    ),
]

/// A bad link, shown in test reports by its first characters.
struct BadLink: Sendable, CustomTestStringConvertible {
    let link: String
    let error: DeepLinkError

    init(_ link: String, _ error: DeepLinkError) {
        self.link = link
        self.error = error
    }

    var testDescription: String { link.count > 40 ? String(link.prefix(40)) + "…" : link.debugDescription }
}

@MainActor
struct DeepLinkTableTests {
    let scope = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000"))

    @Test func thereAreAtLeastThirtyBadLinks() {
        #expect(badLinks.count >= 30)
    }

    @Test(arguments: badLinks)
    func aBadLinkLeavesEveryTabAsItWas(bad: BadLink) throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(selecting: .text)
        try coordinator.show(.shop(.product(productID: 2)), in: AppTab.shop)
        try coordinator.show(.textConfirmationScreen(text: "kept"))
        expectRefused(bad, on: coordinator)
    }

    @Test func aLinkIntoATabTheAppDoesNotHaveIsRefusedAndEveryTabStaysAsItWas() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(selecting: .shop)
        try coordinator.show(.shop(.product(productID: 2)))
        let before = coordinator.state
        for link in ["demo://@nowhere", "demo://@nowhere/startScreen", "demo://@Shop/shop/catalog"] {
            let error = #expect(throws: NavigationError.self) {
                try coordinator.open(link: link, using: ControllersList.links)
            }
            guard case .unknownTab(let tab) = error else {
                Issue.record("\(link) was refused with \(String(describing: error)), not an unknown tab")
                continue
            }
            #expect(tab.name == String(link.dropFirst(8).prefix { $0 != "/" }))
        }
        #expect(coordinator.state == before)
    }

    @Test(arguments: badLinks)
    func aBadLinkGivesItsErrorAndLeavesTheStateAsItWas(bad: BadLink) throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.show(.textConfirmationScreen(text: "kept"))
        expectRefused(bad, on: coordinator)
    }

    /// Opens `bad` on `coordinator`: it must be refused with its error, and change neither the state nor the
    /// view model on top.
    func expectRefused(
        _ bad: BadLink, on coordinator: Coordinator<ControllersList>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = coordinator.state
        let top = coordinator.topViewModel
        #expect(throws: NavigationError.invalidLink(bad.error), sourceLocation: sourceLocation) {
            try coordinator.open(link: bad.link, using: ControllersList.links)
        }
        #expect(coordinator.state == before, sourceLocation: sourceLocation)
        #expect(identical(coordinator.topViewModel, top), sourceLocation: sourceLocation)
    }

    @Test func aLinkOpensTheConfirmationScreenWithItsText() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.open(link: "demo://textConfirmationScreen;text=hello%20there", using: ControllersList.links)
        #expect(
            coordinator.state.screens == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello there")])
        #expect((coordinator.topViewModel as? TextConfirmationViewModel)?.text == "hello there")
    }

    @Test func aLinkToALockedScreenLeadsThroughUnlocking() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.open(link: "demo://textHistoryScreen", using: ControllersList.links)
        #expect(
            coordinator.state.stacks.map { $0.map(\.screen) } == [[.startScreen, .textInputScreen], [.unlockScreen]])
        let input = coordinator.viewModel(for: coordinator.state.stacks[0][1].id)
        try #require(coordinator.topViewModel as? UnlockViewModel).submit(pin: "0000")
        #expect(identical(coordinator.viewModel(for: coordinator.state.stacks[0][1].id), input))
        #expect(
            coordinator.state.stacks.map { $0.map(\.screen) } == [[.startScreen, .textInputScreen, .textHistoryScreen]])
    }

    @Test func aRatingOpenedByALinkIsPresentedForAResultAndClosesOnceRated() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.open(link: "demo://ratingScreen;text=hi", using: ControllersList.links)
        #expect(coordinator.state.stacks.count == 2)
        let rating = try #require(coordinator.topViewModel as? RatingViewModel)
        rating.rate(4)
        #expect(rating.message == nil)
        #expect(coordinator.state.screens == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hi")])
        // The confirmation the link opened beneath it keeps the rating, as if it had asked for it.
        #expect(try #require(coordinator.topViewModel as? TextConfirmationViewModel).rating == 4)
    }

    @Test func aRatingInARestoredSessionRatesTheRestoredConfirmation() throws {
        let first = try RootAssembly(scope: scope).makeCoordinator()
        try first.open(link: "demo://ratingScreen;text=hi", using: ControllersList.links)
        let saved = try first.savedNavigation.json()
        let next = try RootAssembly(scope: scope).makeCoordinator(restoring: saved)
        try #require(next.topViewModel as? RatingViewModel).rate(5)
        #expect(try #require(next.topViewModel as? TextConfirmationViewModel).rating == 5)
    }
}
