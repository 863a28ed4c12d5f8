/// How errors name a screen: by its route when its enum is ``Routable`` — as a user sees it in a link,
/// `shop/product;productID=9`, or what can be written of it — otherwise by its description.
@usableFromInline
func screenName(_ screen: some Any) -> String {
    guard let routable = screen as? any Routable else { return String(describing: screen) }
    do {
        return try routable.route()
    } catch {
        // What could be written of it: describing a screen recurses as deep as it nests.
        return error.component
    }
}
