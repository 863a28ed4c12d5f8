import Assembly
import Foundation
import Logging
import Navigation
import Screens

/// The example app in a browser: every page's path is the deep link of the session's navigation, actions are
/// forms posted to `/act` and answered with a redirect (Post/Redirect/Get), and a GET of another path — the back
/// or forward button, a pasted link, a bookmark — is navigation the user already did, which the session's
/// coordinator follows: entries that stay keep their view models, and guards apply to the screens it opens.
///
/// It knows no HTTP library: ``WebServer`` hands it the parts of a request and sends back its ``WebReply``.
@MainActor
public final class WebFrontEnd {
    let configuration: WebConfiguration
    let store: any SessionStore
    /// What signs the session ids and makes their form tokens, from ``WebConfiguration/secret``.
    let keys: SessionKeys
    /// Where the front end says what went wrong: a save or a load the store refused, a page it could not show.
    static let logger = Logger(label: "web")
    private let clock: @MainActor () -> Double
    private(set) var sessions: [String: WebSession] = [:]
    /// The live sessions in the order they were last used, by their `lastSeen`: the one to let go past the cap or
    /// once expired is found at the front.
    private var usage = UseOrder()
    /// First visits that hold nothing but their address, kept as that address rather than live.
    private var firstVisits: FirstVisits
    private var lastSweep: Double = 0
    /// While the store fails — since it last failed a save or a read, with nothing answered since: when it last
    /// failed, and whether a request is trying it now. See ``mayAskStore()``.
    private var storeFailing: (at: Double, tried: Bool)?

    /// Creates the front end over `store`.
    ///
    /// - Parameters:
    ///   - configuration: The limits and timeouts.
    ///   - store: Where each session's navigation is saved.
    ///   - clock: The time, in seconds since 1970; the system's unless a test sets it.
    public init(
        configuration: WebConfiguration, store: any SessionStore,
        clock: @escaping @MainActor () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.configuration = configuration
        self.store = store
        self.keys = SessionKeys(secret: configuration.secret)
        self.clock = clock
        self.firstVisits = FirstVisits(limit: Self.firstVisitsPerLiveSession * configuration.maxLiveSessions)
    }

    /// How many sessions are live (in memory); the others are only in the store, or first visits kept as their
    /// address.
    public var liveSessionCount: Int { sessions.count }

    /// How many first visits are kept as their address (``FirstVisits``).
    public var firstVisitCount: Int { firstVisits.count }

    /// How many first visits are kept for each live session the configuration allows: an address each, not a
    /// coordinator.
    nonisolated static let firstVisitsPerLiveSession = 10

    /// The navigation state of the live session `id`, for tests and diagnostics.
    public func state(ofSession id: String) -> NavigationState<ControllersList>? {
        sessions[id]?.coordinator.state
    }

    // MARK: - Requests

    /// Answers a GET of `uri` (path and query, as the request line has them).
    ///
    /// - Parameters:
    ///   - uri: The request's target.
    ///   - cookie: The session cookie's value, if the browser sent one.
    ///   - version: The version of the session the browser last saw saved (the version cookie), if it sent one.
    public func get(uri: String, cookie: String?, version: Int? = nil) async -> WebReply {
        let path = uri.prefix { $0 != "?" && $0 != "#" }
        guard path.utf8.count <= configuration.maxPathBytes else {
            return WebReply.plainError(.uriTooLong, "The address is longer than \(configuration.maxPathBytes) bytes.")
        }
        return await inTurn(of: cookie, browserSaw: version) { session, isNew throws(StaleSession) in
            var reply = try await navigate(session, to: path)
            if isNew { reply.newSession = session.id }
            return reply
        }
    }

