// Writing screens as a link: each screen enum's synthesized `encode(to:)` drives an `Encoder` that writes the
// case name as a segment, labeled values as the segment's parameters, unlabeled values as the segments that
// follow, and `Routable` values as the screens that follow — what `RouteReader` reads back.

/// Writes stacks of screens as the path of a link.
enum RouteWriter {
    /// The route of one screen, as saved state stores each entry: without the lists of ``route(of:)-([[Screen]])``,
    /// whose every step in this unspecialized code looks their types up.
    static func route<Screen: Routable>(of screen: Screen) throws(DeepLinkError) -> String {
        let writing = RouteWriting()
        try writing.write(screen)
        if let failure = writing.failure { throw failure }
        return writing.text
    }

    /// The path of `stacks` — the base stack, then each modal flow after a `+` segment — percent-encoded.
    ///
    /// - Throws: ``DeepLinkError/Reason/unwritable(reason:)`` naming the screen and the value that cannot be
    ///   written so that it reads back.
    static func route<Screen: Routable>(of stacks: [[Screen]]) throws(DeepLinkError) -> String {
        let writing = RouteWriting()
        // Indices, not `enumerated()`: this code is not specialized for the app's screens, and a generic
        // sequence's iterator there looks its types up at every step (a third of writing a saved session's
        // routes, BENCHMARKS.md).
        for index in stacks.indices {
            if index > 0 { writing.segments.append(WrittenSegment(name: "+", isMarker: true)) }
            for screen in stacks[index] { try writing.write(screen) }
        }
        if let failure = writing.failure { throw failure }
        return writing.text
    }
}

/// One segment as written: its text and its parameters, not yet encoded.
struct WrittenSegment {
    var name: String
    var parameters: [(name: String, value: String)] = []
    /// Whether the segment is syntax (a flow's `+`), written as it is.
    var isMarker = false
}

/// The segments written so far, shared by the encoders that the screens' `encode(to:)` ask for.
final class RouteWriting {
    var segments: [WrittenSegment] = []
    /// Why a value cannot be written, found where no error can be thrown (an encoder's container).
    var failure: DeepLinkError?
    private var depth = 0
    /// Where the segments of the screen being written start, to name the screen in an error by what was
    /// written of it: describing the screen itself costs far more than writing it, and recurses as deep as
    /// the screen nests — deeper than a thread's stack, for a screen nesting thousands deep.
    private var screenStart = 0
    /// The type of the screen being written, to name a screen of which nothing was written yet.
    private var screenType: Any.Type = Never.self
    /// The groups' cases written without their prefix (``Routable/groupsWithoutPrefix``), innermost last:
    /// the depth of the screen that omitted it, its name, and the segment it would have been.
    private var omittedPrefixes: [(depth: Int, name: String, segment: Int)] = []

