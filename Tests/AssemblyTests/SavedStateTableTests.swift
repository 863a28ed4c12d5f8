import Assembly
import Foundation
import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

/// A saved document with `stacks` and the other fields as given.
func savedDocument(version: String = "2", nextID: String = "9", stacks: String) -> String {
    #"{"version": \#(version), "nextID": \#(nextID), "stacks": \#(stacks)}"#
}

let inputEntry = #"{"id": 0, "screen": "textInputScreen"}"#

/// Bad saved states, each with the error it must give. For errors whose explanation comes from the JSON
/// reader (unreadable input, out-of-range numbers) only the kind of error and the field are compared.
let badSavedStates: [BadSavedState] = [
    BadSavedState("empty input", "", .unreadable(reason: "")),
    BadSavedState("not JSON", "navigation", .unreadable(reason: "")),
    BadSavedState("truncated", String(savedDocument(stacks: "[[\(inputEntry)]]").prefix(40)), .unreadable(reason: "")),
    BadSavedState("an array", "[]", .wrongType(path: "the document", expected: "JSON object")),
    BadSavedState("no version", "{}", .missingField(path: "version")),
    BadSavedState(
        "a future version", savedDocument(version: "3", stacks: "[]"), .unsupportedVersion(found: 3, supported: 2)),
    BadSavedState(
        "the version before routes were the compiler's", savedDocument(version: "1", stacks: "[]"),
        .unsupportedVersion(found: 1, supported: 2)),
    BadSavedState(
        "version as text", savedDocument(version: #""2""#, stacks: "[]"),
        .wrongType(path: "version", expected: "whole number")),
    BadSavedState("no nextID", #"{"version": 2, "stacks": []}"#, .missingField(path: "nextID")),
    BadSavedState(
        "negative nextID", savedDocument(nextID: "-1", stacks: "[]"), .invalidValue(path: "nextID", reason: "")),
    BadSavedState(
        "an id as text", savedDocument(stacks: #"[[{"id": "0", "screen": "textInputScreen"}]]"#),
        .wrongType(path: "stacks[0][0].id", expected: "whole number")
    ),
    BadSavedState(
        "a negative id", savedDocument(stacks: #"[[{"id": -3, "screen": "textInputScreen"}]]"#),
        .invalidValue(path: "stacks[0][0].id", reason: "")
    ),
    BadSavedState("no stacks", #"{"version": 2, "nextID": 1}"#, .missingField(path: "stacks")),
    BadSavedState("null stacks", savedDocument(stacks: "null"), .missingField(path: "stacks")),
    BadSavedState("stacks as an object", savedDocument(stacks: "{}"), .wrongType(path: "stacks", expected: "array")),
    BadSavedState("zero stacks", savedDocument(stacks: "[]"), .noStacks),
    BadSavedState("an empty base stack", savedDocument(stacks: "[[]]"), .emptyStack(index: 0)),
    BadSavedState("an empty modal flow", savedDocument(stacks: "[[\(inputEntry)], []]"), .emptyStack(index: 1)),
    BadSavedState("a null entry", savedDocument(stacks: "[[null]]"), .missingField(path: "stacks[0][0]")),
    BadSavedState(
        "an entry without id", savedDocument(stacks: #"[[{"screen": "textInputScreen"}]]"#),
        .missingField(path: "stacks[0][0].id")),
    BadSavedState(
        "an entry without screen", savedDocument(stacks: #"[[{"id": 0}]]"#), .missingField(path: "stacks[0][0].screen")),
    BadSavedState(
        "a screen as a number", savedDocument(stacks: #"[[{"id": 0, "screen": 3}]]"#),
        .wrongType(path: "stacks[0][0].screen", expected: "string")
    ),
    BadSavedState(
        "awaitsResult as text",
        savedDocument(stacks: #"[[{"id": 0, "screen": "textInputScreen", "awaitsResult": "yes"}]]"#),
        .wrongType(path: "stacks[0][0].awaitsResult", expected: "boolean")
    ),
    BadSavedState(
        "an unknown screen", savedDocument(stacks: #"[[\#(inputEntry), {"id": 1, "screen": "nowhere"}]]"#),
        .invalidScreen(
            path: "stacks[0][1].screen",
            DeepLinkError(.unknownScreen(screens: "ControllersList"), component: "nowhere", offset: 0))
    ),
    BadSavedState(
        "a screen without its text", savedDocument(stacks: #"[[{"id": 0, "screen": "textConfirmationScreen"}]]"#),
        .invalidScreen(
            path: "stacks[0][0].screen",
            DeepLinkError(.missingParameter(name: "text"), component: "textConfirmationScreen", offset: 0))
    ),
    BadSavedState(
        "two screens in one entry",
        savedDocument(stacks: #"[[{"id": 0, "screen": "textInputScreen/textHistoryScreen"}]]"#),
        .invalidScreen(
            path: "stacks[0][0].screen", DeepLinkError(.moreThanOneScreen, component: "textHistoryScreen", offset: 16))
    ),
    BadSavedState(
        "badly encoded text", savedDocument(stacks: #"[[{"id": 0, "screen": "textConfirmationScreen;text=%E9"}]]"#),
        .invalidScreen(path: "stacks[0][0].screen", DeepLinkError(.invalidUTF8, component: "%E9", offset: 28))
    ),
    BadSavedState(
        "a link instead of a route", savedDocument(stacks: #"[[{"id": 0, "screen": "demo://textInputScreen"}]]"#),
        .invalidScreen(path: "stacks[0][0].screen", DeepLinkError(.emptySegment, component: "/", offset: 5))
    ),
    BadSavedState(
        "two entries with one id", savedDocument(stacks: "[[\(inputEntry)], [\(inputEntry)]]"),
        .duplicateID(EntryID(rawValue: 0))
    ),
    BadSavedState(
        "nextID reusing an id",
        savedDocument(nextID: "1", stacks: #"[[\#(inputEntry), {"id": 1, "screen": "textHistoryScreen"}]]"#),
        .nextIDTooLow(nextID: EntryID(rawValue: 1), highest: EntryID(rawValue: 1))
    ),
    BadSavedState("deeply nested arrays", String(repeating: "[", count: 100_000), .unreadable(reason: "")),
    BadSavedState(
        "an unknown field nesting deeper than the limit",
        savedDocument(stacks: "[[\(inputEntry)]]").dropLast()
            + #", "x": \#(String(repeating: "[", count: 65))1\#(String(repeating: "]", count: 65))}"#,
        .unreadable(reason: "")),
    // Numbers that are valid JSON but no id or version: the field is named.
    BadSavedState(
        "nextID past 2^63", savedDocument(nextID: "9223372036854775808", stacks: "[[\(inputEntry)]]"),
        .invalidValue(path: "nextID", reason: "")),
    BadSavedState(
        "nextID as a fraction", savedDocument(nextID: "1.5", stacks: "[[\(inputEntry)]]"),
        .invalidValue(path: "nextID", reason: "")),
    BadSavedState(
        "nextID too large for a double", savedDocument(nextID: "1e400", stacks: "[[\(inputEntry)]]"),
        .invalidValue(path: "nextID", reason: "")),
    BadSavedState(
        "a whole nextID written with an exponent", savedDocument(nextID: "1e1", stacks: "[[\(inputEntry)]]"),
        .invalidValue(path: "nextID", reason: "")),
    BadSavedState(
        "a version with a fraction", savedDocument(version: "2.5", stacks: "[[\(inputEntry)]]"),
        .invalidValue(path: "version", reason: "")),
    BadSavedState(
        "a version past 2^64", savedDocument(version: "18446744073709551617", stacks: "[[\(inputEntry)]]"),
        .invalidValue(path: "version", reason: "")),
    BadSavedState(
        "an id as a fraction", savedDocument(stacks: #"[[{"id": 0.5, "screen": "textInputScreen"}]]"#),
        .invalidValue(path: "stacks[0][0].id", reason: "")),
    BadSavedState(
        "an id below -2^63", savedDocument(stacks: #"[[{"id": -9223372036854775809, "screen": "textInputScreen"}]]"#),
        .invalidValue(path: "stacks[0][0].id", reason: "")),
    // A key twice: which of the two counts differs from one JSON reader to the next.
    BadSavedState(
        "an entry with two screens",
        savedDocument(stacks: #"[[{"id": 0, "screen": "textInputScreen", "screen": "textHistoryScreen"}]]"#),
        .unreadable(reason: "")),
    BadSavedState(
        "two versions", #"{"version": 2, "version": 3, "nextID": 9, "stacks": [[\#(inputEntry)]]}"#,
        .unreadable(reason: "")),
    BadSavedState(
        "a key twice in an unknown field",
        savedDocument(stacks: "[[\(inputEntry)]]").dropLast() + #", "x": {"a": 1, "a": 2}}"#, .unreadable(reason: "")),
    BadSavedState(
        "a key twice around a nested object with it, after an object with it",
        savedDocument(stacks: "[[\(inputEntry)]]").dropLast() + #", "x": [{"a": 1}, {"a": 2, "b": {"a": 1}, "a": 3}]}"#,
        .unreadable(reason: "")),
    BadSavedState(
        "a key twice, once escaped",
        savedDocument(stacks: #"[[{"id": 0, "screen": "textInputScreen", "\u0073creen": "textHistoryScreen"}]]"#),
        .unreadable(reason: "")),
    BadSavedState(
        "a key twice, the second after eight others",
        savedDocument(stacks: "[[\(inputEntry)]]").dropLast()
            + #", "x": {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "a": 10}}"#,
        .unreadable(reason: "")),
    BadSavedState(
        "a key twice, as K and as the Kelvin sign written in UTF-8",
        savedDocument(stacks: "[[\(inputEntry)]]").dropLast() + #", "x": {"K": 1, "\#u{212A}": 2}}"#,
        .unreadable(reason: "")),
    BadSavedState(
        "a key twice, as the Kelvin sign escaped and as K",
        savedDocument(stacks: "[[\(inputEntry)]]").dropLast() + #", "x": {"\u212A": 1, "K": 2}}"#,
        .unreadable(reason: "")),
    BadSavedState(
        "the base root awaiting a result",
        savedDocument(stacks: #"[[{"id": 0, "screen": "textInputScreen", "awaitsResult": true}]]"#), .rootAwaitsResult),
    BadSavedState("a trailing comma", savedDocument(stacks: "[[\(inputEntry),]]"), .unreadable(reason: "")),
    BadSavedState(
        "a second document after the first", savedDocument(stacks: "[[\(inputEntry)]]") + "{}", .unreadable(reason: "")),
    BadSavedState(
        "a raw line feed in a string", savedDocument(stacks: "[[{\"id\": 0, \"screen\": \"text\nInputScreen\"}]]"),
        .unreadable(reason: "")),
    BadSavedState(
        "a lone surrogate escape", savedDocument(stacks: #"[[{"id": 0, "screen": "\ud800"}]]"#), .unreadable(reason: "")
    ),
    BadSavedState(
        "a number with a leading zero", savedDocument(nextID: "09", stacks: "[[\(inputEntry)]]"),
        .unreadable(reason: "")),
    BadSavedState("bytes that are not UTF-8", bytes: [0x7B, 0xFF, 0xFE, 0x7D], .unreadable(reason: "")),
    // Tabs.
    BadSavedState(
        "tabs as an object", tabbedDocument(tabs: "{}"), .wrongType(path: "tabs", expected: "array")),
    BadSavedState("a null tab", tabbedDocument(tabs: "[null]"), .missingField(path: "tabs[0]")),
    BadSavedState(
        "no tab selected", tabbedDocument(tabs: "[\(otherTab("a", id: 1))]"), .invalidValue(path: "tabs", reason: "")),
    BadSavedState(
        "two tabs selected",
        tabbedDocument(tabs: #"[{"name": "a", "selected": true}, {"name": "b", "selected": true}]"#),
        .invalidValue(path: "tabs", reason: "")),
    BadSavedState(
        "a tab without a name", tabbedDocument(tabs: #"[{"selected": true}]"#), .missingField(path: "tabs[0].name")),
    BadSavedState(
        "a tab's name as a number", tabbedDocument(tabs: #"[{"name": 1, "selected": true}]"#),
        .wrongType(path: "tabs[0].name", expected: "string")),
    BadSavedState(
        "a tab without its stack", tabbedDocument(tabs: #"[{"name": "a", "selected": true}, {"name": "b"}]"#),
        .missingField(path: "tabs[1].stack")),
    BadSavedState(
        "the selected tab with a stack of its own",
        tabbedDocument(tabs: #"[{"name": "a", "selected": true, "stack": [\#(inputEntry)]}]"#),
        .invalidValue(path: "tabs[0].stack", reason: "")),
    BadSavedState(
        "a tab's empty stack", tabbedDocument(tabs: #"[{"name": "a", "selected": true}, {"name": "b", "stack": []}]"#),
        .emptyTab("b")),
    BadSavedState(
        "two tabs with one name",
        tabbedDocument(tabs: #"[{"name": "a", "selected": true}, \#(otherTab("a", id: 1))]"#), .duplicateTab("a")),
    BadSavedState(
        "a tab's entry with the id of the selected tab's",
        tabbedDocument(tabs: #"[{"name": "a", "selected": true}, \#(otherTab("b", id: 0))]"#),
        .duplicateID(EntryID(rawValue: 0))),
    BadSavedState(
        "a tab's unknown screen",
        tabbedDocument(tabs: #"[{"name": "a", "selected": true}, {"name": "b", "stack": [{"id": 1, "screen": "x"}]}]"#),
        .invalidScreen(
            path: "tabs[1].stack[0].screen",
            DeepLinkError(.unknownScreen(screens: "ControllersList"), component: "x", offset: 0))),
    BadSavedState(
        "a tab's root awaiting a result",
        tabbedDocument(
            tabs:
                #"[{"name": "a", "selected": true}, {"name": "b", "stack": [{"id": 1, "screen": "textHistoryScreen", "awaitsResult": true}]}]"#
        ),
        .rootAwaitsResult),
]

/// A saved document with one entry in `stacks[0]` and `tabs` as given.
func tabbedDocument(tabs: String) -> String {
    #"{"version": 2, "nextID": 9, "stacks": [[\#(inputEntry)]], "tabs": \#(tabs)}"#
}

/// A tab that is not selected, named `name`, with one entry of id `id`.
func otherTab(_ name: String, id: Int) -> String {
    #"{"name": "\#(name)", "stack": [{"id": \#(id), "screen": "textHistoryScreen"}]}"#
}

/// A bad saved state, named in test reports by what is wrong with it.
struct BadSavedState: Sendable, CustomTestStringConvertible {
    let name: String
    let json: Data
    let error: RestorationError

    init(_ name: String, _ json: String, _ error: RestorationError) {
        self.name = name
        self.json = Data(json.utf8)
        self.error = error
    }

    init(_ name: String, bytes: [UInt8], _ error: RestorationError) {
        self.name = name
        json = Data(bytes)
        self.error = error
    }

    var testDescription: String { name }
}

/// Whether `actual` is the `expected` error; explanations from the JSON reader are not compared.
func sameRestorationError(_ actual: RestorationError, _ expected: RestorationError) -> Bool {
    switch (actual, expected) {
    case (.unreadable, .unreadable): true
    case (.invalidValue(let path, _), .invalidValue(let expectedPath, _)): path == expectedPath
    default: actual == expected
    }
}

@MainActor
struct SavedStateTableTests {
    let scope = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000"))

    @Test func thereAreAtLeastTwentyBadSavedStates() {
        #expect(badSavedStates.count >= 20)
    }

    @Test(arguments: badSavedStates)
    func aBadSavedStateGivesItsErrorAndLeavesTheStateAsItWas(bad: BadSavedState) throws {
        try expectRefused(bad.json, matching: bad.error)
    }

    @Test func inputLargerThanTheLimitIsRefusedUnread() throws {
        let json = Data(savedDocument(stacks: "[[\(inputEntry)]]").utf8)
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        #expect(throws: NavigationError.invalidSavedState(.tooLarge(bytes: json.count, limit: 10))) {
            try coordinator.restore(json: json, maxBytes: 10)
        }
        let huge = Data(repeating: 0x20, count: SavedNavigation<ControllersList>.defaultMaxBytes + 1)
        #expect(throws: NavigationError.invalidSavedState(.tooLarge(bytes: huge.count, limit: 4 << 20))) {
            try coordinator.restore(json: huge)
        }
    }

    @Test func moreEntriesThanTheLimitAreRefused() throws {
        let entries = (0..<5).map { #"{"id": \#($0), "screen": "textInputScreen"}"# }.joined(separator: ",")
        let json = Data(savedDocument(stacks: "[[\(entries)]]").utf8)
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        #expect(throws: NavigationError.invalidSavedState(.tooManyEntries(count: 5, limit: 4))) {
            try coordinator.restore(json: json, maxEntries: 4)
        }
    }

    @Test func keysThatOnlyLookAlikeAreNotTakenForOneKeyTwice() throws {
        // Nine and more keys, plain and escaped and not ASCII, each different from the others as a string is:
        // `k` and `K` are two keys, so are `é` and `e`; the entry's own fields are read among them.
        let unknown = #""a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "k": 9, "\u00e9": 10, "K": 11"#
        let entry = #"{\#(unknown), "id": 0, "\u0073creen": "textInputScreen", "é\u00e9": 12}"#
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.restore(json: Data(savedDocument(stacks: "[[\(entry)]]").utf8))
        #expect(coordinator.state.screens == [.textInputScreen])
    }

    @Test func theDocumentsOwnFieldsAreReadInAnyOrderBesideUnknownOnesHoldingTheSameNames() throws {
        // The fields last to first, unknown ones before, between and after them that hold objects with the
        // format's own names, a byte order mark and line breaks: only the document's own members count, wherever
        // they stand.
        let json =
            "\u{FEFF}" + #"""
                {"x": {"version": 1, "stacks": [], "nextID": 0},
                 "stacks": [[{"id": 0, "screen": "textInputScreen"}, {"id": 4, "screen": "textConfirmationScreen;text=hi"}]],
                 "y": [{"tabs": null}, "nextID"],
                 "nextID" : 9,
                 "version":2,
                 "z": {"tabs": 5, "version": 7, "nextID": "none"}}
                """#
        let saved = try SavedNavigation<ControllersList>(json: Data(json.utf8))
        #expect(saved.state.screens == [.textInputScreen, .textConfirmationScreen(text: "hi")])
        #expect(saved.state.entries.map(\.id.rawValue) == [0, 4])
        #expect(saved.state.nextID.rawValue == 9)
        #expect(saved.state.tabs.isEmpty)
    }

    func expectRefused(_ json: Data, matching expected: RestorationError) throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        try coordinator.show(.textConfirmationScreen(text: "kept"))
        let before = coordinator.state
        let top = coordinator.topViewModel
        do {
            try coordinator.restore(json: json)
            Issue.record("restored \(coordinator.state)")
        } catch .invalidSavedState(let error) {
            #expect(sameRestorationError(error, expected), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(coordinator.state == before)
        #expect(identical(coordinator.topViewModel, top))
    }

    @Test func aTextLongerThanALinkMayBeIsSavedAndRestored() throws {
        let text = String(repeating: "é", count: 5_000)
        let original = try RootAssembly(scope: scope).makeCoordinator()
        try original.show(.textConfirmationScreen(text: text))
        #expect(try original.savedNavigation.jsonText().utf8.count > DeepLinks<ControllersList>.defaultMaxLength)
        let restored = try RootAssembly(scope: scope).makeCoordinator()
        try restored.restore(json: original.savedNavigation.json())
        #expect(restored.state.stacks.map { $0.map(\.screen) } == original.state.stacks.map { $0.map(\.screen) })
    }

    @Test func theAppRestoresAFlowWithItsModalAndText() throws {
        let original = try RootAssembly(scope: scope).makeCoordinator(root: .textInputScreen)
        let input = try #require(original.topViewModel as? TextInputViewModel)
        input.text = "héllo & bye"
        input.confirm()
        try #require(original.topViewModel as? TextConfirmationViewModel).rate()
        let json = try original.savedNavigation.json()

        let restored = try RootAssembly(scope: scope).makeCoordinator()
        try restored.restore(json: json)
        #expect(restored.state.stacks.map { $0.map(\.screen) } == original.state.stacks.map { $0.map(\.screen) })
        let rating = try #require(restored.topViewModel as? RatingViewModel)
        #expect(rating.text == "héllo & bye")
        rating.rate(5)
        #expect(restored.state.screens == [.textInputScreen, .textConfirmationScreen(text: "héllo & bye")])
    }

    @Test func restoringALockedScreenRestoresWhatComesBeforeItAndUnlocksOverThat() throws {
        let original = try RootAssembly(scope: AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "1")))
            .makeCoordinator(root: .textInputScreen)
        try original.setStack([.textInputScreen, .textHistoryScreen])
        #expect(original.state.screens == [.textInputScreen, .unlockScreen])
        try #require(original.topViewModel as? UnlockViewModel).submit(pin: "1")
        let json = try original.savedNavigation.json()

        let restored = try RootAssembly(scope: scope).makeCoordinator()
        try restored.restore(json: json)
        #expect(restored.state.stacks.map { $0.map(\.screen) } == [[.textInputScreen], [.unlockScreen]])
        try restored.dismiss()
        #expect(restored.state.screens == [.textInputScreen])

        let again = try RootAssembly(scope: scope).makeCoordinator()
        try again.restore(json: json)
        try #require(again.topViewModel as? UnlockViewModel).submit(pin: "0000")
        #expect(again.state.stacks.map { $0.map(\.screen) } == original.state.stacks.map { $0.map(\.screen) })
    }
}
