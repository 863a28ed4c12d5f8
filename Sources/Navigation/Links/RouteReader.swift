// Reading screens from a link: each screen enum's synthesized `init(from:)` drives a `Decoder` over the
// link's segments. The enum asks for a keyed container and for the one key in it — the next segment, a case
// name — then for that case's values: a labeled value is a parameter of the case's segment, an unlabeled
// one the next segment, a `Routable` value the next screen.

/// Reads the screens of a link, one after the other, from its tokens.
@usableFromInline
struct RouteReader {
    /// How deep screens may nest (a feature group's screen is one level down); a deeper route is refused
    /// before the stack it would take runs out.
    static let maxDepth = 32

    private let reading: RouteReading

    init(_ tokens: LinkTokens, ignoresNameCase: Bool = false) {
        reading = RouteReading(tokens, ignoresNameCase: ignoresNameCase)
    }

    /// Reads a link of `scheme`, refused if it is longer than `maxLength` UTF-8 bytes, and accepting a `/` at
    /// the end, a query, a fragment and screen names in other letter case as told.
    @usableFromInline
    init(
        link: String, scheme: String, maxLength: Int, allowsTrailingSlash: Bool, allowsQuery: Bool,
        allowsFragment: Bool, webHosts: [String] = [], ignoresNameCase: Bool = false
    ) throws(DeepLinkError) {
        let options = LinkTokens.Options(
            allowsTrailingSlash: allowsTrailingSlash, allowsQuery: allowsQuery, allowsFragment: allowsFragment,
            webHosts: webHosts)
        self.init(
            try LinkTokens(link, scheme: scheme, maxLength: maxLength, options: options),
            ignoresNameCase: ignoresNameCase)
    }

    /// Whether every path segment has been read.
    @usableFromInline
    var isAtEnd: Bool { reading.isAtEnd }

    /// The UTF-8 offset where the next screen starts, for errors about it.
    @usableFromInline
    var nextStart: Int { reading.currentPart.range.lowerBound }

    /// The error for a link whose first segment starts a modal flow: there is no base stack beneath it.
    @usableFromInline
    func flowWithoutBaseStack() -> DeepLinkError {
        reading.tokens.error(.emptyFlow, at: reading.tokens.segments[0].name)
    }

    /// The tokens read.
    var tokens: LinkTokens { reading.tokens }

    /// Reads the next segment when it is a `+`, which starts a modal flow, and says whether it was.
    @usableFromInline
    func readFlowMarker() throws(DeepLinkError) -> Bool {
        guard !reading.isAtEnd, reading.tokens.segments[reading.next].isFlowMarker else { return false }
        let marker = reading.tokens.segments[reading.next]
        if let parameter = reading.tokens.parameters(of: reading.next).first {
            throw reading.tokens.error(.unexpectedParameter, at: parameter.name)
        }
        reading.next += 1
        guard !reading.isAtEnd, !reading.tokens.segments[reading.next].isFlowMarker else {
            throw reading.tokens.error(.emptyFlow, at: marker.name)
        }
        return true
    }

    /// Reads the segment that names a tab, `@name`, when the link starts with one, and returns the name.
    @usableFromInline
    func readTabMarker() throws(DeepLinkError) -> String? {
        guard reading.next == 0, !reading.isAtEnd else { return nil }
        let tokens = reading.tokens
        let name = tokens.segments[0].name
        guard tokens.bytes[name.range.lowerBound] == UInt8(ascii: "@") else { return nil }
        if let parameter = tokens.parameters(of: 0).first {
            throw tokens.error(.unexpectedParameter, at: parameter.name)
        }
        let tab = String(tokens.text(name).unicodeScalars.dropFirst())
        guard !tab.isEmpty else { throw tokens.error(.emptyTabName, at: name) }
        reading.next = 1
        return tab
    }

    /// Reads one screen of `S`.
    @usableFromInline
    func screen<S: Routable>(_ type: S.Type) throws(DeepLinkError) -> S {
        try reading.screen(S.self)
    }

