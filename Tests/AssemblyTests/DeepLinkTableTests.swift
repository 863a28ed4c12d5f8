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
    BadLink("demo:/input", DeepLinkError(.missingScheme(expected: "demo"), component: "demo:/input", offset: 0)),
    BadLink("de mo://input", DeepLinkError(.missingScheme(expected: "demo"), component: "de mo://input", offset: 0)),
    BadLink("http://input", DeepLinkError(.wrongScheme(expected: "demo"), component: "http", offset: 0)),
    BadLink("DEMO2://input", DeepLinkError(.wrongScheme(expected: "demo"), component: "DEMO2", offset: 0)),
    BadLink("demo://", DeepLinkError(.noScreen, component: "", offset: 7)),
    BadLink("demo://?text=a", DeepLinkError(.noScreen, component: "", offset: 7)),
    BadLink("demo://inputs", DeepLinkError(.unknownScreen(known: knownScreens), component: "inputs", offset: 7)),
    BadLink("demo://Input", DeepLinkError(.unknownScreen(known: knownScreens), component: "Input", offset: 7)),
    BadLink(
        "demo://input/history/unknown",
        DeepLinkError(.unknownScreen(known: knownScreens), component: "unknown", offset: 21)
    ),
    BadLink("demo://confirm", DeepLinkError(.missingParameter(name: "text"), component: "confirm", offset: 7)),
    BadLink("demo://confirm?txt=hi", DeepLinkError(.missingParameter(name: "text"), component: "confirm", offset: 7)),
    BadLink("demo://rating", DeepLinkError(.missingParameter(name: "text"), component: "rating", offset: 7)),
    BadLink("demo://confirm?text=hi&text=again", DeepLinkError(.unexpectedQueryItem, component: "text", offset: 23)),
    BadLink("demo://input?x=1", DeepLinkError(.unexpectedQueryItem, component: "x", offset: 13)),
    BadLink("demo://history?text=x", DeepLinkError(.unexpectedQueryItem, component: "text", offset: 15)),
    BadLink("demo://input//confirm?text=a", DeepLinkError(.emptySegment, component: "/", offset: 12)),
    BadLink("demo://input/", DeepLinkError(.emptySegment, component: "/", offset: 12)),
    BadLink("demo:///input", DeepLinkError(.emptySegment, component: "/", offset: 7)),
    BadLink("demo://confirm?text=%", DeepLinkError(.invalidPercentEncoding, component: "%", offset: 20)),
    BadLink("demo://confirm?text=%zz", DeepLinkError(.invalidPercentEncoding, component: "%zz", offset: 20)),
    BadLink("demo://%ZZ", DeepLinkError(.invalidPercentEncoding, component: "%ZZ", offset: 7)),
    BadLink("demo://confirm?text=%C3", DeepLinkError(.invalidUTF8, component: "%C3", offset: 20)),
    BadLink("demo://confirm?text=%FF%FE", DeepLinkError(.invalidUTF8, component: "%FF%FE", offset: 20)),
    BadLink("demo://confirm?text=%ED%A0%80", DeepLinkError(.invalidUTF8, component: "%ED%A0%80", offset: 20)),
    BadLink("demo://confirm?text=%C0%AF", DeepLinkError(.invalidUTF8, component: "%C0%AF", offset: 20)),
    BadLink("demo://confirm?text=hi#frag", DeepLinkError(.unexpectedCharacter, component: "#", offset: 22)),
    BadLink("demo://confirm?text=hi there", DeepLinkError(.unexpectedCharacter, component: " ", offset: 22)),
    BadLink("demo://confirm?text=a\tb", DeepLinkError(.unexpectedCharacter, component: "\t", offset: 21)),
    BadLink("demo://confirm?text=é\nb", DeepLinkError(.unexpectedCharacter, component: "\n", offset: 21)),
    BadLink("demo://input\u{7F}", DeepLinkError(.unexpectedCharacter, component: "\u{7F}", offset: 12)),
    BadLink("demo://confirm?=hi", DeepLinkError(.emptyQueryName, component: "=hi", offset: 15)),
    BadLink("demo://confirm?text=hi&", DeepLinkError(.emptyQueryName, component: "", offset: 23)),
    BadLink("demo://confirm?&text=hi", DeepLinkError(.emptyQueryName, component: "", offset: 15)),
    BadLink(
        "demo://" + String(repeating: "input/", count: 2_000),
        DeepLinkError(.tooLong(length: 12_007, limit: 8_192), component: "demo://input/input/input…", offset: 0)
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

let knownScreens = ["start", "input", "confirm", "rating", "history", "unlock", "shop", "clean-swift"]

@MainActor
struct DeepLinkTableTests {
    let scope = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000"))

    @Test func thereAreAtLeastThirtyBadLinks() {
        #expect(badLinks.count >= 30)
    }

    @Test(arguments: badLinks)
    func aBadLinkGivesItsErrorAndLeavesTheStateAsItWas(bad: BadLink) throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.show(.textConfirmationScreen(text: "kept"))
        let before = coordinator.state
        let top = coordinator.topViewModel
        #expect(throws: NavigationError.invalidLink(bad.error)) {
            try coordinator.open(link: bad.link, using: ControllersList.links)
        }
        #expect(coordinator.state == before)
        #expect(identical(coordinator.topViewModel, top))
    }

    @Test func aLinkOpensTheConfirmationScreenWithItsText() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.open(link: "demo://confirm?text=hello%20there", using: ControllersList.links)
        #expect(
            coordinator.state.screens == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello there")])
        #expect((coordinator.topViewModel as? TextConfirmationViewModel)?.text == "hello there")
    }

    @Test func aLinkToALockedScreenLeadsThroughUnlocking() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.open(link: "demo://history", using: ControllersList.links)
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.startScreen], [.unlockScreen]])
        try #require(coordinator.topViewModel as? UnlockViewModel).submit(pin: "0000")
        #expect(
            coordinator.state.stacks.map { $0.map(\.screen) } == [[.startScreen, .textInputScreen, .historyScreen]])
    }

    @Test func aRatingOpenedByALinkGoesBackOnceRated() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.open(link: "demo://rating?text=hi", using: ControllersList.links)
        let rating = try #require(coordinator.topViewModel as? RatingViewModel)
        rating.rate(4)
        #expect(rating.message == nil)
        #expect(coordinator.state.screens == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hi")])
    }
}
