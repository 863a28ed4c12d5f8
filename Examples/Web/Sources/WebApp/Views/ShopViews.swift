import Navigation
import Screens

// The shop: catalog, product, the cart as a modal flow, checkout behind sign-in, the order's confirmation.

extension WebScreen {
    /// The view of a shop screen: the shop's own exhaustive switch.
    static func of(_ screen: ShopScreen, _ viewModel: WebViewModel) throws(NavigationError) -> WebScreen {
        switch screen {
        case .catalog: .catalog(try viewModel.typed())
        case .product(let productID): .product(productID, try viewModel.typed())
        case .cart: .cart(try viewModel.typed())
        case .checkout: .checkout(try viewModel.typed())
        case .signIn: .signIn(try viewModel.typed())
        case .orderConfirmation(let orderID): .orderConfirmation(orderID, try viewModel.typed())
        }
    }

    /// `count` items, for a sentence.
    private static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }

    /// A table of cart or order lines, with a control per line when `control` gives one.
    private static func table(_ lines: [CartLine], total: Price, control: (CartLine) -> HTML = { _ in HTML() }) -> HTML
    {
        var table: HTML = "<table>"
        for line in lines {
            table += "<tr><td>\(line.product.name)</td><td>× \(line.quantity)</td><td>\(line.total)</td>"
            table += "<td>\(control(line))</td></tr>"
        }
        table += "<tr><td><strong>Total</strong></td><td></td><td><strong>\(total)</strong></td></tr></table>"
        return table
    }

    static func catalog(_ model: any CatalogPresentable) -> WebScreen {
        WebScreen(title: "Catalog", model: model) { model, forms in
            var html = model.greeting.map { paragraph($0) } ?? HTML()
            html += "<table>"
            for product in model.products {
                html += "<tr><td>\(product.name)</td><td>\(product.price)</td><td>"
                html += forms.form("open", button: "View", value: String(product.id), style: "secondary")
                html += "</td></tr>"
            }
            html += "</table>"
            let user = model.user.map { "Signed in as \($0.name)." } ?? "Not signed in."
            return html
                + paragraph("Cart: \(items(model.itemsInCart)). \(user)")
                + forms.form("cart", button: "Cart")
                + (model.user == nil
                    ? forms.form("signIn", button: "Sign in", style: "secondary")
                    : forms.form("signOut", button: "Sign out", style: "secondary"))
        } act: { action, form, model in
            switch action {
            case "open":
                guard let id = form["value"].flatMap({ Int($0) }) else { return .unknown }
                model.openProduct(id: id)
            case "cart": model.openCart()
            case "signIn": model.signIn()
            case "signOut": model.signOut()
            default: return .unknown
            }
            return .done(message: model.message)
        }
    }

    static func product(_ productID: Int, _ model: any ProductPresentable) -> WebScreen {
        WebScreen(title: "Product \(productID)", model: model) { model, forms in
            paragraph("\(model.product.name), \(model.product.price)") + paragraph(model.product.summary)
                + paragraph("In your cart: \(model.quantityInCart).")
                + forms.form(
                    "add", button: "Add to cart",
                    fields: #"<label>Quantity <input type="number" name="quantity" value="1" min="1" max="99"></label>"#
                )
                + forms.form("cart", button: "Cart", style: "secondary")
        } act: { action, form, model in
            switch action {
            case "add":
                guard let quantity = Int(form["quantity"] ?? "1") else {
                    return .done(message: "The quantity must be a whole number.")
                }
                model.add(quantity: quantity)
            case "cart":
                model.openCart()
            default:
                return .unknown
            }
            return .done(message: model.message)
        }
    }

    static func cart(_ model: any CartPresentable) -> WebScreen {
        WebScreen(title: "Cart", model: model) { model, forms in
            guard !model.lines.isEmpty else {
                return paragraph("Your cart is empty.") + forms.form("checkout", button: "Check out")
            }
            return table(model.lines, total: model.total) { line in
                forms.form(
                    "set", button: "Set",
                    fields: #"<input type="number" name="quantity" value="\#(line.quantity)" min="1" max="99">"#,
                    value: String(line.product.id), style: "secondary")
                    + forms.form("remove", button: "Remove", value: String(line.product.id), style: "secondary")
            } + forms.form("checkout", button: "Check out")
        } act: { action, form, model in
            let productID = form["value"].flatMap { Int($0) }
            switch (action, productID) {
            case ("set", let id?):
                guard let quantity = Int(form["quantity"] ?? "") else {
                    return .done(message: "The quantity must be a whole number.")
                }
                model.setQuantity(quantity, of: id)
            case ("remove", let id?):
                model.remove(id)
            case ("checkout", _):
                model.checkout()
            default:
                return .unknown
            }
            return .done(message: model.message)
        }
    }

    static func checkout(_ model: any CheckoutPresentable) -> WebScreen {
        WebScreen(title: "Checkout", model: model) { model, forms in
            paragraph(model.user.map { "Ordering as \($0.name) (\($0.email))." } ?? "Nobody is signed in.")
                + table(model.lines, total: model.total) + forms.form("place", button: "Place the order")
        } act: { action, _, model in
            guard action == "place" else { return .unknown }
            model.placeOrder()
            return .done(message: model.message)
        }
    }

    static func signIn(_ model: any SignInPresentable) -> WebScreen {
        WebScreen(title: "Sign in", model: model, closesItself: true) { model, forms in
            paragraph("Sign in to continue (try ada@example.com and lovelace).")
                + forms.form(
                    "signIn", button: "Sign in",
                    fields: forms.input("email", label: "Email", value: model.email, type: "email")
                        + forms.input("password", label: "Password", type: "password"))
                + forms.form("cancel", button: "Cancel", style: "secondary")
        } act: { action, form, model in
            switch action {
            case "signIn":
                model.email = form["email"] ?? ""
                model.password = form["password"] ?? ""
                model.submit()
            case "cancel":
                model.cancel()
            default:
                return .unknown
            }
            return .done(message: model.message)
        }
    }

    static func orderConfirmation(_ orderID: Int, _ model: any OrderConfirmationPresentable) -> WebScreen {
        WebScreen(title: "Order \(orderID)", model: model) { model, forms in
            paragraph("Order \(model.order.id) is placed. Thank you, \(model.order.user.name)!")
                + table(model.order.lines, total: model.order.total) + forms.form("done", button: "Done")
        } act: { action, _, model in
            guard action == "done" else { return .unknown }
            model.done()
            return .done(message: model.message)
        }
    }
}
