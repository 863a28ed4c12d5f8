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
///   screen in the syntax of ``DeepLinks``, without the scheme), and `awaitsResult` (optional, `false` when absent): whether the screen was opened for a result.
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
        self.awaitingResult = awaitingResult.isEmpty ? [] : awaitingResult.intersection(state.entries.map(\.id))
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
        let document = try Self.readDocument(json)
        let count = document.stacks.reduce(0) { $0 + $1.count }
        guard count <= maxEntries else { throw .tooManyEntries(count: count, limit: maxEntries) }
        var awaiting = Set<EntryID>()
        var stacks: [[NavigationEntry<Screen>]] = []
        stacks.reserveCapacity(document.stacks.count)
        for (stackIndex, stack) in document.stacks.enumerated() {
            stacks.append(try Self.readStack(stack, at: stackIndex, maxBytes: maxBytes, awaiting: &awaiting))
        }
        state = try NavigationState(stacks: stacks, nextID: EntryID(rawValue: document.nextID))
        awaitingResult = awaiting
    }

    /// The JSON document, with JSON's errors turned into ``RestorationError``s that name the field.
    private static func readDocument(_ json: Data) throws(RestorationError) -> Document {
        do {
            return try JSONDecoder().decode(Document.self, from: json)
        } catch let error as RestorationError {
            throw error
        } catch let error as DecodingError {
            throw restorationError(error)
        } catch {
            throw .unreadable(reason: String(describing: error))
        }
    }

    /// The entries of the stack at `stackIndex`, each screen read from its route; the ids of those that await a
    /// result go in `awaiting`.
    private static func readStack(
        _ stack: [SavedEntry], at stackIndex: Int, maxBytes: Int, awaiting: inout Set<EntryID>
    ) throws(RestorationError) -> [NavigationEntry<Screen>] {
        var entries: [NavigationEntry<Screen>] = []
        entries.reserveCapacity(stack.count)
        for (entryIndex, entry) in stack.enumerated() {
            let screen: Screen
            do {
                // The document's size limit bounds each route; a link's limit must not refuse long data.
                screen = try Screen(route: entry.screen, maxLength: maxBytes)
            } catch {
                throw .invalidScreen(path: "stacks[\(stackIndex)][\(entryIndex)].screen", error)
            }
            let id = EntryID(rawValue: entry.id)
            entries.append(NavigationEntry(id: id, screen: screen))
            if entry.awaitsResult == true { awaiting.insert(id) }
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
        let count = state.entries.count
        guard count <= maxEntries else { throw .tooManyEntries(count: count, limit: maxEntries) }
        var text =
            "{\n  \"version\": \(Self.formatVersion),\n  \"nextID\": \(state.nextID.rawValue),\n  \"stacks\": [\n"
        for (stackIndex, stack) in state.stacks.enumerated() {
            text += "    [\n"
            for (entryIndex, entry) in stack.enumerated() {
                let route: String
                do {
                    route = try entry.screen.route()
                } catch {
                    throw .unwritableScreen(path: "stacks[\(stackIndex)][\(entryIndex)].screen", error)
                }
                text += "      {\"id\": \(entry.id.rawValue), \"screen\": \"\(route)\""
                if awaitingResult.contains(entry.id) { text += ", \"awaitsResult\": true" }
                text += entryIndex == stack.count - 1 ? "}\n" : "},\n"
            }
            text += stackIndex == state.stacks.count - 1 ? "    ]\n" : "    ],\n"
            guard text.utf8.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        }
        text += "  ]\n}\n"
        guard text.utf8.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        return text
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

    private static func restorationError(_ error: DecodingError) -> RestorationError {
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path: path(context.codingPath + [key]))
        case .valueNotFound(_, let context):
            return .missingField(path: path(context.codingPath))
        case .typeMismatch(let type, let context):
            return .wrongType(path: path(context.codingPath), expected: Self.kind(of: type))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let underlying = context.underlyingError.map { ": \($0)" } ?? ""
            return .unreadable(reason: context.debugDescription + underlying)
        case .dataCorrupted(let context):
            return .invalidValue(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .unreadable(reason: String(describing: error))
        }
    }

    /// A coding path as the error names it: `stacks[0][1].screen`.
    private static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "the document" }
        return keys.reduce("") { path, key in
            if let index = key.intValue {
                "\(path)[\(index)]"
            } else if path.isEmpty {
                key.stringValue
            } else {
                "\(path).\(key.stringValue)"
            }
        }
    }

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "string"
        case is Bool.Type: "boolean"
        case is Int.Type, is Int64.Type, is UInt64.Type: "whole number"
        case is [Any].Type: "array"
        default: "JSON object"
        }
    }
}

extension SavedNavigation: Equatable where Screen: Equatable {}
extension SavedNavigation: Sendable where Screen: Sendable {}

/// The format version of saved navigation that this code writes and reads.
private let currentFormatVersion = 2

/// The JSON document of ``SavedNavigation``, as read.
private struct Document: Decodable {
    let nextID: UInt64
    let stacks: [[SavedEntry]]

    private enum CodingKeys: String, CodingKey {
        case version, nextID, stacks
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == currentFormatVersion else {
            throw RestorationError.unsupportedVersion(found: version, supported: currentFormatVersion)
        }
        nextID = try decodeID(container, .nextID)
        stacks = try container.decode([[SavedEntry]].self, forKey: .stacks)
    }
}

/// One entry, as read.
private struct SavedEntry: Decodable {
    let id: UInt64
    let screen: String
    let awaitsResult: Bool?

    private enum CodingKeys: String, CodingKey {
        case id, screen, awaitsResult
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try decodeID(container, .id)
        screen = try container.decode(String.self, forKey: .screen)
        awaitsResult = try container.decodeIfPresent(Bool.self, forKey: .awaitsResult)
    }
}

/// Reads an id: a whole number from 0, with an error that names the field otherwise.
private func decodeID<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> UInt64 {
    let value = try container.decode(Int64.self, forKey: key)
    guard let id = UInt64(exactly: value) else {
        throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "an id is a whole number from 0, not \(value)")
    }
    return id
}
