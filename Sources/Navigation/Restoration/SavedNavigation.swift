#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A navigation state in its saved form: versioned JSON in which each entry's screen is written as its
/// route, so that saved state is as readable, and as checked, as a deep link.
///
/// ```swift
/// try saved.json().write(to: file)                               // on quit
/// try coordinator.restore(json: Data(contentsOf: file))          // on the next start
/// ```
///
/// ## The format, version 2
/// ```json
/// {
///   "version": 2,
///   "nextID": 4,
///   "stacks": [
///     [
///       {"id": 0, "screen": "input"},
///       {"id": 1, "screen": "confirm;text=hello%20world"}
///     ],
///     [
///       {"id": 3, "screen": "rating;text=hello%20world", "awaitsResult": true}
///     ]
///   ]
/// }
/// ```
/// - `version` (integer, required): `2`. Any other version is refused (version 1 wrote routes of hand-kept
///   route tables).
/// - `nextID` (integer ≥ 0, required): the id the next new entry gets; greater than every entry's id.
/// - `stacks` (required): the base stack, then each modal flow in the order presented; each a non-empty
///   array of entries, root first.
/// - An entry: `id` (integer ≥ 0, unique in the state), `screen` (the screen's ``Routable/route()``: one
///   screen in the syntax of ``DeepLinks``, without the scheme), and `awaitsResult` (optional, `false` when
///   absent): whether the screen was opened for a result. The base stack's root never is: nothing could finish it.
/// - `tabs` (optional, for a state with tabs): every tab in the order of the app's tab enum, each an object
///   with its `name` and either `"selected": true` — exactly one tab, whose stack is `stacks[0]` — or its
///   `stack`, a non-empty array of entries, root first. Ids are unique over every stack and tab; no tab's
///   root awaits a result.
///
///   ```json
///   "tabs": [
///     {"name": "text", "stack": [
///       {"id": 0, "screen": "input"}
///     ]},
///     {"name": "shop", "selected": true}
///   ]
///   ```
/// - The input is UTF-8 JSON (RFC 8259; a leading byte order mark is ignored), and read strictly: an object
///   with a key twice, in any object, is refused (readers disagree on which of the two counts); ids and the
///   version are whole numbers, written without fraction or exponent; arrays and objects nest at most 64 deep.
///
/// A deep link can name the same stacks: ``DeepLinks/url(for:)-([[Screen]])`` writes a state's base stack and
/// modal flows in one line (`demo://input/confirm;text=hi/+/rating;text=hi`), without ids. Other fields are
/// ignored. A result cannot outlive the process that waited for it: a restored screen that
/// awaited one still finishes and closes as before, and its value reaches no one.
public struct SavedNavigation<Screen: Routable> {
    /// The format version written, and the only one read.
    public static var formatVersion: Int { currentFormatVersion }
    /// The largest input read by default, in bytes.
    public static var defaultMaxBytes: Int { 4 << 20 }
    /// The most entries read by default.
    public static var defaultMaxEntries: Int { 10_000 }

    /// The navigation state.
    public let state: NavigationState<Screen>
    /// The entries that were opened for a result.
    public let awaitingResult: Set<EntryID>

    /// Creates the saved form of `state`.
    ///
    /// - Parameters:
    ///   - state: The state to save.
    ///   - awaitingResult: The entries that were opened for a result; ids not in `state` are left out.
    public init(state: NavigationState<Screen>, awaitingResult: Set<EntryID> = []) {
        self.state = state
        self.awaitingResult =
            awaitingResult.isEmpty
            ? [] : awaitingResult.intersection((state.entries + state.entriesOfOtherTabs).map(\.id))
    }

