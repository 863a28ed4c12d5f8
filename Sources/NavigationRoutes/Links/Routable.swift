import NavigationCore

/// A screen enum that deep links and saved state can name.
///
/// A screen's route is written and read by the enum's own `Codable` conformance, which the compiler
/// synthesizes for every case: a new case has a route the moment it compiles, and no table, list or
/// registration can fall behind. What a conformance adds are two exhaustive switches, which the compiler
/// flags for every new case — the screens a link opening the screen alone puts beneath it, and how a link
/// may open it:
///
/// ```swift
/// enum AppScreen: Routable {
///     case list
///     case detail(id: Int)
///     case editor(noteID: Int)
///
///     var screensBeneath: [AppScreen] {
///         switch self {
///         case .list: []
///         case .detail: [.list]
///         case .editor(let noteID): [.list, .detail(id: noteID)]
///         }
///     }
///
///     var linkRule: LinkRule<AppScreen> {
///         switch self {
///         case .list, .detail: .pushed
///         case .editor(let noteID): .result(openedBy: .detail(id: noteID), presentation: .modal)
///         }
///     }
/// }
/// ```
///
/// ## Routes
/// A case's route is its name, then its associated values: a labeled value is a parameter of the case's
/// segment (`detail;id=3`), an unlabeled one the next path segment (`order/42`), and a value that is itself
/// ``Routable`` — a feature group's screen — the segments of its own route (`shop/product;id=3`). An
/// optional labeled value is left out when it is `nil`; a default value (`page: Int = 1`) does not make a
/// value optional in a link, since the compiler's `Codable` reads it as required. An unlabeled value cannot
/// be optional: writing its `nil` fails. Parameter values are `String`, `Bool`, the integer
/// and floating-point types, and any `Codable` type that encodes as one of them (a `RawRepresentable` enum,
/// `UUID`) or as labeled fields of those (written `name.field=value`), an enum with values among them as its
/// case and then its values as fields (`order=byPrice;order.ascending=true`). A labeled list of such values is
/// its parameter repeated, one value each, in order (`compare;ids=3;ids=1`), or by index after its count when
/// it holds lists, values with fields or `nil`, or is an empty optional list
/// (`list.count=2;list.0.city=Oslo;list.1.city=Rome`). An unlabeled value a segment cannot hold — empty, a list,
/// with fields — is written as a labeled one named by its position (`tag;_0=`), and an unlabeled `nil` as
/// `_0~nil`.
///
/// Route names are the case names, written by the compiler. An enum may name its routes otherwise with
/// `CodingKeys` of its own; the compiler then no longer checks that every case has one, and a forgotten case
/// fails when its link is written.
public protocol Routable: Codable, Equatable, Sendable, CustomScreenName {
    /// The screens a user expects beneath this one when a link opens it alone, root first; empty for a
    /// screen that starts a stack. For a screen opened for a result, they end with its opener.
    var screensBeneath: [Self] { get }

    /// How a link may open the screen: pushed, presented, only for a result above a given opener, or never.
    var linkRule: LinkRule<Self> { get }

    /// The cases of feature groups whose screens a link names without the case's own name: `catalog`
    /// rather than `shop/catalog`. Each is a case with one unlabeled ``Routable`` value; a name that reads as
    /// a screen of this enum is never tried in these groups, and the groups are tried in this order. A screen
    /// of such a group that would read back as another screen — one of this enum, or of a group tried before,
    /// with the same name — is written with its prefix (`settings/home`), in links and saved state alike, so
    /// that everything written reads back as itself. Empty unless told otherwise.
    static var groupsWithoutPrefix: [String] { get }

    /// How this enum's routes changed since earlier versions of the app — renamed screens and parameters,
    /// parameters added with a default, screens removed — so that old links and saved sessions still read.
    /// Empty unless told otherwise; see ``RouteHistory``.
    static var routeHistory: RouteHistory { get }

    /// The app's own version of its saved navigation, written beside the format's version (`"appVersion"`)
    /// when it is not 1; a session that does not say is of version 1. Raise it when a session of the previous
    /// version needs ``migrateSavedState(_:)``. Versions start at 1: saving with a version below refuses with
    /// ``SavingError/invalidAppVersion(_:)``, rather than write a session no reader accepts.
    static var savedStateVersion: Int { get }

