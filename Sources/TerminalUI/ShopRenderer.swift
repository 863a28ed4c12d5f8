import Screens

/// Draws each screen of the shop and turns what the user types into its actions; its switches are
/// exhaustive over ``ShopScreen``, so a new shop screen is drawn here and nowhere else.
@MainActor
public enum ShopRenderer {
    /// The demo account, shown on the sign-in screen.
    static let demoCredentials = "\(InMemorySession.sampleAccount.user.email) \(InMemorySession.sampleAccount.password)"

    /// The title of `screen`, as the breadcrumb shows it.
    ///
    /// - Parameter screen: A shop screen.
    public static func title(of screen: ShopScreen) -> String {
        switch screen {
        case .catalog: "Catalog"
        case .product(let productID): "Product \(productID)"
        case .cart: "Cart"
        case .checkout: "Checkout"
        case .signIn: "Sign in"
        case .orderConfirmation(let orderID): "Order \(orderID)"
        }
    }

    /// Draws `screen` from its view model.
    ///
    /// - Parameters:
    ///   - screen: The shop screen on top.
    ///   - viewModel: The view model the coordinator built for it.
    public static func draw(_ screen: ShopScreen, viewModel: AnyObject) -> ScreenDrawing {
        let title = title(of: screen)
        switch screen {
        case .catalog:
            return .of(title, viewModel, as: (any CatalogPresentable).self) { model in
                let products = model.products.map {
                    "  \(String($0.id).padded(to: 3))\($0.name.padded(to: 14)) \($0.price)"
                }
                let user = model.user.map { "Signed in as \($0.name)." } ?? "Not signed in."
                let account = model.user == nil ? "sign in" : "sign out"
                return (
                    (model.greeting.map { [$0] } ?? []) + products + ["Cart: \(items(model.itemsInCart)). \(user)"],
                    ["<number> open a product", "cart", account]
                )
            }
        case .product:
            return .of(title, viewModel, as: (any ProductPresentable).self) { model in
                (
                    [
                        "\(model.product.name), \(model.product.price)", model.product.summary,
                        "In your cart: \(model.quantityInCart).",
                    ],
                    ["add [quantity]", "cart"]
                )
            }
        case .cart:
            return .of(title, viewModel, as: (any CartPresentable).self) { model in
                guard !model.lines.isEmpty else { return (["Your cart is empty."], []) }
                return (
                    lines(model.lines) + ["Total: \(model.total)"],
                    ["set <number> <quantity>", "remove <number>", "checkout"]
                )
            }
        case .checkout:
            return .of(title, viewModel, as: (any CheckoutPresentable).self) { model in
                let buyer = model.user.map { "Ordering as \($0.name) (\($0.email))." } ?? "Nobody is signed in."
                return ([buyer] + lines(model.lines) + ["Total: \(model.total)"], ["place"])
            }
        case .signIn:
            return .of(title, viewModel, as: (any SignInPresentable).self) { _ in
                (
                    ["Sign in with your email and password (in this demo: \(demoCredentials))."],
                    ["<email> <password> sign in", "cancel"]
                )
            }
        case .orderConfirmation:
            return .of(title, viewModel, as: (any OrderConfirmationPresentable).self) { model in
                (
                    ["Order \(model.order.id) is placed. Thank you, \(model.order.user.name)!"]
                        + lines(model.order.lines) + ["Total: \(model.order.total)"],
                    ["done"]
                )
            }
        }
    }

    /// Lets the shop screen on top act on a line the user typed.
    ///
    /// - Parameters:
    ///   - line: What the user typed.
    ///   - screen: The shop screen on top.
    ///   - viewModel: The view model the coordinator built for it.
    /// - Returns: What the screen did with the line.
    public static func handle(_ line: String, on screen: ShopScreen, viewModel: AnyObject) -> ScreenInput {
        let words = line.split(separator: " ").map(String.init)
        switch screen {
        case .catalog:
            return .on(viewModel, as: (any CatalogPresentable).self) { model in
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
        case .product:
            return .on(viewModel, as: (any ProductPresentable).self) { model in
                switch words.first {
                case "cart":
                    model.openCart()
                case "add":
                    guard words.count <= 2, let quantity = words.count == 2 ? Int(words[1]) : 1 else {
                        return .handled(message: "Type add, or add and a quantity, such as add 2.")
                    }
                    model.add(quantity: quantity)
                default:
                    return .notHandled
                }
                return .handled(message: model.message)
            }
        case .cart:
            return .on(viewModel, as: (any CartPresentable).self) { model in
                switch words.first {
                case "checkout":
                    model.checkout()
                case "set":
                    guard words.count == 3, let id = Int(words[1]), let quantity = Int(words[2]) else {
                        return .handled(message: "Type set, a product number and a quantity, such as set 1 3.")
                    }
                    model.setQuantity(quantity, of: id)
                case "remove":
                    guard words.count == 2, let id = Int(words[1]) else {
                        return .handled(message: "Type remove and a product number, such as remove 1.")
                    }
                    model.remove(id)
                default:
                    return .notHandled
                }
                return .handled(message: model.message)
            }
        case .checkout:
            return .on(viewModel, as: (any CheckoutPresentable).self) { model in
                guard line == "place" else { return .notHandled }
                model.placeOrder()
                return .handled(message: model.message)
            }
        case .signIn:
            return .on(viewModel, as: (any SignInPresentable).self) { model in
                if line == "cancel" {
                    model.cancel()
                    return .handled(message: model.message)
                }
                guard ScreenInput.freeText(line) != nil else { return .notHandled }
                guard words.count == 2 else {
                    return .handled(message: "Type your email and your password, separated by a space.")
                }
                model.email = words[0]
                model.password = words[1]
                model.submit()
                return .handled(message: model.message)
            }
        case .orderConfirmation:
            return .on(viewModel, as: (any OrderConfirmationPresentable).self) { model in
                guard line == "done" else { return .notHandled }
                model.done()
                return .handled(message: model.message)
            }
        }
    }

    private static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }

    private static func lines(_ lines: [CartLine]) -> [String] {
        lines.map { line in
            "  \(String(line.product.id).padded(to: 3))\(line.product.name.padded(to: 14)) × \(line.quantity)  \(line.total)"
        }
    }
}