    /// Answers a HEAD of `uri` without a body and without touching any session — a HEAD must change nothing,
    /// while a GET is the user's navigation: 200 for the root and for a path that is a link of the app whose
    /// screens a new session builds, 404 for one that is not a link or whose screens do not build (a product the
    /// catalog does not have), as a GET of it answers; 414 for one that is too long. The screens are built in a
    /// session of its own, thrown away.
    ///
    /// - Parameter uri: The request's target.
    public func head(uri: String) -> WebReply {
        let path = uri.prefix { $0 != "?" && $0 != "#" }
        guard path.utf8.count <= configuration.maxPathBytes else { return WebReply(status: .uriTooLong) }
        guard path != "/" else { return WebReply(status: .ok) }
        do {
            let target = try Links.target(of: WebSession.link(ofPath: path))
            try RootAssembly(scope: SessionServices().makeScope()).makeCoordinator(selecting: .start).open(target)
            return WebReply(status: .ok)
        } catch NavigationError.refusedByGuard {
            return WebReply(status: .ok)  // a page behind a guard: a GET redirects to what the guard shows
        } catch {
            return WebReply(status: .notFound)
        }
    }

    /// Answers a POST of a form to `/act`.
    ///
    /// - Parameters:
    ///   - body: The request's body, at most ``WebConfiguration/maxBodyBytes`` long.
    ///   - cookie: The session cookie's value, if the browser sent one.
    ///   - version: The version of the session the browser last saw saved (the version cookie), if it sent one.
    nonisolated public func post(body: [UInt8], cookie: String?, version: Int? = nil) async -> WebReply {
        // Read before the main actor is asked for: the sessions' work waits on it, the form's reading need not.
        let form = Result { () throws(FormData.Problem) in
            try FormData(body, maxFieldBytes: configuration.maxFieldBytes)
        }
        if let cookie, case .success(let fields) = form, let landing = await landingAfterRotation(of: fields, cookie) {
            return .redirect(to: landing)
        }
        return await inTurn(of: cookie, browserSaw: version) { session, isNew throws(StaleSession) in
            try await act(form, in: session, isNew: isNew)
        }
    }

    /// Does what the posted `form` asks in `session`.
    private func act(
        _ posted: Result<FormData, FormData.Problem>, in session: WebSession, isNew: Bool
    ) async throws(StaleSession) -> WebReply {
        guard !isNew else {
            // A form of a session that ended, or of none: its token cannot match. Start over at the new session's
            // first page.
            var reply = page(
                session, status: .forbidden,
                error: "Your session has ended, so the form was not sent. You are back at the start.")
            reply.newSession = session.id
            return reply
        }
        let form: FormData
        switch posted {
        case .success(let fields): form = fields
        case .failure(let problem): return page(session, status: .badRequest, error: problem.description)
        }
        guard let token = form["csrf"], SessionKeys.same(token, session.csrf) else {
            return page(session, status: .forbidden, error: "The form was refused: it does not come from this site.")
        }
        // A form of a page posted again — a double click, posts sent together — lands where the first did.
        let submission = form.submission
        if let submission, let landing = session.submissions.landing(of: submission) {
            return .redirect(to: landing)
        }
        let coordinator = session.coordinator
        if form["entry"] != String(coordinator.state.top.id.rawValue) {
            if let refusal = try await goBack(session, toPageOf: form) { return refusal }
        }
        let action = form["action"] ?? ""
        let userBefore = session.scope.shop.session.user?.id
        let pathBefore = session.path
        switch action {
        case "back", "close":
            let state = coordinator.state
            let navigation: UserNavigation? =
                action == "back"
                ? state.back : state.modals.isEmpty ? nil : .dismissed(flow: state.active[0].id)
            if let navigation {
                do {
                    try coordinator.userAsked(navigation)
                } catch {
                    session.flash = error.description
                }
            }
        default:
            let screen: WebScreen
            do {
                screen = try WebScreen.of(coordinator.top, in: coordinator)
            } catch {
                return page(session, status: .notFound, error: Self.sentence(for: error, at: session.path))
            }
            switch screen.act(action, form) {
            case .done(let message): session.flash = message
            case .unknown:
                return page(session, status: .badRequest, error: "This screen has no action \u{201C}\(action)\u{201D}.")
            }
        }
        session.path = session.linkPath() ?? session.path
        // A sign-in or a sign-out gets a new session id, so that an id learnt before never acts for the user.
        let rotated = session.scope.shop.session.user?.id != userBefore ? await rotate(session) : nil
        // Noted before the save, which writes it: a form posted again, to any server, lands here.
        if let submission { session.submissions.note(submission, landedAt: session.path) }
        let page = form["submission"].flatMap { UInt64($0) }
        var reply = try await saveOrUndo(session, shownAt: pathBefore, postedFrom: page) ?? .redirect(to: session.path)
        reply.newSession = rotated
        return reply
    }

