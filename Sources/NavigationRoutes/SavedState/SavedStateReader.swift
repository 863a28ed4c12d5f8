import NavigationCore

/// Reads the JSON document of ``SavedNavigation`` from its bytes, strictly, in two passes:
///
/// 1. **Check** that the whole input is one JSON object (RFC 8259): well-formed UTF-8, no key twice in any
///    object, no nesting deeper than ``maxNesting``. Any failure is ``RestorationError/unreadable(reason:)``
///    with the byte it was found at. Where the document's own members start is noted on the way.
/// 2. **Read** the fields the format has, in the order the format ranks its errors — `version`, `nextID`,
///    `stacks`, `tabs` — each failure naming its field (`stacks[0][1].id`). Other fields are skipped.
///
/// Why not `JSONDecoder`: it keeps the first of two equal keys where other readers keep the last, so one saved
/// state could read as two (a PIN-guarded screen for one reader, another screen for the next); it reports a
/// number out of range, such as `1e400` or 2^63 for an id, as unreadable JSON without naming the field; and
/// it builds a tree of the whole document before reading a field (BENCHMARKS.md measures the difference).
struct SavedStateReader {
    /// The deepest nesting of arrays and objects read; the format itself needs 4.
    static let maxNesting = 64

    /// The document's fields, as read; the screens are still routes.
    struct Document {
        var version: Int
        /// The app's own version of its saved navigation; 1 when the document does not say.
        var appVersion = 1
        var nextID: UInt64
        var stacks: [[Entry]]
        /// The tabs, in order, when the state has tabs.
        var tabs: [Tab]?
    }

    /// One tab, as read: the selected one has no stack of its own, its stack being `stacks[0]`.
    struct Tab {
        var name: String
        var stack: [Entry]?
        var isSelected: Bool
    }

    /// One entry, as read.
    struct Entry {
        var id: UInt64
        var screen: String
        var awaitsResult: Bool
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads the document from `bytes`, or throws what is wrong with it.
    static func read(_ bytes: [UInt8]) throws(RestorationError) -> Document {
        var checker = SavedStateReader(bytes)
        let members = try checker.checkDocument()
        var reader = SavedStateReader(bytes)
        return try reader.readDocument(members)
    }

    /// Where one member of the document starts: its key's opening quote, and its value.
    struct Member {
        var key: Int
        var value: Int
    }

    // MARK: - Pass 1: a JSON document, and nothing twice

    /// Checks that the input is one JSON value with nothing but whitespace around it, and returns where the
    /// members of that value start when it is an object.
    private mutating func checkDocument() throws(RestorationError) -> [Member] {
        skipByteOrderMark()
        skipWhitespace()
        let members = try checkValue()
        skipWhitespace()
        guard position == bytes.count else { throw unreadable("there is more after the end of the JSON") }
        return members
    }

    /// Checks one value, with every array and object in it, without recursion: `open` keeps the containers
    /// the position is in, and `keys` the keys seen so far in each open object — the first `objects` of its
    /// elements, each emptied and used again by the next object at its depth rather than made anew (a set's
    /// storage was an allocation an entry). Returns where the members of the outermost object start, which
    /// the second pass would otherwise find by skipping over the whole document once more.
    private mutating func checkValue() throws(RestorationError) -> [Member] {
        var members: [Member] = []
        var open: [UInt8] = []
        var keys: [SeenKeys] = []
        var objects = 0
        while true {
            // A value.
            switch try peek() {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < Self.maxNesting else {
                    throw unreadable("arrays and objects nest more than \(Self.maxNesting) deep")
                }
                let container = bytes[position]
                position += 1
                skipWhitespace()
                open.append(container)
                if container == UInt8(ascii: "{") {
                    if try peek() == UInt8(ascii: "}") {
                        position += 1
                        open.removeLast()
                    } else {
                        if objects < keys.count {
                            keys[objects].removeAll()
                        } else {
                            keys.append(SeenKeys())
                        }
                        objects += 1
                        let key = position
                        try checkKey(into: &keys[objects - 1])
                        if open.count == 1 { members.append(Member(key: key, value: position)) }
                        continue
                    }
                } else if try peek() == UInt8(ascii: "]") {
                    position += 1
                    open.removeLast()
                } else {
                    continue
                }
            default:
                try skipScalar()
            }
            // After a value: the end, a comma and the next one, or the end of a container.
            while true {
                guard let container = open.last else { return members }
                skipWhitespace()
                let closing = container == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let next = try peek()
                position += 1
                if next == closing {
                    open.removeLast()
                    if closing == UInt8(ascii: "}") { objects -= 1 }
                    continue
                }
                guard next == UInt8(ascii: ",") else {
                    position -= 1
                    throw unreadable("expected a comma or \(Character(Unicode.Scalar(closing)))")
                }
                skipWhitespace()
                if closing == UInt8(ascii: "}") {
                    let key = position
                    try checkKey(into: &keys[objects - 1])
                    if open.count == 1 { members.append(Member(key: key, value: position)) }
                }
                break
            }
        }
    }

