import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

/// Texts a user may type: spaces, unicode, and every character that means something in a link.
let awkwardTexts = [
    "", "hello", "hello world", "a/b", "why?", "this & that", "100%", "%20", "a=b", "#1", "+", "été", "🙂👍🏽",
    "e\u{301}", "line\nbreak", "tab\there", "\"quoted\"", "back\\slash", "?&=/%#+ ", "日本語",
]

struct RoutesTests {
    let links = ControllersList.links

    /// Every screen, with `text` where it takes one.
    static func samples(text: String) -> [ControllersList] {
        [
            .textInputScreen, .textConfirmationScreen(text: text), .ratingScreen(text: text), .historyScreen,
            .unlockScreen,
        ]
    }

    @Test(arguments: awkwardTexts)
    func everyScreenLinksToItselfWhateverItsText(text: String) throws {
        for screen in Self.samples(text: text) {
            #expect(try links.screens(in: links.url(for: screen)) == [screen])
            #expect(try ControllersList(route: screen.route.description) == screen)
        }
    }

    @Test func everyStackLinksToItself() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<1_000 {
            let stack = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                Self.samples(text: awkwardTexts.randomElement(using: &random) ?? "").randomElement(using: &random)
                    ?? .textInputScreen
            }
            #expect(try links.screens(in: links.url(for: stack)) == stack)
        }
    }

    @Test func theConfirmationLinkOpensOnTheInputScreen() throws {
        #expect(
            try links.stack(for: "demo://confirm?text=hello")
                == [.textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(
            try links.stack(for: "demo://input/confirm?text=hello")
                == [.textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(
            try links.stack(for: "demo://rating?text=a%20b")
                == [.textInputScreen, .textConfirmationScreen(text: "a b"), .ratingScreen(text: "a b")])
    }

    @Test func aLinkPrintsReadably() {
        #expect(
            links.url(for: [.textInputScreen, .textConfirmationScreen(text: "hello world")])
                == "demo://input/confirm?text=hello%20world")
    }
}
