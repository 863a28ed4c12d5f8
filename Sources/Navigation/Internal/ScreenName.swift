/// How errors name a screen: by its route when its enum is ``Routable`` — as a user sees it in a link,
/// `shop/product/9` — otherwise by its description.
@usableFromInline
func screenName(_ screen: some Any) -> String {
    if let routable = screen as? any Routable { routable.route.description } else { String(describing: screen) }
}
