import NavigationCore

/// How the routes of a screen enum changed since earlier versions of the app, declared once on the enum
/// (``Routable/routeHistory``), so that the links and saved sessions those versions wrote still read as the
/// same screens. Only current forms are written; old forms are read.
///
/// ```swift
/// // case product(productID: Int, tab: String) was `item(id:)`; `tab` was added in 2.1
/// extension AppScreen {
///     static var routeHistory: RouteHistory {
///         RouteHistory([
///             .renamedScreen("item", to: "product"),
///             .renamedParameter("id", to: "productID", ofScreen: "product"),
///             .addedParameter("tab", ofScreen: "product", defaultValue: "details"),
///             .removedScreen("wishlist", reason: "the wish list is now part of the cart"),
///         ])
///     }
/// }
/// ```
///
/// Names are the routes' names — case names and labels, as links write them — of this enum only: a feature
/// group declares its own. The compiler cannot see an old name, so keep the app's published links and saved
/// sessions of earlier versions in a contract test (`expectPublishedLinks` and `expectSavedSession` in
/// NavigationTesting), which fails, naming the link, when a rename lacks its rule.
///
/// A rule is consulted only where the current form does not read: a name that is no case any more, a
/// parameter absent from a segment. A current name is never read as an old one.
///
/// A rule that names no screen of its enum is never applied: ``Routable/routeHistoryProblems`` lists such
/// rules, and NavigationTesting's contract expectations fail on them.
public struct RouteHistory: Sendable, Hashable {
    /// The changes, in any order.
    public let changes: [RouteChange]

    /// A history of `changes`.
    ///
    /// - Parameter changes: Each rename, added parameter and removed screen since the first version.
    public init(_ changes: [RouteChange] = []) {
        self.changes = changes
    }

    /// What became of the screen named `name`: its current name, or why it was removed; `nil` when no rule
    /// names it. Renames chain: `a` renamed to `b`, then `b` to `c`, reads `a` as `c`. When `ignoringCase`,
    /// `name` matches an old name in any letter case.
    func screen(named name: String, ignoringCase: Bool = false) -> (current: String?, removal: String?)? {
        var current = name
        var found = false
        func names(_ old: String?) -> Bool {
            guard let old else { return false }
            return ignoringCase && !found ? old.lowercased() == current.lowercased() : old == current
        }
        for _ in changes.indices {  // at most one step per rule: a cycle of renames ends
            guard let change = changes.first(where: { names($0.oldScreenName) }) else { break }
            found = true
            switch change {
            case .renamedScreen(_, let new): current = new
            case .removedScreen(_, let reason): return (nil, reason)
            case .renamedParameter, .addedParameter: break
            }
        }
        return found ? (current, nil) : nil
    }

    /// The names the parameter `name` of the screen `screen` had before, most recent first.
    func oldNames(ofParameter name: String, ofScreen screen: String) -> [String] {
        var names: [String] = []
        var current = name
        for _ in changes.indices {
            guard
                let old = changes.lazy.compactMap({ change -> String? in
                    guard case .renamedParameter(let old, let new, let owner) = change, owner == screen,
                        new == current, !names.contains(old), old != name
                    else { return nil }
                    return old
                }).first
            else { break }
            names.append(old)
            current = old
        }
        return names
    }

    /// The value the parameter `name` of the screen `screen` reads as when a link or session from before it
    /// was added leaves it out.
    func defaultValue(ofParameter name: String, ofScreen screen: String) -> String? {
        for case .addedParameter(let added, let owner, let value) in changes where added == name && owner == screen {
            return value
        }
        return nil
    }
}

/// One change to the routes of a screen enum; see ``RouteHistory``.
public enum RouteChange: Sendable, Hashable {
    /// The screen once named `old` is the case `new`: links and sessions naming `old` read as `new`.
    case renamedScreen(String, to: String)
    /// The parameter (a labeled value) once named `old` of the screen `screen` — its current case name — is
    /// `new`.
    case renamedParameter(String, to: String, ofScreen: String)
    /// The parameter `name` of the screen `screen` was added: where a link or session leaves it out, it reads
    /// as `defaultValue`, written as a link writes it (`"1"`, `"true"`, `"details"`). For a parameter that is
    /// not optional: an optional one left out reads as `nil`, which is how the current version writes `nil`.
    case addedParameter(String, ofScreen: String, defaultValue: String)
    /// The screen once named `name` was removed: links and sessions naming it are refused with
    /// ``DeepLinkError/Reason/removedScreen(reason:)`` and `reason` (a saved session loses that screen and
    /// what lies above it, not the rest).
    case removedScreen(String, reason: String)

