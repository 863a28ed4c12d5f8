/// Reads the screens of a link, one after the other: each screen's entry in its ``RouteTable`` reads the
/// parameters that its ``Routable/route`` wrote.
///
/// Path segments are read in order. A query item is read by name: each read takes the first item of that
/// name that no earlier read took, so two screens of one stack may both have a `text` parameter.
///
/// ```swift
/// "detail": { reader in .detail(id: try reader.segment("id", as: Int.self)) },
/// "confirm": { reader in .confirm(text: try reader.query("text")) },
/// "shop": { reader in .shop(try reader.screen()) },
/// ```
public struct RouteReader {
    private let tokens: LinkTokens
    private var nextSegment = 0
    private var taken: [Bool]
    /// The name segment of the screen being read, for errors about its parameters.
    private var screenName: LinkTokens.Part?

    init(_ tokens: LinkTokens) {
        self.tokens = tokens
        taken = Array(repeating: false, count: tokens.queryItems.count)
    }

    /// Whether every path segment has been read.
    public var isAtEnd: Bool { nextSegment == tokens.segments.count }

    /// Reads the next path segment as the parameter `name`, of type `T`.
    ///
    /// - Parameters:
    ///   - name: The parameter's name, for errors.
    ///   - type: The type to read; `String` unless told otherwise.
    /// - Throws: ``DeepLinkError/Reason/missingParameter(name:)`` at the end of the path,
    ///   ``DeepLinkError/Reason/invalidParameter(name:expected:)`` when the segment is not a `T`.
    public mutating func segment<T: LosslessStringConvertible>(
        _ name: String,
        as type: T.Type = String.self
    ) throws(DeepLinkError) -> T {
        guard !isAtEnd else { throw missing(name) }
        let part = tokens.segments[nextSegment]
        nextSegment += 1
        return try convert(part, name: name)
    }

    /// Reads the first query item called `name` that no earlier read took, as a `T`.
    ///
    /// - Parameters:
    ///   - name: The item's name.
    ///   - type: The type to read; `String` unless told otherwise.
    /// - Throws: ``DeepLinkError/Reason/missingParameter(name:)`` when no such item is left,
    ///   ``DeepLinkError/Reason/invalidParameter(name:expected:)`` when its value is not a `T`.
    public mutating func query<T: LosslessStringConvertible>(
        _ name: String,
        as type: T.Type = String.self
    ) throws(DeepLinkError) -> T {
        guard
            let index = tokens.queryItems.indices.first(where: { !taken[$0] && tokens.queryItems[$0].name.text == name }
            )
        else { throw missing(name) }
        taken[index] = true
        return try convert(tokens.queryItems[index].value, name: name)
    }

    /// Reads one screen of the enum `S`: its name from the next path segment, then its parameters through
    /// `S`'s ``Routable/routes`` table. A feature group reads its nested screen this way.
    ///
    /// - Parameter type: The screen enum to read; inferred from the context.
    /// - Throws: ``DeepLinkError/Reason/noScreen`` at the end of the path,
    ///   ``DeepLinkError/Reason/unknownScreen(known:)`` when the name is not in the table, what the
    ///   screen's reader throws, or ``DeepLinkError/Reason/rejected(reason:)`` for an error of its own.
    public mutating func screen<S: Routable>(_ type: S.Type = S.self) throws(DeepLinkError) -> S {
        guard !isAtEnd else {
            throw tokens.error(.noScreen, at: LinkTokens.Part(text: "", range: tokens.pathEnd..<tokens.pathEnd))
        }
        let name = tokens.segments[nextSegment]
        guard let read = S.routes.reader(for: name.text) else {
            throw tokens.error(.unknownScreen(known: S.routes.names), at: name)
        }
        nextSegment += 1
        let outer = screenName
        screenName = name
        defer { screenName = outer }
        do {
            return try read(&self)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw tokens.error(.rejected(reason: String(describing: error)), at: name)
        }
    }

    /// Throws when a query item was left unread.
    mutating func finish() throws(DeepLinkError) {
        if let index = taken.firstIndex(of: false) {
            throw tokens.error(.unexpectedQueryItem, at: tokens.queryItems[index].name)
        }
    }

    /// Throws when path segments or query items were left unread after one screen.
    mutating func finishSingle() throws(DeepLinkError) {
        guard isAtEnd else { throw tokens.error(.moreThanOneScreen, at: tokens.segments[nextSegment]) }
        try finish()
    }

    private func missing(_ name: String) -> DeepLinkError {
        let at = screenName ?? LinkTokens.Part(text: "", range: tokens.pathEnd..<tokens.pathEnd)
        return tokens.error(.missingParameter(name: name), at: at)
    }

    private func convert<T: LosslessStringConvertible>(_ part: LinkTokens.Part, name: String) throws(DeepLinkError)
        -> T
    {
        guard let value = T(part.text) else {
            throw tokens.error(.invalidParameter(name: name, expected: String(describing: T.self)), at: part)
        }
        return value
    }
}
