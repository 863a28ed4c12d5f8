import Screens

extension TerminalView {
    /// The view of a shop screen: the shop's own exhaustive switch, so a new shop screen is drawn in the shop's
    /// folder and nowhere else.
    ///
    /// - Parameter screen: A shop screen.
    public static func of(_ screen: ShopScreen) -> TerminalView {
        switch screen {
        case .catalog: .catalog()
        case .product(let productID): .product(productID)
        case .cart: .cart()
        case .checkout: .checkout()
        case .signIn: .signIn()
        case .orderConfirmation(let orderID): .orderConfirmation(orderID)
        }
    }

    /// The words of a line the user typed, for commands that take arguments (`set 1 3`).
    static func words(_ line: String) -> [String] {
        line.split(separator: " ").map(String.init)
    }

    /// `count` items, for a sentence.
    static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }

    /// The lines of a cart or an order, one product each.
    static func lines(_ lines: [CartLine]) -> [String] {
        lines.map { line in
            "  \(String(line.product.id).padded(to: 3))\(line.product.name.padded(to: 14)) × \(line.quantity)  \(line.total)"
        }
    }
}
