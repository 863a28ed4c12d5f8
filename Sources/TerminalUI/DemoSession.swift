import Foundation
import Navigation
import Screens

/// One run of the demo: its coordinator, started from the saved session, and the saving of every change.
///
/// The saved session is never lost in ordinary use:
/// - On start, as much of it is restored as the guards allow and the view models build: behind the PIN or
///   sign-in, everything up to the guarded screen, with the guard's screen over it; a screen whose data is gone
///   (an order of an earlier run) is dropped with what lies above it, and ``messages`` says so in one line.
///   A file that restores nothing is renamed aside, never overwritten.
/// - The file is replaced only once the user navigates (``saveIfChanged()``, after every line): `--fresh`,
///   `--open` and a restore that dropped screens leave it as it was until then — except a restore in part for
///   screens of another version: its file is kept aside whole and what was restored is written at once, so that
///   a run ended straight away does not start the next one afresh.
/// - Every change is saved as it happens, so an interrupted run (Ctrl-C) loses nothing; ``saver`` finishes a
///   save that failed, from a signal handler.
/// - A save that fails is reported when it happens, and ``isSaved`` tells the exit status.
@MainActor
public final class DemoSession {
    /// The app's coordinator.
    public let coordinator: Coordinator<ControllersList>
    /// The file the session is saved to.
    public let file: StateFile
    /// Writes the session's bytes; safe to call from a signal handler's thread.
    public let saver: SessionSaver
    /// What the start has to say, one line each: where the session came from, or what went wrong.
    public let messages: [DemoMessage]
    /// The state last handed to ``saver`` (or the state the run started with, until the user navigates).
    private var savedState: NavigationState<ControllersList>
    /// Whether the failure to save has been reported since the last save that worked.
    private var failureReported = false

    /// Starts a run: reads the saved session unless `options` say `--fresh` or `--open`, and creates the
    /// coordinator from it.
    ///
    /// - Parameters:
    ///   - options: The command line.
    ///   - makeCoordinator: Creates the app's coordinator from saved bytes (`nil`: nothing to restore), with
    ///     its guards installed before the first screen is built.
    /// - Throws: ``NavigationError`` only when not even the first screen can be built.
    public init(
        options: DemoOptions,
        makeCoordinator: (Data?) throws(NavigationError) -> Coordinator<ControllersList>
    ) throws(NavigationError) {
        file = StateFile(path: options.statePath)
        saver = SessionSaver(file: file)
        var messages: [DemoMessage] = []
        var saved: Data?
        var writeRestored = false
        if options.link == nil, !options.fresh {
            switch file.read() {
            case .nothing: break
            case .saved(let data): saved = data
            case .unreadable(let problem): messages.append(Self.keepAside(file, saver, because: problem))
            }
        }
        coordinator = try makeCoordinator(saved)
        if let link = options.link {
            do {
                try coordinator.open(link: link, using: ControllersList.links)
            } catch {
                messages.append(.problem("\(error) Starting at the first screen."))
            }
        }
        switch coordinator.restoreOutcome {
        case nil:
            break
        case .restored:
            messages.append(.notice("Restored your last session from \(file.path)."))
        case .restoredBehindGuard(let held):
            let screens = held.count == 1 ? "1 screen waits" : "\(held.count) screens wait"
            messages.append(.notice("Restored your last session from \(file.path); \(screens) for the PIN."))
        case .restoredInPart(let dropped, let reason):
            guard case .invalidSavedState(.invalidScreen) = reason else {
                let screens = dropped.count == 1 ? "its last screen" : "its last \(dropped.count) screens"
                messages.append(.notice("Restored your last session from \(file.path) without \(screens): \(reason)"))
                break
            }
            // Screens of another version of the demo: the file is kept whole, for the version that reads them.
            let above = dropped.count == 1 ? "the screen" : "the \(dropped.count) screens"
            let screens = "a screen this version does not have" + (dropped.isEmpty ? "" : " and \(above) above it")
            messages.append(
                Self.keepAside(
                    file, saver, because: "Restored your last session without \(screens): \(reason)", restored: true))
            writeRestored = true
        case .startedAtRoot(let reason):
            messages.append(Self.keepAside(file, saver, because: reason.description))
        }
        savedState = coordinator.state
        if writeRestored, let problem = Self.write(coordinator, to: saver) {
            messages.append(.problem("Could not save what was restored to \(file.path): \(problem)"))
        }
        self.messages = messages
    }

