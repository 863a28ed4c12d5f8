/// A link split into its parts and decoded; each part remembers where it starts, for errors.
///
/// The syntax: `scheme://` then path segments between `/`. A segment is a screen's name or an unlabeled
/// value, followed by the screen's parameters, each `;name=value`. A segment that is a bare `+` starts a
/// modal flow. Then an optional query, `?name=value&…`, which belongs to the link and not to a screen.
struct LinkTokens {
    struct Part {
        /// The decoded text.
        var text: String
        /// The UTF-8 range of the part as written in the link.
        var range: Range<Int>
    }

    struct Item {
        var name: Part
        var value: Part
        /// The item's place among the link's segment parameters, for telling which were read.
        var index = 0
    }

    struct Segment {
        /// The segment before its first `;`: a screen's name, or an unlabeled value.
        var name: Part
        /// The `;name=value` parameters that follow it.
        var parameters: [Item]
        /// Whether the segment is a bare `+`, which starts a modal flow.
        var isFlowMarker: Bool
    }

    /// What a reader accepts beyond the strict syntax.
    struct Options {
        /// Whether a `/` may end the path.
        var allowsTrailingSlash: Bool
        /// Whether a query may follow the path (its items are read by no screen).
        var allowsQuery: Bool

        /// A saved entry's route: nothing beyond the syntax.
        static let strict = Options(allowsTrailingSlash: false, allowsQuery: false)
    }

    /// The link as given.
    let link: String
    var segments: [Segment] = []
    var queryItems: [Item] = []
    /// How many parameters the segments have in all.
    var parameterCount = 0
    /// The UTF-8 offset where the path ends.
    var pathEnd = 0

    /// Splits and decodes `link`.
    ///
    /// - Parameters:
    ///   - scheme: The scheme the link must start with (`scheme://`), or `nil` for a route on its own.
    ///   - maxLength: The most UTF-8 bytes accepted.
    ///   - options: What is accepted beyond the strict syntax.
    init(_ link: String, scheme: String?, maxLength: Int, options: Options) throws(DeepLinkError) {
        self.link = link
        let bytes = Array(link.utf8)
        try Self.checkLength(bytes, of: link, maxLength: maxLength)
        let start =
            try scheme.map { scheme throws(DeepLinkError) in try Self.skipScheme(scheme, in: bytes, link: link) } ?? 0
        if let bad = bytes[start...].firstIndex(where: { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "#") }) {
            throw error(.unexpectedCharacter, bad..<(bad + 1), bytes)
        }
        let queryStart = bytes[start...].firstIndex(of: UInt8(ascii: "?"))
        pathEnd = queryStart ?? bytes.count
        if options.allowsTrailingSlash, pathEnd - 1 > start, bytes[pathEnd - 1] == UInt8(ascii: "/") {
            pathEnd -= 1
        }
        guard pathEnd > start else { throw error(.noScreen, start..<start, bytes) }
        try readSegments(bytes, start..<pathEnd)
        if let queryStart {
            guard options.allowsQuery else {
                throw error(.unexpectedQueryItem, queryStart..<bytes.count, bytes)
            }
            if queryStart + 1 < bytes.count {
                queryItems = try readItems(bytes, (queryStart + 1)..<bytes.count, separator: UInt8(ascii: "&"))
            }
        }
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
    private mutating func readSegments(_ bytes: [UInt8], _ path: Range<Int>) throws(DeepLinkError) {
        for range in Self.split(bytes, path, at: UInt8(ascii: "/")) {
            let nameEnd = bytes[range].firstIndex(of: UInt8(ascii: ";")) ?? range.upperBound
            guard nameEnd > range.lowerBound else {
                // The slash before the empty segment, or after it when the path starts with one.
                let slash = range.lowerBound > path.lowerBound ? range.lowerBound - 1 : range.lowerBound
                throw error(.emptySegment, slash..<(slash + 1), bytes)
            }
            let nameRange = range.lowerBound..<nameEnd
            let isFlowMarker = nameRange.count == 1 && bytes[nameRange.lowerBound] == UInt8(ascii: "+")
            var parameters: [Item] = []
            if nameEnd < range.upperBound {
                parameters = try readItems(bytes, (nameEnd + 1)..<range.upperBound, separator: UInt8(ascii: ";"))
                for index in parameters.indices {
                    parameters[index].index = parameterCount
                    parameterCount += 1
                }
            }
            segments.append(
                Segment(
                    name: Part(text: try decode(bytes, nameRange), range: nameRange), parameters: parameters,
                    isFlowMarker: isFlowMarker))
        }
    }