    /// Takes `session` to the page a form was posted from when the session moved on from it — the browser kept
    /// the page while Back or Forward, another window or a restart moved the session on: that is the user's own
    /// navigation back to the page (or forward, as a link, through the guards), and the action then applies to
    /// the screen the page showed. Returns the answer when the page cannot be shown again, and nothing is done.
    private func goBack(_ session: WebSession, toPageOf form: FormData) async throws(StaleSession) -> WebReply? {
        let coordinator = session.coordinator
        guard let page = form["page"], let screen = form["screen"], page.hasPrefix("/") else {
            session.flash = "That page was out of date, so nothing was done: here is where you are."
            return .redirect(to: session.path)
        }
        // The same address and screen: the page shows the state as it is (its entries renamed by a restart).
        if page == session.path, session.route(of: coordinator.state.top) == screen { return nil }
        do throws(NavigationError) {
            try follow(coordinator, to: WebSession.link(ofPath: Substring(page)))
        } catch {
            session.flash =
                "That page cannot be shown again, so nothing was done: "
                + Self.sentence(for: error, at: page)
            return .redirect(to: session.path)
        }
        session.path = session.linkPath() ?? page
        guard session.route(of: coordinator.state.top) == screen else {
            // A guard's screen came first (a sign-in before a checkout): it shows, and the action waits for the user.
            if let notSaved = try await saveOrUndo(session) { return notSaved }
            session.flash = session.flash ?? "Nothing was done yet: this comes first."
            return .redirect(to: session.path)
        }
        return nil
    }

    /// The most characters of an address a log line quotes: an address of up to ``WebConfiguration/maxPathBytes``
    /// that anyone may send would otherwise fill the log.
    static let loggedPathLength = 200

    /// `path` as a log line quotes it: whole when short, else its first ``loggedPathLength`` characters and its
    /// length.
    static func logged(_ path: String) -> String {
        guard path.count > loggedPathLength else { return path }
        return "\(path.prefix(loggedPathLength))… (\(path.utf8.count) bytes)"
    }

    /// What a shopper reads when `path` cannot be shown, in the shop's words; the typed error, with the names
    /// of screens and routes a shopper has no use for, goes to the server's log (standard error).
    static func sentence(for error: NavigationError, at path: String) -> String {
        logger.notice("a page could not be shown", metadata: ["path": "\(logged(path))", "error": "\(error)"])
        return switch error {
        case .buildFailed(_, let reason): reason  // the app's own words: "No product has the id 99."
        case .refusedByGuard(let reason): reason
        case .invalidLink(let link):
            if case .notLinkable = link.reason {
                "This page opens only from within the shop: here is where you are."
            } else {
                "There is no page at this address."
            }
        case .unknownTab: "There is no page at this address."
        default: "This page cannot be shown."
        }
    }

    /// Where a form already acted on landed, when it is posted again under the id its session had before a
    /// sign-in or a sign-out gave it a new one — a double click on "Sign in": the second post carries the cookie the
    /// first one retired. The answer sets no cookie and does nothing, so that the browser keeps the new id, and
    /// the old id still acts for no one; `nil` for any other form. Found on this server for a minute after it
    /// renamed the session; else, when the id is not live here, in the store, which notes every rename — the
    /// second click reached another server than the first, or came after a restart.
    private func landingAfterRotation(of form: FormData, _ cookie: String) async -> String? {
        guard let token = form["csrf"], let submission = form.submission else { return nil }
        if let (new, at) = retired[cookie], clock() - at <= 60, let session = sessions[new] {
            return SessionKeys.same(token, session.csrf) ? session.submissions.landing(of: submission) : nil
        }
        guard sessions[cookie] == nil, !firstVisits.holds(cookie), WebSession.isToken(cookie),
            let attempt = mayAskStore()
        else { return nil }
        var row: SessionRow?
        do {
            if let new = try await store.renamed(id: cookie) { row = try await store.load(id: new) }
            storeAnswered()
        } catch {
            storeFailed(attempt)
            return nil
        }
        guard let row, SessionKeys.same(token, row.csrf) else { return nil }
        return SubmissionLog(text: row.landings).landing(of: submission)
    }

