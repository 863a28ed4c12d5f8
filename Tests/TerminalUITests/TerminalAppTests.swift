import Assembly
import Navigation
import Screens
import TerminalUI
import Testing

@MainActor
struct TerminalAppTests {
    /// The app over a scope of its own, on the text flow's first screen unless told otherwise.
    func makeApp(root: ControllersList = .textInputScreen) throws -> TerminalApp {
        let scope = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000"))
        return TerminalApp(coordinator: try RootAssembly(scope: scope).makeCoordinator(root: root))
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
                Actions: <text> confirm it · history · help · quit
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
                Not rated yet.
                Actions: rate · back · home · help · quit
                """)
        #expect(app.breadcrumb == "Text input › Confirmation")
    }

    @Test func everyScreenHasATitle() throws {
        let screens: [ControllersList] = [
            .startScreen, .textInputScreen, .textConfirmationScreen(text: "x"), .ratingScreen(text: "x"),
            .textHistoryScreen, .unlockScreen, .shop(.catalog), .shop(.product(productID: 3)), .shop(.cart),
            .shop(.checkout), .shop(.signIn), .cleanSwift(.home),
            .cleanSwift(.detail(message: "x")), .cleanSwift(.profile(userName: "x")),
        ]
        #expect(
            try screens.map { screen in
                let coordinator = try makeApp(root: screen).coordinator
                return try TerminalView.of(coordinator.top, in: coordinator).title
            } == [
                "Start", "Text input", "Confirmation", "Rating", "History", "Unlock", "Catalog", "Product 3", "Cart",
                "Checkout", "Sign in", "VIP home", "VIP detail", "VIP profile",
            ])
    }

    @Test func theAppStartsOnTheStartScreenWhichOpensEachPart() throws {
        let app = try makeApp(root: .startScreen)
        #expect(
            app.render() == """

                == Start ==
                Stack: Start
                Choose what to try:
                  text  the seed's text input and confirmation, a rating, a history behind a PIN
                  shop  a small shop: catalog, cart, checkout behind sign-in
                  vip   the Clean Swift scenes: home → detail with a message, a user profile
                Actions: text · shop · vip · help · quit
                """)
        for (choice, breadcrumb) in [
            ("text", "Start › Text input"), ("shop", "Start › Catalog"), ("vip", "Start › VIP home"),
        ] {
            _ = app.handle(choice)
            #expect(app.breadcrumb == breadcrumb)
            _ = app.handle("back")
        }
        #expect(app.handle("cooking") == .proceed("! Unknown command \"cooking\" here. Type help for the commands."))
    }

    @Test func aRatingIsOpenedInAModalShownInTheBreadcrumbAndReturned() throws {
        let app = try makeApp()
        _ = app.handle("hello")
        _ = app.handle("rate")
        #expect(app.breadcrumb == "Text input › Confirmation [Rating]")
        #expect(app.handle("9") == .proceed("! A rating is a whole number from 1 to 5."))
        guard case .proceed(let screen) = app.handle("4") else {
            Issue.record("expected to proceed")
            return
        }
        #expect(screen.contains("Rating: 4/5"))
        #expect(app.breadcrumb == "Text input › Confirmation")
    }

    @Test func closeAndBackAtAModalRootDismissIt() throws {
        let app = try makeApp()
        _ = app.handle("hello")
        _ = app.handle("rate")
        _ = app.handle("close")
        #expect(app.breadcrumb == "Text input › Confirmation")
        _ = app.handle("rate")
        _ = app.handle("back")
        #expect(app.breadcrumb == "Text input › Confirmation")
        #expect(app.handle("close") == .proceed("! Nothing to close: no modal flow is open."))
    }

    @Test func homeReturnsToTheFirstScreenFromAModal() throws {
        let app = try makeApp()
        _ = app.handle("hello")
        _ = app.handle("rate")
        _ = app.handle("home")
        #expect(app.breadcrumb == "Text input")
    }

    @Test func theHistoryAsksForThePINFirstThenOpens() throws {
        let app = try makeApp()
        _ = app.handle("hello")
        _ = app.handle("back")
        _ = app.handle("history")
        #expect(app.breadcrumb == "Text input [Unlock]")
        #expect(app.handle("1") == .proceed("! Wrong PIN. Try again, or close to give up."))
        _ = app.handle("0000")
        #expect(app.breadcrumb == "Text input › History")
        #expect(app.render().contains("- \"hello\""))
    }

    @Test func backCloseAndHomeAreTheUsersOwnNavigation() throws {
        let app = try makeApp(root: .startScreen)
        var causes: [String] = []
        app.coordinator.observeEvents { event in
            if case .changed(_, .user(let navigation)) = event { causes.append("\(navigation)") }
        }
        for line in ["text", "hello", "rate"] { _ = app.handle(line) }
        #expect(app.breadcrumb == "Start › Text input › Confirmation [Rating]")
        _ = app.handle("close")
        #expect(app.breadcrumb == "Start › Text input › Confirmation")
        _ = app.handle("home")
        #expect(app.breadcrumb == "Start")
        _ = app.handle("text")
        _ = app.handle("back")
        #expect(app.breadcrumb == "Start")
        #expect(causes == ["dismissed the flow of #3", "went back to #0", "went back to #0"])
    }

    @Test func aGuardThatRefusesGoingBackIsAskedAndItsReasonShown() throws {
        let app = try makeApp(root: .startScreen)
        _ = app.handle("text")
        app.coordinator.addGuard { request, _ in request == .goBack ? .refuse(reason: "the text is not saved") : .allow
        }
        #expect(app.handle("back") == .proceed("! Not allowed: the text is not saved"))
        #expect(app.breadcrumb == "Start › Text input")
    }

    /// Builds a text history for every screen: the wiring mistake of an Assembly that builds the wrong type.
    struct MiswiredAssemblies: AssemblyProvider {
        struct HistoryAssembly: Assembly {
            func build() -> InMemoryTextHistory { InMemoryTextHistory() }
        }

        func viewModel(for screen: ControllersList, coordination: any Coordination<ControllersList>) throws
            -> BuiltViewModel
        {
            try HistoryAssembly().built()
        }
    }

    @Test func aViewModelOfTheWrongTypeIsReportedNotCrashed() throws {
        let app = TerminalApp(coordinator: try Coordinator(root: .textInputScreen, assemblies: MiswiredAssemblies()))
        #expect(
            app.render().contains(
                "Cannot draw this screen: The view model of screen #0 is of type InMemoryTextHistory; "
                    + "the UI expects TextInputPresentable."))
        #expect(app.handle("hello") == .proceed("! Unknown command \"hello\" here. Type help for the commands."))
    }

    @Test func theScriptedSessionShowsInputConfirmationAndInputAgain() throws {
        let output = try transcript(["hello", "back"])
        let titles = output.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(titles == ["== Text input ==", "== Confirmation ==", "== Text input =="])
        #expect(output.contains("You confirmed: \"hello\""))
        #expect(output.contains("Recent: \"hello\""))
        #expect(
            output.hasSuffix(
                "> back\n\n== Text input ==\nStack: Text input\nType a text and press Return to confirm it.\nRecent: \"hello\"\nActions: <text> confirm it · history · help · quit\n> \n"
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

@MainActor
struct OpenCommandTests {
    @Test func openGoesToADeepLinkAndExplainsABadOne() throws {
        let scope = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000"))
        let app = TerminalApp(coordinator: try RootAssembly(scope: scope).makeCoordinator())
        guard case .proceed(let screen) = app.handle("open demo://textConfirmationScreen;text=hi%20there") else {
            Issue.record("the app quit")
            return
        }
        #expect(screen.contains("Stack: Start › Text input › Confirmation"))
        #expect(screen.contains(#"You confirmed: "hi there""#))
        #expect(
            app.handle("open demo://nowhere")
                == .proceed(
                    #"! Invalid link at character 8 ("nowhere"): no screen of ControllersList has this name."#))
        #expect(
            app.coordinator.state.screens == [
                .startScreen, .textInputScreen, .textConfirmationScreen(text: "hi there"),
            ]
        )
    }
}
