import Assembly
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

do {
    let coordinator = try RootAssembly(scope: .live).makeCoordinator()
    let stateFile = StateFile(path: options.statePath)
    if let link = options.link {
        do {
            try coordinator.open(link: link, using: ControllersList.links)
        } catch {
            writeError("error: \(error) Starting at the first screen.\n")
        }
    } else if !options.fresh {
        switch stateFile.restore(into: coordinator) {
        case .nothingSaved: break
        case .restored(let line): writeOut(line + "\n")
        case .failed(let line): writeError("error: " + line + "\n")
        }
    }
    TerminalApp(coordinator: coordinator).run(
        readLine: { readLine(strippingNewline: true) },
        write: writeOut,
        echo: isatty(STDIN_FILENO) == 0
    )
    do {
        try stateFile.save(coordinator)
    } catch {
        writeError("error: could not save the session to \(options.statePath): \(error.localizedDescription)\n")
    }
} catch {
    writeError("error: \(error)\n")
    exit(1)
}