    /// Reads one screen of `S` as one of its own cases (`group` `nil`) or as a screen of its group `group`
    /// mounted without a prefix — that one only.
    func screen<S: Routable>(_ type: S.Type, group: String?) throws(DeepLinkError) -> S {
        try reading.decode(S.self, group: group)
    }

    /// Throws when a segment's parameter was left unread: no screen has it.
    @usableFromInline
    func finish() throws(DeepLinkError) {
        guard reading.parametersRead < reading.tokens.parameterCount else { return }
        if let unread = reading.tokens.items.indices.first(where: { !reading.wasRead($0) }) {
            throw reading.tokens.error(.unexpectedParameter, at: reading.tokens.items[unread].name)
        }
    }

    /// Throws when path segments or parameters were left unread after one screen.
    func finishSingle() throws(DeepLinkError) {
        guard reading.isAtEnd else {
            throw reading.tokens.error(.moreThanOneScreen, at: reading.tokens.segments[reading.next].name)
        }
        try finish()
    }
}

/// The state of one reading, shared by the decoders that the screens' `init(from:)` ask for.
final class RouteReading {
    let tokens: LinkTokens
    /// Whether a screen name that is no case as written may name one in other letter case.
    let ignoresNameCase: Bool
    /// The next segment to read.
    var next = 0
    /// How many screens are being read, one inside the other.
    private var depth = 0
    // The marks of what was read are set for every value a link holds; a class's stored properties are
    // checked for exclusive access at run time, at every value read (measured in
    // BENCHMARKS.md, "Reading links compiled for the app's screen type"). Only this class's own methods touch
    // them, one at a time, so the check is left out.

    /// The labeled value whose enum case a link names but the enum does not have, and where, while one screen
    /// is read; when that screen's `init(from:)` then fails with the `DecodingError` a synthesized enum decoding
    /// throws, the error is reported as that value's. Cleared before each screen, so that a case a screen's own
    /// decoding tolerated is never blamed for a later failure.
    var unknownCase: (name: String, part: LinkTokens.Part)?
    /// Which of the segments' parameters were read, by their index in ``LinkTokens/items``.
    @exclusivity(unchecked) private var read = ReadMarks()
    /// How many of the segments' parameters were read.
    @exclusivity(unchecked) private(set) var parametersRead = 0

    init(_ tokens: LinkTokens, ignoresNameCase: Bool = false) {
        self.tokens = tokens
        self.ignoresNameCase = ignoresNameCase
    }

    var isAtEnd: Bool { next == tokens.segments.count }

    /// The next segment, or the end of the path, for errors.
    var currentPart: LinkTokens.Part {
        isAtEnd ? LinkTokens.Part(range: tokens.pathEnd..<tokens.pathEnd) : tokens.segments[next].name
    }

    func wasRead(_ item: Int) -> Bool {
        read.contains(item)
    }

    /// The value of the first unread parameter `name` of the segment at `segment`, marked as read.
    func take(_ name: String, of segment: Int) -> LinkTokens.Part? {
        guard
            let item = tokens.segments[segment].parameters.first(where: { item in
                !wasRead(item) && tokens.isNamed(tokens.items[item].name, name)
            })
        else { return nil }
        read.insert(item, of: tokens.parameterCount)
        parametersRead += 1
        return tokens.items[item].value
    }

    /// Whether the segment at `segment` has an unread parameter `name`, or one of its fields (`name.field`).
    func has(_ name: String, in segment: Int) -> Bool {
        tokens.segments[segment].parameters.contains { item in
            !wasRead(item) && tokens.isNamed(tokens.items[item].name, name, orFieldOf: true)
        }
    }

