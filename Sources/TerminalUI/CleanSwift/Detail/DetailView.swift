import Screens

extension TerminalView {
    /// The VIP detail scene: the message home sent, in its case.
    static func detail(_ model: DetailViewState) -> TerminalView {
        TerminalView(title: "VIP detail", model: model) { display in
            guard let message = display.message else { return (["Loading…"], []) }
            return (["Message from home: \(message.quote)", "It has \(message.length)."], [])
        }
    }
}
