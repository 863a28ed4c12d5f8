import NavigationCore

// The lists of `RouteDecoder`: a labeled list read from a repeated parameter, or by index.

/// The values of a labeled list, one repeated parameter each, in the order written.
struct ListContainer: UnkeyedDecodingContainer {
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
struct IndexedListContainer: UnkeyedDecodingContainer {
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