    /// The ids that sign-ins and sign-outs retired on this server, with the id each gave way to and when, for
    /// ``landingAfterRotation(of:_:)``; emptied of those over a minute old at each ``sweep(at:)``.
    private var retired: [String: (new: String, at: Double)] = [:]

    /// Gives `session` a new id — in the store first, when it has the session, so that its row follows — and
    /// returns it; `nil` when the store could not rename it (the session keeps its id, and the next sign-in or
    /// sign-out tries again).
    private func rotate(_ session: WebSession) async -> String? {
        let old = session.id
        let new = keys.newSession(at: clock()).id
        do {
            try await store.rename(id: old, to: new, at: clock())
        } catch {
            return nil
        }
        sessions[old] = nil
        session.id = new
        sessions[new] = session
        retired[old] = (new, clock())
        noteUse(of: session)
        return new
    }

    /// Follows the user to `path`: renders the page when the session is there already; otherwise opens the
    /// path's link, and answers with the page, or a redirect to the state's own path when it differs.
    private func navigate(_ session: WebSession, to path: Substring) async throws(StaleSession) -> WebReply {
        if path == "/" { return .redirect(to: session.path) }
        if path == session.path { return page(session) }
        do throws(NavigationError) {
            if let entry = session.entryBeneathTop(at: path) {
                // Back, or a breadcrumb, to an address a page showed: the user's own navigation, found without
                // reading the address as a link (7 % of a push + back cycle's CPU, BENCHMARKS.md).
                try session.coordinator.userDid(.wentBack(to: entry))
            } else {
                try follow(session.coordinator, to: WebSession.link(ofPath: path))
            }
        } catch .refusedByGuard(let reason) {
            // Nothing opened: the address goes back to the state's own, and the page says why.
            session.flash = reason
            return .redirect(to: session.path)
        } catch {
            return notFoundPage(session, error: Self.sentence(for: error, at: String(path)))
        }
        // A screen that no link opens (a sign-in a guard presented) keeps the address that led to it.
        session.path = session.linkPath() ?? String(path)
        if let notSaved = try await saveOrUndo(session) { return notSaved }
        return session.path == path ? page(session) : .redirect(to: session.path)
    }

    /// Moves `coordinator` to `link`, an address the browser asked for. An address the state shows up to one of
    /// its entries is the back button (or a breadcrumb): the user's own navigation, which no guard refuses. A
    /// tab's address alone is the user tapping the tab, which the guards judge by the screens that tab would
    /// show (`userAsked`: a locked tab opens behind its guard's screen). Any other address — forward, a pasted
    /// link, a bookmark — is opened as a link: entries that already show its first screens stay, and the guards
    /// see it.
    private func follow(_ coordinator: Coordinator<ControllersList>, to link: String) throws(NavigationError) {
        let target: LinkTarget<ControllersList>
        do {
            target = try Links.target(of: link)
        } catch {
            throw .invalidLink(error)
        }
        if let navigation = coordinator.state.userNavigation(to: target) {
            if case .selectedTab = navigation {
                try coordinator.userAsked(navigation)
            } else {
                try coordinator.userDid(navigation)
            }
        } else {
            try coordinator.open(target)
        }
    }

    // MARK: - Health and shutdown

