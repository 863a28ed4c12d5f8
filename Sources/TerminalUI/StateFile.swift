import Foundation
import Navigation
import Screens

/// The file the demo saves its navigation state to on exit and restores it from on start.
///
/// A file that cannot be restored is never deleted nor overwritten: it is renamed aside
/// (`state.json.unreadable`, `state.json.unreadable-2`, …) and the app starts at its first screen.
@MainActor
public struct StateFile {
    /// The file's path.
    public let path: String

    /// Creates the state file at `path`.
    ///
    /// - Parameter path: Where the state is saved.
    public init(path: String) {
        self.path = path
    }

    /// What happened to the saved state on start.
    public enum Outcome: Equatable, Sendable {
        /// There was no saved state.
        case nothingSaved
        /// The state was restored; the line says from where.
        case restored(String)
        /// The state could not be restored; the line says why and where the file went.
        case failed(String)
    }

    /// Restores the coordinator from the file, if there is one; a file that cannot be restored is renamed
    /// aside and the coordinator stays as it was.
    ///
    /// - Parameter coordinator: The app's coordinator, at its first screen.
    /// - Returns: What happened, in one line.
    public func restore(into coordinator: Coordinator<ControllersList>) -> Outcome {
        guard FileManager.default.fileExists(atPath: path) else { return .nothingSaved }
        let problem: String
        do {
            try coordinator.restore(json: try Data(contentsOf: URL(fileURLWithPath: path)))
            return .restored("Restored your last session from \(path).")
        } catch let error as NavigationError {
            problem = error.description
        } catch {
            problem = "Cannot read it: \(error.localizedDescription)"
        }
        do {
            let aside = try keepAside()
            return .failed("\(problem) Kept \(path) as \(aside); starting at the first screen.")
        } catch {
            return .failed(
                "\(problem) Could not rename \(path) (\(error.localizedDescription)); starting at the first screen.")
        }
    }

    /// Saves the coordinator's state to the file, replacing it in one step, and creates its folder if needed.
    ///
    /// - Parameter coordinator: The app's coordinator.
    /// - Throws: The file system's error when the file cannot be written.
    public func save(_ coordinator: Coordinator<ControllersList>) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try coordinator.savedNavigation.json().write(to: url, options: .atomic)
    }

    /// Renames the file to the first free name `path.unreadable`, `path.unreadable-2`, …
    ///
    /// - Returns: The new path.
    func keepAside() throws -> String {
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
