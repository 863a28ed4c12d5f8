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
        }
    }

    /// Starts the app: a coordinator whose stack holds `root`, built through this root assembly.
    ///
    /// - Parameter root: The first screen; the text input screen unless told otherwise.
    /// - Throws: ``NavigationError`` when the root screen cannot be built.
    public func makeCoordinator(
        root: ControllersList = .textInputScreen
    ) throws(NavigationError) -> Coordinator<ControllersList> {
        try Coordinator(root: root, assemblies: self)
    }
}
