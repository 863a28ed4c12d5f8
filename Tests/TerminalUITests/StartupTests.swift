import Assembly
import Foundation
import Navigation
import Screens
import TerminalUI
import Testing

struct DemoOptionsTests {
    @Test func optionsAreReadFromTheCommandLine() throws {
        let options = try DemoOptions(
            arguments: ["--open", "demo://textHistoryScreen", "--state", "/tmp/s.json", "--fresh"], environment: [:])
        #expect(options.link == "demo://textHistoryScreen")
        #expect(options.statePath == "/tmp/s.json")
        #expect(options.fresh)
        #expect(!options.showsHelp)
        #expect(try DemoOptions(arguments: ["-h"], environment: [:]).showsHelp)
    }

    @Test func theStateIsSavedUnderTheUsersStateFolderByDefault() {
        #expect(
            DemoOptions.defaultStatePath(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"])
                == "/x/navigation-demo/state.json")
        #expect(
            DemoOptions.defaultStatePath(environment: ["HOME": "/h"]) == "/h/.local/state/navigation-demo/state.json")
        #expect(DemoOptions.defaultStatePath(environment: [:]) == "navigation-demo-state.json")
    }

    @Test func aBadCommandLineIsExplained() {
        #expect(throws: DemoOptionsError(message: "unknown argument '--bogus'")) {
            try DemoOptions(arguments: ["--bogus"], environment: [:])
        }
        #expect(throws: DemoOptionsError(message: "--open needs a value")) {
            try DemoOptions(arguments: ["--open"], environment: [:])
        }
        #expect(throws: DemoOptionsError(message: "--state needs a value")) {
            try DemoOptions(arguments: ["--state", "--fresh"], environment: [:])
        }
    }
}

