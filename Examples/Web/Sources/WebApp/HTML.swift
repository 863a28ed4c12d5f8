/// Text made safe to put in HTML: `&`, `<`, `>`, `"` and `'` as character references, so that whatever a user
/// typed — a `<script>` in the text flow, a quote in a link — shows as text, as element content or inside a
/// quoted attribute.
///
/// - Parameter text: Any text.
/// - Returns: The text, escaped.
func escape(_ text: String) -> String {
    // Most text has nothing to escape, and is returned as it is; the rest is escaped byte by byte (the five
    // characters are ASCII, so a byte of one is never part of another character). Done for speed: escaping
    // scalar by scalar was a tenth of the server's time on a page view (BENCHMARKS.md, the web front end).
    guard text.utf8.contains(where: { escapes($0) }) else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
        default: escaped.append(byte)
        }
    }
    return String(decoding: escaped, as: UTF8.self)
}

/// Whether `byte` is one of the characters ``escape(_:)`` replaces.
private func escapes(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "'")
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
    /// The start of every form of the page, up to its action: the same hidden fields in each, made once.
    private let head: String

    /// The forms of a page showing `screen` on top, at `entry`, at the address `page`, in the session of `csrf`.
    init(csrf: String, entry: UInt64, page: String, screen: String) {
        self.csrf = csrf
        self.entry = entry
        self.page = page
        self.screen = screen
        head = #"""
            <form method="post" action="/act"><input type="hidden" name="csrf" value="\#(csrf)">\#
            <input type="hidden" name="entry" value="\#(entry)"><input type="hidden" name="page" value="\#(escape(page))">\#
            <input type="hidden" name="screen" value="\#(escape(screen))">
            """#
    }

    /// A form that posts `action`, with `fields` (already HTML) before its button.
    ///
    /// - Parameters:
    ///   - action: The action's name, as the screen's `act` reads it.
    ///   - button: The button's label.
    ///   - fields: Inputs, as HTML.
    ///   - value: A value sent with the action, such as the product it is about.
    ///   - style: `secondary` for a quieter button.
    func form(_ action: String, button: String, fields: String = "", value: String? = nil, style: String = "")
        -> String
    {
        let hidden = value.map { #"<input type="hidden" name="value" value="\#(escape($0))">"# } ?? ""
        let buttonClass = style.isEmpty ? "" : #" class="\#(style)""#
        return head + #"""
            <input type="hidden" name="action" value="\#(escape(action))">\#
            \#(hidden)\#(fields)<button type="submit"\#(buttonClass)>\#(escape(button))</button></form>
            """#
    }

    /// A text input named `name`.
    func input(_ name: String, label: String, value: String = "", type: String = "text") -> String {
        #"<label>\#(escape(label)) <input type="\#(type)" name="\#(name)" value="\#(escape(value))" maxlength="500"></label>"#
    }
}

/// A paragraph of escaped text.
func paragraph(_ text: String, class className: String? = nil) -> String {
    let attribute = className.map { #" class="\#($0)""# } ?? ""
    return "<p\(attribute)>\(escape(text))</p>"
}

/// The page's style: a small, tidy app in plain CSS.
/// The pages' one script, served as `/page.js`: a page the browser restores from its back/forward cache —
/// scripts and all, without asking the server, even with `no-store` — is loaded again, so that it shows the
/// session as it is now, not as it was when the user left it.
let pageScript = """
    addEventListener("pageshow", function (event) { if (event.persisted) location.reload(); });

    """

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