    /// Reads one screen of `S` from the next segment: its case name, then its values. A name that is not a
    /// case of `S` is tried in `S`'s groups without a prefix, in order; when none has it, the error names them
    /// all (`no screen of AppScreen or HelpScreen has this name`).
    func screen<S: Routable>(_ type: S.Type) throws(DeepLinkError) -> S {
        guard !isAtEnd, !tokens.segments[next].isFlowMarker else { throw tokens.error(.noScreen, at: currentPart) }
        guard depth < RouteReader.maxDepth else {
            throw tokens.error(.tooDeep(limit: RouteReader.maxDepth), at: currentPart)
        }
        depth += 1
        defer { depth -= 1 }
        let start = next
        do {
            return try decode(S.self, group: nil)
        } catch let error where S.groupsWithoutPrefix.isEmpty || !isUnknownName(error, at: start) {
            throw error
        } catch {
            var enums = [String(describing: S.self)]
            for group in S.groupsWithoutPrefix {
                next = start
                do {
                    return try decode(S.self, group: group)
                } catch let groupError where isUnknownName(groupError, at: start) {
                    if case .unknownScreen(let screens) = groupError.reason { enums.append(screens) }
                    continue
                }
            }
            next = start
            let last = enums.removeLast()
            let screens = enums.isEmpty ? last : "\(enums.joined(separator: ", ")) or \(last)"
            throw DeepLinkError(.unknownScreen(screens: screens), component: error.component, offset: error.offset)
        }
    }

    /// Whether `error` says that the segment at `index` is no screen's name.
    private func isUnknownName(_ error: DeepLinkError, at index: Int) -> Bool {
        guard case .unknownScreen = error.reason else { return false }
        return error.offset == tokens.offset(tokens.segments[index].name.range.lowerBound)
    }

    /// Runs `S`'s `init(from:)`; `group` names the case whose screen the next segment is, without a prefix.
    func decode<S: Routable>(_ type: S.Type, group: String?) throws(DeepLinkError) -> S {
        let name = currentPart
        unknownCase = nil
        do {
            return try S(from: RouteDecoder(reading: self, mode: .screen(S.self, group: group)))
        } catch let error as DeepLinkError {
            throw error
        } catch {
            if error is DecodingError, let (value, part) = unknownCase {
                throw tokens.error(.invalidParameter(name: value, expected: "a case of its enum"), at: part)
            }
            throw tokens.error(.rejected(reason: String(describing: error)), at: name)
        }
    }

    /// Reads the next segment as the unlabeled value `name`.
    func valueSegment(for name: String) throws(DeepLinkError) -> LinkTokens.Part {
        guard !isAtEnd, !tokens.segments[next].isFlowMarker else {
            throw tokens.error(.missingParameter(name: name), at: currentPart)
        }
        if let parameter = tokens.parameters(of: next).first {
            throw tokens.error(.unexpectedParameter, at: parameter.name)
        }
        next += 1
        return tokens.segments[next - 1].name
    }

    /// The value `name` written as `part`, read back from its text.
    @inline(__always)
    func value<T: LosslessStringConvertible>(of part: LinkTokens.Part, name: String) throws(DeepLinkError) -> T {
        guard let value = T(tokens.text(part)) else {
            throw tokens.error(.invalidParameter(name: name, expected: String(describing: T.self)), at: part)
        }
        return value
    }

    /// The error for a value of a kind that a link does not hold (a list, a value nested in a segment).
    func unsupported(_ name: String, at part: LinkTokens.Part? = nil) -> DeepLinkError {
        tokens.error(.invalidParameter(name: name, expected: "value a link can hold"), at: part ?? currentPart)
    }
}

/// Marks on a link's parameters, by index: the first 64 as the bits of a word, any others in an array made for
/// the link that has them. A saved entry's route has a few parameters; an array of marks was an allocation a
/// route and its initialization, a large part of restoring an entry (BENCHMARKS.md).
struct ReadMarks {
    private static let wordBits = UInt64.bitWidth
    private var word: UInt64 = 0
    private var beyondWord: [Bool] = []

    /// Whether the parameter at `index` is marked.
    func contains(_ index: Int) -> Bool {
        guard index >= Self.wordBits else { return word & (1 << UInt64(index)) != 0 }
        return index - Self.wordBits < beyondWord.count && beyondWord[index - Self.wordBits]
    }

