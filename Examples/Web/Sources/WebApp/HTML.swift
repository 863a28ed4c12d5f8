/// Markup: the app's own HTML, written as a string literal, with every text interpolated into it escaped —
/// `"<p>\(name)</p>"` as `HTML` escapes `name` — so that no view can forget to, whatever a user typed. Markup
/// interpolated or appended goes in as it is; numbers as their digits.
///
/// A page is written into one buffer: pieces are appended with `+=` (and `+`, which appends to its left side),
/// and escaped text is appended as it is escaped, with no string of its own. Done for speed as much as for
/// safety: a page of nested strings, each built, copied into the next and freed, was a quarter of the server's
/// time on a page view; written this way, the front end's own work on a page view is about a fifth less
/// (BENCHMARKS.md, "Pages written into one buffer").
///
/// The buffer is bytes, not a `String`, for speed alone: each append to a `String` goes through the standard
/// library's string code — its storage's uniqueness, capacity, ASCII-ness and count — and text to escape was
/// looked through a byte at a time with `String`'s index checks, where bytes are copied in and scanned in place.
/// `web-cost`'s page view went from 12.8 to 9.0 µs of CPU (BENCHMARKS.md, "Pages written as bytes"). A page goes
/// to the server's response as these bytes, never made a `String`.
struct HTML: ExpressibleByStringInterpolation, Equatable, Sendable {
    /// The markup's bytes, UTF-8, as the browser gets them.
    private(set) var bytes: [UInt8]

    /// The markup, as the browser reads it.
    var markup: String { String(decoding: bytes, as: UTF8.self) }

    /// No markup.
    init() {
        bytes = []
    }

    /// The markup `literal`, as it is.
    init(stringLiteral literal: StaticString) {
        bytes = []
        self += literal
    }

