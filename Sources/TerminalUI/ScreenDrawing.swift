/// What the terminal shows of one screen: its title, its content and the actions it offers.
public struct ScreenDrawing: Equatable, Sendable {
    /// The screen's title.
    public var title: String
    /// The content, one line each.
    public var lines: [String]
    /// The actions the screen offers, as the user types them.
    public var actions: [String]

    /// Creates a drawing.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - lines: The content, one line each.
    ///   - actions: The actions the screen offers.
    public init(title: String, lines: [String], actions: [String]) {
        self.title = title
        self.lines = lines
        self.actions = actions
    }

    /// Draws `viewModel` as a `Model` with `draw`; a view model of another type — a wiring mistake — is drawn
    /// as a line that says so, rather than stopping the app.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - viewModel: The view model the coordinator built.
    ///   - model: The protocol the screen is drawn from, such as `(any CartPresentable).self`.
    ///   - draw: The content and the actions, from the view model.
    static func of<Model>(
        _ title: String,
        _ viewModel: AnyObject,
        as model: Model.Type,
        _ draw: (Model) -> (lines: [String], actions: [String])
    ) -> ScreenDrawing {
        guard let typed = viewModel as? Model else {
            return ScreenDrawing(
                title: title,
                lines: ["Cannot draw this screen: its view model \(type(of: viewModel)) is not \(Model.self)."],
                actions: []
            )
        }
        let (lines, actions) = draw(typed)
        return ScreenDrawing(title: title, lines: lines, actions: actions)
    }
}

/// What a screen did with a line the user typed.
public enum ScreenInput: Equatable, Sendable {
    /// The screen acted on the line; `message` explains why it did not go through, if it did not.
    case handled(message: String?)
    /// The line is not one of the screen's actions.
    case notHandled

    /// Lets `viewModel`, as a `Model`, act on a line with `act`; a view model of another type handles nothing.
    ///
    /// - Parameters:
    ///   - viewModel: The view model the coordinator built.
    ///   - model: The protocol the screen acts through.
    ///   - act: What the screen does with the line.
    static func on<Model>(_ viewModel: AnyObject, as model: Model.Type, _ act: (Model) -> ScreenInput) -> ScreenInput {
        guard let typed = viewModel as? Model else { return .notHandled }
        return act(typed)
    }

    /// The text a screen that reads free text takes from `line`: `nil` for a global command (which the app
    /// handles), the line without its backslash for an escaped command word (`\back` is the text "back").
    ///
    /// - Parameter line: What the user typed.
    static func freeText(_ line: String) -> String? {
        guard !TerminalCommand.isGlobal(line) else { return nil }
        return line.hasPrefix("\\") ? String(line.dropFirst()) : line
    }
}