    /// Marks the parameter at `index` of a link with `count` parameters.
    mutating func insert(_ index: Int, of count: Int) {
        guard index >= Self.wordBits else {
            word |= 1 << UInt64(index)
            return
        }
        if beyondWord.isEmpty { beyondWord = Array(repeating: false, count: count - Self.wordBits) }
        beyondWord[index - Self.wordBits] = true
    }
}

/// The decoder a screen enum's `init(from:)`, or one of its values' `init(from:)`, reads from.
private struct RouteDecoder: Decoder {
    enum Mode {
        /// A screen of the enum `screens`: a case name from the next segment, or the group named without a
        /// prefix.
        case screen(any Routable.Type, group: String?)
        /// One value, written as this part.
        case value(LinkTokens.Part, name: String)
        /// A labeled value that is one parameter (`name=…`) or several (`name.field=…`) of the segment at
        /// `segment` (`nil` when the case has no segment of its own).
        case parameter(segment: Int?, name: String)
    }

    let reading: RouteReading
    let mode: Mode

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch mode {
        case .screen(let screens, let group):
            return KeyedDecodingContainer(try CaseContainer<Key>(reading: reading, screens: screens, group: group))
        case .parameter(let segment, let name):
            return KeyedDecodingContainer(ValuesContainer<Key>(reading: reading, segment: segment, prefix: name + "."))
        case .value(let part, let name):
            throw reading.unsupported(name, at: part)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        // A labeled list: the parameter repeated, one value each (`ids=1;ids=2`); none for an empty list. Or by
        // index, after its count: `list.count=2;list.0.city=Oslo;list.1.city=Rome`.
        guard case .parameter(let segment?, let name) = mode else { throw reading.unsupported("a list") }
        if let countPart = reading.take(name + ".count", of: segment) {
            let count: Int = try reading.value(of: countPart, name: name + ".count")
            guard (0...maxIndexedCount).contains(count) else {
                throw reading.tokens.error(.invalidParameter(name: name + ".count", expected: "Int"), at: countPart)
            }
            return IndexedListContainer(reading: reading, segment: segment, name: name, count: count)
        }
        var parts: [LinkTokens.Part] = []
        while let part = reading.take(name, of: segment) { parts.append(part) }
        return ListContainer(reading: reading, parts: parts, name: name)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        switch mode {
        case .value(let part, let name):
            return ValueContainer(reading: reading, part: part, name: name)
        case .parameter(let segment, let name):
            if let segment, let part = reading.take(name, of: segment) {
                return ValueContainer(reading: reading, part: part, name: name)
            }
            // No parameter: `nil` for a value by index that was (`list.1` of `list.count=2;list.0=3`), else missing.
            let at = segment.map { reading.tokens.segments[$0].name } ?? reading.currentPart
            return AbsentValueContainer(reading: reading, name: name, at: at)
        case .screen:
            throw reading.unsupported("a screen that is not an enum")
        }
    }
}

