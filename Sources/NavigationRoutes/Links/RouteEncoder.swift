import NavigationCore

// The encoder of `RouteWriter`: the keyed containers a screen enum's synthesized `encode(to:)` asks for — the
// case's segment, its values, a single value — and the text of the values a link writes as they are.

/// The encoder a screen enum's `encode(to:)`, or one of its values' `encode(to:)`, writes to.
struct RouteEncoder: Encoder {
    enum Mode {
        /// A screen, whose groups in `withoutPrefix` write no segment of their own.
        case screen([String])
        /// A labeled value: one parameter `name`, or several `name.field` of the segment at `segment`.
        case parameter(segment: Int?, name: String)
        /// One value that becomes the segment at the end.
        case segment(name: String)
        /// One value of the labeled list `name`: a parameter of the segment at `segment`, repeated per value.
        case element(segment: Int?, name: String)
    }

    let writing: RouteWriting
    let mode: Mode

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        switch mode {
        case .screen(let withoutPrefix):
            KeyedEncodingContainer(CaseEncodingContainer<Key>(writing: writing, withoutPrefix: withoutPrefix))
        case .parameter(let segment, let name):
            KeyedEncodingContainer(ValuesEncodingContainer<Key>(writing: writing, segment: segment, prefix: name + "."))
        case .segment(let name):
            KeyedEncodingContainer(
                FailingContainer<Key>(
                    writing: writing, reason: "the unlabeled value \(name) has fields; give it a label"))
        case .element(_, let name):
            KeyedEncodingContainer(
                FailingContainer<Key>(
                    writing: writing, reason: "the list \(name) holds values with fields; a link holds one per value"))
        }
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        // A labeled list is its parameter repeated, or its values by index; an unlabeled one, or a list in a
        // repeated list, has no place (an unlabeled one is then written as a parameter, `_0`).
        guard case .parameter(let segment, let name) = mode else { return FailingUnkeyedContainer(writing: writing) }
        if writing.isIndexed(name, in: segment), let segment {
            return IndexedListEncodingContainer(writing: writing, segment: segment, name: name)
        }
        return ListEncodingContainer(writing: writing, segment: segment, name: name)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ValueEncodingContainer(writing: writing, mode: mode)
    }
}

