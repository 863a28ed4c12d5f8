/// A screen that chooses how errors and descriptions name it — ``NavigationError/screenNotFound(screen:)``,
/// ``NavigationError/buildFailed(screen:reason:)``, a request's or an entry's description — in place of its
/// Swift description.
///
/// ``Routable`` screens conform: they are named by their route, `shop/product;productID=9`, as a user sees them
/// in a link.
public protocol CustomScreenName {
    /// How errors and descriptions name this screen.
    var screenName: String { get }
}

/// How errors name a screen: by its ``CustomScreenName/screenName`` when it has one, otherwise by its
/// description.
@usableFromInline
package func screenName(_ screen: some Any) -> String {
    (screen as? any CustomScreenName)?.screenName ?? String(describing: screen)
}
