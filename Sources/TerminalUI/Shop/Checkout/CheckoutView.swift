import Screens

extension TerminalView {
    /// The checkout, behind sign-in: who orders what.
    static func checkout(_ model: (any CheckoutPresentable)) -> TerminalView {
        TerminalView(title: "Checkout", model: model) { model in
            let buyer = model.user.map { "Ordering as \($0.name) (\($0.email))." } ?? "Nobody is signed in."
            return ([buyer] + lines(model.lines) + ["Total: \(model.total)"], ["place"])
        } handle: { line, model in
            guard line == "place" else { return .notHandled }
            model.placeOrder()
            return .handled(message: model.message)
        }
    }
}