    /// Reads an object's key and its colon, refusing a key the object already has.
    private mutating func checkKey(into seen: inout SeenKeys) throws(RestorationError) {
        let start = position
        guard try peek() == UInt8(ascii: "\"") else { throw unreadable("expected a key in quotes") }
        let inserted: Bool
        if let plain = try skipPlainString(), bytes[plain].allSatisfy({ $0 < 0x80 }) {
            inserted = seen.insert(ascii: plain, of: bytes)
        } else {
            position = start
            inserted = seen.insert(try readString(), of: bytes)
        }
        guard inserted else {
            position = start
            let key = try readString()
            position = start
            throw unreadable("the key \"\(key)\" appears twice in one object")
        }
        try expectColon()
        skipWhitespace()
    }

    /// The keys of one open object, to find a key the object already has. Keys are equal as Swift's strings
    /// are — the second pass matches keys as strings, so `"\u0073creen"` is `"screen"`, and the Kelvin sign
    /// (U+212A) is `"K"`. An object's keys are usually a few in plain ASCII, for which that equality is
    /// equality of bytes: while an object has no more than ``plainLimit`` keys and all of them are plain
    /// ASCII, they are kept as their ranges in the input and compared byte by byte, with no string made and
    /// none hashed (a set of strings was most of restoring an entry of two keys, BENCHMARKS.md);
    /// any other key, or more keys, moves the object's keys into a set of strings.
    struct SeenKeys {
        /// The most keys compared as ranges, each against the others: beyond it, hashing pays.
        static let plainLimit = 8

        private var plain: [Range<Int>] = []
        private var strings: Set<String> = []
        private var hashed = false

        /// Forgets the keys, keeping the storage for the next object.
        mutating func removeAll() {
            plain.removeAll(keepingCapacity: true)
            strings.removeAll(keepingCapacity: true)
            hashed = false
        }

        /// Adds a key of plain ASCII, the range of its bytes in `bytes`; `false` when the object has it.
        mutating func insert(ascii key: Range<Int>, of bytes: [UInt8]) -> Bool {
            if !hashed {
                for seen in plain where bytes[seen].elementsEqual(bytes[key]) { return false }
                if plain.count < Self.plainLimit {
                    plain.append(key)
                    return true
                }
                hash(bytes)
            }
            return strings.insert(String(decoding: bytes[key], as: UTF8.self)).inserted
        }

        /// Adds any other key, as read; `false` when the object has it.
        mutating func insert(_ key: String, of bytes: [UInt8]) -> Bool {
            if !hashed { hash(bytes) }
            return strings.insert(key).inserted
        }

        /// Moves the keys kept as ranges into the set of strings.
        private mutating func hash(_ bytes: [UInt8]) {
            for key in plain { strings.insert(String(decoding: bytes[key], as: UTF8.self)) }
            plain.removeAll(keepingCapacity: true)
            hashed = true
        }
    }

    /// Skips a string, a number, `true`, `false` or `null`, checking it.
    private mutating func skipScalar() throws(RestorationError) {
        switch try peek() {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try readNumber()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        default: throw unreadable("expected a value")
        }
    }

    // MARK: - Pass 2: the format's fields

    /// Reads the fields of a document that pass 1 found well-formed, its members starting where pass 1 found
    /// them.
    private mutating func readDocument(_ members: [Member]) throws(RestorationError) -> Document {
        skipByteOrderMark()
        skipWhitespace()
        guard try peek() == UInt8(ascii: "{") else { throw .wrongType(path: "the document", expected: "JSON object") }
        var fields: [String: Int] = [:]
        for member in members {
            position = member.key
            fields[try readString()] = member.value
        }
        var version: Int?
        var nextID: UInt64?
        var stacks: [[Entry]]?
        if let start = fields["version"] {
            position = start
            version = try readWholeNumber(at: "version").flatMap { Int(exactly: $0) }
        }
        guard let version else { throw .missingField(path: "version") }
        guard version == currentFormatVersion else {
            throw .unsupportedVersion(found: version, supported: currentFormatVersion)
        }
        if let start = fields["nextID"] {
            position = start
            nextID = try readID(at: "nextID")
        }
        guard let nextID else { throw .missingField(path: "nextID") }
        if let start = fields["stacks"] {
            position = start
            stacks = try readStacks()
        }
        guard let stacks else { throw .missingField(path: "stacks") }
        var tabs: [Tab]?
        if let start = fields["tabs"] {
            position = start
            tabs = try readTabs()
        }
        var document = Document(version: version, nextID: nextID, stacks: stacks, tabs: tabs)
        if let start = fields["appVersion"] {
            position = start
            if let appVersion = try readWholeNumber(at: "appVersion") {  // `null` is a missing field: version 1
                guard appVersion >= 1, let appVersion = Int(exactly: appVersion) else {
                    throw .invalidValue(path: "appVersion", reason: "an app version is a whole number from 1")
                }
                document.appVersion = appVersion
            }
        }
        return document
    }