/// The container of a screen enum: the one key that is its case, read from the next segment.
private struct CaseContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reading: RouteReading
    let key: Key
    /// The segment that names the case; `nil` for a group named without its prefix.
    let segment: Int?

    let screens: any Routable.Type

    init(reading: RouteReading, screens: any Routable.Type, group: String?) throws(DeepLinkError) {
        self.reading = reading
        self.screens = screens
        let name = reading.currentPart
        let text = group ?? reading.tokens.text(name)
        if let key = Key(stringValue: text) ?? Self.key(inOtherCase: text, reading: reading) {
            self.key = key
        } else {
            self.key = try Self.currentKey(for: text, of: screens, at: name, reading: reading)
        }
        if group == nil {
            segment = reading.next
            reading.next += 1
        } else {
            segment = nil
        }
    }

    /// The case `name` names in other letter case, when the link's reader ignores it: spelled in lower case
    /// (`USERS`, `Users` → `users`), or with only its first letter lowered (`TextHistory` → `textHistory`).
    /// Case names are read only from the link, so a name of several words in other case than these
    /// (`TEXTHISTORY`) names no case; a ``RouteHistory`` rename can say which it is.
    private static func key(inOtherCase name: String, reading: RouteReading) -> Key? {
        guard reading.ignoresNameCase else { return nil }
        if let key = Key(stringValue: name.lowercased()) { return key }
        guard let first = name.first, first.isUppercase else { return nil }
        return Key(stringValue: first.lowercased() + name.dropFirst())
    }

    /// The case the screen once named `name` is now, as the enum's ``RouteHistory`` says; throws when no
    /// case has that name, or when the history says it was removed.
    private static func currentKey(
        for name: String, of screens: any Routable.Type, at part: LinkTokens.Part, reading: RouteReading
    ) throws(DeepLinkError) -> Key {
        let unknown = reading.tokens.error(.unknownScreen(screens: String(describing: screens)), at: part)
        guard
            let (current, removal) = screens.routeHistory.screen(named: name, ignoringCase: reading.ignoresNameCase)
        else { throw unknown }
        if let removal { throw reading.tokens.error(.removedScreen(reason: removal), at: part) }
        guard let current, let key = Key(stringValue: current) else { throw unknown }
        return key
    }

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [key] }

    func contains(_ key: Key) -> Bool { key.stringValue == self.key.stringValue }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(
            ValuesContainer<NestedKey>(
                reading: reading, segment: segment, prefix: "", screen: (screens, key.stringValue)))
    }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        throw reading.unsupported(key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw reading.unsupported(key.stringValue)
    }

    func superDecoder() throws -> any Decoder { throw reading.unsupported("super") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw reading.unsupported(key.stringValue) }
}

