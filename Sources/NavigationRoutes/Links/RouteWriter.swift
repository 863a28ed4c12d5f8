import NavigationCore

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
        let segments: Int
        let parameters: Int
        let failure: DeepLinkError?
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
