import Assembly
import Foundation
import Navigation
import Screens

/// One browser session: its own coordinator over its own services (cart, sign-in, PIN, text history — nothing
/// crosses sessions), the address the browser is at, and what the store has of it.
@MainActor
final class WebSession {
    /// The session's id, the cookie's value: 128 random bits, signed (``SessionKeys``); a new one at every sign-in
    /// and sign-out.
    var id: String
    /// The token every form of the session carries.
    let csrf: String
    /// The session's navigation.
    let coordinator: Coordinator<ControllersList>
    /// The session's services.
    let scope: AppScope
    /// What the store has of the services.
    var savedServices: SessionServices
    /// The JSON the store has of ``savedServices``, once known: a save that changes only the navigation — most
    /// do — writes it again as it is rather than encoding the services anew.
    var savedServicesJSON: Data?
    /// The path the browser shows: the state's deep link, or, while a screen that no link opens is on top (a
    /// sign-in a guard presented, an order's confirmation), the path that led there.
    var path: String
    /// The path the store has.
    var savedPath: String
    /// When the session was last used, in seconds since 1970.
    var lastSeen: Double
    /// When the store last heard of the session.
    var storedAt: Double
    /// The version the store has of the session: how many changes were saved (0: none, so the store has no row).
    var version: Int
    /// The state the store has.
    var savedState: NavigationState<ControllersList>
    /// The row the store has — read, or last saved —; `nil` while the session was never saved. A change that
    /// cannot be saved is undone by building the session again from it (``asSaved(at:)``).
    var savedRow: SessionRow?
    /// What the store had of the navigation when it was restored without screens this version does not read
    /// (another version's, during an upgrade or a rollback): kept aside in the store before the session is saved
    /// over it, which the next request does at once. `nil` once kept, or when the restore read everything.
    var unreadOriginal: Data?
    /// A line to show on the next page: why an action did not go through.
    var flash: String?
    /// The pages drawn and the forms acted on, so that a form posted twice acts once.
    var submissions = SubmissionLog()
    /// Whose turn it is: one request of the session at a time on this server, so that each acts on the state the
    /// one before saved.
    let turn = Turn()
    /// The link path of the state up to and including each entry shown, by the entry's id. An entry's id names
    /// the same screens beneath it for as long as it lives — a coordinator changes a state only at its top, and
    /// never gives an id twice — so each is found once, not at every request (and ``entryBeneathTop(at:)``
    /// finds the entry an address names among them). Emptied when it holds more than ``writtenLimit``, since the
    /// ids of entries that left stay until then.
    private var paths: [EntryID: String?] = [:]
    private static let writtenLimit = 256

    init(
        id: String, csrf: String, scope: AppScope, coordinator: Coordinator<ControllersList>, time: Double,
        version: Int
    ) {
        self.id = id
        self.csrf = csrf
        self.scope = scope
        self.coordinator = coordinator
        self.savedServices = SessionServices(of: scope)
        self.path = WebSession.path(of: coordinator.state)
        self.savedPath = path
        self.lastSeen = time
        self.storedAt = time
        self.version = version
        self.savedState = coordinator.state
    }

    /// A new session `id` at the start tab, with services of its own, whose forms carry `csrf`.
    static func new(id: String, csrf: String, time: Double) -> WebSession? {
        let scope = SessionServices().makeScope()
        guard let coordinator = try? RootAssembly(scope: scope).makeCoordinator(selecting: .start) else { return nil }
        return WebSession(id: id, csrf: csrf, scope: scope, coordinator: coordinator, time: time, version: 0)
    }

    /// The session as the store has it — or as it began, when it was never saved —, built anew: what a change
    /// that could not be saved goes back to, so that the page shows what is saved. `nil` when not even that builds.
    func asSaved(at time: Double) -> WebSession? {
        let session =
            if let savedRow { WebSession.restored(id: id, from: savedRow, time: time) } else {
                WebSession.new(id: id, csrf: csrf, time: time)
            }
        session?.storedAt = storedAt
        return session
    }

    /// The session `id` as the store saved it: its services, as much of its navigation as the guards allow and
    /// the view models build, and the address the browser was at.
    static func restored(id: String, from row: SessionRow, time: Double) -> WebSession? {
        let services = (try? JSONDecoder().decode(SessionServices.self, from: row.services)) ?? SessionServices()
        let scope = services.makeScope()
        guard
            let coordinator = try? RootAssembly(scope: scope)
                .makeCoordinator(restoring: row.navigation, orSelecting: .start)
        else { return nil }
        let session = WebSession(
            id: id, csrf: row.csrf, scope: scope, coordinator: coordinator, time: time, version: row.version)
        if session.savedServices == services { session.savedServicesJSON = row.services }
        session.submissions = SubmissionLog(text: row.landings)
        session.savedRow = row
        if case .restoredInPart(_, .invalidSavedState(.invalidScreen)) = coordinator.restoreOutcome {
            session.unreadOriginal = row.navigation
        }
        // The address the browser was at, so that reloading it after a restart redraws the page rather than going
        // back to it — unless the restore dropped screens (their data gone), when the state's own is right.
        if !row.path.isEmpty, coordinator.restoreOutcome == .restored {
            (session.path, session.savedPath) = (row.path, row.path)
        }
        return session
    }

