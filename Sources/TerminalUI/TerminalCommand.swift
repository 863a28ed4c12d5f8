import Screens

/// The commands the terminal front end understands on every screen.
public enum TerminalCommand: String, CaseIterable, Sendable {
    /// Go back to the previous screen; at the root of a modal flow, close the flow.
    case back
    /// Close the modal flow on top, with everything in it.
    case close
    /// Go back to the first screen, closing every modal flow.
    case home
    /// List the commands.
    case help
    /// Leave the app.
    case quit

    /// Tells whether `line` is one of the global commands (`exit` counts as `quit`), or `open <link>`.
    ///
    /// - Parameter line: What the user typed.
    public static func isGlobal(_ line: String) -> Bool {
        TerminalCommand(line) != nil || link(in: line) != nil || tab(in: line) != nil
    }

    /// The tab's name of a `tab <name>` line (empty for `tab` alone), or `nil` for any other line.
    ///
    /// - Parameter line: What the user typed.
    public static func tab(in line: String) -> String? {
        if line == "tab" { return "" }
        guard line.hasPrefix("tab ") else { return nil }
        return String(line.dropFirst(4)).trimmed()
    }

    /// The link of an `open <link>` line, or `nil` for any other line.
    ///
    /// - Parameter line: What the user typed.
    public static func link(in line: String) -> String? {
        guard line.hasPrefix("open ") else { return nil }
        return String(line.dropFirst(5)).trimmed()
    }

    /// Reads a global command from `line`, or returns `nil`.
    ///
    /// - Parameter line: What the user typed.
    public init?(_ line: String) {
        if line == "exit" {
            self = .quit
        } else {
            self.init(rawValue: line)
        }
    }
}
