/// Why saved navigation state cannot be restored. Restoring checks everything before it changes anything:
/// whatever the error, the current state is untouched.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is larger than the limit, in bytes; it was not read.
    case tooLarge(bytes: Int, limit: Int)
    /// The input is not JSON, or it ends too early; `reason` is the JSON reader's explanation.
    case unreadable(reason: String)
    /// The input is saved state of a format version this code does not read.
    case unsupportedVersion(found: Int, supported: Int)
    /// A field the format requires is absent or `null`; `path` names it, as in `stacks[0][1].screen`.
    case missingField(path: String)
    /// A field holds another kind of value than the format says, such as text for a number.
    case wrongType(path: String, expected: String)
    /// A field holds a value of the right kind that is out of range, such as a negative id.
    case invalidValue(path: String, reason: String)
    /// The state has no stack at all; it needs a base stack.
    case noStacks
    /// The stack at `index` (0 is the base, then each modal flow) has no entry.
    case emptyStack(index: Int)
    /// The state has more entries than the limit.
    case tooManyEntries(count: Int, limit: Int)
    /// Two entries share an id.
    case duplicateID(EntryID)
    /// `nextID` is not greater than every entry's id, so new entries would reuse an id.
    case nextIDTooLow(nextID: EntryID, highest: EntryID)
    /// `nextID` is past the largest id a state gives (2^63 - 1, what a saved state's number reads back as).
    case nextIDTooHigh(nextID: EntryID, largest: EntryID)
    /// An entry's screen does not read as a screen of the app; `path` names the entry.
    case invalidScreen(path: String, DeepLinkError)
    /// The base stack's root is marked as awaiting a result: nothing could ever finish it, since the root of
    /// the base stack never leaves.
    case rootAwaitsResult
    /// Two tabs have this name.
    case duplicateTab(String)
    /// The selected tab, with this name, is not one of the state's tabs.
    case selectedTabMissing(String)
    /// The stack of the tab with this name has no entry.
    case emptyTab(String)
    /// The saved navigation has a tab with this name, and the app has no such tab.
    case unknownTab(String)
    /// The saved navigation has tabs, and the app has none.
    case unexpectedTabs([String])

    /// One line naming what is wrong; safe to show as it is: control and bidi characters of the input are
    /// escaped (`\u{1B}`), and long texts from it are cut.
    public var description: String {
        let problem =
            switch self {
            case .tooLarge(let bytes, let limit): "it is \(bytes) bytes long, more than the \(limit) accepted"
            case .unreadable(let reason): "it is not readable JSON (\(displayClause(reason)))"
            case .unsupportedVersion(let found, let supported):
                "it is format version \(found); this app reads version \(supported)"
            case .missingField(let path): "\(displayText(path)) is missing"
            case .wrongType(let path, let expected): "\(displayText(path)) is not a \(expected)"
            case .invalidValue(let path, let reason): "\(displayText(path)) is invalid (\(displayClause(reason)))"
            case .noStacks: "it has no stack"
            case .emptyStack(let index): "stack \(index) has no entry"
            case .tooManyEntries(let count, let limit): "it has \(count) entries, more than the \(limit) accepted"
            case .duplicateID(let id): "two entries have the id \(id)"
            case .nextIDTooLow(let nextID, let highest):
                "nextID \(nextID) is not greater than the entry id \(highest)"
            case .nextIDTooHigh(let nextID, let largest): "nextID \(nextID) is past the largest id, \(largest)"
            case .invalidScreen(let path, let error): "\(displayText(path)) is not a screen: \(error.sentence)"
            case .rootAwaitsResult: "the base stack's root awaits a result, which nothing could ever give"
            case .duplicateTab(let name): "two tabs are named \"\(displayText(name))\""
            case .selectedTabMissing(let name): "the selected tab \"\(displayText(name))\" is not one of its tabs"
            case .emptyTab(let name): "the tab \"\(displayText(name))\" has no entry"
            case .unknownTab(let name): "it has a tab \"\(displayText(name))\", which this app does not have"
            case .unexpectedTabs(let names):
                "it has tabs (\(names.map { displayText($0) }.joined(separator: ", "))), and this app has none"
            }
        return "Cannot restore the saved navigation: \(problem)."
    }
}

/// Why a navigation state cannot be saved so that it reads back: the reader's limits, or a screen whose route
/// does not read back. Nothing is written.
public enum SavingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The saved form would be larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The state has more entries than the limit.
    case tooManyEntries(count: Int, limit: Int)
    /// An entry's screen cannot be written as a route that reads back; `path` names the entry.
    case unwritableScreen(path: String, DeepLinkError)
    /// The base stack's root is marked as awaiting a result, which a restore refuses
    /// (``RestorationError/rootAwaitsResult``).
    case rootAwaitsResult
    /// The app's ``Routable/savedStateVersion`` is below 1, which no reader accepts: a session written with it
    /// would be refused at the next start.
    case invalidAppVersion(Int)

    /// One line naming what is wrong.
    public var description: String {
        let problem =
            switch self {
            case .invalidAppVersion(let version):
                "the screen enum's savedStateVersion is \(version), and versions start at 1 (a restore refuses it)"
            case .tooLarge(let limit): "it would be more than the \(limit) bytes a restore reads"
            case .tooManyEntries(let count, let limit):
                "it has \(count) entries, more than the \(limit) a restore reads"
            case .unwritableScreen(let path, let error): "\(path): \(error.sentence)"
            case .rootAwaitsResult: "the base stack's root awaits a result, which a restore refuses"
            }
        return "Cannot save the navigation: \(problem)."
    }
}

extension CustomStringConvertible {
    /// The description without its closing period, to end another sentence with.
    var sentence: String {
        let text = description
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
