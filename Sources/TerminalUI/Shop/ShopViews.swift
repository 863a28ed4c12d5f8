import Navigation
import Screens

extension TerminalView {
    /// The view of a shop screen: the shop's own exhaustive switch, so a new shop screen is drawn in the shop's
    /// folder and nowhere else.
    ///
    /// - Parameters:
    ///   - screen: A shop screen.
    ///   - viewModel: The view model built for its entry.
    /// - Throws: ``NavigationError/viewModelTypeMismatch(entry:expected:built:)`` for a wiring mistake.
    public static func of(_ screen: ShopScreen, _ viewModel: EntryViewModel) throws(NavigationError) -> TerminalView {
        switch screen {
        case .catalog: .catalog(try viewModel.typed())
        case .product(let productID): .product(productID, try viewModel.typed())
        case .cart: .cart(try viewModel.typed())
        case .checkout: .checkout(try viewModel.typed())
        case .signIn: .signIn(try viewModel.typed())
        case .orderConfirmation(let orderID): .orderConfirmation(orderID, try viewModel.typed())
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
