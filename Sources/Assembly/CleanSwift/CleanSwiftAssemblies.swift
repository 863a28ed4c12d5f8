import Navigation
import Screens

/// Maps every ``CleanSwiftScreen`` to the Assembly of its scene: the group's own exhaustive switch.
///
/// Each scene's Assembly plays Clean Swift's configurator: it builds the interactor, the presenter, the
/// router and the display, and connects them.
@MainActor
public struct CleanSwiftAssemblies: AssemblyProvider {
    /// The people the profile scene looks up.
    public let users: any UserDirectory

    /// Creates the group's assemblies.
    ///
    /// - Parameter users: The people the profile scene looks up.
    public init(users: any UserDirectory) {
        self.users = users
    }

    /// Builds the view model of `screen` through its Assembly.
    ///
    /// - Parameters:
    ///   - screen: The scene to build.
    ///   - coordination: The entry's handle, in the Clean Swift scenes.
    public func viewModel(for screen: CleanSwiftScreen, coordination: any Coordination<CleanSwiftScreen>)
        throws -> BuiltViewModel
    {
        switch screen {
        case .home: try HomeAssembly(coordination: coordination).built()
        case .detail(let message): try DetailAssembly(message: message).built()
        case .profile(let userName): try ProfileAssembly(userName: userName, users: users).built()
        }
    }
}
