import Navigation
import Screens

/// The terminal front end: draws the top screen of a coordinator and feeds it what the user types.
///
/// It holds no logic of its own beyond drawing: every action goes to a view model or to the coordinator.
/// It is a host in the sense of the article "Driving a UI": it draws each screen from its view model, typed
/// (``TerminalView/of(_:in:)``), and `back`, `close` and `home` are the user's own navigation — reported
/// with `userDid(_:)` when the coordinator allows it, and otherwise asked for as a request, which a guard may
/// refuse with its reason or redirect. With tabs, it draws a tab bar with the selected tab marked, and
/// `tab <name>` is the user tapping a tab.
@MainActor
public final class TerminalApp {
    /// The coordinator whose stack is drawn.
    public let coordinator: Coordinator<ControllersList>

    /// The text `--help` prints.
    public static let usage = """
        USAGE: demo [--open <link>] [--state <file>] [--fresh] [--help]

        A terminal front end for the headless screens. It draws the screen on top of the stack and reads
        one line at a time from standard input, typed or piped. It saves where you are as you go and comes
        back there on the next start (exit status 74 when the session could not be saved).

        OPTIONS:
          --open <link>   start at a deep link, such as 'demo://shop/product;productID=3',
                          'demo://textConfirmationScreen;text=hello' or 'demo://shop/cart'
                          (an invalid link is explained; the app starts at the first screen)
          --state <file>  where the session is saved and restored from
                          (default: $XDG_STATE_HOME or ~/.local/state, navigation-demo/state.json)
          --fresh         start at the first screen without restoring the saved session (which is
                          replaced only once you navigate)
          --help, -h      print this help

        COMMANDS ON EVERY SCREEN:
          back      go back to the previous screen; at the root of a modal flow, close it
          close     close the modal flow on top
          home      go back to the first screen, closing every modal flow
          open <link>  go to a deep link, such as open demo://shop/cart
          tab <name>   switch to a tab (start, text, shop or vip), each keeping its own stack;
                    the tab you are on goes back to its first screen
          help      list the commands
          quit      leave (so does the end of input)

        START:      text, shop or vip opens that part of the app

        TEXT:
          <text>    on the text input screen, confirm <text> (start it with \\ to confirm a command word;
                    spaces around a line are ignored)
          history   on the text input screen, list every confirmed text (asks for the PIN first)
          rate      on the confirmation screen, rate the text in a modal flow (1 to 5)

        SHOP:
          <number>  on the catalog, open that product; cart opens the cart; sign in, sign out
          add [n]   on a product, add it (n items) to the cart; cart opens the cart
          set <number> <n>, remove <number>, checkout   in the cart (checkout asks you to sign in first)
          <email> <password>   on the sign-in screen, sign in; cancel closes it
          place     on the checkout, place the order; done on its confirmation returns to the catalog

        CLEAN SWIFT (VIP):
          <message> on the home scene, send it to the detail scene
          profile [name]  on the home scene, open a user's profile (Aleksey unless told)

        EXAMPLE: printf 'text\\nhello\\nback\\n' | swift run demo --fresh
        """

    /// Creates the front end for `coordinator`.
    ///
    /// - Parameter coordinator: The app's coordinator.
    public init(coordinator: Coordinator<ControllersList>) {
        self.coordinator = coordinator
    }

    /// The breadcrumb of the state: every screen's title, root first, each modal flow in brackets
    /// (`Text input › Confirmation [Rating]`).
    public var breadcrumb: String {
        let stacks = coordinator.state.stacks.map { stack in
            stack.map { entry in (try? TerminalView.of(entry, in: coordinator))?.title ?? "\(entry)" }
                .joined(separator: " › ")
        }
        return ([stacks[0]] + stacks.dropFirst().map { "[\($0)]" }).joined(separator: " ")
    }

    /// The tab bar: every tab's name in order, the selected one in brackets (`Tabs: start · [shop] · vip`);
    /// `nil` when the app has no tabs.
    public var tabBar: String? {
        let state = coordinator.state
        guard !state.tabs.isEmpty else { return nil }
        let names = state.tabs.map { $0 == state.selectedTab ? "[\($0.name)]" : $0.name }
        return "Tabs: " + names.joined(separator: " · ")
    }

