import Foundation
import Navigation
import Screens

/// Maps every ``ControllersList`` case to its Assembly, taking long-lived services from a scope.
///
/// The switch in ``viewModel(for:coordination:)`` is exhaustive and has no `default:`, so a new case does
/// not compile until it has its Assembly here. A feature group's case hands its screen to the group's own
/// provider (``ShopAssemblies``, ``CleanSwiftAssemblies``), whose switch is exhaustive over the group's
/// screens, with the entry's handle scoped to the group.
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

    /// Builds the view model of `screen` through its Assembly.
    ///
    /// - Parameters:
    ///   - screen: The screen to build.
    ///   - coordination: The navigation handle of the screen's entry.
    /// - Throws: What the screen's Assembly throws.
    public func viewModel(for screen: ControllersList, coordination: any Coordination<ControllersList>) throws
        -> BuiltViewModel
    {
        switch screen {
        case .startScreen:
            try StartAssembly(coordination: coordination).built()
        case .textInputScreen:
            try TextInputAssembly(coordination: coordination, history: scope.textHistory).built()
        case .textConfirmationScreen(let text):
            try TextConfirmationAssembly(coordination: coordination, text: text).built()
        case .ratingScreen(let text):
            try RatingAssembly(coordination: coordination, text: text).built()
        case .textHistoryScreen:
            try HistoryAssembly(history: scope.textHistory).built()
        case .unlockScreen:
            try UnlockAssembly(coordination: coordination, lock: scope.lock).built()
        case .shop(let screen):
            try ShopAssemblies(services: scope.shop)
                .viewModel(for: screen, coordination: coordination.scoped(to: ControllersList.shop))
        case .cleanSwift(let screen):
            try CleanSwiftAssemblies(users: scope.users)
                .viewModel(for: screen, coordination: coordination.scoped(to: ControllersList.cleanSwift))
        }
    }

    /// Starts the app: a coordinator whose state holds `root`, built through this root assembly, with the
    /// app's guards installed (unlocking, then signing in).
    ///
    /// - Parameter root: The first screen; the start screen unless told otherwise.
    /// - Throws: ``NavigationError`` when the root screen cannot be built.
    public func makeCoordinator(
        root: ControllersList = .startScreen
    ) throws(NavigationError) -> Coordinator<ControllersList> {
        let coordinator = try Coordinator(root: root, assemblies: self)
        installGuards(on: coordinator)
        return coordinator
    }

    /// Starts the app from a saved session: a coordinator with the app's guards installed before its first
    /// screen is built, restoring as much of `json` as the guards allow and the view models build
    /// (``Navigation/Coordinator/restoreOutcome`` says how much), or at `root` when nothing can be restored.
    ///
    /// - Parameters:
    ///   - json: The saved session as ``Navigation/SavedNavigation/json(maxBytes:maxEntries:unwritableScreens:)`` wrote it;
    ///     `nil` when nothing was saved.
    ///   - root: The first screen when nothing is restored; the start screen unless told otherwise.
    /// - Throws: ``NavigationError`` only when nothing is restored and the root screen cannot be built.
    public func makeCoordinator(
        restoring json: Data?, orRoot root: ControllersList = .startScreen
    ) throws(NavigationError) -> Coordinator<ControllersList> {
        try Coordinator(restoring: json, orRoot: root, assemblies: self) { installGuards(on: $0) }
    }

    /// Starts the app with its tab bar: a coordinator with one stack per ``Screens/AppTab``, each at its
    /// root, `tab` selected, built through this root assembly, with the app's guards installed.
    ///
    /// - Parameter tab: The tab selected first; the start tab unless told otherwise.
    /// - Throws: ``NavigationError`` when a tab's root cannot be built.
    public func makeCoordinator(selecting tab: AppTab) throws(NavigationError) -> Coordinator<ControllersList> {
        let coordinator = try Coordinator(selecting: tab, assemblies: self)
        installGuards(on: coordinator)
        return coordinator
    }

    /// Starts the app with its tab bar from a saved session, as the demo does: the app's guards are installed
    /// before the first screen is built, and as much of `json` is restored as the guards allow and the view
    /// models build — every tab's stack and the selected tab (``Navigation/Coordinator/restoreOutcome`` says how
    /// much). A session saved without tabs goes to the tab whose root it starts with.
    ///
    /// - Parameters:
    ///   - json: The saved session as ``Navigation/SavedNavigation/json(maxBytes:maxEntries:unwritableScreens:)`` wrote it;
    ///     `nil` when nothing was saved.
    ///   - tab: The tab selected when nothing is restored; the start tab unless told otherwise.
    /// - Throws: ``NavigationError`` only when a tab's root cannot be built.
    public func makeCoordinator(
        restoring json: Data?, orSelecting tab: AppTab
    ) throws(NavigationError) -> Coordinator<ControllersList> {
        try Coordinator(restoring: json, orSelecting: tab, assemblies: self) { installGuards(on: $0) }
    }

    /// Installs the app's guards: unlocking, then signing in.
    private func installGuards(on coordinator: Coordinator<ControllersList>) {
        coordinator.addGuard(Self.unlockGuard(lock: scope.lock))
        coordinator.addGuard(Self.signInGuard(session: scope.shop.session))
    }

    /// The guard that leads to the unlock screen before any screen that ``ControllersList/requiresUnlock``
    /// while `lock` is locked, and continues to it once unlocked.
    ///
    /// - Parameter lock: The lock to check.
    public static func unlockGuard(lock: any Lock) -> Coordinator<ControllersList>.Guard {
        { request, state in
            guard !lock.isUnlocked, request.requestedScreens(in: state).contains(where: \.requiresUnlock) else {
                return .allow
            }
            return .redirect(.present(.unlockScreen), resumeOnResult: true)
        }
    }

    /// The guard that presents the sign-in screen before any shop screen that ``ShopScreen/requiresSignIn``
    /// while nobody is signed in, and continues to it once the user signed in. Closing the sign-in screen
    /// drops the request: the user stays where they were.
    ///
    /// - Parameter session: Who is signed in.
    public static func signInGuard(session: any Session) -> Coordinator<ControllersList>.Guard {
        { request, state in
            let needsSignIn = request.requestedScreens(in: state).contains { screen in
                if case .shop(let screen) = screen { screen.requiresSignIn } else { false }
            }
            guard needsSignIn, session.user == nil else { return .allow }
            return .redirect(.present(.shop(.signIn)), resumeOnResult: true)
        }
    }
}
