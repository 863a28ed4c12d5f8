import Screens

extension TerminalView {
    /// The start screen: the three parts of the example app.
    static func start(_ model: (any StartPresentable)) -> TerminalView {
        TerminalView(title: "Start", model: model) { model in
            (
                ["Choose what to try:"] + model.choices.map { "  \($0.rawValue.padded(to: 5)) \(describe($0))" },
                model.choices.map(\.rawValue)
            )
        } handle: { line, model in
            guard let choice = StartChoice(rawValue: line) else { return .notHandled }
            model.choose(choice)
            return .handled(message: model.message)
        }
    }

    private static func describe(_ choice: StartChoice) -> String {
        switch choice {
        case .text: "the seed's text input and confirmation, a rating, a history behind a PIN"
        case .shop: "a small shop: catalog, cart, checkout behind sign-in"
        case .cleanSwift: "the Clean Swift scenes: home → detail with a message, a user profile"
        }
    }
}