    /// The whole top screen as the terminal shows it.
    public func render() -> String {
        let drawing: ScreenDrawing
        do {
            drawing = try TerminalView.of(coordinator.top, in: coordinator).draw()
        } catch {
            drawing = ScreenDrawing(
                title: "\(coordinator.top)", lines: ["Cannot draw this screen: \(error)"], actions: [])
        }
        let globals = TerminalCommand.allCases.filter { command in
            switch command {
            case .back, .close, .home: userNavigation(command) != nil
            case .help, .quit: true
            }
        }
        let tabs = tabBar.map { [$0] } ?? []
        let actions =
            drawing.actions + (tabs.isEmpty ? [] : ["tab <name>"])
            + globals.map(\.rawValue).filter { !drawing.actions.contains($0) }
        return
            (["", "== \(drawing.title) =="] + tabs + ["Stack: \(breadcrumb)"] + drawing.lines + [
                "Actions: " + actions.joined(separator: " · ")
            ]).joined(separator: "\n")
    }

    /// Acts on one line the user typed.
    ///
    /// - Parameter line: What the user typed, without the line break.
    /// - Returns: What to print, and whether the app goes on.
    public func handle(_ line: String) -> TerminalReply {
        let line = line.trimmed()
        switch (try? TerminalView.of(coordinator.top, in: coordinator))?.handle(line) ?? .notHandled {
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
    ///   - afterEachLine: Runs after each line is handled, before its reply is printed (the demo saves the
    ///     session there); a line it returns is printed after the reply, as a problem (`! …`).
    public func run(
        readLine: () -> String?, write: (String) -> Void, echo: Bool, afterEachLine: () -> String? = { nil }
    ) {
        write(render() + "\n> ")
        while let line = readLine() {
            if echo { write(line + "\n") }
            let reply = handle(line)
            let problem = afterEachLine().map { "\n! " + $0 } ?? ""
            switch reply {
            case .proceed(let output):
                write(output + problem + "\n> ")
            case .quit(let output):
                write(output + problem + "\n")
                return
            }
        }
        write("\n")
    }

    /// What the user does with `command`: `back` as a back button, `close` the top modal flow, `home` back
    /// to the first screen; `nil` where it would change nothing.
    private func userNavigation(_ command: TerminalCommand) -> UserNavigation? {
        let state = coordinator.state
        let navigation: UserNavigation? =
            switch command {
            case .back: state.back
            case .close: state.modals.isEmpty ? nil : .dismissed(flow: state.active[0].id)
            case .home: .wentBack(to: state.root.id)
            case .help, .quit: nil
            }
        return navigation.flatMap { (try? state.request(for: $0)) != nil ? $0 : nil }
    }

    /// Does what the user asked with `command`: as the user's own navigation when the coordinator allows it,
    /// otherwise as the request the app would make, which a guard may refuse with its reason or redirect.
    private func navigate(_ command: TerminalCommand) throws(NavigationError) {
        guard let navigation = userNavigation(command) else {
            throw command == .close ? .noModalToDismiss : .cannotPopRoot
        }
        try coordinator.userAsked(navigation)
    }

    /// The user tapped the tab `name`: another tab is selected as it was left; the selected one goes back to
    /// its root, as a tab bar does.
    private func selectTab(named name: String) -> TerminalReply {
        let state = coordinator.state
        let names = state.tabs.map(\.name).joined(separator: ", ")
        guard !state.tabs.isEmpty else { return .proceed("! This app has no tabs.") }
        guard !name.isEmpty else { return .proceed("! Say which tab: \(names).") }
        guard let tab = AppTab(rawValue: name).map(AnyNavigationTab.init), state.tabs.contains(tab) else {
            return .proceed("! No tab is named \"\(name)\". Tabs: \(names).")
        }
        do {
            try coordinator.userAsked(tab == state.selectedTab ? .wentBack(to: state.root.id) : .selectedTab(tab))
            return .proceed(render())
        } catch {
            return .proceed("! " + error.description)
        }
    }

    private func handleGlobal(_ line: String) -> TerminalReply {
        if let tab = TerminalCommand.tab(in: line) {
            return selectTab(named: tab)
        }
        if let link = TerminalCommand.link(in: line) {
            do {
                try coordinator.open(link: link, using: ControllersList.links)
                return .proceed(render())
            } catch {
                return .proceed("! " + error.description)
            }
        }
        guard let command = TerminalCommand(line) else {
            return .proceed("! Unknown command \"\(line)\" here. Type help for the commands.")
        }
        switch command {
        case .back, .close, .home:
            do {
                try navigate(command)
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