    /// Reads `name=value` items between separators: a segment's parameters, or the query's items.
    private func readItems(_ bytes: [UInt8], _ list: Range<Int>, separator: UInt8) throws(DeepLinkError) -> [Item] {
        var items: [Item] = []
        for range in Self.split(bytes, list, at: separator) {
            let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) ?? range.upperBound
            guard equals > range.lowerBound else { throw error(.emptyParameterName, range, bytes) }
            let nameRange = range.lowerBound..<equals
            let valueRange = min(equals + 1, range.upperBound)..<range.upperBound
            items.append(
                Item(
                    name: Part(text: try decode(bytes, nameRange), range: nameRange),
                    value: Part(text: try decode(bytes, valueRange), range: valueRange)
                )
            )
        }
        return items
    }

    /// Returns the offset just past `scheme://`, or throws when the link does not start with it.
    private static func skipScheme(_ scheme: String, in bytes: [UInt8], link: String) throws(DeepLinkError) -> Int {
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
        guard bytes[..<colon].lazy.map(lowercased).elementsEqual(scheme.utf8.lazy.map(lowercased)) else {
            throw DeepLinkError(
                .wrongScheme(expected: scheme),
                component: String(decoding: bytes[..<colon], as: UTF8.self),
                offset: 0
            )
        }
        return colon + 3
    }

    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        PercentEncoding.isUnreserved(byte) || byte == UInt8(ascii: "+")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The ranges between the separators in `range`; empty ranges where separators follow each other.
    private static func split(_ bytes: [UInt8], _ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<range.upperBound)
        return ranges
    }

    /// Decodes the percent-encoding of `range`.
    private func decode(_ bytes: [UInt8], _ range: Range<Int>) throws(DeepLinkError) -> String {
        guard bytes[range].contains(UInt8(ascii: "%")) else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        let decoded = try percentDecoded(bytes, range)
        var scalars = String.UnicodeScalarView()
        var iterator = decoded.makeIterator()
        var utf8 = UTF8()
        while true {
            switch utf8.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: throw error(.invalidUTF8, range, bytes)
            }
        }
    }

    /// The bytes of `range` with each `%XX` replaced by the byte it stands for.
    private func percentDecoded(_ bytes: [UInt8], _ range: Range<Int>) throws(DeepLinkError) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < range.upperBound,
                let high = PercentEncoding.hexValue(bytes[index + 1]),
                let low = PercentEncoding.hexValue(bytes[index + 2])
            else {
                throw error(.invalidPercentEncoding, index..<min(index + 3, range.upperBound), bytes)
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        return decoded
    }

    /// An error about the bytes `range` of the link.
    func error(_ reason: DeepLinkError.Reason, _ range: Range<Int>, _ bytes: [UInt8]) -> DeepLinkError {
        DeepLinkError(
            reason, component: String(decoding: bytes[range], as: UTF8.self), offset: offset(range.lowerBound))
    }

    /// An error about `part`.
    func error(_ reason: DeepLinkError.Reason, at part: Part) -> DeepLinkError {
        error(reason, part.range, Array(link.utf8))
    }

    /// The number of Unicode scalars before the UTF-8 offset `utf8Offset` of the link.
    func offset(_ utf8Offset: Int) -> Int {
        let index = link.utf8.index(link.utf8.startIndex, offsetBy: utf8Offset)
        return link.unicodeScalars.distance(from: link.unicodeScalars.startIndex, to: index)
    }
}