/// The demo never loses a session: each case drives the demo's `TerminalApp` over a `DemoSession` and its
/// state file, as the demo's `main` does, one run after the other.
@MainActor
struct DemoSessionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-session-tests-\(UUID())")
    var path: String { folder.appendingPathComponent("state.json").path }

    /// One run of the demo over the state file: a new process would start with new services, so each run gets
    /// a new scope.
    @discardableResult
    func run(
        _ lines: [String], fresh: Bool = false, link: String? = nil, statePath: String? = nil
    ) throws -> (session: DemoSession, replies: [String]) {
        var options = try DemoOptions(arguments: ["--state", statePath ?? path], environment: [:])
        options.fresh = fresh
        options.link = link
        let session = try DemoSession(options: options) { json throws(NavigationError) in
            try RootAssembly(scope: AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "1234")))
                .makeCoordinator(restoring: json, orSelecting: .start)
        }
        var remaining = lines[...]
        var replies: [String] = []
        TerminalApp(coordinator: session.coordinator).run(
            readLine: { remaining.popFirst() }, write: { replies.append($0) }, echo: false,
            afterEachLine: session.saveIfChanged)
        return (session, replies)
    }

    func savedScreens() throws -> [[ControllersList]] {
        try SavedNavigation<ControllersList>(json: Data(contentsOf: URL(fileURLWithPath: path))).state.stacks
            .map { $0.map(\.screen) }
    }

    @Test func everyChangeIsSavedAsItHappensSoAnInterruptedRunLosesNothing() throws {
        let (session, _) = try run(["text", "hello"])
        #expect(try savedScreens() == [[.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello")]])
        #expect(session.isSaved)
        let (next, _) = try run([])
        #expect(next.messages == [.notice("Restored your last session from \(path).")])
        #expect(
            next.coordinator.state.screens == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello")])
    }

    @Test func aSessionBehindThePINRestoresUpToTheLockedScreenWithThePINOverIt() throws {
        try run(["text", "hello", "back", "history", "1234"])
        let (locked, _) = try run(["quit"])
        #expect(
            locked.coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.startScreen, .textInputScreen], [.unlockScreen],
            ])
        #expect(locked.messages == [.notice("Restored your last session from \(path); 1 screen waits for the PIN.")])
        // Leaving without unlocking keeps the whole session for the next start.
        #expect(try savedScreens() == [[.startScreen, .textInputScreen, .textHistoryScreen]])
        // Unlocking continues to the locked screen.
        let (unlocked, _) = try run(["1234"])
        #expect(unlocked.coordinator.state.screens == [.startScreen, .textInputScreen, .textHistoryScreen])
        // Closing the PIN instead shows what lies beneath it; the history stays in the session, and the next
        // start asks for the PIN again.
        try run(["history", "1234"])
        let (closed, _) = try run(["close"])
        #expect(closed.coordinator.state.screens == [.startScreen, .textInputScreen])
        #expect(try savedScreens() == [[.startScreen, .textInputScreen, .textHistoryScreen]])
        let (again, _) = try run([])
        #expect(again.coordinator.state.top.screen == .unlockScreen)
        // Navigating in that stack lets the history go: what the user did is what is saved.
        try run(["close", "back"])
        #expect(try savedScreens() == [[.startScreen]])
    }

    @Test func closingThePINAtStartKeepsTheLockedScreensOfEveryTab() throws {
        try run(["text", "history", "1234", "tab text", "history", "1234", "tab shop"])
        func savedTabs() throws -> [String: [ControllersList]] {
            let saved = try SavedNavigation<ControllersList>(json: Data(contentsOf: URL(fileURLWithPath: path)))
            return Dictionary(uniqueKeysWithValues: saved.state.tabStacks.map { ($0.tab.name, $0.stack.map(\.screen)) })
        }
        #expect(try savedTabs()["start"] == [.startScreen, .textInputScreen, .textHistoryScreen])
        #expect(try savedTabs()["text"] == [.textInputScreen, .textHistoryScreen])
        // The next start asks for the PIN over the shop tab; closing it, or switching tabs, costs no history.
        let (locked, _) = try run(["close"])
        #expect(locked.coordinator.state.selectedTab(as: AppTab.self) == .shop)
        #expect(try savedTabs()["start"] == [.startScreen, .textInputScreen, .textHistoryScreen])
        #expect(try savedTabs()["text"] == [.textInputScreen, .textHistoryScreen])
        // Switching to a tab whose history is held shows what lies beneath it, and keeps the history held.
        let (switched, _) = try run(["close", "tab text"])
        #expect(switched.coordinator.state.screens == [.textInputScreen])
        #expect(try savedTabs()["text"] == [.textInputScreen, .textHistoryScreen])
        #expect(try savedTabs()["start"] == [.startScreen, .textInputScreen, .textHistoryScreen])
        let (next, _) = try run([])
        #expect(next.coordinator.state.top.screen == .unlockScreen)
    }

    @Test func aSessionBehindSignInRestoresTheShopUnderTheSignInScreen() throws {
        try run(["shop", "3", "add", "cart", "checkout", "ada@example.com lovelace"])
        #expect(
            try savedScreens() == [
                [.startScreen, .shop(.catalog), .shop(.product(productID: 3))], [.shop(.cart), .shop(.checkout)],
            ])
        let (next, _) = try run(["cancel"])
        #expect(
            next.coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.startScreen, .shop(.catalog), .shop(.product(productID: 3))], [.shop(.cart)],
            ])
    }

    @Test func anOrderOfAnEarlierRunIsDroppedWithAOneLineNoteNotTheSession() throws {
        try run(["shop", "3", "add", "cart", "checkout", "ada@example.com lovelace", "place"])
        let placed = try savedScreens()
        #expect(placed.last?.last == .shop(.orderConfirmation(orderID: 1)))
        let (next, _) = try run([])
        #expect(
            next.coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.startScreen, .shop(.catalog), .shop(.product(productID: 3))], [.shop(.cart)],
            ])
        guard case .notice(let line) = next.messages.first, next.messages.count == 1 else {
            Issue.record("expected one notice, got \(next.messages)")
            return
        }
        #expect(
            line.hasPrefix(
                "Restored your last session from \(path) without its last screen: Cannot open shop/orderConfirmation;orderID=1"
            ))
        #expect(!line.contains("\n"))
        // Until the user navigates, the file keeps the session as it was.
        #expect(try savedScreens() == placed)
    }

    @Test func freshAndOpenLeaveTheSavedSessionUntilTheUserNavigates() throws {
        try run(["vip"])
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))
        let (fresh, _) = try run(["quit"], fresh: true)
        #expect(fresh.coordinator.state.screens == [.startScreen])
        #expect(fresh.isSaved)
        try run([], link: "demo://textConfirmationScreen;text=hi")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == saved)
        try run(["text"], fresh: true)
        #expect(try savedScreens() == [[.startScreen, .textInputScreen]])
    }

    @Test func aSessionThatRestoresNothingIsKeptAsideNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (attempt, content) in ["garbage", #"{"version": 7}"#].enumerated() {
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
            let (session, _) = try run(["text"])
            let aside = attempt == 0 ? path + ".unreadable" : path + ".unreadable-2"
            guard case .problem(let line) = session.messages.first, session.messages.count == 1 else {
                Issue.record("restored \(content): \(session.messages)")
                continue
            }
            #expect(line.hasSuffix("Kept \(path) as \(aside); starting at the first screen."))
            #expect(!line.contains("\n"))
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)
            #expect(try savedScreens() == [[.startScreen, .textInputScreen]])
        }
        #expect(try String(contentsOfFile: path + ".unreadable", encoding: .utf8) == "garbage")
    }

    @Test func aSessionTheFirstVersionSavedRestoresThroughTheRename() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/session-version-1.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contentsOf: fixture).write(to: URL(fileURLWithPath: path))
        // Both histories wait behind the PIN, as they would have in the first version.
        let (locked, _) = try run([])
        #expect(locked.messages == [.notice("Restored your last session from \(path); 2 screens wait for the PIN.")])
        let (unlocked, _) = try run(["1234"])
        #expect(unlocked.coordinator.state.screens == [.startScreen, .textInputScreen, .textHistoryScreen])
        #expect(
            unlocked.coordinator.state.stack(of: AppTab.text)?.map(\.screen) == [.textInputScreen, .textHistoryScreen])
        // Saved again, in the current form.
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"textHistoryScreen\""))
        #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("\"historyScreen\""))
    }

    @Test func aScreenOfAnotherVersionCostsOnlyItsPlaceAndTheWholeFileIsKeptAside() throws {
        try run(["tab text", "hello", "tab shop", "3", "tab start"])
        // The session as another version of the demo wrote it: the confirmation screen under another name.
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let older = written.replacingOccurrences(of: "\"textConfirmationScreen;", with: "\"confirmScreen;")
        #expect(older != written)
        try Data(older.utf8).write(to: URL(fileURLWithPath: path))
        let (next, _) = try run([])
        let state = next.coordinator.state
        #expect(state.stack(of: AppTab.text)?.map(\.screen) == [.textInputScreen])
        #expect(state.stack(of: AppTab.shop)?.map(\.screen) == [.shop(.catalog), .shop(.product(productID: 3))])
        #expect(state.selectedTab(as: AppTab.self) == .start)
        guard case .problem(let line) = next.messages.first, next.messages.count == 1 else {
            Issue.record("restored with \(next.messages)")
            return
        }
        #expect(line.hasPrefix("Restored your last session without a screen this version does not have: "))
        #expect(line.contains("confirmScreen"))
        #expect(line.hasSuffix("Kept \(path) as \(path).unreadable."))
        #expect(try String(contentsOfFile: path + ".unreadable", encoding: .utf8) == older)
    }

    @Test func aRunEndedRightAfterARestoreInPartKeepsWhatWasRestoredForTheNext() throws {
        try run(["tab text", "hello", "tab shop", "3", "tab start"])
        let written = try String(contentsOfFile: path, encoding: .utf8)
        try Data(written.replacingOccurrences(of: "\"textConfirmationScreen;", with: "\"confirmScreen;").utf8)
            .write(to: URL(fileURLWithPath: path))
        _ = try run([])  // restored in part, and quit at once
        let (next, _) = try run([])
        #expect(next.messages == [.notice("Restored your last session from \(path).")])
        let state = next.coordinator.state
        #expect(state.stack(of: AppTab.text)?.map(\.screen) == [.textInputScreen])
        #expect(state.stack(of: AppTab.shop)?.map(\.screen) == [.shop(.catalog), .shop(.product(productID: 3))])
        #expect(state.selectedTab(as: AppTab.self) == .start)
    }

    @Test func theNextStartRestoresEveryTabAndTheSelectedOne() throws {
        try run(["tab text", "hello", "tab shop", "3", "tab vip", "profile"])
        let (next, _) = try run([])
        let state = next.coordinator.state
        #expect(state.selectedTab(as: AppTab.self) == .vip)
        #expect(state.stack(of: AppTab.start)?.map(\.screen) == [.startScreen])
        #expect(
            state.stack(of: AppTab.text)?.map(\.screen) == [.textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(state.stack(of: AppTab.shop)?.map(\.screen) == [.shop(.catalog), .shop(.product(productID: 3))])
        #expect(state.screens == [.cleanSwift(.home), .cleanSwift(.profile(userName: "Aleksey"))])
        #expect(next.messages == [.notice("Restored your last session from \(path).")])
    }

    @Test func aSessionSavedBeforeTheTabBarOpensInTheStartTab() throws {
        // What the demo saved before it had tabs: one stack from the start screen, and the rating over it.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saved = """
            {"version": 2, "nextID": 4, "stacks": [[{"id": 0, "screen": "startScreen"}, {"id": 1, "screen": \
            "textInputScreen"}, {"id": 2, "screen": "textConfirmationScreen;text=hi"}], [{"id": 3, "screen": \
            "ratingScreen;text=hi"}]], "awaitingResult": [3]}
            """
        try Data(saved.utf8).write(to: URL(fileURLWithPath: path))
        let (next, _) = try run([])
        #expect(next.messages == [.notice("Restored your last session from \(path).")])
        #expect(next.coordinator.state.selectedTab(as: AppTab.self) == .start)
        #expect(
            next.coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hi")], [.ratingScreen(text: "hi")],
            ])
        #expect(next.coordinator.state.stack(of: AppTab.shop)?.map(\.screen) == [.shop(.catalog)])
    }

    @Test func aLockedScreenInAnotherTabCostsNothingOfTheSession() throws {
        try run(["tab text", "history", "1234", "tab shop", "2"])
        // The PIN is asked over the tab the user was on; the history waits in its tab.
        let (locked, _) = try run(["quit"])
        #expect(locked.coordinator.state.selectedTab(as: AppTab.self) == .shop)
        #expect(
            locked.coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.shop(.catalog), .shop(.product(productID: 2))], [.unlockScreen],
            ])
        #expect(locked.coordinator.state.stack(of: AppTab.text)?.map(\.screen) == [.textInputScreen])
        // Unlocking brings the whole session back.
        let (unlocked, _) = try run(["1234"])
        #expect(unlocked.coordinator.state.screens == [.shop(.catalog), .shop(.product(productID: 2))])
        #expect(
            unlocked.coordinator.state.stack(of: AppTab.text)?.map(\.screen) == [.textInputScreen, .textHistoryScreen])
    }

    @Test func aFailedSaveIsReportedWhenItHappensAndFinishedLater() throws {
        // The state file's folder is a plain file, so the file cannot be written.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocked = folder.appendingPathComponent("blocked")
        try Data().write(to: blocked)
        let statePath = blocked.appendingPathComponent("state.json").path
        let (session, replies) = try run(["text", "hello"], statePath: statePath)
        let reported = replies.filter { $0.contains("! Could not save your session to \(statePath):") }
        #expect(reported.count == 1, "reported once, when it first happened")
        #expect(!session.isSaved)
        #expect(!session.saver.isCurrent)
        try FileManager.default.removeItem(at: blocked)
        #expect(session.saver.flush(), "what failed is written once the file can be")
        #expect(
            try SavedNavigation<ControllersList>(json: Data(contentsOf: URL(fileURLWithPath: statePath))).state.screens
                == [.startScreen, .textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(session.isSaved)
    }
}
