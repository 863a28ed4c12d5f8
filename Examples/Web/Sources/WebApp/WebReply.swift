/// What the front end answers: a status, a page or a redirect, and the new session's id when it started one.
public struct WebReply: Equatable, Sendable {
    /// The HTTP statuses the front end answers with.
    public enum Status: Int, Sendable {
        /// A page.
        case ok = 200
        /// A redirect to the state's path, after a form or a link (Post/Redirect/Get).
        case seeOther = 303
        /// A form that is not well formed, or an action the screen does not have.
        case badRequest = 400
        /// A form without the session's token, or navigation a guard refused.
        case forbidden = 403
        /// A path that is no link of the app, or that opens nothing.
        case notFound = 404
        /// A body longer than allowed.
        case contentTooLarge = 413
        /// A path longer than allowed.
        case uriTooLong = 414
        /// Not even a first screen could be built.
        case serviceUnavailable = 503
    }

    /// The status.
    public var status: Status
    /// The page's bytes, UTF-8: as a page was written (``body`` is the same as text), and as the response sends
    /// them.
    public var bytes: [UInt8]
    /// The page, as HTML (or plain text for a refusal before any session).
    public var body: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }
    /// Where a redirect goes.
    public var location: String?
    /// The id of the session the request started, to set as the cookie.
    public var newSession: String?
    /// Whether ``body`` is HTML.
    public var isHTML: Bool
    /// The body's type when it is neither HTML nor plain text (the health endpoint's JSON).
    public var contentType: String? = nil
    /// The version of the session the reply shows, to set as the version cookie: when it is not the one the
    /// browser sent.
    public var version: Int? = nil

    /// A redirect to `path`.
    static func redirect(to path: String) -> WebReply {
        WebReply(status: .seeOther, bytes: [], location: path, newSession: nil, isHTML: false)
    }

    /// A refusal in plain text, before any session is looked at.
    static func plainError(_ status: Status, _ text: String) -> WebReply {
        WebReply(status: status, bytes: Array((text + "\n").utf8), location: nil, newSession: nil, isHTML: false)
    }

    /// When not even a new session's first screen builds.
    static let unavailable = plainError(.serviceUnavailable, "The app cannot start a session now.")

    /// When the store of sessions cannot be read: the user's session may be there, so none is started over it.
    static let storeUnavailable = plainError(
        .serviceUnavailable, "The app cannot reach its saved sessions now. Your place is kept; try again in a moment.")

    /// When a request kept finding its session changed by another server, and was not done.
    static let busy = plainError(
        .serviceUnavailable, "Your session is busy in another window. Nothing was done; try again in a moment.")
}

/// The store has another version of a session than the server read: another server changed it since. Nothing
/// was saved; the request is done again from what the store has.
struct StaleSession: Error {}

extension WebReply {
    /// An answer to a HEAD: `status`, and the headers of an HTML page with no body.
    init(status: Status) {
        self.init(status: status, bytes: [], location: nil, newSession: nil, isHTML: true)
    }
}
