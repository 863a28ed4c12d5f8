import Assembly
import Foundation
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

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    writeOut(TerminalApp.usage + "\n")
    exit(0)
}
if let unknown = arguments.first {
    writeError("error: unknown argument '\(unknown)'\n\n\(TerminalApp.usage)\n")
    exit(64)
}

do {
    let coordinator = try RootAssembly(scope: .live).makeCoordinator()
    TerminalApp(coordinator: coordinator).run(
        readLine: { readLine(strippingNewline: true) },
        write: writeOut,
        echo: isatty(STDIN_FILENO) == 0
    )
} catch {
    writeError("error: \(error)\n")
    exit(1)
}
