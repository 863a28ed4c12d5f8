import Navigation
import Screens

/// The terminal front end: draws the top screen of a coordinator and feeds it what the user types.
///
/// It holds no logic of its own beyond drawing: every action goes to a view model or to the coordinator.
@MainActor
public final class TerminalApp {
    /// The coordinator whose stack is drawn.
    public let coordinator: Coordinator<ControllersList>

    /// The text `--help` prints.
    public static let usage = """
        USAGE: demo [--help]

        A terminal front end for the headless screens. It draws the screen on top of the stack and reads
        one line at a time from standard input, typed or piped:

          <text>    on the text input screen, confirm <text> (start it with \\ to confirm a command word;
                    spaces around a line are ignored)
          back      go back to the previous screen
          help      list the commands
          quit      leave (so does the end of input)

        EXAMPLE: printf 'hello\\nback\\n' | swift run demo
        """

    /// Creates the front end for `coordinator`.
    ///
    /// - Parameter coordinator: The app's coordinator.
    public init(coordinator: Coordinator<ControllersList>) {
        self.coordinator = coordinator
    }

    /// The breadcrumb of the stack: every screen's title, root first (`Text input › Confirmation`).
    public var breadcrumb: String {
        coordinator.state.screens.map(ScreenRenderer.title(of:)).joined(separator: " › ")
    }

    /// The whole top screen as the terminal shows it.
    public func render() -> String {
        let drawing = ScreenRenderer.draw(coordinator.top.screen, viewModel: coordinator.topViewModel)
        let globals = TerminalCommand.allCases.filter { $0 != .back || coordinator.state.count > 1 }
        let actions = drawing.actions + globals.map(\.rawValue).filter { !drawing.actions.contains($0) }
        return
            (["", "== \(drawing.title) ==", "Stack: \(breadcrumb)"] + drawing.lines + [
                "Actions: " + actions.joined(separator: " · ")
            ]).joined(separator: "\n")
    }

    /// Acts on one line the user typed.
    ///
    /// - Parameter line: What the user typed, without the line break.
    /// - Returns: What to print, and whether the app goes on.
    public func handle(_ line: String) -> TerminalReply {
        let line = line.trimmingWhitespace()
        switch ScreenRenderer.handle(line, on: coordinator.top.screen, viewModel: coordinator.topViewModel) {
        case .handled(let message?):
            return .proceed("! " + message)
        case .handled(nil):
            return .proceed(render())
        case .notHandled:
            return handleGlobal(line)
        }
    }

    /// Runs the app until the user quits or the input ends.
    ///
    /// - Parameters:
    ///   - readLine: Returns the next line the user typed, or `nil` at the end of input.
    ///   - write: Prints text; it adds no line break.
    ///   - echo: `true` to print each line read, so that a transcript of piped input reads as a session.
    public func run(readLine: () -> String?, write: (String) -> Void, echo: Bool) {
        write(render() + "\n> ")
        while let line = readLine() {
            if echo { write(line + "\n") }
            switch handle(line) {
            case .proceed(let output):
                write(output + "\n> ")
            case .quit(let output):
                write(output + "\n")
                return
            }
        }
        write("\n")
    }

    private func handleGlobal(_ line: String) -> TerminalReply {
        guard let command = TerminalCommand(line) else {
            return .proceed("! Unknown command \"\(line)\" here. Type help for the commands.")
        }
        switch command {
        case .back:
            do {
                try coordinator.pop()
                return .proceed(render())
            } catch {
                return .proceed("! " + error.description)
            }
        case .help:
            return .proceed(Self.usage)
        case .quit:
            return .quit("Bye.")
        }
    }
}

/// What the terminal prints after a line, and whether the app goes on.
public enum TerminalReply: Equatable, Sendable {
    /// Print the text and read the next line.
    case proceed(String)
    /// Print the text and leave.
    case quit(String)
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
