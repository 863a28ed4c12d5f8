import Foundation

/// The file the demo saves its session to and restores it from on the next start.
///
/// It is written in one step (a new file renamed over the old one), so that an interrupted write leaves the
/// previous session, never half of one. A file that cannot be restored is never deleted nor overwritten: it is
/// renamed aside (`state.json.unreadable`, `state.json.unreadable-2`, …).
public struct StateFile: Sendable {
    /// The file's path.
    public let path: String

    /// Creates the state file at `path`.
    ///
    /// - Parameter path: Where the session is saved.
    public init(path: String) {
        self.path = path
    }

    /// What the file holds.
    public enum Contents: Equatable, Sendable {
        /// There is no file.
        case nothing
        /// The file's bytes.
        case saved(Data)
        /// The file exists but cannot be read; the line says why.
        case unreadable(String)
    }

    /// Reads the file.
    ///
    /// - Returns: Its bytes, or that there is none, or why it cannot be read.
    public func read() -> Contents {
        guard FileManager.default.fileExists(atPath: path) else { return .nothing }
        do {
            return .saved(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return .unreadable("Cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// Replaces the file with `data` in one step, and creates its folder if needed.
    ///
    /// - Parameter data: The saved session.
    /// - Throws: The file system's error when the file cannot be written; the previous file is then unchanged.
    public func write(_ data: Data) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Renames the file to the first free name of `path.unreadable`, `path.unreadable-2`, …
    ///
    /// - Returns: The new path.
    /// - Throws: The file system's error when the file cannot be renamed.
    public func keepAside() throws -> String {
        var aside = path + ".unreadable"
        var number = 1
        while FileManager.default.fileExists(atPath: aside) {
            number += 1
            aside = "\(path).unreadable-\(number)"
        }
        try FileManager.default.moveItem(atPath: path, toPath: aside)
        return aside
    }
}