    /// What the health endpoint answers: 200 when the server can serve and save now — the store takes a write
    /// (``SessionStore/check()``) —, 503 while it cannot; a JSON body with the store's state, the live sessions and the
    /// first visits kept as their address. No save is ever left pending for the store's return: a change that cannot be
    /// saved is undone, and the page says so. A store that stops taking writes, or its file deleted or replaced, is
    /// logged once, when it happens.
    public func health() async -> WebReply {
        let writable: Bool
        do {
            try await store.check()
            writable = true
            if healthFailing { Self.logger.notice("the store takes writes again") }
            storeAnswered()
        } catch {
            writable = false
            if !healthFailing { Self.logger.error("the store cannot save sessions", metadata: ["error": "\(error)"]) }
        }
        healthFailing = !writable
        let body =
            #"{"status": "\#(writable ? "ok" : "unavailable")", "store": "\#(writable ? "ok" : "unavailable")", "#
            + #""liveSessions": \#(sessions.count), "firstVisits": \#(firstVisits.count)}"# + "\n"
        return WebReply(
            status: writable ? .ok : .serviceUnavailable, bytes: Array(body.utf8), location: nil, newSession: nil,
            isHTML: false, contentType: "application/json")
    }

    /// Whether the last health check found the store unable to save, so that only a change is logged.
    private var healthFailing = false

    // MARK: - Sessions

    /// Why a request has no session to act in: the answer to give.
    struct Unavailable: Error {
        let reply: WebReply
    }

    /// The live session of `cookie`; or the store's, restored; or, for an id these servers gave out within the idle
    /// timeout that the store has no row of — a session that held nothing worth saving, not live here (another
    /// server's, this one's before a restart, or let go past the cap) —, that session anew, at its start; or a new
    /// one when the cookie is missing, forged or expired. Throws when the store cannot be read — a session it may
    /// hold is not mistaken for none, which would replace the user's cookie — or when not even a new session can
    /// be built.
    private func session(for cookie: String?) async throws(Unavailable) -> (WebSession, isNew: Bool) {
        let time = clock()
        if let id = cookie, WebSession.isToken(id) {
            let stored: SessionRow?
            if let live = sessions[id] {
                if time - live.lastSeen <= configuration.idleTimeout {
                    await touch(live, at: time)
                    return (live, false)
                }
                sessions[id] = nil
                try? await store.delete(id: id)
                stored = nil
            } else if let visit = firstVisits.takeUp(id) {
                // A first visit's session, kept as its address: built again there, as it was made.
                if time - visit.time <= configuration.idleTimeout,
                    let resumed = WebSession.new(id: id, csrf: keys.formToken(for: id), time: time)
                {
                    move(resumed, to: visit.path)
                    insert(resumed)
                    return (resumed, false)
                }
                stored = nil
            } else {
                guard let attempt = mayAskStore() else { throw Unavailable(reply: .storeUnavailable) }
                do {
                    stored = try await store.load(id: id)
                    storeAnswered()
                } catch {
                    storeFailed(attempt)
                    Self.logger.error("the store could not be read", metadata: ["error": "\(error)"])
                    throw Unavailable(reply: .storeUnavailable)
                }
            }
            // Another request of the session may have restored it meanwhile.
            if let live = sessions[id] { return (live, false) }
            if let row = stored, time - row.updated <= configuration.idleTimeout {
                if let restored = WebSession.restored(id: id, from: row, time: time) {
                    insert(restored)
                    return (restored, false)
                }
            } else if stored == nil, let issued = keys.issued(id), time - issued <= configuration.idleTimeout,
                let resumed = WebSession.new(id: id, csrf: keys.formToken(for: id), time: time)
            {
                insert(resumed)
                return (resumed, false)
            }
        }
        let (id, token) = keys.newSession(at: time)
        guard let fresh = WebSession.new(id: id, csrf: token, time: time) else {
            throw Unavailable(reply: .unavailable)
        }
        // Live for its first request, without letting another go and out of ``usage`` yet: it may hold nothing but
        // its address once answered (``settle(_:)``).
        sessions[id] = fresh
        await sweep(at: time)
        return (fresh, true)
    }

    /// Settles a new session once its first request is answered: when it holds nothing but its address — nothing
    /// saved, no message for the next page —, it is let go and kept as that address (``FirstVisits``); otherwise
    /// it stays live, and past the cap the session used longest ago is let go.
    private func settle(_ session: WebSession) {
        guard sessions[session.id] === session else { return }
        if session.version == 0, session.flash == nil, SessionServices(of: session.scope) == session.savedServices {
            sessions[session.id] = nil
            firstVisits.keep(session.id, at: session.path, time: session.lastSeen)
        } else {
            noteUse(of: session)
            letGoPastTheCap()
        }
    }

