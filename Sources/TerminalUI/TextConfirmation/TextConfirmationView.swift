import Screens

extension TerminalView {
    /// The confirmation screen: the confirmed text and its rating.
    static func textConfirmation(_ model: (any TextConfirmationPresentable)) -> TerminalView {
        TerminalView(title: "Confirmation", model: model) { model in
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
