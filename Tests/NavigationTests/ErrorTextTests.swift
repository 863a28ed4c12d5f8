import Foundation
import Navigation
import Testing

/// Error descriptions are documented as one line a UI can show as it is; what a hostile link or saved state
/// puts in them must not act on a terminal, a log or the text's layout, nor make them huge.
struct ErrorTextTests {
    /// Characters that act instead of showing: CR, LF, NUL, ESC (with a terminal sequence), DEL, a C1
    /// control, bidi overrides and isolates, directional marks, line and paragraph separators.
    static let hostile: [String] = [
        "\r", "\n", "\0", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{9B}31m", "\u{202E}", "\u{2066}", "\u{200F}",
        "\u{061C}", "\u{2028}", "\u{2029}",
    ]
    let links = DeepLinks<LinkScreen>(scheme: "shop")

    /// Whether `text` is one line with nothing in it that acts instead of showing.
    static func isSafeToShow(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                true
            default: false
            }
        }
    }

    @Test(arguments: hostile)
    func aLinkErrorEscapesWhatItQuotesFromTheLink(character: String) throws {
        for link in [
            "shop://no\(character)where", "shop://product;id=1\(character)", "shop://search;query=a;x\(character)=1",
        ] {
            let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: link) }
            #expect(Self.isSafeToShow(error.description), "\(link): \(error.description)")
            #expect(error.description.contains("\\u{"), "\(link): the character is shown escaped")
        }
        // Percent-encoded, a part is quoted as written, which shows as it is.
        let encoded = try #require(character.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: "shop://no\(encoded)where") }
        #expect(Self.isSafeToShow(error.description), "\(error.description)")
    }

    @Test func aLinkErrorEscapesAnEscapeSequenceAsTextAUserCanRead() throws {
        let error = try #require(throws: DeepLinkError.self) { try links.stacks(in: "shop://x\u{1B}[2Jy") }
        #expect(error.description.contains(#""\u{1B}""#), "\(error.description)")
        #expect(Self.isSafeToShow(error.description))
    }

    @Test func aLongPartOfALinkIsCutInTheDescription() throws {
        let name = String(repeating: "n", count: 100_000)
        let long = DeepLinks<LinkScreen>(scheme: "shop", maxLength: 1 << 20)
        let error = try #require(throws: DeepLinkError.self) { try long.stacks(in: "shop://\(name)") }
        #expect(error.component.count == 100_000, "the error keeps the whole part for code to read")
        #expect(error.description.count < 300)
        #expect(error.description.contains("nnn…\")"))
    }

    @Test(arguments: hostile)
    func aSavedStateErrorEscapesWhatItQuotesFromTheFile(character: String) throws {
        let escaped = String(decoding: try JSONEncoder().encode(character), as: UTF8.self).dropFirst().dropLast()
        for json in [
            #"{"version": 2, "nextID": 1, "stacks": [[{"id": 0, "screen": "no\#(escaped)where"}]]}"#,
            #"{"version": 2, "nextID": 1, "stacks": [[{"id": 0, "screen": "product;id=\#(escaped)"}]]}"#,
        ] {
            let error = try #require(throws: RestorationError.self) {
                try SavedNavigation<LinkScreen>(json: Data(json.utf8))
            }
            #expect(Self.isSafeToShow(error.description), "\(json): \(error.description)")
            #expect(error.description.contains("\\u{"), "\(json): the character is shown escaped")
        }
    }

    @Test func aReasonThatEndsWithAPeriodDoesNotEndTheSentenceTwice() {
        let error = DeepLinkError(.rejected(reason: "the page is past the end."), component: "search", offset: 7)
        #expect(
            error.description
                == #"Invalid link at character 8 ("search"): the screen refuses it: the page is past the end."#)
        #expect(
            RestorationError.invalidScreen(path: "stacks[0][0].screen", error).description
                == #"Cannot restore the saved navigation: stacks[0][0].screen is not a screen: Invalid link at character 8 ("search"): the screen refuses it: the page is past the end."#
        )
    }
}