    /// Takes `session`, never saved, to `path`, the address it was at: its navigation is its address. It stays
    /// where it is when the address no longer opens.
    private func move(_ session: WebSession, to path: String) {
        guard path != session.path else { return }
        try? follow(session.coordinator, to: WebSession.link(ofPath: Substring(path)))
        session.path = session.linkPath() ?? path
    }

    /// How many times a request is done again from the store's state when another server changed its session
    /// first, before it answers that the session is busy.
    static let attempts = 8

    /// Runs `body` — a request — in the session of `cookie`, alone: one request of a session at a time on this
    /// server, on the session as the store has it. When another server changed the session since this one read it
    /// (found here, or when `body` saves), the session is read again and the request done again on it, so that
    /// neither server's change is written over the other's. The reply carries the session's version, for the
    /// version cookie, when the browser saw another (`browserSaw`).
    private func inTurn(
        of cookie: String?, browserSaw version: Int?,
        _ body: (WebSession, _ isNew: Bool) async throws(StaleSession) -> WebReply
    ) async -> WebReply {
        var (conflicts, lookups) = (0, 0)
        while conflicts < Self.attempts, lookups < 100 * Self.attempts {
            lookups += 1
            let (session, isNew): (WebSession, Bool)
            do {
                (session, isNew) = try await self.session(for: cookie)
            } catch {
                return error.reply
            }
            await session.turn.take()
            defer { session.turn.give() }
            // While it waited, the request before it may have read the session again (another server changed
            // it), given it a new id or let it go: the request looks it up anew, which it can do only so often
            // as the session changes.
            guard sessions[session.id] === session, isNew || session.id == cookie else { continue }
            do throws(StaleSession) {
                // The browser's version counts at the first attempt only: after that, the store has said.
                if !isNew { try await refresh(session, browserSaw: conflicts == 0 ? version : nil) }
                // Restored without screens of another version: what was restored is saved at once, what the store
                // had kept aside first, so that neither is lost whatever the user does next. A failure leaves the
                // save pending, as any other: the next request saves it.
                if session.unreadOriginal != nil { _ = try await save(session) }
                var reply = try await body(session, isNew)
                if isNew { settle(session) }
                if reply.status != .serviceUnavailable, session.version != version { reply.version = session.version }
                return reply
            } catch {
                letGo(session)
                conflicts += 1
                // Two servers that keep doing requests of one session again: a pause of random length
                // lets one go first.
                try? await Task.sleep(for: .milliseconds(Int.random(in: 1...(5 << min(conflicts, 5)))))
            }
        }
        Self.logger.error("a request kept finding its session changed by another server")
        return .busy
    }

    /// How long after the store failed a request tries it again, in seconds (``mayAskStore()``).
    static let storeRetryPause = 1.0

    /// Throws when another server changed the session since this one read it: when the browser saw a newer
    /// version saved than this server has — the version cookie, which every reply that shows a new version sets —
    /// or, when the browser sent none and the store is shared, when the store has another version, or no longer
    /// has a session this server saved (renamed at a sign-in, or expired, by another server). So a browser's
    /// requests see its own changes through any server without a query each (PostgreSQL's page views, BENCHMARKS.md).
    private func refresh(_ session: WebSession, browserSaw version: Int?) async throws(StaleSession) {
        if let version {
            if version > session.version { throw StaleSession() }
            return
        }
        // A store that fails, or does not answer now: go on with what this server has; a save tells the user if
        // it fails.
        guard store.isShared, let attempt = mayAskStore() else { return }
        let stored: StoredSession
        do {
            stored = try await store.load(id: session.id, unlessAt: session.version)
            storeAnswered()
        } catch {
            storeFailed(attempt)
            return
        }
        switch stored {
        case .unchanged: return
        case .missing where session.version == 0: return  // never saved: only this server has it
        case .changed, .missing: throw StaleSession()
        }
    }

    /// Lets go of the live `session`: the next request of its id reads it from the store.
    private func letGo(_ session: WebSession) {
        if sessions[session.id] === session { sessions[session.id] = nil }
    }

