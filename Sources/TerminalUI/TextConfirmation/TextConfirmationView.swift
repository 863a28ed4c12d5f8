import Screens

extension TerminalView {
    /// The confirmation screen: the confirmed text and its rating.
    static func textConfirmation() -> TerminalView {
        TerminalView(title: "Confirmation", model: (any TextConfirmationPresentable).self) { model in
            (
                ["You confirmed: \"\(model.text)\"", model.rating.map { "Rating: \($0)/5" } ?? "Not rated yet."],
                ["rate"]
            )
        } handle: { line, model in
            switch line {
            case "back": model.goBack()
            case "rate": model.rate()
            default: return .notHandled
            }
            return .handled(message: model.message)
        }
    }
}
