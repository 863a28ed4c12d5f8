import Foundation
import Hummingbird
import WebApp
import WebPostgres

/// `web [--host H] [--port N] [--database FILE|postgres://…] [--idle-timeout SECONDS] [--connection-timeout SECONDS]
/// [--max-connections N]`: serves the example app at http://127.0.0.1:8080/.
let usage = """
    USAGE: web [--host <address>] [--port <number>] [--database <file or URL>] [--idle-timeout <seconds>]
               [--connection-timeout <seconds>] [--max-connections <number>]

    Serves the example app in a browser, over the same screens as the terminal demo.

    OPTIONS:
      --host <address>   the address to listen on (default: 127.0.0.1, this machine only)
      --port <number>    the port (default: 8080)
      --database <file or URL>  where the sessions' navigation is saved: a SQLite file
                         (default: navigation-web.sqlite in the current folder), or
                         postgres://user[:password]@host[:port]/database for several
                         servers that share every session
      --idle-timeout <seconds>  how long a session lasts unused (default: 1800)
      --connection-timeout <seconds>  how long a connection may send nothing before it is closed (default: 30)
      --max-connections <number>      the most connections served at once (default: 512)

    ENVIRONMENT:
      WEB_SECRET   at least 32 characters that sign session ids; servers behind one address
                   share it, so that a visit that saved nothing goes on through any of them
                   (default: random at each start)
    """

var configuration = WebConfiguration(databasePath: "navigation-web.sqlite")
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--host", "--port", "--database", "--idle-timeout", "--connection-timeout", "--max-connections":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("error: \(argument) needs a value\n\n\(usage)\n".utf8))
            exit(64)
        }
        switch argument {
        case "--host": configuration.host = value
        case "--max-connections":
            guard let count = Int(value), count > 0 else {
                FileHandle.standardError.write(Data("error: --max-connections needs a positive number\n".utf8))
                exit(64)
            }
            configuration.maxConnections = count
        case "--port":
            guard let port = Int(value), (0...65535).contains(port) else {
                FileHandle.standardError.write(Data("error: --port needs a number from 0 to 65535\n".utf8))
                exit(64)
            }
            configuration.port = port
        case "--idle-timeout", "--connection-timeout":
            guard let seconds = Double(value), seconds > 0, seconds.isFinite, seconds < 1e9 else {
                FileHandle.standardError.write(Data("error: \(argument) needs a positive number of seconds\n".utf8))
                exit(64)
            }
            if argument == "--idle-timeout" {
                configuration.idleTimeout = seconds
            } else {
                configuration.connectionTimeout = seconds
            }
        default: configuration.databasePath = value
        }
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\n\n\(usage)\n".utf8))
        exit(64)
    }
}
if let secret = ProcessInfo.processInfo.environment["WEB_SECRET"] {
    guard secret.utf8.count >= 32 else {
        FileHandle.standardError.write(Data("error: WEB_SECRET must have at least 32 characters\n".utf8))
        exit(64)
    }
    configuration.secret = Array(secret.utf8)
}
do {
    let store = try await openSessionStore(at: configuration.databasePath ?? "navigation-web.sqlite")
    let frontEnd = WebFrontEnd(configuration: configuration, store: store)
    let app = WebServer.application(configuration: configuration, frontEnd: frontEnd)
    do {
        try await app.runService()
    } catch {
        try? await store.close()
        throw error
    }
    // Stopped (SIGTERM, SIGINT): every change a page showed is saved already.
    try await store.close()
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