/// The container of a screen enum: its case becomes a segment.
struct CaseEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writing: RouteWriting
    let withoutPrefix: [String]

    var codingPath: [any CodingKey] { [] }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        if withoutPrefix.contains(key.stringValue) {
            writing.omitPrefix(key.stringValue)
            return KeyedEncodingContainer(
                ValuesEncodingContainer<NestedKey>(writing: writing, segment: nil, prefix: ""))
        }
        writing.segments.append(WrittenSegment(name: key.stringValue))
        return KeyedEncodingContainer(
            ValuesEncodingContainer<NestedKey>(writing: writing, segment: writing.segments.count - 1, prefix: ""))
    }

    mutating func encodeNil(forKey key: Key) throws { throw unsupported(key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw unsupported(key) }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FailingUnkeyedContainer(writing: writing)
    }
    mutating func superEncoder() -> any Encoder { RouteEncoder(writing: writing, mode: .segment(name: "super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        RouteEncoder(writing: writing, mode: .segment(name: key.stringValue))
    }

    private func unsupported(_ key: Key) -> DeepLinkError {
        writing.unwritable("\(key.stringValue) is not written as an enum case; a screen is an enum")
    }
}

/// The values of one case, written as ``ValuesContainer`` reads them back.
struct ValuesEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writing: RouteWriting
    /// The segment that takes the labeled values as parameters; `nil` for a group without a prefix.
    let segment: Int?
    let prefix: String

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        // A labeled `nil` is left out. An unlabeled one would leave its segment to the next value: it is the
        // parameter `_0~nil`.
        guard prefix.isEmpty, isUnlabeled(key) else { return }
        guard segment != nil else {
            throw writing.unwritable(
                "the unlabeled value \(key.stringValue) is nil in a group without a prefix, which has no segment")
        }
        try addParameter(key.stringValue + "~nil", "")
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        // A primitive is no screen: its type is compared first, which spares most values the dynamic cast.
        if !isPrimitive(T.self), let screen = value as? any Routable {
            try write(screen)
            return
        }
        let name = prefix + key.stringValue
        if prefix.isEmpty && isUnlabeled(key) {  // a segment of its own; an enum's `order._0` is a parameter
            try writeUnlabeled(value, as: name)
        } else if let text = primitiveText(value) {
            try addParameter(name, text)
        } else {
            try writing.writeLabeled(value, as: name, in: segment)
        }
    }

    /// Writes the unlabeled value `name` as the next segment; or, when a segment cannot hold it — it is empty,
    /// has fields or is a list — as a parameter of the case's segment named by its position (`_0`), as a
    /// labeled value is written.
    private func writeUnlabeled<T: Encodable>(_ value: T, as name: String) throws {
        if let text = primitiveText(value) {
            guard text.isEmpty, segment != nil else {
                try value.encode(to: RouteEncoder(writing: writing, mode: .segment(name: name)))
                return
            }
            try addParameter(name, text)
            return
        }
        let mark = writing.mark(segment)
        do {
            try value.encode(to: RouteEncoder(writing: writing, mode: .segment(name: name)))
            guard writing.failed(since: mark), segment != nil else { return }
        } catch let error as DeepLinkError {
            guard case .unwritable = error.reason, segment != nil else { throw error }
        }
        writing.rewind(to: mark, of: segment)
        try writing.writeLabeled(value, as: name, in: segment)
        // An empty list is no parameter, which reads as the value's segment: it is written by index, `_0.count=0`.
        if let segment, writing.segments[segment].parameters.count == mark.parameters, writing.index(name, in: segment)
        {
            try writing.writeLabeled(value, as: name, in: segment)
        }
    }

    // An optional value that is nil is left out, which only a label can say: the synthesized code hands
    // optionals to these, whose defaults would drop an unlabeled nil without a word.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }

    private mutating func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        // An empty list written as a repeated parameter is nothing, which reads back as `nil` when the list is
        // optional: it is written by index, `list.count=0`.
        // (No cast for a primitive.)
        if !isPrimitive(T.self), let value, let list = value as? any Collection, list.isEmpty {
            let name = prefix + key.stringValue
            let mark = writing.mark(segment)
            if !(prefix.isEmpty && isUnlabeled(key)), segment != nil, writing.index(name, in: segment) {
                try writing.writeLabeled(value, as: name, in: segment)
            }
            guard let segment, writing.segments[segment].parameters.count > mark.parameters else {
                throw writing.unwritable("the optional list \(name) is empty, which a link cannot tell from nil")
            }
            return
        }
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    private func write<S: Routable>(_ screen: S) throws(DeepLinkError) {
        try writing.write(screen)
    }

    private func addParameter(_ name: String, _ value: String) throws(DeepLinkError) {
        guard let segment else {
            throw writing.unwritable("a group without a prefix has no segment for the parameter \(name)")
        }
        writing.segments[segment].parameters.append((name, value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        // An enum among a labeled value's fields, `order: Order`: its case is the parameter `order=byPrice`, and
        // the case's values follow as the value's fields, `order.ascending=true`.
        let label = String(prefix.dropLast())
        guard prefix.hasSuffix("."), let segment else {
            let reason =
                prefix.hasSuffix(".")
                ? "a group without a prefix has no segment for the parameter \(label)"
                : "\(key.stringValue) is an enum case with values outside a labeled value; give it a label"
            return KeyedEncodingContainer(FailingContainer<NestedKey>(writing: writing, reason: reason))
        }
        writing.segments[segment].parameters.append((label, key.stringValue))
        return KeyedEncodingContainer(
            ValuesEncodingContainer<NestedKey>(writing: writing, segment: segment, prefix: prefix))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FailingUnkeyedContainer(writing: writing)
    }

    mutating func superEncoder() -> any Encoder { RouteEncoder(writing: writing, mode: .segment(name: "super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        RouteEncoder(writing: writing, mode: .parameter(segment: segment, name: prefix + key.stringValue))
    }
}

/// One value, written as text: a segment of its own, or a parameter.
struct ValueEncodingContainer: SingleValueEncodingContainer {
    let writing: RouteWriting
    let mode: RouteEncoder.Mode

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        switch mode {
        case .element(_, let name): throw writing.unwritable("the list \(name) holds nil, which a link cannot write")
        case .parameter: return  // a value by index, `list.1`: left out, and read back as `nil`
        case .segment, .screen: throw writing.unwritable("a value is nil; an optional value needs a label")
        }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let text = primitiveText(value) else {
            try value.encode(to: RouteEncoder(writing: writing, mode: mode))
            return
        }
        switch mode {
        case .segment(let name):
            guard !text.isEmpty else {
                throw writing.unwritable("the unlabeled value \(name) is empty; an empty value needs a label")
            }
            writing.segments.append(WrittenSegment(name: text))
        case .parameter(let segment, let name), .element(let segment, let name):
            guard let segment else {
                throw writing.unwritable("a group without a prefix has no segment for the parameter \(name)")
            }
            writing.segments[segment].parameters.append((name, text))
        case .screen:
            throw writing.unwritable("a screen is written as a value; a screen is an enum")
        }
    }
}

/// The text of a value that a link writes as its `description`, or `nil` for another type.
func primitiveText(_ value: some Encodable) -> String? {
    guard isPrimitive(type(of: value)) else { return nil }
    // The usual two first, by concrete casts: a cast to `any LosslessStringConvertible` looks the conformance up.
    if let text = value as? String { return text }
    if let number = value as? Int { return number.description }
    return (value as? any LosslessStringConvertible)?.description
}

/// A keyed container that fails on the first value: where a link has no place for fields.
struct FailingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writing: RouteWriting
    let reason: String

    init(writing: RouteWriting, reason: String) {
        self.writing = writing
        self.reason = reason
        writing.fail(reason)
    }

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { throw writing.unwritable(reason) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw writing.unwritable(reason) }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(FailingContainer<NestedKey>(writing: writing, reason: reason))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FailingUnkeyedContainer(writing: writing)
    }
    mutating func superEncoder() -> any Encoder { RouteEncoder(writing: writing, mode: .segment(name: "super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
}
