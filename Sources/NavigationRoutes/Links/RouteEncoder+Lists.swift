import NavigationCore

// The lists of `RouteEncoder`: a labeled list as a repeated parameter, or, when that cannot read back, by index.

/// The values of a labeled list: the list's parameter, once per value, in order.
struct ListEncodingContainer: UnkeyedEncodingContainer {
    let writing: RouteWriting
    let segment: Int?
    let name: String
    private(set) var count = 0

    init(writing: RouteWriting, segment: Int?, name: String) {
        self.writing = writing
        self.segment = segment
        self.name = name
    }

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        throw writing.unwritable("the list \(name) holds nil, which a link cannot write")
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        var element = ValueEncodingContainer(writing: writing, mode: .element(segment: segment, name: name))
        try element.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(
            FailingContainer<NestedKey>(
                writing: writing, reason: "the list \(name) holds values with fields; a link holds one per value"))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { FailingUnkeyedContainer(writing: writing) }
    mutating func superEncoder() -> any Encoder { RouteEncoder(writing: writing, mode: .segment(name: "super")) }
}

/// The values of a labeled list written by index: `list.count=3`, then each value as the labeled value
/// `list.0`, `list.1`, … — a value with fields as `list.0.city=Oslo`, a list as its own parameter repeated — and
/// a `nil` value as nothing.
struct IndexedListEncodingContainer: UnkeyedEncodingContainer {
    let writing: RouteWriting
    let segment: Int
    let name: String
    /// Where the `list.count` parameter is among the segment's parameters.
    private let countParameter: Int
    private(set) var count = 0 {
        didSet { writing.segments[segment].parameters[countParameter].value = String(count) }
    }

    init(writing: RouteWriting, segment: Int, name: String) {
        self.writing = writing
        self.segment = segment
        self.name = name
        countParameter = writing.segments[segment].parameters.count
        writing.segments[segment].parameters.append((name + ".count", "0"))
    }

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        try checkCount()
        count += 1
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try checkCount()
        let element = "\(name).\(count)"
        count += 1
        if let text = primitiveText(value) {
            writing.segments[segment].parameters.append((element, text))
        } else {
            try writing.writeLabeled(value, as: element, in: segment)
        }
    }

    /// Throws when the list has as many values as a list by index may: a reader counts through its `nil`s.
    private func checkCount() throws {
        guard count < maxIndexedCount else {
            throw writing.unwritable("the list \(name) holds more than \(maxIndexedCount) values")
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let element = "\(name).\(count)."
        count += 1
        return KeyedEncodingContainer(
            ValuesEncodingContainer<NestedKey>(writing: writing, segment: segment, prefix: element))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = "\(name).\(count)"
        count += 1
        return ListEncodingContainer(writing: writing, segment: segment, name: element)
    }

    mutating func superEncoder() -> any Encoder {
        let element = "\(name).\(count)"
        count += 1
        return RouteEncoder(writing: writing, mode: .parameter(segment: segment, name: element))
    }
}

/// An unkeyed container, which fails on the first value: a link holds no lists.
struct FailingUnkeyedContainer: UnkeyedEncodingContainer {
    let writing: RouteWriting
    var codingPath: [any CodingKey] { [] }

    init(writing: RouteWriting) {
        self.writing = writing
        writing.fail("a list is not a value a link can hold")
    }
    var count: Int { 0 }

    private var error: DeepLinkError { writing.unwritable("a list is not a value a link can hold") }

    mutating func encodeNil() throws { throw error }
    mutating func encode<T: Encodable>(_ value: T) throws { throw error }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(
            FailingContainer<NestedKey>(writing: writing, reason: "a list is not a value a link can hold"))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { RouteEncoder(writing: writing, mode: .segment(name: "super")) }
}
