import Screens

extension TerminalView {
    /// The unlock screen, opened by the PIN guard for a result.
    static func unlock(_ model: (any UnlockPresentable)) -> TerminalView {
        TerminalView(title: "Unlock", model: model) { model in
            (["The next screen needs the PIN\(model.hint.map { " (\($0))" } ?? "")."], ["<pin> unlock"])
        } handle: { line, model in
            guard let pin = ScreenInput.freeText(line) else { return .notHandled }
            model.submit(pin: pin)
            return .handled(message: model.message)
        }
    }
}