    /// Marks `session` as used; tells the store once a minute, so that a session that only reads pages does not
    /// expire there.
    private func touch(_ session: WebSession, at time: Double) async {
        session.lastSeen = time
        noteUse(of: session)
        guard time - session.storedAt > 60, session.version > 0 else { return }
        session.storedAt = time
        try? await store.touch(id: session.id, at: time)
    }

    /// Adds `session` to the live ones; past the cap, lets go of the one used longest ago (its navigation stays
    /// in the store).
    private func insert(_ session: WebSession) {
        sessions[session.id] = session
        noteUse(of: session)
        letGoPastTheCap()
    }

    /// Lets go of the sessions used longest ago while more than the cap are live.
    private func letGoPastTheCap() {
        while sessions.count > configuration.maxLiveSessions, let oldest = leastRecentlyUsed() {
            sessions[oldest.id] = nil
            usage.dropOldest()
        }
    }

    /// Notes the use of `session` at its `lastSeen` in ``usage``.
    private func noteUse(of session: WebSession) {
        usage.note(session.id, at: session.lastSeen, in: sessions) { $0.lastSeen }
    }

    /// The live session used longest ago; `nil` when there is none.
    private func leastRecentlyUsed() -> WebSession? {
        usage.oldest(in: sessions) { $0.lastSeen }.flatMap { sessions[$0] }
    }

    /// Lets go of expired sessions, and deletes them from the store: once a minute, or once per idle timeout when
    /// that is shorter.
    private func sweep(at time: Double) async {
        guard time - lastSweep > min(60, configuration.idleTimeout) else { return }
        lastSweep = time
        dropExpired(at: time)
        retired = retired.filter { time - $0.value.at <= 60 }
        try? await store.deleteSessions(savedBefore: time - configuration.idleTimeout)
    }

    /// Lets go of the live sessions unused for longer than the idle timeout, oldest first from ``usage``.
    private func dropExpired(at time: Double) {
        firstVisits.drop(before: time - configuration.idleTimeout)
        while let oldest = leastRecentlyUsed(), time - oldest.lastSeen > configuration.idleTimeout {
            sessions[oldest.id] = nil
            usage.dropOldest()
        }
    }

    /// The JSON of a session's saved navigation and of its services. Written on the main actor, where the
    /// request is: it was written off it while it was a third of the main actor's work for a request that saves,
    /// but once a save writes only the routes of new entries, the hop to another thread and back cost more than
    /// the writing it moved (BENCHMARKS.md, "A save writes only the screen that changed").
    /// `servicesJSON`, when given, is the services' JSON already. A screen left out of the navigation — one whose
    /// route cannot be written — is logged, as the session is then saved without it.
    private static func encode(
        _ navigation: SavedNavigation<ControllersList>, _ services: SessionServices, servicesJSON: Data?
    ) throws -> (Data, Data) {
        let written = try navigation.jsonReportingLeftOut()
        for screen in written.leftOut {
            logger.warning("a session was saved without a screen", metadata: ["error": "\(screen)"])
        }
        return (written.json, try servicesJSON ?? JSONEncoder().encode(services))
    }

    /// How a request asks the store, while it fails or not.
    enum StoreAttempt {
        /// The store has not failed since it last answered.
        case normal
        /// The store fails, and this request tries it once more for every other.
        case probe
    }

    /// Whether a request may ask the store now, and how; `nil` when it is not to wait for it.
    ///
    /// A store that fails — a PostgreSQL server that refuses connections or does not answer, a SQLite file
    /// another process keeps locked — makes each request that asks it wait the whole bound (5 s) before it
    /// fails. So once it fails, one request at a time tries it again, no sooner than ``storeRetryPause`` after its
    /// last failure; every other request that would ask it answers at once — a change kept pending and said so,
    /// a session that is not live answered 503 — until the store answers one of them.
    private func mayAskStore() -> StoreAttempt? {
        guard let failing = storeFailing else { return .normal }
        guard !failing.tried, clock() - failing.at >= Self.storeRetryPause else { return nil }
        storeFailing = (failing.at, tried: true)
        return .probe
    }