    /// The markup of an interpolated literal.
    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.html.bytes
    }

    /// Makes room for `count` bytes in all.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// The markup's length in bytes.
    var count: Int { bytes.count }

    /// Appends the markup `html`. Disfavoured, so that a literal on the right is appended as the literal's bytes
    /// (the overload below), not made an `HTML` of its own first.
    @_disfavoredOverload
    static func += (html: inout HTML, other: HTML) {
        html.bytes += other.bytes
    }

    /// Appends the markup `literal`, as it is.
    static func += (html: inout HTML, literal: StaticString) {
        literal.withUTF8Buffer { html.bytes.append(contentsOf: $0) }
    }

    /// `html` with the markup `other` after it.
    static func + (html: consuming HTML, other: HTML) -> HTML {
        html += other
        return html
    }

    /// Appends `markup` as it is: for markup made as a string (a number's digits).
    mutating func append(markup: String) {
        var markup = markup
        markup.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text`, escaped: `&`, `<`, `>`, `"` and `'` as character references, so that it shows as text —
    /// element content or inside a quoted attribute.
    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(escaping: $0) }
    }

    /// Appends `text`, escaped.
    mutating func append(text: Substring) {
        var text = text
        text.withUTF8 { append(escaping: $0) }
    }

    /// Appends the UTF-8 text `utf8`, escaped: the runs between bytes to escape copied as they are. The five
    /// characters are ASCII, so a byte of one is never part of another character.
    private mutating func append(escaping utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in utf8.indices {
            guard let reference = Self.reference(for: utf8[index]) else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            self += reference
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// The character reference that stands for `byte` in markup, if it needs one.
    private static func reference(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    /// Builds markup from an interpolated literal: the literal's parts as they are, interpolated text escaped.
    struct Interpolation: StringInterpolationProtocol {
        /// The markup so far.
        var html = HTML()

        /// Room for the literal's parts and a short text for each interpolation.
        init(literalCapacity: Int, interpolationCount: Int) {
            html.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// Appends a part of the literal, which is markup.
        mutating func appendLiteral(_ literal: StaticString) {
            html += literal
        }

        /// Appends `text`, escaped.
        mutating func appendInterpolation(_ text: String) {
            html.append(text: text)
        }

        /// Appends `text`, escaped.
        mutating func appendInterpolation(_ text: Substring) {
            html.append(text: text)
        }

        /// Appends the description of `value`, escaped.
        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            html.append(text: value.description)
        }

        /// Appends `number`'s digits.
        mutating func appendInterpolation(_ number: some BinaryInteger) {
            html.append(markup: String(number))
        }

        /// Appends the markup `other`.
        mutating func appendInterpolation(_ other: HTML) {
            html += other
        }
    }
}

extension Sequence<HTML> {
    /// The markup of every element, one after the other, with `separator` between them.
    func joined(separator: HTML = HTML()) -> HTML {
        var html = HTML()
        for (index, element) in enumerated() {
            if index > 0 { html += separator }
            html += element
        }
        return html
    }
}

/// The forms of one page: each posts an action of the entry on top to `/act`, with the session's CSRF token,
/// and the server answers with a redirect to the state's new address (Post/Redirect/Get).
struct Forms {
    /// The session's token, which every form carries and the server checks.
    let csrf: String
    /// The entry the page shows on top: an action posted from this page while it is still the session's is
    /// applied at once.
    let entry: UInt64
    /// The page's own address and its top screen's route: an action posted from a page the session has moved
    /// on from — one the browser kept while Back or Forward, another window or a restart moved on — is the
    /// user's own navigation to that address, then the action on that screen.
    let page: String
    /// The route of the screen on top of the page.
    let screen: String
    /// The page's number among the pages the session drew: a form posted twice from one page — a double click,
    /// posts sent together — carries the same, and acts once (``SubmissionLog``).
    let submission: UInt64
    /// The start of every form of the page, up to its action: the same hidden fields in each, made once.
    private let head: HTML

    /// The forms of a page showing `screen` on top, at `entry`, at the address `page`, in the session of `csrf`,
    /// the session's page `submission`.
    init(csrf: String, entry: UInt64, page: String, screen: String, submission: UInt64) {
        self.csrf = csrf
        self.entry = entry
        self.page = page
        self.screen = screen
        self.submission = submission
        head = #"""
            <form method="post" action="/act"><input type="hidden" name="csrf" value="\#(csrf)">\#
            <input type="hidden" name="entry" value="\#(entry)"><input type="hidden" name="page" value="\#(page)">\#
            <input type="hidden" name="screen" value="\#(screen)">\#
            <input type="hidden" name="submission" value="\#(submission)">
            """#
    }

    /// A form that posts `action`, with `fields` before its button.
    ///
    /// - Parameters:
    ///   - action: The action's name, as the screen's `act` reads it.
    ///   - button: The button's label.
    ///   - fields: Inputs.
    ///   - value: A value sent with the action, such as the product it is about.
    ///   - style: `secondary` for a quieter button.
    func form(_ action: String, button: String, fields: HTML = HTML(), value: String? = nil, style: String = "")
        -> HTML
    {
        // Written into one buffer of the form's size, each part appended as it is (an interpolated literal would
        // be a buffer of its own, copied in): a page has a form per action, and a catalog one per product.
        var form = HTML()
        form.reserveCapacity(head.count + fields.count + Self.formPartsCapacity)
        form += head
        form += #"<input type="hidden" name="action" value=""#
        form.append(text: action)
        if let value {
            form += #""><input type="hidden" name="value" value=""#
            form.append(text: value)
        }
        form += #"">"#
        form += fields
        if style.isEmpty {
            form += #"<button type="submit">"#
        } else {
            form += #"<button type="submit" class=""#
            form.append(text: style)
            form += #"">"#
        }
        form.append(text: button)
        form += "</button></form>"
        return form
    }

    /// The room a form needs beside its hidden fields' start and its inputs: the action's and value's fields,
    /// the button, short texts.
    private static let formPartsCapacity = 192

    /// A text input named `name`.
    func input(_ name: String, label: String, value: String = "", type: String = "text") -> HTML {
        #"<label>\#(label) <input type="\#(type)" name="\#(name)" value="\#(value)" maxlength="500"></label>"#
    }
}

/// A paragraph of `text`.
func paragraph(_ text: String, class className: String? = nil) -> HTML {
    guard let className else { return "<p>\(text)</p>" }
    return #"<p class="\#(className)">\#(text)</p>"#
}

/// The pages' one script, served as `/page.js`: a page the browser restores from its back/forward cache —
/// scripts and all, without asking the server, even with `no-store` — is loaded again, so that it shows the
/// session as it is now, not as it was when the user left it.
let pageScript = """
    addEventListener("pageshow", function (event) { if (event.persisted) location.reload(); });

    """

/// The pages' style, served as `/page.css`: a small, tidy app in plain CSS, kept by the browser for an hour
/// rather than sent in every page.
let styleSheet = """
    body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f5f5f7;color:#1d1d1f}
    header{background:#fff;border-bottom:1px solid #ddd;padding:.6rem 1.2rem}
    header .app{font-weight:600;margin-right:1rem}
    nav.tabs{display:inline-flex;gap:.3rem}
    nav.tabs a{padding:.25rem .7rem;border-radius:1rem;text-decoration:none;color:#06c}
    nav.tabs a.selected{background:#06c;color:#fff}
    nav.crumbs{margin-top:.5rem;font-size:.9rem;color:#555}
    nav.crumbs a{color:#06c;text-decoration:none}
    nav.crumbs .flow{border:1px solid #bbb;border-radius:.3rem;padding:0 .3rem;margin-left:.3rem}
    main{max-width:40rem;margin:1.2rem auto;background:#fff;border-radius:.6rem;padding:1rem 1.4rem;
      box-shadow:0 1px 3px rgba(0,0,0,.08)}
    h1{font-size:1.4rem;margin:.2rem 0 .8rem}
    .beneath{max-width:40rem;margin:1.2rem auto;background:#fff;border-radius:.6rem;padding:1rem 1.4rem;opacity:.5}
    .beneath-title{font-size:1.4rem;font-weight:600;margin:.2rem 0 4rem}
    .backdrop{position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:flex-end;
      justify-content:center}
    main.sheet{width:100%;margin:0;border-radius:.9rem .9rem 0 0;max-height:85vh;overflow:auto;
      box-shadow:0 -2px 12px rgba(0,0,0,.2)}
    a.choice{color:#06c}
    form{display:inline-block;margin:.2rem .4rem .2rem 0}
    button{font:inherit;padding:.3rem .8rem;border-radius:.4rem;border:1px solid #06c;background:#06c;color:#fff}
    button.secondary{background:#fff;color:#06c}
    input{font:inherit;padding:.25rem .4rem;border:1px solid #bbb;border-radius:.3rem}
    .message{background:#fff4e5;border:1px solid #f0c36d;border-radius:.4rem;padding:.4rem .6rem}
    .error{background:#fdecea;border:1px solid #e57373;border-radius:.4rem;padding:.4rem .6rem}
    table{border-collapse:collapse;margin:.5rem 0}td{padding:.2rem .6rem .2rem 0}
    .actions{border-top:1px solid #eee;margin-top:1rem;padding-top:.6rem}
    """