    /// The tabs: an array of objects, each with a `name` and either `"selected": true` or a `stack`; exactly
    /// one selected.
    private mutating func readTabs() throws(RestorationError) -> [Tab]? {
        var tabs: [Tab] = []
        let found = try readArray(at: "tabs") { reader, tabIndex throws(RestorationError) in
            tabs.append(try reader.readTab(at: "tabs[\(tabIndex)]"))
        }
        guard found else { return nil }
        let selected = tabs.filter { $0.isSelected }.count
        guard selected == 1 else {
            throw .invalidValue(path: "tabs", reason: "exactly one tab is selected, not \(selected)")
        }
        return tabs
    }

    /// One tab: its `name`, and `"selected": true` — its stack being the base stack — or its `stack`.
    private mutating func readTab(at path: @autoclosure () -> String) throws(RestorationError) -> Tab {
        if try readNull() { throw .missingField(path: path()) }  // `null` is a missing field, as everywhere
        var name: String?
        var stack: [Entry]?
        var isSelected: Bool?
        try readMembers(of: path()) { reader, key throws(RestorationError) in
            switch key {
            case "name": name = try reader.readText(at: "\(path()).name")
            case "selected": isSelected = try reader.readBoolean(at: "\(path()).selected")
            case "stack":
                var entries: [Entry] = []
                let found = try reader.readArray(at: "\(path()).stack") { reader, entryIndex throws(RestorationError) in
                    entries.append(try reader.readEntry(at: "\(path()).stack[\(entryIndex)]"))
                }
                stack = found ? entries : nil
            default: try reader.skipValue()
            }
        }
        guard let name else { throw .missingField(path: "\(path()).name") }
        let selected = isSelected ?? false
        if selected, stack != nil {
            throw .invalidValue(path: "\(path()).stack", reason: "the selected tab's stack is stacks[0]")
        }
        if !selected, stack == nil { throw .missingField(path: "\(path()).stack") }
        return Tab(name: name, stack: stack, isSelected: selected)
    }

    /// The stacks: an array of arrays of entries.
    private mutating func readStacks() throws(RestorationError) -> [[Entry]]? {
        var stacks: [[Entry]] = []
        let found = try readArray(at: "stacks") { reader, stackIndex throws(RestorationError) in
            var stack: [Entry] = []
            let found = try reader.readArray(at: "stacks[\(stackIndex)]") {
                reader, entryIndex throws(RestorationError) in
                stack.append(try reader.readEntry(at: "stacks[\(stackIndex)][\(entryIndex)]"))
            }
            guard found else { throw .missingField(path: "stacks[\(stackIndex)]") }
            stacks.append(stack)
        }
        return found ? stacks : nil
    }

    /// One entry: an object with `id`, `screen` and, optionally, `awaitsResult`, read in the order written.
    private mutating func readEntry(at path: @autoclosure () -> String) throws(RestorationError) -> Entry {
        if try readNull() { throw .missingField(path: path()) }  // `null` is a missing field, as everywhere
        var id: UInt64?
        var screen: String?
        var awaitsResult: Bool?
        try readMembers(of: path()) { reader, key throws(RestorationError) in
            switch key {
            case "id": id = try reader.readID(at: "\(path()).id")
            case "screen": screen = try reader.readText(at: "\(path()).screen")
            case "awaitsResult": awaitsResult = try reader.readBoolean(at: "\(path()).awaitsResult")
            default: try reader.skipValue()
            }
        }
        guard let id else { throw .missingField(path: "\(path()).id") }
        guard let screen else { throw .missingField(path: "\(path()).screen") }
        return Entry(id: id, screen: screen, awaitsResult: awaitsResult ?? false)
    }