    /// The segments, percent-encoded and joined: written as bytes into one buffer, made a string once.
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * segments.count)
        for index in segments.indices {
            if index > 0 { bytes.append(UInt8(ascii: "/")) }
            let segment = segments[index]
            if segment.isMarker {
                bytes.append(contentsOf: segment.name.utf8)
            } else {
                PercentEncoding.append(segment.name, to: &bytes)
            }
            for parameter in segment.parameters {
                bytes.append(UInt8(ascii: ";"))
                PercentEncoding.append(parameter.name, to: &bytes)
                bytes.append(UInt8(ascii: "="))
                PercentEncoding.append(parameter.value, to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `screen` through its `encode(to:)`.
    func write<S: Routable>(_ screen: S) throws(DeepLinkError) {
        guard depth < RouteReader.maxDepth else {
            throw unwritable("screens nest more than \(RouteReader.maxDepth) deep")
        }
        depth += 1
        defer { depth -= 1 }
        if depth == 1 {
            screenStart = segments.count
            screenType = S.self
        }
        let start = segments.count
        do {
            try screen.encode(to: RouteEncoder(writing: self, mode: .screen(S.groupsWithoutPrefix)))
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw unwritable(String(describing: error))
        }
        if let omitted = omittedPrefixes.last, omitted.depth == depth {
            omittedPrefixes.removeLast()
            keepPrefixUnlessReadBack(screen, from: start, omitted.name, at: omitted.segment)
        }
    }

    /// Writes the prefix of the group of `screen` — written from the segment `start` on without it — after all
    /// when the segments read back as another screen: a screen of the app, or of a group tried before it,
    /// with the same name. So what is written reads back as what was written, and the shorter form is kept
    /// wherever it is not ambiguous. Only screens of groups without a prefix pay for the reading.
    private func keepPrefixUnlessReadBack<S: Routable>(
        _ screen: S, from start: Int, _ prefix: String, at segment: Int
    ) {
        guard failure == nil else { return }
        let written = RouteWriting()
        written.segments = Array(segments[start...])
        let readBack = try? S(route: written.text, maxLength: .max)
        if readBack != screen { segments.insert(WrittenSegment(name: prefix), at: segment) }
    }

    /// Notes that the group's case `name` of the screen being written is written without its prefix, which
    /// would have been the next segment.
    func omitPrefix(_ name: String) {
        omittedPrefixes.append((depth, name, segments.count))
    }

    /// An error naming the screen being written by the segments written of it so far (`shop/product`).
    func unwritable(_ reason: String) -> DeepLinkError {
        let written = segments[min(screenStart, segments.count)...].map { $0.name }.joined(separator: "/")
        return DeepLinkError(
            .unwritable(reason: reason), component: written.isEmpty ? "a \(screenType)" : written, offset: 0)
    }

    /// Keeps the first reason a value cannot be written, for the end of the writing.
    func fail(_ reason: String) {
        if failure == nil { failure = unwritable(reason) }
    }

    /// The labeled lists written by index (`list.count=2;list.0.city=Oslo;list.1.city=Rome`), as `segment name`:
    /// those whose values a repeated parameter cannot hold.
    private var indexedLists: Set<String> = []

    /// Whether the list `name` of the segment at `segment` is written by index.
    func isIndexed(_ name: String, in segment: Int?) -> Bool {
        !indexedLists.isEmpty && indexedLists.contains("\(segment ?? -1) \(name)")
    }

    /// Writes the list `name` of the segment at `segment` by index from now on; `false` when it already was.
    func index(_ name: String, in segment: Int?) -> Bool {
        indexedLists.insert("\(segment ?? -1) \(name)").inserted
    }

    /// What is written so far, to go back to when a value is written again in another form.
    struct Mark {
        fileprivate let segments: Int
        fileprivate let parameters: Int
        fileprivate let failure: DeepLinkError?
    }

    /// Marks what is written so far of the segment at `segment`.
    func mark(_ segment: Int?) -> Mark {
        Mark(segments: segments.count, parameters: segment.map { segments[$0].parameters.count } ?? 0, failure: failure)
    }

    /// Whether something written since `mark` failed where no error could be thrown.
    func failed(since mark: Mark) -> Bool {
        failure != nil && mark.failure == nil
    }

    /// Leaves out what was written of the segment at `segment` since `mark`.
    func rewind(to mark: Mark, of segment: Int?) {
        segments.removeLast(segments.count - mark.segments)
        if let segment { segments[segment].parameters.removeLast(segments[segment].parameters.count - mark.parameters) }
        failure = mark.failure
    }

    /// Writes `value` as the labeled value `name` of the segment at `segment`: one parameter, a list's parameter
    /// repeated, or one per field (`name.field`); when its list cannot be a repeated parameter — it holds lists,
    /// values with fields or `nil` — the list is written again by index.
    func writeLabeled<T: Encodable>(_ value: T, as name: String, in segment: Int?) throws {
        let encoder = RouteEncoder(writing: self, mode: .parameter(segment: segment, name: name))
        let mark = mark(segment)
        // What could not be written as it is — a failure noted, or thrown as unwritable — is written once more
        // by index, when the segment can take it so.
        var unwritable: DeepLinkError?
        do {
            try value.encode(to: encoder)
            guard failed(since: mark) else { return }
        } catch let error as DeepLinkError {
            guard case .unwritable = error.reason else { throw error }
            unwritable = error
        }
        guard segment != nil, index(name, in: segment) else {
            if let unwritable { throw unwritable }
            return
        }
        rewind(to: mark, of: segment)
        try value.encode(to: encoder)
    }
}

/// The encoder a screen enum's `encode(to:)`, or one of its values' `encode(to:)`, writes to.
private struct RouteEncoder: Encoder {
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
private struct CaseEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
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
private struct ValuesEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
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
private struct ValueEncodingContainer: SingleValueEncodingContainer {
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
private func primitiveText(_ value: some Encodable) -> String? {
    guard isPrimitive(type(of: value)) else { return nil }
    // The usual two first, by concrete casts: a cast to `any LosslessStringConvertible` looks the conformance up.
    if let text = value as? String { return text }
    if let number = value as? Int { return number.description }
    return (value as? any LosslessStringConvertible)?.description
}

/// A keyed container that fails on the first value: where a link has no place for fields.
private struct FailingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
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

/// The values of a labeled list: the list's parameter, once per value, in order.
private struct ListEncodingContainer: UnkeyedEncodingContainer {
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
private struct IndexedListEncodingContainer: UnkeyedEncodingContainer {
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
private struct FailingUnkeyedContainer: UnkeyedEncodingContainer {
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
