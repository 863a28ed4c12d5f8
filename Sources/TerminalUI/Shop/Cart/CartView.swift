import Screens

extension TerminalView {
    /// The cart, a modal flow: its lines, quantities and total.
    static func cart(_ model: (any CartPresentable)) -> TerminalView {
        TerminalView(title: "Cart", model: model) { model in
            guard !model.lines.isEmpty else { return (["Your cart is empty."], []) }
            return (
                lines(model.lines) + ["Total: \(model.total)"],
                ["set <number> <quantity>", "remove <number>", "checkout"]
            )
        } handle: { line, model in
            let words = words(line)
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
    }
}