    /// Brings saved navigation of an earlier version (`saved.appVersion`, below ``savedStateVersion``) to this
    /// one, before its screens are read — for what a ``RouteHistory`` rule per screen cannot say: a screen split
    /// in two, moved into a modal flow, a tab added. A session of this version or a later one is not passed.
    /// What it leaves unreadable is left out as any screen this version does not read.
    ///
    /// - Parameter saved: The saved routes, to change in place.
    /// - Throws: A ``RestorationError`` when the session cannot be brought to this version; nothing is restored.
    static func migrateSavedState(_ saved: inout SavedRoutes) throws(RestorationError)
}

extension Routable {
    /// No group is mounted without its prefix.
    public static var groupsWithoutPrefix: [String] { [] }

    /// No route changed.
    public static var routeHistory: RouteHistory { RouteHistory() }

    /// Version 1: saved navigation has not changed shape.
    public static var savedStateVersion: Int { 1 }

    /// Nothing to migrate.
    public static func migrateSavedState(_ saved: inout SavedRoutes) throws(RestorationError) {}

    /// Reads a single screen from its route as it prints: the form saved state stores each entry in.
    ///
    /// ```swift
    /// let screen = try AppScreen(route: "detail;id=3")   // .detail(id: 3)
    /// ```
    ///
    /// - Parameters:
    ///   - route: A route without a scheme, such as `confirm;text=hello`.
    ///   - maxLength: The most UTF-8 bytes accepted.
    /// - Throws: ``DeepLinkError`` naming what is wrong, including
    ///   ``DeepLinkError/Reason/moreThanOneScreen`` when the route names several screens.
    public init(route: String, maxLength: Int = DeepLinks<Self>.defaultMaxLength) throws(DeepLinkError) {
        let tokens = try LinkTokens(route, scheme: nil, maxLength: maxLength, options: .strict)
        let reader = RouteReader(tokens)
        self = try reader.screen(Self.self)
        try reader.finishSingle()
    }

    /// The screen's route as links and saved state write it: `detail;id=3`, `shop/product;id=3`.
    ///
    /// - Throws: ``DeepLinkError`` with ``DeepLinkError/Reason/unwritable(reason:)`` when a value cannot be
    ///   written so that it reads back.
    public func route() throws(DeepLinkError) -> String {
        try RouteWriter.route(of: self)
    }

    /// The screen as errors and descriptions name it: its ``route()``, `shop/product;productID=9`, or as much of
    /// it as can be written when a value cannot be.
    public var screenName: String {
        do {
            return try route()
        } catch {
            // What could be written of it: describing a screen recurses as deep as it nests.
            return error.component
        }
    }
}

/// How a deep link may open a screen, as the screen's ``Routable/linkRule`` says.
///
/// A link that breaks the rule is refused with ``DeepLinkError/Reason/notLinkable(_:)``, naming the screen.
public enum LinkRule<Screen> {
    /// Pushed on a stack, or as the root of the base stack; not as the root of a modal flow.
    case pushed
    /// Only as the root of a modal flow.
    case presented
    /// Pushed or presented.
    case pushedOrPresented
    /// Only for a result, by the screen `opener`: pushed right above it, or presenting a modal flow over it.
    /// Opened by a link, the screen finishes and closes as it does when its opener opened it; its value goes
    /// to the opener beneath it when that one declared ``Coordination/receiveResults(expecting:onResult:)``,
    /// and otherwise reaches no one, since no code waits for it.
    case result(openedBy: Screen, presentation: Presentation)
    /// Never: the screen is reached only through the screen or guard that opens it (a sign-in, a PIN, a
    /// confirmation of something done).
    case never

    /// The same rule for another screen enum: how a feature group's rule becomes the app's.
    ///
    /// - Parameter transform: Turns a screen into the other enum's, such as a feature group's case.
    public func map<Other>(_ transform: (Screen) -> Other) -> LinkRule<Other> {
        switch self {
        case .pushed: .pushed
        case .presented: .presented
        case .pushedOrPresented: .pushedOrPresented
        case .result(let opener, let presentation): .result(openedBy: transform(opener), presentation: presentation)
        case .never: .never
        }
    }
}

extension LinkRule: Equatable where Screen: Equatable {}
extension LinkRule: Sendable where Screen: Sendable {}