    /// The store answered: requests ask it again as they need.
    private func storeAnswered() {
        storeFailing = nil
    }

    /// The store failed a request that asked it as `attempt`: the pause before the next try starts again. A
    /// request that asked before the store failed leaves the try in flight, if any, to its own end.
    private func storeFailed(_ attempt: StoreAttempt) {
        storeFailing = (clock(), tried: attempt == .normal ? storeFailing?.tried ?? false : false)
    }

    /// What a page says when what the user did could not be saved: it was undone, and the page shows what is
    /// saved. The error itself goes to the log, not to the shopper.
    static let notSaved =
        "That could not be saved just now: this page shows what is saved. Please try it again in a moment."

    /// Saves the session's navigation, services and address if they changed, or undoes the change when that
    /// fails: returns `nil` when the session is saved, or the answer that says it was not — a redirect to the
    /// page of the session as the store has it, which replaces the live one. So no page shows a change that is
    /// not saved: a server that stops, another server that saves the session next, or the session let go past
    /// the cap loses nothing a page showed. A session never saved goes back to its start, then to `before`, the
    /// address it was at — its navigation is its address. When the change was a form's, `page` is the number of
    /// the page it came from, which the page drawn after the undo takes (``SubmissionLog/drawNext(as:)``). Throws
    /// as ``save(_:)`` does.
    private func saveOrUndo(
        _ session: WebSession, shownAt before: String? = nil, postedFrom page: UInt64? = nil
    ) async throws(StaleSession) -> WebReply? {
        guard try await !save(session) else { return nil }
        letGo(session)
        guard let undone = session.asSaved(at: clock()) else { return .storeUnavailable }
        if session.savedRow == nil, let before { move(undone, to: before) }
        if let page { undone.submissions.drawNext(as: page) }
        undone.flash = Self.notSaved
        insert(undone)
        return .redirect(to: undone.path)
    }

    /// Saves the session's navigation, services and address if they changed; returns whether the store has them
    /// now — `false` when the store failed, or was not asked while it fails (``mayAskStore()``). Throws when the
    /// store has another version of the session than this server read (another server saved it, or renamed or
    /// deleted it, since): nothing is saved then, and the request is to be redone from what the store has.
    private func save(_ session: WebSession) async throws(StaleSession) -> Bool {
        let state = session.coordinator.state
        let services = SessionServices(of: session.scope)
        guard
            state != session.savedState || services != session.savedServices || session.path != session.savedPath
                || session.unreadOriginal != nil
        else { return true }
        // A session never saved is written once it holds what its address does not: its services (a cart, a
        // sign-in, orders, a text). Its navigation is its address, which a request of its id — on any server, after
        // a restart — follows again (``SessionKeys``): anonymous visits, however many, write no row.
        guard session.version > 0 || services != session.savedServices else { return true }
        let json: Data
        let servicesJSON: Data
        do {
            (json, servicesJSON) = try Self.encode(
                session.coordinator.savedNavigation, services,
                servicesJSON: services == session.savedServices ? session.savedServicesJSON : nil)
        } catch {
            Self.logger.error("a session could not be encoded", metadata: ["error": "\(error)"])
            return false
        }
        let time = clock()
        let row = SessionRow(
            csrf: session.csrf, navigation: json, services: servicesJSON, path: session.path,
            version: session.version + 1, updated: time, landings: session.submissions.text)
        guard let attempt = mayAskStore() else { return false }
        let saved: Bool
        do {
            if let original = session.unreadOriginal {
                try await store.keepAside(id: session.id, navigation: original)
                Self.logger.notice(
                    "a session restored without screens of another version is saved as restored, what it had aside")
            }
            saved = try await store.save(id: session.id, row, replacing: session.version)
            storeAnswered()
        } catch {
            storeFailed(attempt)
            Self.logger.error("a session could not be saved", metadata: ["error": "\(error)"])
            return false
        }
        guard saved else { throw StaleSession() }
        session.unreadOriginal = nil
        session.version = row.version
        session.savedRow = row
        session.savedState = state
        session.savedServices = services
        session.savedServicesJSON = servicesJSON
        session.savedPath = session.path
        session.storedAt = time
        return true
    }
}
