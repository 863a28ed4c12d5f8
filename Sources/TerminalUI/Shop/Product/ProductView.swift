import Screens

extension TerminalView {
    /// A product: its description and how many of it the cart holds.
    static func product(_ productID: Int, _ model: (any ProductPresentable)) -> TerminalView {
        TerminalView(title: "Product \(productID)", model: model) { model in
            (
                [
                    "\(model.product.name), \(model.product.price)", model.product.summary,
                    "In your cart: \(model.quantityInCart).",
                ],
                ["add [quantity]", "cart"]
            )
        } handle: { line, model in
            let words = words(line)
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
    }
}
