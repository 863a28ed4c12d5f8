import Navigation
import Screens

/// Maps every ``ControllersList`` case to its Assembly, taking long-lived services from a scope.
///
/// The switch in ``assembly(for:coordination:)`` is exhaustive and has no `default:`, so a new case does
/// not compile until it has its Assembly here.
@MainActor
public struct RootAssembly: AssemblyProvider {
    /// The services the screens are built with.
    public let scope: AppScope

    /// Creates the root assembly over `scope`.
    ///
    /// - Parameter scope: The long-lived services; ``AppScope/live`` in the app, a scope of its own in a test.
    public init(scope: AppScope) {
        self.scope = scope
    }

    /// Returns the Assembly that builds `screen`.
    ///
    /// - Parameters:
    ///   - screen: The screen to build.
    ///   - coordination: The navigation handle of the screen's entry.
    public func assembly(for screen: ControllersList, coordination: any Coordination<ControllersList>) -> any Assembly {
        switch screen {
        case .textInputScreen:
            TextInputAssembly(coordination: coordination, history: scope.textHistory)
        case .textConfirmationScreen(let text):
            TextConfirmationAssembly(coordination: coordination, text: text)
        case .ratingScreen(let text):
            RatingAssembly(coordination: coordination, text: text)
        case .historyScreen:
            HistoryAssembly(history: scope.textHistory)
        case .unlockScreen:
            UnlockAssembly(coordination: coordination, lock: scope.lock)
        }
    }

    /// Starts the app: a coordinator whose state holds `root`, built through this root assembly, with the
    /// app's guards installed.
    ///
    /// - Parameter root: The first screen; the text input screen unless told otherwise.
    /// - Throws: ``NavigationError`` when the root screen cannot be built.
    public func makeCoordinator(
        root: ControllersList = .textInputScreen
    ) throws(NavigationError) -> Coordinator<ControllersList> {
        let coordinator = try Coordinator(root: root, assemblies: self)
        coordinator.addGuard(Self.unlockGuard(lock: scope.lock))
        return coordinator
    }

    /// The guard that leads to the unlock screen before any screen that ``ControllersList/requiresUnlock``
    /// while `lock` is locked, and continues to it once unlocked.
    ///
    /// - Parameter lock: The lock to check.
    public static func unlockGuard(lock: any Lock) -> Coordinator<ControllersList>.Guard {
        { request, _ in
            let screen: ControllersList? =
                switch request {
                case .show(let screen, _), .present(let screen), .replaceTop(let screen): screen
                case .setStack(let screens): screens.first(where: \.requiresUnlock)
                case .restore(let state): state.screens.first(where: \.requiresUnlock)
                case .pop, .popToRoot, .popTo, .popToScreen, .popToMatching, .dismiss, .finish: nil
                }
            guard let screen, screen.requiresUnlock, !lock.isUnlocked else { return .allow }
            return .redirect(.present(.unlockScreen), resumeOnResult: true)
        }
    }
}
