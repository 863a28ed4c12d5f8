import Assembly
import Dispatch
import Foundation
import Navigation
import Screens
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` to standard output at once, so that prompts show before the program waits for input.
func writeOut(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes `text` to standard error.
func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// The exit status when the session could not be saved (`EX_IOERR`).
let notSavedStatus: Int32 = 74

let options: DemoOptions
do {
    options = try DemoOptions(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment
    )
} catch {
    writeError("error: \(error)\n\n\(TerminalApp.usage)\n")
    exit(64)
}
if options.showsHelp {
    writeOut(TerminalApp.usage + "\n")
    exit(0)
}

let session: DemoSession
do {
    session = try DemoSession(options: options) { json throws(NavigationError) in
        try RootAssembly(scope: .live).makeCoordinator(restoring: json, orSelecting: .start)
    }
} catch {
    writeError("error: \(error)\n")
    exit(1)
}
for message in session.messages {
    switch message {
    case .notice(let line): writeOut(line + "\n")
    case .problem(let line): writeError("error: " + line + "\n")
    }
}

/// Handles Ctrl-C and termination requests: every change is saved as it happens, so the handler only finishes a
/// save that failed, then leaves with the signal's status, or with `notSavedStatus` when the session is still not
/// saved. The handler runs on a queue of its own, while the main thread waits for input.
func leaveSavedOnSignals(_ saver: SessionSaver, path: String, notSavedStatus: Int32) -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { @Sendable in
            let saved = saver.flush()
            writeOut("\n")
            if !saved { writeError("error: Your session could not be saved to \(path).\n") }
            exit(saved ? 128 + number : notSavedStatus)
        }
        source.resume()
        return source
    }
}
let path = session.file.path
let signalSources = leaveSavedOnSignals(session.saver, path: path, notSavedStatus: notSavedStatus)

TerminalApp(coordinator: session.coordinator).run(
    readLine: { readLine(strippingNewline: true) },
    write: writeOut,
    echo: isatty(STDIN_FILENO) == 0,
    afterEachLine: session.saveIfChanged
)
if let problem = session.saveIfChanged() { writeError("error: " + problem + "\n") }
if !session.isSaved {
    writeError("error: Your session could not be saved to \(path).\n")
    exit(notSavedStatus)
}