    /// Reads the object at the position, calling `member` with each key and the position at its value, which
    /// `member` reads or skips.
    private mutating func readMembers(
        of path: @autoclosure () -> String, _ member: (inout SavedStateReader, String) throws(RestorationError) -> Void
    ) throws(RestorationError) {
        guard try peek() == UInt8(ascii: "{") else { throw .wrongType(path: path(), expected: "JSON object") }
        position += 1
        skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            let key = try readString()
            try expectColon()
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            let next = try peek()
            position += 1
            if next == UInt8(ascii: "}") { return }
        }
    }

    /// Reads an array at the position, calling `element` with the position at each element, which `element` reads; `false` for
    /// `null`, which the format takes as a missing field.
    private mutating func readArray(
        at path: @autoclosure () -> String, _ element: (inout SavedStateReader, Int) throws(RestorationError) -> Void
    ) throws(RestorationError) -> Bool {
        if try readNull() { return false }
        guard try peek() == UInt8(ascii: "[") else { throw .wrongType(path: path(), expected: "array") }
        position += 1
        skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            position += 1
            return true
        }
        var index = 0
        while true {
            skipWhitespace()
            try element(&self, index)
            skipWhitespace()
            let next = try peek()
            position += 1
            if next == UInt8(ascii: "]") { return true }
            index += 1
        }
    }

    /// An id: a whole number from 0 to 2^63 − 1, the largest a JSON reader of 64-bit integers reads back.
    private mutating func readID(at path: @autoclosure () -> String) throws(RestorationError) -> UInt64? {
        guard let value = try readWholeNumber(at: path()) else { return nil }
        guard value >= 0 else {
            throw .invalidValue(path: path(), reason: "an id is a whole number from 0 to \(Int64.max), not \(value)")
        }
        return UInt64(value)
    }

    /// A number without fraction or exponent that fits 64 bits; `nil` for `null`.
    private mutating func readWholeNumber(at path: @autoclosure () -> String) throws(RestorationError) -> Int64? {
        if try readNull() { return nil }
        guard let first = try? peek(),
            first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { throw .wrongType(path: path(), expected: "whole number") }
        let number = try readNumber()
        guard let value = number.whole else {
            let text = String(decoding: bytes[number.range], as: UTF8.self)
            throw .invalidValue(
                path: path(), reason: "a whole number from \(Int64.min) to \(Int64.max) is expected, not \(text)")
        }
        return value
    }

    /// A string; `nil` for `null`.
    private mutating func readText(at path: @autoclosure () -> String) throws(RestorationError) -> String? {
        if try readNull() { return nil }
        guard try peek() == UInt8(ascii: "\"") else { throw .wrongType(path: path(), expected: "string") }
        return try readString()
    }

    /// `true` or `false`; `nil` for `null`.
    private mutating func readBoolean(at path: @autoclosure () -> String) throws(RestorationError) -> Bool? {
        if try readNull() { return nil }
        switch try peek() {
        case UInt8(ascii: "t"):
            try expectWord("true")
            return true
        case UInt8(ascii: "f"):
            try expectWord("false")
            return false
        default:
            throw .wrongType(path: path(), expected: "boolean")
        }
    }

    /// Skips the value at the position, which pass 1 checked.
    private mutating func skipValue() throws(RestorationError) {
        var depth = 0
        repeat {
            switch try peek() {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                position += 1
            case UInt8(ascii: "\""):
                try skipString()
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
                UInt8(ascii: "\r"):
                position += 1
            default:
                try skipScalar()
            }
        } while depth > 0
    }

    // MARK: - Tokens

    /// The byte at the position; the end of the input is an error.
    private func peek() throws(RestorationError) -> UInt8 {
        guard position < bytes.count else { throw unreadable("the input ends too early") }
        return bytes[position]
    }

    /// Whether the value at the position is `null`, which it then skips.
    private mutating func readNull() throws(RestorationError) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try expectWord("null")
        return true
    }

    private mutating func expectWord(_ word: String) throws(RestorationError) {
        let end = position + word.utf8.count
        guard end <= bytes.count, bytes[position..<end].elementsEqual(word.utf8) else {
            throw unreadable("expected \(word)")
        }
        position = end
    }

    private mutating func expectColon() throws(RestorationError) {
        skipWhitespace()
        guard try peek() == UInt8(ascii: ":") else { throw unreadable("expected a colon after a key") }
        position += 1
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    /// A UTF-8 byte order mark, which some editors write first, is ignored.
    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Reads a number's text as JSON's grammar has it; `whole` is its value when it has neither fraction nor
    /// exponent and fits 64 bits.
    private mutating func readNumber() throws(RestorationError) -> (range: Range<Int>, whole: Int64?) {
        let start = position
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var magnitude: UInt64 = 0
        var fits = true
        let digitsStart = position
        while position < bytes.count, let digit = Self.digit(bytes[position]) {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            if overflow1 || overflow2 { fits = false }
            magnitude = sum
            position += 1
        }
        let digitCount = position - digitsStart
        guard digitCount > 0 else { throw unreadable("expected a digit") }
        guard digitCount == 1 || bytes[digitsStart] != UInt8(ascii: "0") else {
            position = digitsStart
            throw unreadable("a number does not start with 0")
        }
        var whole = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            whole = false
            position += 1
            try skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            whole = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            try skipDigits()
        }
        let range = start..<position
        guard whole, fits else { return (range, nil) }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return (range, nil) }
            return (range, magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
        }
        return (range, Int64(exactly: magnitude))
    }

    private mutating func skipDigits() throws(RestorationError) {
        let start = position
        while position < bytes.count, Self.digit(bytes[position]) != nil { position += 1 }
        guard position > start else { throw unreadable("expected a digit") }
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
    }

    /// Reads a string at the position (its opening quote), with its escapes, checking its UTF-8.
    private mutating func readString() throws(RestorationError) -> String {
        let start = position + 1
        guard let text = try skipPlainString() else { return try readEscapedString(from: start) }
        return String(decoding: bytes[text], as: UTF8.self)
    }

    /// Skips a string at the position, checked as ``readString()`` reads it, without making it: the first pass
    /// checks every route this way, and a string made only to be dropped cost an allocation an entry.
    private mutating func skipString() throws(RestorationError) {
        let start = position + 1
        if try skipPlainString() == nil { _ = try readEscapedString(from: start) }
    }

    /// Skips a string at the position that has no escape — the usual string, a key or a route — and returns its
    /// bytes' range, checked as UTF-8 only when not all ASCII; `nil`, with the position on the byte that ends
    /// the plain part, when the string has an escape (or a control character, or no end).
    private mutating func skipPlainString() throws(RestorationError) -> Range<Int>? {
        position += 1
        let start = position
        var ascii = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                guard ascii || Self.isUTF8(bytes[start..<position]) else {
                    position = start
                    throw unreadable("a string is not valid UTF-8")
                }
                position += 1
                return start..<(position - 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            position += 1
        }
        return nil
    }

    /// Reads the rest of a string that has an escape, from `start`, its first byte.
    private mutating func readEscapedString(from start: Int) throws(RestorationError) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        position = start
        while true {
            let byte = try peek()
            switch byte {
            case UInt8(ascii: "\""):
                try appendUTF8(&utf8, to: &scalars)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try appendUTF8(&utf8, to: &scalars)
                position += 1
                scalars.append(try readEscape())
            case 0..<0x20:
                throw unreadable("a string holds a control character; JSON writes it as an escape")
            default:
                utf8.append(byte)
                position += 1
            }
        }
    }

    /// Appends the UTF-8 bytes read since the last escape, checked, and empties them.
    private func appendUTF8(_ utf8: inout [UInt8], to scalars: inout String.UnicodeScalarView) throws(RestorationError)
    {
        guard !utf8.isEmpty else { return }
        guard Self.isUTF8(utf8[...]) else { throw unreadable("a string is not valid UTF-8") }
        scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
        utf8.removeAll(keepingCapacity: true)
    }

    /// The character an escape stands for, after its backslash; `\u` escapes of a surrogate pair make one.
    private mutating func readEscape() throws(RestorationError) -> Unicode.Scalar {
        let escape = try peek()
        position += 1
        switch escape {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try readHexQuad()
            if let scalar = Unicode.Scalar(first) { return scalar }
            // A high surrogate must be followed by an escaped low one.
            guard (0xD800...0xDBFF).contains(first), try peek() == UInt8(ascii: "\\") else {
                throw unreadable("a \\u escape is half of a surrogate pair")
            }
            position += 1
            guard try peek() == UInt8(ascii: "u") else { throw unreadable("a \\u escape is half of a surrogate pair") }
            position += 1
            let second = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            else { throw unreadable("a \\u escape is half of a surrogate pair") }
            return scalar
        default:
            position -= 1
            throw unreadable("\\\(Character(Unicode.Scalar(escape))) is not an escape of JSON")
        }
    }

    /// Whether `bytes` are well-formed UTF-8.
    private static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private mutating func readHexQuad() throws(RestorationError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = try peek()
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw unreadable("a \\u escape needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// A syntax error at the position, counted in bytes from 1.
    private func unreadable(_ problem: String) -> RestorationError {
        .unreadable(reason: "at byte \(position + 1), \(problem)")
    }
}