    /// Whether the file holds the state the user sees, or the user has not navigated yet.
    public var isSaved: Bool { coordinator.state == savedState && saver.isCurrent }

    /// Saves the session if the user navigated since the last save; call it after every line.
    ///
    /// - Returns: A line to show when saving failed, the first time it fails after a save that worked; `nil`
    ///   otherwise.
    public func saveIfChanged() -> String? {
        guard coordinator.state != savedState else {
            // Unchanged: retry a save that failed, if there is one.
            if saver.flush() { failureReported = false }
            return nil
        }
        // The saver now has this state, written or pending; or it knows that it is behind.
        savedState = coordinator.state
        guard let problem = Self.write(coordinator, to: saver) else {
            failureReported = false
            return nil
        }
        defer { failureReported = true }
        return failureReported ? nil : "Could not save your session to \(file.path): \(problem)"
    }

    /// Hands `coordinator`'s navigation to `saver`; returns what went wrong, if anything.
    private static func write(_ coordinator: Coordinator<ControllersList>, to saver: SessionSaver) -> String? {
        do {
            try saver.write(coordinator.savedNavigation.json())
            return nil
        } catch let error as SavingError {
            saver.markBehind()
            return error.description
        } catch {
            return error.localizedDescription
        }
    }

    /// Renames `file` aside, so that nothing overwrites a session that could not be restored whole; when even
    /// that fails, turns `saver` off for this run. `restored` says whether anything of it was restored.
    private static func keepAside(
        _ file: StateFile, _ saver: SessionSaver, because problem: String, restored: Bool = false
    ) -> DemoMessage {
        let starting = restored ? "" : "; starting at the first screen"
        do {
            let aside = try file.keepAside()
            return .problem("\(problem) Kept \(file.path) as \(aside)\(starting).")
        } catch {
            saver.turnOff()
            return .problem(
                "\(problem) Could not rename \(file.path) (\(error.localizedDescription))\(starting), and this "
                    + "session will not be saved over it.")
        }
    }
}

/// A line the demo shows on start.
public enum DemoMessage: Equatable, Sendable {
    /// Information, for standard output.
    case notice(String)
    /// Something went wrong, for standard error.
    case problem(String)
}

/// Writes a session's bytes to its file, and keeps them when that fails, so that a later attempt (the next
/// change, or a signal handler on its way out) can finish the save.
///
/// It is the one part of a run that a signal handler touches, from its own thread: its state is behind a lock.
public final class SessionSaver: @unchecked Sendable {
    private let file: StateFile
    private let lock = NSLock()
    // Guarded by `lock`.
    private var pending: Data?
    private var behind = false
    private var isOff = false

    /// Creates the saver of `file`.
    ///
    /// - Parameter file: Where the session is saved.
    public init(file: StateFile) {
        self.file = file
    }

    /// Writes `data`; when that fails, keeps it for ``flush()``.
    ///
    /// - Parameter data: The session, as saved navigation.
    /// - Throws: The file system's error.
    public func write(_ data: Data) throws {
        try lock.withLock {
            guard !isOff else {
                behind = true
                return
            }
            pending = data
            behind = false
            try file.write(data)
            pending = nil
        }
    }

    /// Writes what a failed ``write(_:)`` left, if anything.
    ///
    /// - Returns: Whether the file now holds the last session handed to the saver, and nothing is behind.
    @discardableResult
    public func flush() -> Bool {
        lock.withLock {
            if let data = pending, !isOff, (try? file.write(data)) != nil { pending = nil }
            return pending == nil && !behind
        }
    }

    /// Whether the file holds the last session handed to the saver.
    public var isCurrent: Bool { lock.withLock { pending == nil && !behind } }

    /// Records that the session changed but could not be turned into bytes.
    func markBehind() {
        lock.withLock { behind = true }
    }

    /// Stops writing, for a file that must not be overwritten.
    func turnOff() {
        lock.withLock { isOff = true }
    }
}
