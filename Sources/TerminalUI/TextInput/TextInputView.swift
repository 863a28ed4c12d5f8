import Screens

extension TerminalView {
    /// The text input screen: type a text to confirm it.
    static func textInput(_ model: (any TextInputPresentable)) -> TerminalView {
        TerminalView(title: "Text input", model: model) { model in
            var lines = ["Type a text and press Return to confirm it."]
            if !model.recentTexts.isEmpty {
                lines.append("Recent: " + model.recentTexts.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            return (lines, ["<text> confirm it", "history"])
        } handle: { line, model in
            guard let text = ScreenInput.freeText(line) else { return .notHandled }
            if line == "history" {
                model.showHistory()
            } else {
                model.text = text
                model.confirm()
            }
            return .handled(message: model.message)
        }
    }
}
