/// A screen enum that deep links and saved state can name: each screen has a route, and each route reads
/// back as the same screen.
///
/// Conform the app's screen enum with one exhaustive switch in each direction that can be exhaustive —
/// screen to route, and the screens a link opening a screen alone puts beneath it — and a table for the
/// way back from a route's name. A new screen does not compile until it has a route.
///
/// ```swift
/// extension AppScreen: Routable {
///     var route: Route {
///         switch self {
///         case .list: Route("list")
///         case .detail(let id): Route("detail").appending(id)
///         }
///     }
///
///     static let routes = RouteTable<AppScreen>([
///         "list": { _ in .list },
///         "detail": { reader in .detail(id: try reader.segment("id", as: Int.self)) },
///     ])
///
///     var screensBeneath: [AppScreen] {
///         switch self {
///         case .list: []
///         case .detail: [.list]
///         }
///     }
/// }
/// ```
///
/// A feature group nests: the parent's route for `.shop(let screen)` is `Route("shop").appending(screen.route)`,
/// and its table reads `"shop": { reader in .shop(try reader.screen()) }`.
public protocol Routable: Sendable {
    /// The screen's route: its name, then its data as path segments or query items.
    var route: Route { get }

    /// How each screen name reads back as a screen.
    static var routes: RouteTable<Self> { get }

    /// The screens a user expects beneath this one when a link opens it alone, root first; empty for a
    /// screen that starts a stack.
    var screensBeneath: [Self] { get }
}

/// The way back from a route to a screen: for each screen name, how to read the rest of that screen.
///
/// Each entry reads the screen's parameters from a ``RouteReader`` that has just read the name.
public struct RouteTable<Screen>: Sendable {
    /// Reads one screen's parameters, after its name. It may throw an error of its own to refuse values
    /// the types allow but the screen does not (a link reports it as ``DeepLinkError/Reason/rejected(reason:)``).
    public typealias Read = @Sendable (inout RouteReader) throws -> Screen

    /// The screen names, in the order given.
    public let names: [String]
    private let readers: [String: Read]

    /// Creates a table from screen names and their readers.
    ///
    /// - Parameter routes: Each screen name with the reader of the rest of its route. A name given twice is
    ///   a programming error, caught when the table is built.
    public init(_ routes: KeyValuePairs<String, Read>) {
        var readers: [String: Read] = [:]
        for (name, read) in routes {
            precondition(readers.updateValue(read, forKey: name) == nil, "RouteTable: \"\(name)\" is given twice")
        }
        names = routes.map(\.key)
        self.readers = readers
    }

    /// The reader for the screen called `name`, or `nil`.
    func reader(for name: String) -> Read? {
        readers[name]
    }
}

extension Routable {
    /// Reads a single screen from its route as it prints: the form saved state stores each entry in.
    ///
    /// ```swift
    /// let screen = try AppScreen(route: "detail/3")   // .detail(id: 3)
    /// ```
    ///
    /// - Parameters:
    ///   - route: A route without a scheme, such as `confirm?text=hello`.
    ///   - maxLength: The most UTF-8 bytes accepted.
    /// - Throws: ``DeepLinkError`` naming what is wrong, including
    ///   ``DeepLinkError/Reason/moreThanOneScreen`` when the route names several screens.
    public init(route: String, maxLength: Int = DeepLinks<Self>.defaultMaxLength) throws(DeepLinkError) {
        var reader = try RouteReader(LinkTokens(route, scheme: nil, maxLength: maxLength))
        self = try reader.screen()
        try reader.finishSingle()
    }
}
