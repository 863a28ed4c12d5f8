import NavigationCore

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
/// - `appVersion` (integer ≥ 1, optional; 1 when absent or `null`): the app's own version of its saved
///   navigation, ``Routable/savedStateVersion``, written when it is not 1. A session of an earlier version goes
///   through ``Routable/migrateSavedState(_:)`` before its screens are read.
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
/// ignored. A result's callback cannot outlive the process that waited for it: a restored screen that
/// awaited one still finishes and closes as before, and its value goes to the restored opener only when that
/// one declared ``Coordination/receiveResults(expecting:onResult:)``.
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
    /// Read with ``UnreadScreens/leftOut``: the saved screens this version of the app does not read — for each
    /// stack read, its first — in the order read; empty when everything was read.
    public let unread: [UnreadScreen]
    /// Read with ``UnreadScreens/leftOut``: the screens that were read but left out because they lay above an
    /// unread one — in its stack, and, over the base stack, the modal flows — in the order read.
    public let leftOut: [Screen]
    /// Routes already written for entries of ``state``, by id (a coordinator's ``Coordinator/savedNavigation``
    /// writes them, keeping those of its last save); the writer writes the others.
    @usableFromInline let writtenRoutes: WrittenRoutes<Screen>

    /// What reading saved state does with a screen this version of the app cannot read — a screen renamed
    /// or removed since, a parameter it no longer takes.
    public enum UnreadScreens: Sendable {
        /// The whole input is refused with ``RestorationError/invalidScreen(path:_:)``: nothing is read.
        case refused
        /// Each stack is read up to its first unread screen, and each tab on its own, so that a session is
        /// never lost whole for one screen of it, by the rules of
        /// <doc:DeepLinksAndRestoration#What-a-screen-that-cannot-be-kept-costs>: left out are the unread screen and what lies
        /// above it in its stack, and the modal flows above that stack. A tab whose root is unread is left out (a
        /// coordinator gives it its root); when it is the selected tab, the first tab read is selected
        /// instead. Only a base stack whose root is unread, without tabs, or no tab read at all, is refused.
        /// ``unread`` and ``leftOut`` say what was left out.
        case leftOut
    }

    /// A saved screen that this version of the app does not read.
    public struct UnreadScreen: Hashable, Sendable, CustomStringConvertible {
        /// Where it was, as in `tabs[1].stack[2].screen`.
        public let path: String
        /// Its saved route.
        public let route: String
        /// Why it does not read.
        public let error: DeepLinkError

        /// The error that refuses the input when unread screens are ``UnreadScreens/refused``.
        public var reason: RestorationError { .invalidScreen(path: path, error) }

        /// The reason, in a sentence.
        public var description: String { reason.description }
    }

    /// Creates the saved form of `state`.
    ///
    /// - Parameters:
    ///   - state: The state to save.
    ///   - awaitingResult: The entries that were opened for a result; ids not in `state` are left out.
    public init(state: NavigationState<Screen>, awaitingResult: Set<EntryID> = []) {
        self.init(state: state, awaitingResult: awaitingResult, writtenRoutes: WrittenRoutes())
    }

    /// The saved form of `state`, with `writtenRoutes` the routes already written for entries of it.
    @usableFromInline
    init(
        state: NavigationState<Screen>, awaitingResult: Set<EntryID>, writtenRoutes: WrittenRoutes<Screen>
    ) {
        self.state = state
        unread = []
        leftOut = []
        self.writtenRoutes = writtenRoutes
        self.awaitingResult =
            awaitingResult.isEmpty
            ? [] : awaitingResult.intersection((state.entries + state.entriesOfOtherTabs).map { $0.id })
    }

    /// Reads saved state from its JSON form, checking everything.
    ///
    /// ```swift
    /// let saved = try SavedNavigation<AppScreen>(json: data, unreadScreens: .leftOut)
    /// for screen in saved.unread { print(screen) }   // the screens this version no longer has
    /// ```
    ///
    /// - Parameters:
    ///   - json: The saved bytes.
    ///   - maxBytes: The largest input read; a larger one is refused unread.
    ///   - maxEntries: The most entries read.
    ///   - unreadScreens: Whether a screen the app does not read refuses the input (the default) or is left
    ///     out with what lies above it (``UnreadScreens/leftOut``, what a coordinator starting from saved
    ///     state does). Anything else wrong with the input is refused either way.
    /// - Throws: ``RestorationError`` naming what is wrong.
    public init(
        json: Data,
        maxBytes: Int = defaultMaxBytes,
        maxEntries: Int = defaultMaxEntries,
        unreadScreens: UnreadScreens = .refused
    ) throws(RestorationError) {
        guard json.count <= maxBytes else { throw .tooLarge(bytes: json.count, limit: maxBytes) }
        var document = try SavedStateReader.read([UInt8](json))
        if document.appVersion < Screen.savedStateVersion {
            var routes = SavedRoutes(document)
            try Screen.migrateSavedState(&routes)
            document = routes.document
        }
        let tabEntries = document.tabs?.reduce(0) { $0 + ($1.stack?.count ?? 0) } ?? 0
        let count = document.stacks.reduce(0) { $0 + $1.count } + tabEntries
        guard count <= maxEntries else { throw .tooManyEntries(count: count, limit: maxEntries) }
        writtenRoutes = WrittenRoutes()
        var reader = StackReader(maxBytes: maxBytes, leavesOut: unreadScreens == .leftOut)
        var stacks: [[NavigationEntry<Screen>]] = []
        let stackPaths = document.stacks.indices.map { "stacks[\($0)]" }
        for (index, stack) in document.stacks.enumerated() {
            stacks.append(try reader.read(stack, at: stackPaths[index], rootLeaves: index > 0))
        }
        var tabs: [[NavigationEntry<Screen>]] = []
        let tabPaths = (document.tabs ?? []).indices.map { "tabs[\($0)].stack" }
        var selected: Int?
        for (index, tab) in (document.tabs ?? []).enumerated() {
            guard let stack = tab.stack else {
                selected = index  // its stack is `stacks[0]`
                tabs.append([])
                continue
            }
            tabs.append(try reader.read(stack, at: tabPaths[index], rootLeaves: false))
        }
        var awaiting = reader.awaiting
        var tabsKept = Array(repeating: true, count: tabs.count)
        var (unread, leftOut): ([UnreadScreen], [Screen]) = ([], [])
        // With screens not read, what stays by the rules of `StateCut` — when the input has the stacks a state
        // must have: its initializers refuse it otherwise, below.
        if let first = reader.first, !document.stacks.isEmpty, !document.stacks.contains(where: \.isEmpty),
            !(document.tabs ?? []).contains(where: { $0.stack?.isEmpty == true })
        {
            let shape = { (stack: [SavedStateReader.Entry], path: String) in
                StateCut.Stack(count: stack.count, firstLeftOut: reader.firstUnread[path]?.index)
            }
            let tabShapes = document.tabs.map { tabs in tabs.indices.map { shape(tabs[$0].stack ?? [], tabPaths[$0]) } }
            guard
                let cut = StateCut(
                    stacks: zip(document.stacks, stackPaths).map(shape), tabs: tabShapes, selectedTab: selected)
            else { throw first.reason }  // nothing to show
            try Self.checkIDs(of: document)
            // The entries read: those of each stack before its first screen not read stay, and are its start.
            leftOut = cut.leftOut(of: stacks, tabs: tabs).map(\.screen)
            let kept = cut.kept(of: stacks, tabs: tabs)
            stacks = kept.stacks
            tabsKept = tabs.indices.map { cut.tabs[$0] > 0 }
            for (index, stack) in kept.tabs { tabs[index] = stack }
            selected = cut.selectedTab
            unread = (stackPaths.prefix(cut.stacksReached) + tabPaths).compactMap { reader.firstUnread[$0]?.screen }
            let ids = Set((Array(stacks.joined()) + tabs.joined()).map(\.id))
            awaiting = awaiting.filter(ids.contains)
        }
        (awaitingResult, self.unread, self.leftOut) = (awaiting, unread, leftOut)
        let nextID = EntryID(rawValue: document.nextID)
        guard let names = document.tabs?.map({ AnyNavigationTab(name: $0.name) }) else {
            state = try NavigationState(stacks: stacks, nextID: nextID)
            return
        }
        guard !stacks.isEmpty, let selected else { throw .noStacks }
        state = try NavigationState(
            tabs: tabs.indices.filter { tabsKept[$0] }.map {
                ($0 == selected ? (names[$0], stacks[0]) : (names[$0], tabs[$0]))
            },
            selectedTab: names[selected], modals: Array(stacks.dropFirst()), nextID: nextID)
    }

    /// Refuses `document` when two of its entries share an id or its `nextID` is not above every id — as a
    /// state does — for a read that left screens out: what is left out is checked as what is kept, since
    /// everything else wrong is refused either way.
    private static func checkIDs(of document: SavedStateReader.Document) throws(RestorationError) {
        var ids = Set<UInt64>()
        var highest: UInt64?
        for stack in document.stacks + (document.tabs ?? []).compactMap(\.stack) {
            for entry in stack {
                guard ids.insert(entry.id).inserted else { throw .duplicateID(EntryID(rawValue: entry.id)) }
                highest = max(highest ?? entry.id, entry.id)
            }
        }
        if let highest, highest >= document.nextID {
            throw .nextIDTooLow(nextID: EntryID(rawValue: document.nextID), highest: EntryID(rawValue: highest))
        }
    }

    /// Reads the stacks of a saved document, screen by screen, keeping what it needs to tell of them.
    private struct StackReader {
        let maxBytes: Int
        /// Whether an unread screen is left out, with what lies above it, rather than refusing the input.
        let leavesOut: Bool
        /// The ids of the entries read that await a result.
        var awaiting = Set<EntryID>()
        /// The first screen not read of each stack that has one, and its index there, by the stack's path.
        var firstUnread: [String: (screen: UnreadScreen, index: Int)] = [:]
        /// The first screen not read, of the first stack read that has one.
        var first: UnreadScreen?

        /// The entries of the stack at `path` whose screens read from their routes — when unread screens are left
        /// out, those that do not are skipped and noted. `rootLeaves` says whether the stack's root can ever
        /// leave (a modal flow's does; the base stack's and a tab's do not), and so await a result.
        mutating func read(
            _ stack: [SavedStateReader.Entry], at path: String, rootLeaves: Bool
        ) throws(RestorationError) -> [NavigationEntry<Screen>] {
            var entries: [NavigationEntry<Screen>] = []
            entries.reserveCapacity(stack.count)
            for (entryIndex, entry) in stack.enumerated() {
                let screen: Screen
                do {
                    // The document's size limit bounds each route; a link's limit must not refuse long data.
                    screen = try Screen(route: entry.screen, maxLength: maxBytes)
                } catch {
                    let screenPath = "\(path)[\(entryIndex)].screen"
                    guard leavesOut else { throw .invalidScreen(path: screenPath, error) }
                    if firstUnread[path] == nil {
                        let unread = UnreadScreen(path: screenPath, route: entry.screen, error: error)
                        firstUnread[path] = (unread, entryIndex)
                        first = first ?? unread
                    }
                    continue
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
    }

    /// What writing saved state does with a screen whose route cannot be written so that it reads back — a
    /// value a route cannot hold (an empty unlabeled `String`, a list).
    public enum UnwritableScreens: Sendable {
        /// Nothing is written: ``SavingError/unwritableScreen(path:_:)`` names the first such screen.
        case refused
        /// Each stack is written up to its first such screen, each tab on its own, by the rules of
        /// <doc:DeepLinksAndRestoration#What-a-screen-that-cannot-be-kept-costs>, as ``UnreadScreens/leftOut`` reads: the screen
        /// costs itself and what lies above it in its stack, and the modal flows above that stack, never the
        /// session. A tab whose root cannot be written is left
        /// out (a restore gives it its root); when it is the selected tab, the first tab written is selected.
        /// Only a base stack whose root cannot be written, without tabs, or no tab at all, refuses as
        /// ``refused`` does.
        case leftOut
    }

    /// The saved form as JSON text in the documented format: one entry per line, keys in a fixed order, so
    /// that the same state always saves to the same bytes. A route prints percent-encoded, with nothing that
    /// JSON would have to escape.
    ///
    /// What is written reads back: a state that the reader's limits would refuse is not written, and a screen
    /// whose route does not read back is left out with what lies above it (``UnwritableScreens/leftOut``, the
    /// default) or refuses the whole state (``UnwritableScreens/refused``, for a test that wants to know).
    ///
    /// The routes that ``Coordinator/savedNavigation`` wrote are taken as they are; the others are written here.
    ///
    /// - Parameters:
    ///   - maxBytes: The largest output, as ``init(json:maxBytes:maxEntries:unreadScreens:)`` reads by default.
    ///   - maxEntries: The most entries, as the reader reads by default.
    ///   - unwritableScreens: Whether a screen that cannot be written is left out or refuses the whole state.
    /// - Throws: ``SavingError`` naming what cannot be saved.
    @inlinable
    public func jsonText(
        maxBytes: Int = defaultMaxBytes, maxEntries: Int = defaultMaxEntries,
        unwritableScreens: UnwritableScreens = .leftOut
    ) throws(SavingError) -> String {
        // `@inlinable`, with the types it writes through, so that it is compiled for the app's screens: unspecialized,
        // each generic list it steps over was looked up at run time, most of a save once routes are kept
        // (BENCHMARKS.md, "Saving after every change").
        try written(maxBytes: maxBytes, maxEntries: maxEntries, unwritableScreens: unwritableScreens).text
    }

    /// The JSON text, and for each stack and tab that lost screens, why its first was left out.
    @inlinable
    func written(
        maxBytes: Int, maxEntries: Int, unwritableScreens: UnwritableScreens
    ) throws(SavingError) -> (text: String, leftOut: [SavingError]) {
        // Counted and read in place: the lists `entries`, `entriesOfOtherTabs` and `tabStacks` make would be
        // copies.
        let parked = state.storedTabs?.parked ?? []
        var count = 0
        for stack in state.storedStacks { count += stack.count }
        for stack in parked { count += stack.count }
        guard count <= maxEntries else { throw .tooManyEntries(count: count, limit: maxEntries) }
        guard Screen.savedStateVersion >= 1 else { throw .invalidAppVersion(Screen.savedStateVersion) }
        guard !awaitingResult.contains(state.storedStacks[0][0].id) else { throw .rootAwaitsResult }
        guard !parked.contains(where: { !$0.isEmpty && awaitingResult.contains($0[0].id) }) else {
            throw .rootAwaitsResult
        }
        let written = try WrittenStacks(
            of: state, writtenRoutes: writtenRoutes, leavingOut: unwritableScreens == .leftOut)
        var text = JSONText()
        text.reserve(count * 48 + 128)
        text += "{\n  \"version\": \(Self.formatVersion),\n"
        if Screen.savedStateVersion != 1 { text += "  \"appVersion\": \(Screen.savedStateVersion),\n" }
        text += "  \"nextID\": \(state.nextID.rawValue),\n  \"stacks\": [\n"
        for stackIndex in written.stacks.indices {
            text += "    [\n"
            writeEntries(written.stacks[stackIndex], to: &text)
            text += stackIndex == written.stacks.count - 1 ? "    ]\n" : "    ],\n"
            guard text.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        }
        if written.tabs.isEmpty {
            text += "  ]\n}\n"
        } else {
            text += "  ],\n  \"tabs\": [\n"
            for tabIndex in written.tabs.indices {
                let tab = written.tabs[tabIndex]
                text += "    {\"name\": \(jsonString(tab.name)), "
                if let stack = tab.stack {
                    text += "\"stack\": [\n"
                    writeEntries(stack, to: &text)
                    text += "    ]}"
                } else {
                    text += "\"selected\": true}"
                }
                text += tabIndex == written.tabs.count - 1 ? "\n" : ",\n"
                guard text.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
            }
            text += "  ]\n}\n"
        }
        guard text.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        return (text.string, written.leftOut)
    }

    /// Writes `stack`'s entries, with their routes, one per line.
    @inlinable
    func writeEntries(_ stack: WrittenStack, to text: inout JSONText) {
        for index in stack.routes.indices {
            let id = stack.ids[index]
            text.append("      {\"id\": ")
            text.append(id.rawValue)
            text.append(", \"screen\": \"")
            text += stack.routes[index]
            text.append("\"")
            if !awaitingResult.isEmpty && awaitingResult.contains(id) { text.append(", \"awaitsResult\": true") }
            text.append(index == stack.routes.count - 1 ? "}\n" : "},\n")
        }
    }

    /// The saved form as UTF-8 JSON bytes, screens whose routes cannot be written left out as
    /// ``UnwritableScreens/leftOut`` says, and what was left out: for each stack and tab that lost screens,
    /// ``SavingError/unwritableScreen(path:_:)`` naming the first and why — for the app's log, so that nothing
    /// is left out unsaid.
    ///
    /// ```swift
    /// let written = try coordinator.savedNavigation.jsonReportingLeftOut()
    /// for screen in written.leftOut { print(screen) }   // Cannot save the navigation: stacks[0][2].screen: …
    /// try written.json.write(to: file)
    /// ```
    ///
    /// - Parameters:
    ///   - maxBytes: The largest output.
    ///   - maxEntries: The most entries.
    /// - Throws: ``SavingError`` naming what cannot be saved.
    @inlinable
    public func jsonReportingLeftOut(
        maxBytes: Int = defaultMaxBytes, maxEntries: Int = defaultMaxEntries
    ) throws(SavingError) -> (json: Data, leftOut: [SavingError]) {
        let (text, leftOut) = try written(maxBytes: maxBytes, maxEntries: maxEntries, unwritableScreens: .leftOut)
        return (Data(text.utf8), leftOut)
    }

    /// The saved form as UTF-8 JSON bytes; see ``jsonText(maxBytes:maxEntries:unwritableScreens:)``.
    ///
    /// ```swift
    /// try coordinator.savedNavigation.json().write(to: file)
    /// ```
    ///
    /// - Parameters:
    ///   - maxBytes: The largest output.
    ///   - maxEntries: The most entries.
    ///   - unwritableScreens: Whether a screen that cannot be written is left out or refuses the whole state.
    /// - Throws: ``SavingError`` naming what cannot be saved.
    @inlinable
    public func json(
        maxBytes: Int = defaultMaxBytes, maxEntries: Int = defaultMaxEntries,
        unwritableScreens: UnwritableScreens = .leftOut
    ) throws(SavingError) -> Data {
        Data(try jsonText(maxBytes: maxBytes, maxEntries: maxEntries, unwritableScreens: unwritableScreens).utf8)
    }
}

/// The start of a stack whose routes are written: the id and route of each entry written.
@usableFromInline
struct WrittenStack {
    @usableFromInline var ids: [EntryID] = []
    @usableFromInline var routes: [String] = []

    /// No entry written yet.
    @inlinable
    init() {}
}

/// The entries of a state with their routes, as they are written: each stack up to its first screen whose
/// route cannot be written, when such screens are left out. A route already written is taken as it is.
@usableFromInline
struct WrittenStacks {
    /// The base stack (with tabs, the selected tab's), then each modal flow.
    @usableFromInline var stacks: [WrittenStack] = []
    /// Every tab written, in order: its stack, or `nil` for the selected one, whose stack is `stacks[0]`.
    @usableFromInline var tabs: [(name: String, stack: WrittenStack?)] = []
    /// For each stack and tab that lost screens, why its first was left out.
    @usableFromInline var leftOut: [SavingError] = []

    @inlinable
    init<Screen: Routable>(
        of state: NavigationState<Screen>, writtenRoutes: WrittenRoutes<Screen>, leavingOut: Bool
    ) throws(SavingError) {
        /// `stack` with its routes written, up to the first that cannot be, and why that one cannot; throws that
        /// instead unless such screens are left out.
        func written(
            _ stack: [NavigationEntry<Screen>], at path: String
        ) throws(SavingError) -> (stack: WrittenStack, failure: SavingError?) {
            var written = WrittenStack()
            written.ids.reserveCapacity(stack.count)
            written.routes.reserveCapacity(stack.count)
            for index in stack.indices {
                let id = stack[index].id
                if let known = writtenRoutes.route(of: id) {
                    written.append(id, known)
                    continue
                }
                do {
                    written.append(id, try stack[index].screen.route())
                } catch {
                    let failure = SavingError.unwritableScreen(path: "\(path)[\(index)].screen", error)
                    guard leavingOut else { throw failure }
                    return (written, failure)
                }
            }
            return (written, nil)
        }
        let allStacks = state.stacks
        var firstFailure: SavingError?
        var (stackFailures, tabFailures): ([(stack: Int, failure: SavingError)], [SavingError]) = ([], [])
        for index in allStacks.indices {
            let (routes, failure) = try written(allStacks[index], at: "stacks[\(index)]")
            stacks.append(routes)
            if let failure { stackFailures.append((index, failure)) }
            firstFailure = firstFailure ?? failure
        }
        let stored = state.storedTabs.flatMap { $0.names.isEmpty ? nil : $0 }
        var tabStacks: [WrittenStack] = []
        if let stored {
            // The tabs read in place, as in `jsonText`.
            for index in stored.names.indices {
                guard index != stored.selected else {
                    tabStacks.append(WrittenStack())
                    continue
                }
                let (routes, failure) = try written(stored.parked[index], at: "tabs[\(index)].stack")
                tabStacks.append(routes)
                if let failure { tabFailures.append(failure) }
                firstFailure = firstFailure ?? failure
            }
        }
        if stored == nil, firstFailure == nil { return }  // everything written
        var cut: StateCut?
        if let firstFailure {
            // What stays by the rules of `StateCut`, each stack written up to its first screen that cannot be;
            // nothing to save is refused as the root's failure. Reported: the failure of each stack the cut
            // reached, and of each tab.
            let shape = { (entries: [NavigationEntry<Screen>], written: WrittenStack) in
                StateCut.Stack(
                    count: entries.count, firstLeftOut: written.ids.count < entries.count ? written.ids.count : nil)
            }
            cut = StateCut(
                stacks: allStacks.indices.map { shape(allStacks[$0], stacks[$0]) },
                tabs: stored.map { stored in stored.names.indices.map { shape(stored.parked[$0], tabStacks[$0]) } },
                selectedTab: stored?.selected)
            guard let cut else { throw firstFailure }
            leftOut = stackFailures.filter { $0.stack < cut.stacksReached }.map(\.failure) + tabFailures
            let written = stacks
            stacks = cut.keptStacks.map { place, _ in
                switch place {
                case .stack(let index): written[index]
                case .tab(let index): tabStacks[index]
                }
            }
        }
        guard let stored else { return }
        let keptTabs = cut?.keptTabs.map(\.index) ?? Array(stored.names.indices)
        let selected = cut?.selectedTab ?? stored.selected
        tabs = keptTabs.map { (stored.names[$0].name, $0 == selected ? nil : tabStacks[$0]) }
    }
}

extension WrittenStack {
    /// Appends the entry `id`, written as `route`.
    @inlinable
    mutating func append(_ id: EntryID, _ route: String) {
        ids.append(id)
        routes.append(route)
    }
}

extension SavedNavigation: Equatable where Screen: Equatable {
    /// Whether two saved forms hold the same state, the same entries awaiting a result, and left out the same
    /// screens when they were read — however many of their routes were already written.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state && lhs.awaitingResult == rhs.awaitingResult && lhs.unread == rhs.unread
            && lhs.leftOut == rhs.leftOut
    }
}

extension SavedNavigation: Sendable where Screen: Sendable {}

/// Routes as they were written, by entry, with the screen each was written from: kept from one save to the next
/// while the entry shows that screen. `@inlinable`, as the code that keeps and reads them, so that it is compiled
/// for the app's screens (see ``Coordinator/savedNavigation``).
@usableFromInline
struct WrittenRoutes<Screen> {
    /// Each entry's route, and the screen it was written from.
    @usableFromInline var byEntry: [EntryID: (screen: Screen, route: String)] = [:]

    /// No routes.
    @inlinable
    init() {}

    /// The routes `byEntry`, each with the screen it was written from.
    @inlinable
    init(byEntry: [EntryID: (screen: Screen, route: String)]) {
        self.byEntry = byEntry
    }

    /// How many routes are kept.
    @inlinable
    var count: Int { byEntry.count }

    /// The route written for the entry `id`, if one was.
    @inlinable
    func route(of id: EntryID) -> String? {
        byEntry.isEmpty ? nil : byEntry[id]?.route
    }

    /// The route written for the entry `id`, if one was and from `screen`, the screen it shows.
    @inlinable
    func route(of id: EntryID, showing screen: Screen) -> String? where Screen: Equatable {
        guard let written = byEntry.isEmpty ? nil : byEntry[id], written.screen == screen else { return nil }
        return written.route
    }

    /// Keeps `route`, written for the entry `id` from `screen`.
    @inlinable
    mutating func keep(_ route: String, for id: EntryID, showing screen: Screen) {
        byEntry[id] = (screen, route)
    }

    /// Makes room for `count` routes.
    @inlinable
    mutating func reserve(_ count: Int) {
        byEntry.reserveCapacity(count)
    }
}

extension WrittenRoutes: Sendable where Screen: Sendable {}

/// Saved state's JSON as it is written: UTF-8 bytes in one buffer, made a string once. Appending to a `String`
/// piece by piece cost saving a state dearly (BENCHMARKS.md, saving).
@usableFromInline
struct JSONText {
    @usableFromInline var bytes: [UInt8] = []

    /// Nothing written.
    @inlinable
    init() {}

    /// The bytes written so far.
    @inlinable
    var count: Int { bytes.count }

    /// The text written.
    @inlinable
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Makes room for `count` bytes.
    @inlinable
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends `piece`.
    @inlinable
    static func += (text: inout JSONText, piece: String) {
        var piece = piece
        piece.withUTF8 { text.bytes.append(contentsOf: $0) }
    }

    /// Appends `piece`, text known when compiled: its bytes copied as they are, without making a `String`
    /// (each entry's line is five such pieces).
    @inlinable
    mutating func append(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `number` in decimal digits, without making a `String` of it.
    @inlinable
    mutating func append(_ number: UInt64) {
        var unit: UInt64 = 1  // the place of the first digit
        while unit <= number / 10 { unit *= 10 }
        while unit > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / unit % 10))
            unit /= 10
        }
    }
}

/// `text` as a JSON string, in quotes, with `"`, `\` and control characters escaped.
@usableFromInline
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
