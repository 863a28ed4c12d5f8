import NavigationCore

/// A link split into its parts and decoded; each part remembers where it starts, for errors.
///
/// The syntax: `scheme://` then path segments between `/`. A segment is a screen's name or an unlabeled
/// value, followed by the screen's parameters, each `;name=value`. A segment that is a bare `+` starts a
/// modal flow. Then an optional query, `?name=value&…`, which belongs to the link and not to a screen.
struct LinkTokens {
    /// A part of the link: a segment's name, a parameter's name or value.
    ///
    /// Only a part that is percent-encoded holds its text, decoded once when the link is split; any other
    /// part's text is its bytes, made into a `String` only when a reader asks for it (``text(_:)``). A link is
    /// read once and most of its parts are names compared with a key, so this saves a `String` per part.
    struct Part {
        /// The UTF-8 range of the part as written in the link.
        var range: Range<Int>
        /// The decoded text of a percent-encoded part; `nil` when the part's bytes are its text.
        var decoded: String?
    }

    struct Item {
        var name: Part
        var value: Part
    }

    struct Segment {
        /// The segment before its first `;`: a screen's name, or an unlabeled value.
        var name: Part
        /// The indices in ``LinkTokens/items`` of the `;name=value` parameters that follow it.
        var parameters: Range<Int>
        /// Whether the segment is a bare `+`, which starts a modal flow.
        var isFlowMarker: Bool
    }

    /// What a reader accepts beyond the strict syntax.
    struct Options {
        /// Whether a `/` may end the path.
        var allowsTrailingSlash: Bool
        /// Whether a query may follow the path (its items are read by no screen).
        var allowsQuery: Bool
        /// Whether a fragment may end the link: it and everything after its `#` are left unread.
        var allowsFragment: Bool
        /// The web hosts whose `https://host/…` links read as `scheme://…`, lowercased.
        var webHosts: [String] = []

        /// A saved entry's route: nothing beyond the syntax.
        static let strict = Options(allowsTrailingSlash: false, allowsQuery: false, allowsFragment: false)
    }

    /// The link as given.
    let link: String
    /// The link's UTF-8 bytes, which every part's range points into.
    let bytes: [UInt8]
    var segments: [Segment] = []
    /// Every segment's parameters, in order; a segment's are ``Segment/parameters``.
    var items: [Item] = []
    var queryItems: [Item] = []
    /// The UTF-8 offset where the path ends.
    var pathEnd = 0

    /// How many parameters the segments have in all.
    var parameterCount: Int { items.count }

