import Assembly
import Screens
import TerminalUI
import Testing

@MainActor
struct TerminalAppTests {
    func makeApp() throws -> TerminalApp {
        let scope = AppScope(textHistory: InMemoryTextHistory())
        return TerminalApp(coordinator: try RootAssembly(scope: scope).makeCoordinator())
    }

    /// Runs `lines` through the app as piped input and returns everything it printed.
    func transcript(_ lines: [String]) throws -> String {
        let app = try makeApp()
        var input = lines[...]
        var output = ""
        app.run(readLine: { input.popFirst() }, write: { output += $0 }, echo: true)
        return output
    }

    @Test func drawsTheInputScreenWithTitleActionsAndBreadcrumb() throws {
        let app = try makeApp()
        #expect(
            app.render() == """

                == Text input ==
                Stack: Text input
                Type a text and press Return to confirm it.
                Actions: <text> confirm it · help · quit
                """)
    }

    @Test func drawsTheConfirmationScreenWithTheText() throws {
        let app = try makeApp()
        _ = app.handle("hello")
        #expect(
            app.render() == """

                == Confirmation ==
                Stack: Text input › Confirmation
                You confirmed: "hello"
                Actions: back · help · quit
                """)
        #expect(app.breadcrumb == "Text input › Confirmation")
    }

    @Test func everyScreenHasATitle() {
        #expect(ScreenRenderer.title(of: .textInputScreen) == "Text input")
        #expect(ScreenRenderer.title(of: .textConfirmationScreen(text: "x")) == "Confirmation")
    }

    @Test func aViewModelOfTheWrongTypeIsReportedNotCrashed() {
        let drawing = ScreenRenderer.draw(.textInputScreen, viewModel: InMemoryTextHistory())
        #expect(
            drawing.lines == [
                "Cannot draw this screen: its view model InMemoryTextHistory is not TextInputPresentable."
            ])
    }

    @Test func theScriptedSessionShowsInputConfirmationAndInputAgain() throws {
        let output = try transcript(["hello", "back"])
        let titles = output.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(titles == ["== Text input ==", "== Confirmation ==", "== Text input =="])
        #expect(output.contains("You confirmed: \"hello\""))
        #expect(output.contains("Recent: \"hello\""))
        #expect(
            output.hasSuffix(
                "> back\n\n== Text input ==\nStack: Text input\nType a text and press Return to confirm it.\nRecent: \"hello\"\nActions: <text> confirm it · help · quit\n> \n"
            ))
    }

    @Test(arguments: [
        ("", "! Type some text before confirming."),
        ("   ", "! Type some text before confirming."),
        ("back", "! Cannot go back: this is the first screen."),
    ])
    func badInputOnTheInputScreenGetsOneLineAndTheAppGoesOn(line: String, reply: String) throws {
        let app = try makeApp()
        #expect(app.handle(line) == .proceed(reply))
        #expect(app.coordinator.state.screens == [.textInputScreen])
    }

    @Test func anUnknownCommandOnTheConfirmationScreenGetsOneLine() throws {
        let app = try makeApp()
        _ = app.handle("hello")
        #expect(app.handle("dance") == .proceed("! Unknown command \"dance\" here. Type help for the commands."))
        #expect(app.coordinator.state.count == 2)
    }

    @Test func aBackslashConfirmsACommandWordAsText() throws {
        let app = try makeApp()
        _ = app.handle("\\back")
        #expect(app.coordinator.state.screens == [.textInputScreen, .textConfirmationScreen(text: "back")])
    }

    @Test func helpListsTheCommandsAndQuitEnds() throws {
        let app = try makeApp()
        #expect(app.handle("help") == .proceed(TerminalApp.usage))
        #expect(app.handle("quit") == .quit("Bye."))
        #expect(app.handle("exit") == .quit("Bye."))
    }

    @Test func quitStopsReadingInput() throws {
        let output = try transcript(["quit", "hello"])
        #expect(output.hasSuffix("> quit\nBye.\n"))
        #expect(!output.contains("Confirmation"))
    }
}