    /// Reads saved state from its JSON form, checking everything.
    ///
    /// - Parameters:
    ///   - json: The saved bytes.
    ///   - maxBytes: The largest input read; a larger one is refused unread.
    ///   - maxEntries: The most entries read.
    /// - Throws: ``RestorationError`` naming what is wrong.
    public init(
        json: Data,
        maxBytes: Int = defaultMaxBytes,
        maxEntries: Int = defaultMaxEntries
    ) throws(RestorationError) {
        guard json.count <= maxBytes else { throw .tooLarge(bytes: json.count, limit: maxBytes) }
        let document = try SavedStateReader.read([UInt8](json))
        let tabEntries = document.tabs?.reduce(0) { $0 + ($1.stack?.count ?? 0) } ?? 0
        let count = document.stacks.reduce(0) { $0 + $1.count } + tabEntries
        guard count <= maxEntries else { throw .tooManyEntries(count: count, limit: maxEntries) }
        var awaiting = Set<EntryID>()
        var stacks: [[NavigationEntry<Screen>]] = []
        stacks.reserveCapacity(document.stacks.count)
        for (stackIndex, stack) in document.stacks.enumerated() {
            stacks.append(
                try Self.readStack(
                    stack, at: "stacks[\(stackIndex)]", rootLeaves: stackIndex > 0, maxBytes: maxBytes,
                    awaiting: &awaiting))
        }
        let nextID = EntryID(rawValue: document.nextID)
        guard let tabs = document.tabs else {
            state = try NavigationState(stacks: stacks, nextID: nextID)
            awaitingResult = awaiting
            return
        }
        var tabStacks: [(name: String, stack: [NavigationEntry<Screen>])] = []
        var selected = ""
        for (tabIndex, tab) in tabs.enumerated() {
            guard let stack = tab.stack else {
                selected = tab.name
                tabStacks.append((tab.name, stacks.first ?? []))
                continue
            }
            let entries = try Self.readStack(
                stack, at: "tabs[\(tabIndex)].stack", rootLeaves: false, maxBytes: maxBytes, awaiting: &awaiting)
            tabStacks.append((tab.name, entries))
        }
        guard !stacks.isEmpty else { throw .noStacks }
        state = try NavigationState(
            tabs: tabStacks, selectedTab: selected, modals: Array(stacks.dropFirst()), nextID: nextID)
        awaitingResult = awaiting
    }

    /// The entries of the stack at `path`, each screen read from its route; the ids of those that await a
    /// result go in `awaiting`. `rootLeaves` says whether the stack's root can ever leave (a modal flow's
    /// does; the base stack's and a tab's do not), and so await a result.
    private static func readStack(
        _ stack: [SavedStateReader.Entry], at path: String, rootLeaves: Bool, maxBytes: Int,
        awaiting: inout Set<EntryID>
    ) throws(RestorationError) -> [NavigationEntry<Screen>] {
        var entries: [NavigationEntry<Screen>] = []
        entries.reserveCapacity(stack.count)
        for (entryIndex, entry) in stack.enumerated() {
            let screen: Screen
            do {
                // The document's size limit bounds each route; a link's limit must not refuse long data.
                screen = try Screen(route: entry.screen, maxLength: maxBytes)
            } catch {
                throw .invalidScreen(path: "\(path)[\(entryIndex)].screen", error)
            }
            let id = EntryID(rawValue: entry.id)
            entries.append(NavigationEntry(id: id, screen: screen))
            if entry.awaitsResult {
                guard rootLeaves || entryIndex > 0 else { throw .rootAwaitsResult }
                awaiting.insert(id)
            }
        }
        return entries
    }