    /// Splits `link` and checks its percent-encoding.
    ///
    /// - Parameters:
    ///   - scheme: The scheme the link must start with (`scheme://`), or `nil` for a route on its own.
    ///   - maxLength: The most UTF-8 bytes accepted.
    ///   - options: What is accepted beyond the strict syntax.
    init(_ link: String, scheme: String?, maxLength: Int, options: Options) throws(DeepLinkError) {
        self.link = link
        bytes = Array(link.utf8)
        try Self.checkLength(bytes, of: link, maxLength: maxLength)
        let start =
            try scheme.map { scheme throws(DeepLinkError) in
                try Self.skipScheme(scheme, webHosts: options.webHosts, in: bytes, link: link)
            } ?? 0
        // Where what is read ends: before a fragment's `#`, when fragments are ignored.
        let fragmentStart = options.allowsFragment ? bytes[start...].firstIndex(of: UInt8(ascii: "#")) : nil
        let end = fragmentStart ?? bytes.count
        if let bad = bytes[start..<end].firstIndex(where: { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "#") }) {
            throw error(.unexpectedCharacter, bad..<(bad + 1))
        }
        let queryStart = bytes[start..<end].firstIndex(of: UInt8(ascii: "?"))
        pathEnd = queryStart ?? end
        if options.allowsTrailingSlash, pathEnd - 1 > start, bytes[pathEnd - 1] == UInt8(ascii: "/") {
            pathEnd -= 1
        }
        guard pathEnd > start else { throw error(.noScreen, start..<start) }
        try readSegments(start..<pathEnd)
        if let queryStart {
            guard options.allowsQuery else {
                throw error(.unexpectedQueryItem, queryStart..<end)
            }
            if queryStart + 1 < end {
                var query: [Item] = []
                try readItems((queryStart + 1)..<end, separator: UInt8(ascii: "&"), into: &query)
                queryItems = query
            }
        }
    }

    /// The text of `part`.
    func text(_ part: Part) -> String {
        part.decoded ?? String(decoding: bytes[part.range], as: UTF8.self)
    }

    /// Whether the text of `part` is `name`, compared without making a `String` of the part.
    func isNamed(_ part: Part, _ name: String) -> Bool {
        if let decoded = part.decoded { return decoded == name }
        return utf8(of: name, is: part.range)
    }

    /// Whether the text of `part` is `name` or a field of it, `name.field`.
    func isNamed(_ part: Part, _ name: String, orFieldOf: Bool) -> Bool {
        if let decoded = part.decoded {
            return decoded == name || (decoded.hasPrefix(name) && decoded.dropFirst(name.count).first == ".")
        }
        let count = name.utf8.count
        let start = part.range.lowerBound
        guard part.range.count >= count, utf8(of: name, is: start..<(start + count)) else { return false }
        return part.range.count == count || bytes[start + count] == UInt8(ascii: ".")
    }

    /// The parameters of the segment at `index`.
    func parameters(of index: Int) -> ArraySlice<Item> {
        items[segments[index].parameters]
    }

    /// Refuses a link longer than `maxLength` bytes.
    private static func checkLength(_ bytes: [UInt8], of link: String, maxLength: Int) throws(DeepLinkError) {
        guard bytes.count > maxLength else { return }
        throw DeepLinkError(
            .tooLong(length: bytes.count, limit: maxLength),
            component: link.unicodeScalars.count > 24 ? String(link.unicodeScalars.prefix(24)) + "…" : link,
            offset: 0
        )
    }

    /// Reads the path's segments, between slashes, each with its parameters.
    private mutating func readSegments(_ path: Range<Int>) throws(DeepLinkError) {
        var segmentStart = path.lowerBound
        for index in path.lowerBound...path.upperBound
        where index == path.upperBound || bytes[index] == UInt8(ascii: "/") {
            try readSegment(segmentStart..<index, in: path)
            segmentStart = index + 1
        }
    }

    /// Reads the segment at `range` of `path`: its name, then its `;name=value` parameters.
    private mutating func readSegment(_ range: Range<Int>, in path: Range<Int>) throws(DeepLinkError) {
        let nameEnd = bytes[range].firstIndex(of: UInt8(ascii: ";")) ?? range.upperBound
        guard nameEnd > range.lowerBound else {
            // The slash before the empty segment, or after it when the path starts with one.
            let slash = range.lowerBound > path.lowerBound ? range.lowerBound - 1 : range.lowerBound
            throw error(.emptySegment, slash..<(slash + 1))
        }
        let nameRange = range.lowerBound..<nameEnd
        let isFlowMarker = nameRange.count == 1 && bytes[nameRange.lowerBound] == UInt8(ascii: "+")
        let firstParameter = items.count
        if nameEnd < range.upperBound {
            // Moved out while appended to, so that the array is not copied for each segment.
            var parameters = items
            items = []
            defer { items = parameters }
            // Room for a few from the first: grown from one, the parameters of a saved entry's route of two were
            // two allocations. A long link's grow by doubling from there, as before.
            if parameters.isEmpty { parameters.reserveCapacity(4) }
            try readItems((nameEnd + 1)..<range.upperBound, separator: UInt8(ascii: ";"), into: &parameters)
        }
        segments.append(
            Segment(
                name: try part(nameRange), parameters: firstParameter..<items.count, isFlowMarker: isFlowMarker))
    }

    /// Reads `name=value` items between separators, a segment's parameters or the query's items, into `items`.
    private func readItems(_ list: Range<Int>, separator: UInt8, into items: inout [Item]) throws(DeepLinkError) {
        var itemStart = list.lowerBound
        for index in list.lowerBound...list.upperBound where index == list.upperBound || bytes[index] == separator {
            let range = itemStart..<index
            let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) ?? range.upperBound
            guard equals > range.lowerBound else { throw error(.emptyParameterName, range) }
            let name = try part(range.lowerBound..<equals)
            let value = try part(min(equals + 1, range.upperBound)..<range.upperBound)
            items.append(Item(name: name, value: value))
            itemStart = index + 1
        }
    }

    /// The part at `range`, decoded when it is percent-encoded.
    private func part(_ range: Range<Int>) throws(DeepLinkError) -> Part {
        guard bytes[range].contains(UInt8(ascii: "%")) else { return Part(range: range) }
        return Part(range: range, decoded: try decode(range))
    }

    /// Returns the offset just past `scheme://`, or throws when the link does not start with it.
    private static func skipScheme(
        _ scheme: String, webHosts: [String], in bytes: [UInt8], link: String
    ) throws(DeepLinkError) -> Int {
        let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        guard let colon, colon > 0, bytes[colon...].starts(with: "://".utf8),
            bytes[..<colon].allSatisfy(isSchemeCharacter)
        else {
            throw DeepLinkError(
                .missingScheme(expected: scheme),
                component: String(link.unicodeScalars.prefix(24)),
                offset: 0
            )
        }
        if !webHosts.isEmpty, bytes[..<colon].lazy.map(lowercased).elementsEqual("https".utf8) {
            return try skipWebHost(webHosts, in: bytes, after: colon + 3, link: link)
        }
        guard bytes[..<colon].lazy.map(lowercased).elementsEqual(scheme.utf8.lazy.map(lowercased)) else {
            throw DeepLinkError(
                .wrongScheme(expected: scheme),
                component: String(decoding: bytes[..<colon], as: UTF8.self),
                offset: 0
            )
        }
        return colon + 3
    }

    /// Where the path of an `https` link starts, past its host and the `/` after it, when the host is one of
    /// `webHosts` (compared without regard to case); throws ``DeepLinkError/Reason/unknownHost(expected:)``
    /// for another host, or one with a port or user information.
    private static func skipWebHost(
        _ webHosts: [String], in bytes: [UInt8], after start: Int, link: String
    ) throws(DeepLinkError) -> Int {
        let end =
            bytes[start...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? bytes.count
        let host = bytes[start..<end].map(lowercased)
        guard webHosts.contains(where: { $0.utf8.elementsEqual(host) }) else {
            throw DeepLinkError(
                .unknownHost(expected: webHosts.joined(separator: ", ")),
                component: String(decoding: bytes[start..<end], as: UTF8.self),
                offset: start)  // `https://` is ASCII: as many characters as bytes
        }
        return end < bytes.count && bytes[end] == UInt8(ascii: "/") ? end + 1 : end
    }

    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        PercentEncoding.isUnreserved(byte) || byte == UInt8(ascii: "+")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Decodes the percent-encoding of `range`. The bytes are decoded into a buffer on the stack, which a
    /// `String` is then made of: an array of them cost an allocation for every encoded part (measured in
    /// BENCHMARKS.md, "Reading links compiled for the app's screen type").
    private func decode(_ range: Range<Int>) throws(DeepLinkError) -> String {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { buffer throws(DeepLinkError) in
            let decoded = UnsafeBufferPointer(rebasing: buffer[..<(try percentDecode(range, into: buffer))])
            let text = String(decoding: decoded, as: UTF8.self)
            // `String(decoding:as:)` repairs invalid UTF-8 with replacement characters, which changes the bytes.
            guard Self.utf8(of: text, is: decoded) else { throw error(.invalidUTF8, range) }
            return text
        }
    }

    /// Whether the UTF-8 of `text` is `bytes`. Compared byte by byte in two buffers: `elementsEqual`, over the
    /// `String`'s UTF-8 view or even over two buffers, cost several times as much, for every name a link's
    /// reader compares (measured in BENCHMARKS.md, "Reading links compiled for the app's screen type").
    private static func utf8(of text: String, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        let equal = text.utf8.withContiguousStorageIfAvailable { utf8 in
            for index in 0..<utf8.count where bytes[index] != utf8[index] { return false }
            return true
        }
        return equal ?? text.utf8.elementsEqual(bytes)
    }

    /// Whether the UTF-8 of `text` is the bytes at `range` of the link.
    private func utf8(of text: String, is range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in Self.utf8(of: text, is: UnsafeBufferPointer(rebasing: bytes[range])) }
    }

    /// Writes the bytes of `range` into `decoded`, each `%XX` replaced by the byte it stands for, and returns how
    /// many it wrote.
    private func percentDecode(_ range: Range<Int>, into decoded: UnsafeMutableBufferPointer<UInt8>)
        throws(DeepLinkError) -> Int
    {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded[count] = bytes[index]
                count += 1
                index += 1
                continue
            }
            guard index + 2 < range.upperBound,
                let high = PercentEncoding.hexValue(bytes[index + 1]),
                let low = PercentEncoding.hexValue(bytes[index + 2])
            else {
                throw error(.invalidPercentEncoding, index..<min(index + 3, range.upperBound))
            }
            decoded[count] = high << 4 | low
            count += 1
            index += 3
        }
        return count
    }

    /// An error about the bytes `range` of the link.
    func error(_ reason: DeepLinkError.Reason, _ range: Range<Int>) -> DeepLinkError {
        DeepLinkError(
            reason, component: String(decoding: bytes[range], as: UTF8.self), offset: offset(range.lowerBound))
    }

    /// An error about `part`.
    func error(_ reason: DeepLinkError.Reason, at part: Part) -> DeepLinkError {
        error(reason, part.range)
    }

    /// The number of Unicode scalars before the UTF-8 offset `utf8Offset` of the link.
    func offset(_ utf8Offset: Int) -> Int {
        let index = link.utf8.index(link.utf8.startIndex, offsetBy: utf8Offset)
        return link.unicodeScalars.distance(from: link.unicodeScalars.startIndex, to: index)
    }
}
