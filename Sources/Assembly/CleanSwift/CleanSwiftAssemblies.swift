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

    /// Returns the Assembly that builds `screen`.
    ///
    /// - Parameters:
    ///   - screen: The scene to build.
    ///   - coordination: The entry's handle, in the Clean Swift scenes.
    public func assembly(for screen: CleanSwiftScreen, coordination: any Coordination<CleanSwiftScreen>)
        -> any Assembly
    {
        switch screen {
        case .home: HomeAssembly(coordination: coordination)
        case .detail(let message): DetailAssembly(message: message)
        case .profile(let userName): ProfileAssembly(userName: userName, users: users)
        }
    }
}
