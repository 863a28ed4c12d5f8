/// Deep links of one app: its scheme, and the way between links and stacks of its screens.
///
/// A link names a whole stack (`demo://input/confirm?text=hello`) or a single screen
/// (`demo://confirm?text=hello`), which opens with the ``Routable/screensBeneath`` it expects.
///
/// ```swift
/// let links = DeepLinks<AppScreen>(scheme: "demo")
/// links.url(for: [.list, .detail(id: 3)])        // "demo://list/detail/3"
/// try links.stack(for: "demo://detail/3")          // [.list, .detail(id: 3)]
/// try coordinator.open(link: "demo://detail/3", using: links)
/// ```
public struct DeepLinks<Screen: Routable>: Sendable {
    /// The longest link read by default, in UTF-8 bytes.
    public static var defaultMaxLength: Int { 8_192 }

    /// The scheme links start with, before `://`; compared without regard to case.
    public let scheme: String
    /// The longest link read, in UTF-8 bytes; a longer one is refused before anything else is read.
    public let maxLength: Int

    /// Creates the deep links of an app.
    ///
    /// - Parameters:
    ///   - scheme: The scheme links start with, such as `demo`.
    ///   - maxLength: The longest link read, in UTF-8 bytes.
    public init(scheme: String, maxLength: Int = defaultMaxLength) {
        self.scheme = scheme
        self.maxLength = maxLength
    }

    /// The link to a stack of screens, root first: each screen's route, one after the other.
    ///
    /// - Parameter screens: The stack; a link that names none names no screen and does not read back.
    public func url(for screens: [Screen]) -> String {
        let route = screens.reduce(Route()) { $0.appending($1.route) }
        return "\(scheme)://\(route)"
    }

    /// The link to one screen.
    ///
    /// - Parameter screen: The screen.
    public func url(for screen: Screen) -> String {
        url(for: [screen])
    }

    /// The screens a link names, exactly, root first.
    ///
    /// - Parameter link: The link, such as `demo://input/confirm?text=hello`.
    /// - Throws: ``DeepLinkError`` naming the part of the link that is wrong.
    public func screens(in link: String) throws(DeepLinkError) -> [Screen] {
        var reader = RouteReader(try LinkTokens(link, scheme: scheme, maxLength: maxLength))
        var screens: [Screen] = []
        repeat {
            screens.append(try reader.screen())
        } while !reader.isAtEnd
        try reader.finish()
        return screens
    }

    /// The stack a link opens: the screens it names, with the screens a user expects beneath the first of
    /// them (its ``Routable/screensBeneath``) — so that `demo://confirm?text=hi` opens on top of the input
    /// screen, as if the user had come the usual way.
    ///
    /// - Parameter link: The link.
    /// - Throws: ``DeepLinkError`` naming the part of the link that is wrong.
    public func stack(for link: String) throws(DeepLinkError) -> [Screen] {
        let screens = try screens(in: link)
        return screens[0].screensBeneath + screens
    }
}
