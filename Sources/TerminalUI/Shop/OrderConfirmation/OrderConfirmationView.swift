import Screens

extension TerminalView {
    /// An order's confirmation.
    static func orderConfirmation(_ orderID: Int, _ model: (any OrderConfirmationPresentable)) -> TerminalView {
        TerminalView(title: "Order \(orderID)", model: model) { model in
            (
                ["Order \(model.order.id) is placed. Thank you, \(model.order.user.name)!"]
                    + lines(model.order.lines) + ["Total: \(model.order.total)"],
                ["done"]
            )
        } handle: { line, model in
            guard line == "done" else { return .notHandled }
            model.done()
            return .handled(message: model.message)
        }
    }
}
