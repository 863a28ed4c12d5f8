import NavigationCore

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
