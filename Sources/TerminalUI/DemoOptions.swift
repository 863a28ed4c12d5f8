/// What the demo was asked to do on its command line.
public struct DemoOptions: Equatable, Sendable {
    /// A deep link to start at (`--open`), instead of the saved state.
    public var link: String?
    /// Where the session is saved as it changes and restored from on start (`--state`).
    public var statePath: String
    /// Whether to start at the first screen without reading the saved session, which is then replaced only once
    /// the user navigates (`--fresh`).
    public var fresh = false
    /// Whether to print the usage and leave (`--help`, `-h`).
    public var showsHelp = false

    /// Reads the options from the command line.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program's name.
    ///   - environment: The environment, for the default state path.
    /// - Throws: ``DemoOptionsError`` for an unknown argument or an option without its value.
    public init(arguments: [String], environment: [String: String]) throws(DemoOptionsError) {
        statePath = Self.defaultStatePath(environment: environment)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                showsHelp = true
            case "--fresh":
                fresh = true
            case "--open", "--state":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw DemoOptionsError(message: "\(argument) needs a value")
                }
                if argument == "--open" { link = value } else { statePath = value }
            default:
                throw DemoOptionsError(message: "unknown argument '\(argument)'")
            }
        }
    }

    /// Where the state is saved unless `--state` says otherwise: `$XDG_STATE_HOME/navigation-demo/state.json`,
    /// else `$HOME/.local/state/navigation-demo/state.json`, else `navigation-demo-state.json` in the current
    /// directory.
    ///
    /// - Parameter environment: The environment variables.
    public static func defaultStatePath(environment: [String: String]) -> String {
        if let stateHome = environment["XDG_STATE_HOME"], !stateHome.isEmpty {
            return stateHome + "/navigation-demo/state.json"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return home + "/.local/state/navigation-demo/state.json"
        }
        return "navigation-demo-state.json"
    }
}

/// A command line the demo does not understand.
public struct DemoOptionsError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one line.
    public let message: String

    /// Creates the error.
    ///
    /// - Parameter message: What is wrong, in one line.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