    /// 128 random bits as 32 lowercase hexadecimal digits.
    nonisolated static func randomToken() -> String {
        var text: [UInt8] = []
        text.reserveCapacity(32)
        SessionKeys.appendRandomHex(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `text` has the form of a session id: 56 lowercase hexadecimal digits (``SessionKeys``), or 32 as
    /// ids had before they were signed.
    nonisolated static func isToken(_ text: String) -> Bool {
        (text.utf8.count == 32 || text.utf8.count == 56)
            && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The deep link of `state` as a path (`/@shop/shop/catalog`): of the whole state when a link can open it;
    /// otherwise of the longest start of it that a link opens — the address that led to the screens no link opens
    /// (a sign-in, an order's confirmation) — or of the selected tab.
    static func path(of state: NavigationState<ControllersList>) -> String {
        let tab = state.selectedTab(as: AppTab.self)
        var stacks = state.stacks.map { $0.map(\.screen) }
        while !stacks.isEmpty {
            if let link = Links.link(of: stacks, in: tab) { return path(ofLink: link) }
            stacks[stacks.count - 1].removeLast()
            if stacks[stacks.count - 1].isEmpty { stacks.removeLast() }
        }
        return "/" + (tab.map { "@" + $0.rawValue } ?? "")
    }

    /// The deep link of the whole of the coordinator's state as a path, or `nil` when no link opens it (a screen
    /// on top that only its opener opens, such as a sign-in).
    func linkPath() -> String? {
        let state = coordinator.state
        return linkPath(upTo: state.top) { state.stacks.map { $0.map(\.screen) } }
    }

    /// The link path of the state up to and including `entry` — `stacks`, which the state shows beneath it and
    /// it — or `nil` when no link opens them; written once per entry.
    func linkPath(upTo entry: NavigationEntry<ControllersList>, _ stacks: () -> [[ControllersList]]) -> String? {
        if let known = paths[entry.id] { return known }
        let path = Links.link(of: stacks(), in: coordinator.state.selectedTab(as: AppTab.self)).map(Self.path(ofLink:))
        if paths.count >= Self.writtenLimit { paths.removeAll(keepingCapacity: true) }
        paths[entry.id] = .some(path)
        return path
    }

    /// The entry beneath the top whose address is `path` — the address of the state up to that entry, written
    /// for it already — or `nil`. Asking for that address is going back to the entry (the back button, a
    /// breadcrumb), as reading the address would find: an entry's id names the same screens beneath it for as
    /// long as it lives, and stays in its tab.
    func entryBeneathTop(at path: Substring) -> EntryID? {
        let state = coordinator.state
        for stack in state.stacks {
            for entry in stack where entry.id != state.top.id {
                if case .some(.some(let known)) = paths[entry.id], known == path { return entry.id }
            }
        }
        return nil
    }

    /// The route of `entry`'s screen, as a page's forms carry it (empty when it cannot be written).
    func route(of entry: NavigationEntry<ControllersList>) -> String {
        Links.route(of: entry.screen)
    }

    /// The path of a link of the app (`demo://@shop/…` → `/@shop/…`).
    static func path(ofLink link: String) -> String {
        "/" + link.dropFirst("demo://".count)
    }

    /// The link of a path (`/@shop/…` → `demo://@shop/…`).
    static func link(ofPath path: Substring) -> String {
        "demo://" + path.dropFirst()
    }
}

/// A turn that requests take one at a time, in the order they asked: ``take()`` waits while another holds it,
/// ``give()`` hands it to the next.
@MainActor
final class Turn {
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits for the turn, then holds it.
    func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the turn to the next request waiting, or frees it.
    func give() {
        if waiting.isEmpty {
            taken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// The pages a session drew, numbered, and where the last forms posted from them landed: a form posted again
/// from the same page, with the same fields — a double click, posts sent together, to this server or another —
/// lands where the first did, and does nothing. The landings of the last ``limit``
/// forms are saved with the session (``SessionRow/landings``).
struct SubmissionLog {
    /// How many forms' landings are kept.
    static let limit = 8

    /// The number of the last page drawn; the first is random, so that the pages one server draws are not taken
    /// for another's, nor those drawn before a restart for those drawn after.
    private var drawn = UInt64.random(in: 0...(UInt64.max >> 1))
    /// Where each form landed, by what tells it apart (``FormData/submission``), oldest first.
    private var landings: [(form: String, path: String)] = []

    /// A log of no landing.
    init() {}

    /// The log whose landings ``text`` wrote; a line it cannot read is left out.
    init(text: String) {
        landings = text.split(separator: "\n").compactMap { line in
            guard let space = line.firstIndex(of: " ") else { return nil }
            return (String(line[..<space]), String(line[line.index(after: space)...]))
        }
    }

    /// The landings as the store keeps them: a line per form, what tells it apart and the path it landed at.
    var text: String {
        landings.map { "\($0.form) \($0.path)" }.joined(separator: "\n")
    }

    /// Numbers a new page.
    mutating func next() -> UInt64 {
        drawn &+= 1
        return drawn
    }

    /// Numbers the next page drawn `page`: that of a form whose change could not be saved and was undone. The
    /// page drawn after the undo then has the same forms, so that the form posted again from it is the same
    /// submission: it acts once if the change was not saved, and lands where the first did if it was saved
    /// after all — a save whose answer was lost on the way may have been written.
    mutating func drawNext(as page: UInt64) {
        drawn = page &- 1
    }

    /// Where `form` (``FormData/submission``) landed, if it was acted on.
    func landing(of form: String) -> String? {
        landings.last { $0.form == form }?.path
    }

    /// Notes that `form` (``FormData/submission``) was acted on and landed at `path`.
    mutating func note(_ form: String, landedAt path: String) {
        if landings.count == Self.limit { landings.removeFirst() }
        landings.append((form, path))
    }
}
