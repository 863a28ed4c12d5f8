import Screens

extension TerminalView {
    /// The catalog: the products, the cart's size and who is signed in.
    static func catalog(_ model: (any CatalogPresentable)) -> TerminalView {
        TerminalView(title: "Catalog", model: model) { model in
            let products = model.products.map {
                "  \(String($0.id).padded(to: 3))\($0.name.padded(to: 14)) \($0.price)"
            }
            let user = model.user.map { "Signed in as \($0.name)." } ?? "Not signed in."
            let account = model.user == nil ? "sign in" : "sign out"
            return (
                (model.greeting.map { [$0] } ?? []) + products + ["Cart: \(items(model.itemsInCart)). \(user)"],
                ["<number> open a product", "cart", account]
            )
        } handle: { line, model in
            switch line {
            case "cart": model.openCart()
            case "sign in": model.signIn()
            case "sign out": model.signOut()
            default:
                guard let id = Int(line) else { return .notHandled }
                model.openProduct(id: id)
            }
            return .handled(message: model.message)
        }
    }
}