    /// The saved form as JSON text in the documented format: one entry per line, keys in a fixed order, so
    /// that the same state always saves to the same bytes. A route prints percent-encoded, with nothing that
    /// JSON would have to escape.
    ///
    /// What is written reads back: a state that the reader's limits would refuse, or with a screen whose route
    /// does not read back, is not written.
    ///
    /// - Parameters:
    ///   - maxBytes: The largest output, as ``init(json:maxBytes:maxEntries:)`` reads by default.
    ///   - maxEntries: The most entries, as the reader reads by default.
    /// - Throws: ``SavingError`` naming what cannot be saved.
    public func jsonText(
        maxBytes: Int = defaultMaxBytes, maxEntries: Int = defaultMaxEntries
    ) throws(SavingError) -> String {
        let count = state.entries.count + state.entriesOfOtherTabs.count
        guard count <= maxEntries else { throw .tooManyEntries(count: count, limit: maxEntries) }
        guard !awaitingResult.contains(state.root.id) else { throw .rootAwaitsResult }
        guard !state.tabStacks.contains(where: { awaitingResult.contains($0.stack[0].id) }) else {
            throw .rootAwaitsResult
        }
        var text =
            "{\n  \"version\": \(Self.formatVersion),\n  \"nextID\": \(state.nextID.rawValue),\n  \"stacks\": [\n"
        for (stackIndex, stack) in state.stacks.enumerated() {
            text += "    [\n"
            try writeEntries(stack, at: "stacks[\(stackIndex)]", indent: "      ", to: &text)
            text += stackIndex == state.stacks.count - 1 ? "    ]\n" : "    ],\n"
            guard text.utf8.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        }
        let tabs = state.tabStacks
        if tabs.isEmpty {
            text += "  ]\n}\n"
        } else {
            text += "  ],\n  \"tabs\": [\n"
            for (tabIndex, tab) in tabs.enumerated() {
                text += "    {\"name\": \(jsonString(tab.name)), "
                if tab.name == state.selectedTab {
                    text += "\"selected\": true}"
                } else {
                    text += "\"stack\": [\n"
                    try writeEntries(tab.stack, at: "tabs[\(tabIndex)].stack", indent: "      ", to: &text)
                    text += "    ]}"
                }
                text += tabIndex == tabs.count - 1 ? "\n" : ",\n"
                guard text.utf8.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
            }
            text += "  ]\n}\n"
        }
        guard text.utf8.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        return text
    }

    /// Writes the entries of the stack at `path`, one per line.
    private func writeEntries(
        _ stack: [NavigationEntry<Screen>], at path: String, indent: String, to text: inout String
    ) throws(SavingError) {
        for (entryIndex, entry) in stack.enumerated() {
            let route: String
            do {
                route = try entry.screen.route()
            } catch {
                throw .unwritableScreen(path: "\(path)[\(entryIndex)].screen", error)
            }
            text += "\(indent){\"id\": \(entry.id.rawValue), \"screen\": \"\(route)\""
            if awaitingResult.contains(entry.id) { text += ", \"awaitsResult\": true" }
            text += entryIndex == stack.count - 1 ? "}\n" : "},\n"
        }
    }

    /// The saved form as UTF-8 JSON bytes; see ``jsonText(maxBytes:maxEntries:)``.
    ///
    /// ```swift
    /// try coordinator.savedNavigation.json().write(to: file)
    /// ```
    ///
    /// - Parameters:
    ///   - maxBytes: The largest output.
    ///   - maxEntries: The most entries.
    /// - Throws: ``SavingError`` naming what cannot be saved.
    public func json(maxBytes: Int = defaultMaxBytes, maxEntries: Int = defaultMaxEntries) throws(SavingError) -> Data {
        Data(try jsonText(maxBytes: maxBytes, maxEntries: maxEntries).utf8)
    }
}

extension SavedNavigation: Equatable where Screen: Equatable {}
extension SavedNavigation: Sendable where Screen: Sendable {}

/// `text` as a JSON string, in quotes, with `"`, `\` and control characters escaped.
func jsonString(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\u{00}"..."\u{1F}":
            let hex = String(scalar.value, radix: 16)
            quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: quoted.unicodeScalars.append(scalar)
        }
    }
    return quoted + "\""
}

/// The format version of saved navigation that this code writes and reads.
let currentFormatVersion = 2
