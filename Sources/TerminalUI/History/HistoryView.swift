import Screens

extension TerminalView {
    /// The history screen: every confirmed text.
    static func history(_ model: (any HistoryPresentable)) -> TerminalView {
        TerminalView(title: "History", model: model) { model in
            let lines = model.texts.isEmpty ? ["No text confirmed yet."] : model.texts.map { "- \"\($0)\"" }
            return (["Every confirmed text:"] + lines, [])
        }
    }
}
