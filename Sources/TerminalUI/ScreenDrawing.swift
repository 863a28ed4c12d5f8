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
}

/// What a screen did with a line the user typed.
public enum ScreenInput: Equatable, Sendable {
    /// The screen acted on the line; `message` explains why it did not go through, if it did not.
    case handled(message: String?)
    /// The line is not one of the screen's actions.
    case notHandled

    /// The text a screen that reads free text takes from `line`: `nil` for a global command (which the app
    /// handles), the line without its backslash for an escaped command word (`\back` is the text "back").
    ///
    /// - Parameter line: What the user typed.
    static func freeText(_ line: String) -> String? {
        guard !TerminalCommand.isGlobal(line) else { return nil }
        return line.hasPrefix("\\") ? String(line.dropFirst()) : line
    }
}
