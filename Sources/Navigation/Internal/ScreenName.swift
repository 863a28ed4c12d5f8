/// How errors name a screen: by its route when its enum is ``Routable`` — as a user sees it in a link,
/// `shop/product;productID=9` — otherwise (or when it cannot be written) by its description.
@usableFromInline
func screenName(_ screen: some Any) -> String {
    if let routable = screen as? any Routable, let route = try? routable.route() {
        route
    } else {
        String(describing: screen)
    }
}
