import NavigationCore

// The decoder of `RouteReader`: the keyed containers a screen enum's synthesized `init(from:)` asks for — the
// case named by the next segment, the case's values — and a single value.

/// The decoder a screen enum's `init(from:)`, or one of its values' `init(from:)`, reads from.
struct RouteDecoder: Decoder {
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
struct CaseContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
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
struct ValuesContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
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

/// A labeled value that is no parameter: `nil`, or missing when it is asked for.
struct AbsentValueContainer: SingleValueDecodingContainer {
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
struct ValueContainer: SingleValueDecodingContainer {
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
