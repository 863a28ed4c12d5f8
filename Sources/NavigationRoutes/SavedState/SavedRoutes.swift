import NavigationCore

/// Saved navigation as it was written, its screens still routes: what an app's migration
/// (``Routable/migrateSavedState(_:)``) changes when a session of an earlier version needs more than a rule
/// per screen — a screen split in two, a screen moved into a modal flow, a tab added in front.
///
/// ```swift
/// extension AppScreen {
///     static var savedStateVersion: Int { 3 }
///
///     static func migrateSavedState(_ saved: inout SavedRoutes) throws(RestorationError) {
///         if saved.appVersion < 3 {  // version 3 split `settings` into `account`, with `privacy` above it
///             for stack in saved.stacks.indices {
///                 guard let index = saved.stacks[stack].firstIndex(where: { $0.route == "settings" })
///                 else { continue }
///                 saved.stacks[stack][index].route = "account"
///                 saved.stacks[stack].insert(SavedRoutes.Entry(id: saved.makeID(), route: "privacy"), at: index + 1)
///             }
///         }
///     }
/// }
/// ```
public struct SavedRoutes: Hashable, Sendable {
    /// One entry: its id, its screen's route, and whether it was opened for a result.
    public struct Entry: Hashable, Sendable {
        /// The entry's id, unique in the state.
        public var id: EntryID
        /// The screen's route, as the version that wrote it wrote it (`product;id=3`).
        public var route: String
        /// Whether the screen was opened for a result.
        public var awaitsResult: Bool

        /// An entry.
        ///
        /// - Parameters:
        ///   - id: The entry's id, unique in the state.
        ///   - route: The screen's route.
        ///   - awaitsResult: Whether the screen was opened for a result.
        public init(id: EntryID, route: String, awaitsResult: Bool = false) {
            self.id = id
            self.route = route
            self.awaitsResult = awaitsResult
        }
    }

    /// One tab: its name, and its stack — `nil` for the selected tab, whose stack is `stacks[0]`.
    public struct Tab: Hashable, Sendable {
        /// The tab's name.
        public var name: String
        /// The tab's stack, root first; `nil` for the selected tab.
        public var stack: [Entry]?

        /// A tab.
        ///
        /// - Parameters:
        ///   - name: The tab's name.
        ///   - stack: Its stack, root first; `nil` for the selected tab.
        public init(name: String, stack: [Entry]?) {
            self.name = name
            self.stack = stack
        }
    }

    /// The app's version of its saved navigation when it was written (``Routable/savedStateVersion``); set it
    /// to the version a migration brings it to.
    public var appVersion: Int
    /// The id the next new entry gets: greater than every entry's.
    public var nextID: EntryID
    /// The base stack (with tabs, the selected tab's), then each modal flow, root first.
    public var stacks: [[Entry]]
    /// Every tab in order, for a state with tabs; `nil` without.
    public var tabs: [Tab]?

    /// A new id, past every entry's, for an entry a migration adds.
    ///
    /// - Returns: The id; ``nextID`` moves past it.
    public mutating func makeID() -> EntryID {
        defer { nextID = EntryID(rawValue: nextID.rawValue + 1) }
        return nextID
    }
}

extension SavedRoutes {
    /// The routes of a document as read.
    init(_ document: SavedStateReader.Document) {
        let entries = { (stack: [SavedStateReader.Entry]) in
            stack.map { Entry(id: EntryID(rawValue: $0.id), route: $0.screen, awaitsResult: $0.awaitsResult) }
        }
        appVersion = document.appVersion
        nextID = EntryID(rawValue: document.nextID)
        stacks = document.stacks.map(entries)
        tabs = document.tabs?.map { Tab(name: $0.name, stack: $0.stack.map(entries)) }
    }

    /// The document these routes make, for the reader to go on with.
    var document: SavedStateReader.Document {
        let entries = { (stack: [Entry]) in
            stack.map { SavedStateReader.Entry(id: $0.id.rawValue, screen: $0.route, awaitsResult: $0.awaitsResult) }
        }
        var document = SavedStateReader.Document(
            version: currentFormatVersion, nextID: nextID.rawValue, stacks: stacks.map(entries),
            tabs: tabs?.map {
                SavedStateReader.Tab(name: $0.name, stack: $0.stack.map(entries), isSelected: $0.stack == nil)
            })
        document.appVersion = appVersion
        return document
    }
}