    /// The old screen name this change reads, for a rename or a removal.
    var oldScreenName: String? {
        switch self {
        case .renamedScreen(let old, _), .removedScreen(let old, _): old
        case .renamedParameter, .addedParameter: nil
        }
    }
}

extension Routable {
    /// The rules of ``routeHistory`` that name no screen of this enum, each said in a sentence that names the
    /// enum and the rule: a rename to a name that is no case, a removal of a name that still is one, a
    /// parameter's rule for a screen the enum does not have. Such a rule is never applied — it may belong to a
    /// feature group's enum, which declares its own: a rule naming a screen of a group mounted without a prefix
    /// (``groupsWithoutPrefix``) is listed too, naming the group. Empty when every rule names this enum's own
    /// screens. NavigationTesting's `expectPublishedLinks` and `expectSavedSession` fail the test on each.
    ///
    /// Which parameters a screen has is not checked: only a link or a session that leaves one out shows it.
    public static var routeHistoryProblems: [String] {
        let name = String(describing: Self.self)
        let belongs = "a rule belongs on the enum that has the screen, and a feature group declares its own"
        /// Where `screen` is a screen when not one of this enum's own, said for a sentence; `nil` when it is.
        func elsewhere(_ screen: String) -> String? {
            switch Self.owner(ofScreenNamed: screen) {
            case .own: nil
            case .group(let group):
                "a screen of its group \"\(group)\", mounted without a prefix: the rule belongs on that group's enum"
            case nil: "no screen of \(name): \(belongs)"
            }
        }
        return routeHistory.changes.compactMap { change in
            switch change {
            case .renamedScreen(let old, let new):
                elsewhere(new).map { "\(name).routeHistory renames \"\(old)\" to \"\(new)\", which is \($0)." }
            case .removedScreen(let removed, _):
                switch Self.owner(ofScreenNamed: removed) {
                case nil: nil
                case .own:
                    "\(name).routeHistory removes \"\(removed)\", which is still a screen of \(name): the rule is "
                        + "never applied."
                case .group(let group):
                    // Read before the group is tried, the removal keeps the group's screen from being read at all.
                    "\(name).routeHistory removes \"\(removed)\", a screen of its group \"\(group)\", mounted without "
                        + "a prefix: the rule keeps it from being read, and belongs on that group's enum."
                }
            case .renamedParameter(_, _, let screen), .addedParameter(_, let screen, _):
                elsewhere(screen).map {
                    "\(name).routeHistory has a rule for a parameter of \"\(screen)\", which is \($0)."
                }
            }
        }
    }

    /// Whose screen `screen` names — with whatever parameters it lacks: one of this enum's own cases, a screen
    /// of one of its groups without a prefix, or none (`nil`).
    static func owner(ofScreenNamed screen: String) -> ScreenOwner? {
        /// Whether `screen` reads as a screen of this enum's own cases (`group` `nil`) or of the group `group`.
        func reads(in group: String?) -> Bool {
            do {
                let maxLength = DeepLinks<Self>.defaultMaxLength
                let tokens = try LinkTokens(screen, scheme: nil, maxLength: maxLength, options: .strict)
                _ = try RouteReader(tokens).screen(Self.self, group: group)
                return true
            } catch {
                // Every reason listed, so that a new one is decided here: read as far as its values, the name
                // is a screen's; refused as a name, or before one is read, it is not.
                switch error.reason {
                case .missingParameter, .invalidParameter, .rejected, .unexpectedParameter, .notLinkable, .tooDeep,
                    .unwritable:
                    return true
                case .unknownScreen, .removedScreen, .tooLong, .missingScheme, .wrongScheme, .noScreen, .emptySegment,
                    .unexpectedCharacter, .invalidPercentEncoding, .invalidUTF8, .emptyParameterName,
                    .unexpectedQueryItem, .moreThanOneScreen, .emptyFlow, .emptyTabName, .unknownHost:
                    return false
                }
            }
        }
        if reads(in: nil) { return .own }
        return groupsWithoutPrefix.first(where: { reads(in: $0) }).map(ScreenOwner.group)
    }
}

/// Whose screen a name is: one of an enum's own cases, or a screen of its group mounted without a prefix.
enum ScreenOwner: Equatable {
    case own
    case group(String)
}
