import Assembly
import Foundation
import Navigation
import Screens
import TerminalUI
import Testing

struct DemoOptionsTests {
    @Test func optionsAreReadFromTheCommandLine() throws {
        let options = try DemoOptions(
            arguments: ["--open", "demo://historyScreen", "--state", "/tmp/s.json", "--fresh"], environment: [:])
        #expect(options.link == "demo://historyScreen")
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

@MainActor
struct StateFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-file-tests-\(UUID())")
    }

    func makeCoordinator() throws -> Coordinator<ControllersList> {
        try RootAssembly(scope: AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000")))
            .makeCoordinator()
    }

    @Test func aSavedSessionIsRestoredOnTheNextStart() throws {
        let file = StateFile(path: folder.appendingPathComponent("deep/er/state.json").path)
        let first = try makeCoordinator()
        try first.open(link: "demo://ratingScreen;text=hi", using: ControllersList.links)
        try file.save(first)
        let second = try makeCoordinator()
        #expect(file.restore(into: second) == .restored("Restored your last session from \(file.path)."))
        #expect(second.state.stacks.map { $0.map(\.screen) } == first.state.stacks.map { $0.map(\.screen) })
    }

    @Test func noSavedSessionStartsAtTheFirstScreen() throws {
        let coordinator = try makeCoordinator()
        #expect(
            StateFile(path: folder.appendingPathComponent("none.json").path).restore(into: coordinator) == .nothingSaved
        )
        #expect(coordinator.state.screens == [.startScreen])
    }

    @Test func aFileThatCannotBeRestoredIsKeptAsideNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("state.json").path
        let file = StateFile(path: path)
        for (attempt, content) in ["garbage", #"{"version": 7}"#].enumerated() {
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
            let coordinator = try makeCoordinator()
            let aside = attempt == 0 ? path + ".unreadable" : path + ".unreadable-2"
            guard case .failed(let line) = file.restore(into: coordinator) else {
                Issue.record("restored \(content)")
                continue
            }
            #expect(line.hasSuffix("Kept \(path) as \(aside); starting at the first screen."))
            #expect(!line.contains("\n"))
            #expect(coordinator.state.screens == [.startScreen])
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)
        }
        #expect(try String(contentsOfFile: path + ".unreadable", encoding: .utf8) == "garbage")
    }
}