/// The values of one case: labeled ones are parameters of the case's segment (`name;label=value`), unlabeled
/// ones (`_0`, `_1`, …) the segments that follow, ``Routable`` ones the screens that follow.
private struct ValuesContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reading: RouteReading
    /// The index of the segment whose parameters are read; `nil` when the case has no segment of its own.
    let segment: Int?
    /// What labeled names start with: empty for a case's values, `label.` for a value's fields.
    let prefix: String
    /// The screen enum and case whose values these are, for its ``RouteHistory``; `nil` for a value's own
    /// fields read as a separate value.
    var screen: (screens: any Routable.Type, name: String)?

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
        guard let segment else { return [] }
        // An enum among a labeled value's fields: its one key is its case, the value of `order=byPrice`.
        if let (name, label) = enumCase(in: segment) {
            if let key = Key(stringValue: name) { return [key] }
            reading.unknownCase = (label, enumCasePart(label, in: segment))
        }
        return reading.tokens.parameters(of: segment).compactMap { item in
            let name = reading.tokens.text(item.name)
            return name.hasPrefix(prefix) ? Key(stringValue: String(name.dropFirst(prefix.count))) : nil
        }
    }

    func contains(_ key: Key) -> Bool {
        guard !isSegment(key) else { return true }
        guard let segment else { return false }
        let name = prefix + key.stringValue
        if reading.has(name, in: segment) { return true }
        // An optional parameter present under an old name; one absent stays `nil`, as the current version writes it.
        guard let screen else { return false }
        return screen.screens.routeHistory.oldNames(ofParameter: name, ofScreen: screen.name).contains {
            reading.has($0, in: segment)
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        // An unlabeled `nil` is the parameter `_0~nil`, in place of the value's segment — with no value: one
        // spelling per value, so that a link that reads means what it says.
        let marker = key.stringValue + "~nil"
        if prefix.isEmpty, isUnlabeled(key), let segment, let value = reading.take(marker, of: segment) {
            guard value.range.isEmpty else {
                throw reading.tokens.error(.invalidParameter(name: marker, expected: "no value"), at: value)
            }
            return true
        }
        return !contains(key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let primitive = isPrimitive(T.self)
        if !primitive, let screens = T.self as? any Routable.Type {
            guard let screen = try screen(of: screens) as? T else { throw reading.unsupported(key.stringValue) }
            return screen
        }
        let name = prefix.isEmpty ? key.stringValue : prefix + key.stringValue
        if isSegment(key) {
            let part = try reading.valueSegment(for: name)
            return try ValueContainer(reading: reading, part: part, name: name).decode(T.self)
        }
        if primitive {
            let (part, written) = try parameter(name)
            return try ValueContainer(reading: reading, part: part, name: written).decode(T.self)
        }
        return try T(from: RouteDecoder(reading: reading, mode: .parameter(segment: segment, name: name)))
    }

    // The types a link writes as their `description`, read without the generic `decode(_:forKey:)` and its
    // dynamic casts: the synthesized `init(from:)` calls these overloads directly, and a route reads one of them
    // for almost every value (measured in BENCHMARKS.md, "Paying down the Codable routes").
    func decode(_ type: String.Type, forKey key: Key) throws -> String { reading.tokens.text(try part(for: key).0) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(for: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(for: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(for: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(for: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(for: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(for: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(for: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(for: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(for: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(for: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(for: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(for: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(for: key) }

    /// The part that holds the value `key` (the next segment, or the parameter), and the value's name.
    private func part(for key: Key) throws(DeepLinkError) -> (LinkTokens.Part, String) {
        let keyName = key.stringValue
        let name = prefix.isEmpty ? keyName : prefix + keyName
        return isSegment(key) ? (try reading.valueSegment(for: name), name) : try parameter(name)
    }

    // Inlined into each overload above, where `T` is known, so that the conversion is specialized: the
    // overloads exist to skip the generic path.
    @inline(__always)
    private func value<T: LosslessStringConvertible>(for key: Key) throws(DeepLinkError) -> T {
        let (part, name) = try part(for: key)
        return try reading.value(of: part, name: name)
    }

    private func screen<S: Routable>(of type: S.Type) throws(DeepLinkError) -> S {
        try reading.screen(S.self)
    }

    /// The part of the parameter `name`, and its name as the link writes it — an old name the screen's
    /// ``RouteHistory`` reads as `name` — so that an error about it quotes the link.
    private func parameter(_ name: String) throws(DeepLinkError) -> (LinkTokens.Part, String) {
        if let segment, let part = reading.take(name, of: segment) { return (part, name) }
        let at = segment.map { reading.tokens.segments[$0].name } ?? reading.currentPart
        if let segment, let found = fromHistory(name, of: segment, at: at) { return found }
        throw reading.tokens.error(.missingParameter(name: name), at: at)
    }

    /// The parameter `name`, absent from the segment, as the screen's ``RouteHistory`` reads it: under an old
    /// name, or its default — a part at `at` whose text is the default — when it was added since; with the name
    /// the link writes it under.
    private func fromHistory(_ name: String, of segment: Int, at: LinkTokens.Part) -> (LinkTokens.Part, String)? {
        guard let screen else { return nil }
        let history = screen.screens.routeHistory
        for old in history.oldNames(ofParameter: name, ofScreen: screen.name) {
            if let part = reading.take(old, of: segment) { return (part, old) }
        }
        return history.defaultValue(ofParameter: name, ofScreen: screen.name).map {
            (LinkTokens.Part(range: at.range, decoded: $0), name)
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        if let segment, let (name, label) = enumCase(in: segment), name == key.stringValue {
            // The enum's case, `order=byPrice`: read; its values are the value's fields, `order.ascending=true`.
            _ = reading.take(label, of: segment)
            return KeyedDecodingContainer(
                ValuesContainer<NestedKey>(reading: reading, segment: segment, prefix: prefix, screen: screen))
        }
        return KeyedDecodingContainer(
            ValuesContainer<NestedKey>(
                reading: reading, segment: segment, prefix: prefix + key.stringValue + ".", screen: screen))
    }

    /// Whether `key` is read from a segment of its own: an unlabeled value of a screen's case, unless the
    /// case's segment has it as a parameter (`_0`: a value a segment cannot hold — empty, with fields, a list).
    /// An unlabeled value of an enum among a labeled value's fields (`order._0`) is a parameter like its
    /// labeled ones.
    private func isSegment(_ key: Key) -> Bool {
        guard prefix.isEmpty, isUnlabeled(key) else { return false }
        guard let segment else { return true }
        return !reading.has(key.stringValue, in: segment)
    }

    /// The part holding the value of the unread parameter `label` of the segment at `segment`.
    private func enumCasePart(_ label: String, in segment: Int) -> LinkTokens.Part {
        let item = reading.tokens.segments[segment].parameters.first { item in
            !reading.wasRead(item) && reading.tokens.isNamed(reading.tokens.items[item].name, label)
        }
        return item.map { reading.tokens.items[$0].value } ?? reading.currentPart
    }

    /// The case of an enum among a labeled value's fields — the text of `order=byPrice` when this container
    /// reads `order.` — and that parameter's name; `nil` when the segment has no such parameter unread.
    private func enumCase(in segment: Int) -> (name: String, label: String)? {
        guard prefix.hasSuffix(".") else { return nil }
        let label = String(prefix.dropLast())
        guard
            let item = reading.tokens.segments[segment].parameters.first(where: { item in
                !reading.wasRead(item) && reading.tokens.isNamed(reading.tokens.items[item].name, label)
            })
        else { return nil }
        return (reading.tokens.text(reading.tokens.items[item].value), label)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw reading.unsupported(prefix + key.stringValue)
    }

    func superDecoder() throws -> any Decoder { throw reading.unsupported("super") }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        RouteDecoder(reading: reading, mode: .parameter(segment: segment, name: prefix + key.stringValue))
    }
}

/// The values of a labeled list, one repeated parameter each, in the order written.
private struct ListContainer: UnkeyedDecodingContainer {
    let reading: RouteReading
    let parts: [LinkTokens.Part]
    let name: String
    private(set) var currentIndex = 0

    init(reading: RouteReading, parts: [LinkTokens.Part], name: String) {
        self.reading = reading
        self.parts = parts
        self.name = name
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { parts.count }
    var isAtEnd: Bool { currentIndex == parts.count }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw reading.tokens.error(.missingParameter(name: name), at: reading.currentPart) }
        defer { currentIndex += 1 }
        return try ValueContainer(reading: reading, part: parts[currentIndex], name: name).decode(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw reading.unsupported(name)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw reading.unsupported(name) }
    mutating func superDecoder() throws -> any Decoder { throw reading.unsupported(name) }
}

/// The values of a labeled list written by index: `list.0`, `list.1`, … each read as a labeled value, one
/// that is no parameter as `nil`.
private struct IndexedListContainer: UnkeyedDecodingContainer {
    let reading: RouteReading
    let segment: Int
    let name: String
    let count: Int?
    private(set) var currentIndex = 0

    init(reading: RouteReading, segment: Int, name: String, count: Int) {
        self.reading = reading
        self.segment = segment
        self.name = name
        self.count = count
    }

    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex == count }
    private var element: String { "\(name).\(currentIndex)" }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, !reading.has(element, in: segment) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw reading.tokens.error(.missingParameter(name: name), at: reading.currentPart) }
        defer { currentIndex += 1 }
        if isPrimitive(T.self) {
            guard let part = reading.take(element, of: segment) else {
                throw reading.tokens.error(.missingParameter(name: element), at: reading.tokens.segments[segment].name)
            }
            return try ValueContainer(reading: reading, part: part, name: element).decode(T.self)
        }
        return try T(from: RouteDecoder(reading: reading, mode: .parameter(segment: segment, name: element)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        defer { currentIndex += 1 }
        return KeyedDecodingContainer(
            ValuesContainer<NestedKey>(reading: reading, segment: segment, prefix: element + "."))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        defer { currentIndex += 1 }
        return try RouteDecoder(reading: reading, mode: .parameter(segment: segment, name: element)).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        defer { currentIndex += 1 }
        return RouteDecoder(reading: reading, mode: .parameter(segment: segment, name: element))
    }
}

/// A labeled value that is no parameter: `nil`, or missing when it is asked for.
private struct AbsentValueContainer: SingleValueDecodingContainer {
    let reading: RouteReading
    let name: String
    let at: LinkTokens.Part

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw reading.tokens.error(.missingParameter(name: name), at: at)
    }
}

/// One value written as text: a segment, or a parameter's value.
private struct ValueContainer: SingleValueDecodingContainer {
    let reading: RouteReading
    let part: LinkTokens.Part
    let name: String

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode(_ type: String.Type) throws -> String { reading.tokens.text(part) }
    func decode(_ type: Bool.Type) throws -> Bool { try reading.value(of: part, name: name) }
    func decode(_ type: Int.Type) throws -> Int { try reading.value(of: part, name: name) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reading.value(of: part, name: name) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reading.value(of: part, name: name) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reading.value(of: part, name: name) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reading.value(of: part, name: name) }
    func decode(_ type: UInt.Type) throws -> UInt { try reading.value(of: part, name: name) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reading.value(of: part, name: name) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reading.value(of: part, name: name) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reading.value(of: part, name: name) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reading.value(of: part, name: name) }
    func decode(_ type: Double.Type) throws -> Double { try reading.value(of: part, name: name) }
    func decode(_ type: Float.Type) throws -> Float { try reading.value(of: part, name: name) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = try primitive(T.self) { return value }
        return try T(from: RouteDecoder(reading: reading, mode: .value(part, name: name)))
    }

    /// The text as one of the types a link writes as their `description`, or `nil` for another type.
    private func primitive<T>(_ type: T.Type) throws(DeepLinkError) -> T? {
        if T.self == String.self { return reading.tokens.text(part) as? T }
        if T.self == Int.self { return try convert(Int.self) as? T }
        guard isPrimitive(T.self) else { return nil }
        return switch type {
        case is Bool.Type: try convert(Bool.self) as? T
        case is Int64.Type: try convert(Int64.self) as? T
        case is Int32.Type: try convert(Int32.self) as? T
        case is Int16.Type: try convert(Int16.self) as? T
        case is Int8.Type: try convert(Int8.self) as? T
        case is UInt.Type: try convert(UInt.self) as? T
        case is UInt64.Type: try convert(UInt64.self) as? T
        case is UInt32.Type: try convert(UInt32.self) as? T
        case is UInt16.Type: try convert(UInt16.self) as? T
        case is UInt8.Type: try convert(UInt8.self) as? T
        case is Double.Type: try convert(Double.self) as? T
        case is Float.Type: try convert(Float.self) as? T
        default: nil
        }
    }

    private func convert<T: LosslessStringConvertible>(_ type: T.Type) throws(DeepLinkError) -> T {
        try reading.value(of: part, name: name)
    }
}

/// The most values a list written by index holds: a reader counts through its `nil`s, which take no room in
/// the link, so the count a link may claim is bounded.
let maxIndexedCount = 1_000_000

/// Whether `key` is an unlabeled value: the compiler names them `_0`, `_1`, …
func isUnlabeled(_ key: some CodingKey) -> Bool {
    isUnlabeled(key.stringValue)
}

/// Whether `name` is the name of an unlabeled value: `_0`, `_1`, …
func isUnlabeled(_ name: String) -> Bool {
    let name = name.utf8
    return name.first == UInt8(ascii: "_") && name.count > 1
        && name.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
}

/// Whether values of `type` are written as their `description` and read back from it. Compared by identity,
/// which costs far less than a dynamic cast (`is String.Type`); a route asks this
/// for every value it reads or writes.
func isPrimitive(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    return id == ObjectIdentifier(String.self) || id == ObjectIdentifier(Int.self) || id == ObjectIdentifier(Bool.self)
        || id == ObjectIdentifier(Double.self) || id == ObjectIdentifier(Int64.self)
        || id == ObjectIdentifier(Int32.self) || id == ObjectIdentifier(Int16.self) || id == ObjectIdentifier(Int8.self)
        || id == ObjectIdentifier(UInt.self) || id == ObjectIdentifier(UInt64.self)
        || id == ObjectIdentifier(UInt32.self) || id == ObjectIdentifier(UInt16.self)
        || id == ObjectIdentifier(UInt8.self) || id == ObjectIdentifier(Float.self)
}
