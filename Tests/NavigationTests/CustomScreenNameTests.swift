import NavigationCore
import Testing

/// Screens of an app that names them itself, without links: a `Routable` enum is named by its route through the
/// same protocol.
private enum NamedScreen: Hashable, Sendable, CustomScreenName {
    case home
    case order(number: Int)

    var screenName: String {
        switch self {
        case .home: "Home"
        case .order(let number): "Order #\(number)"
        }
    }
}

/// Builds a view model of nothing for every named screen.
private struct NamedAssemblies: AssemblyProvider {
    final class ViewModel {}

    struct ScreenAssembly: Assembly {
        func build() -> ViewModel { ViewModel() }
    }

    func viewModel(for screen: NamedScreen, coordination: any Coordination<NamedScreen>) throws -> BuiltViewModel {
        try ScreenAssembly().built()
    }
}

/// The core names a screen in errors and descriptions as its `CustomScreenName` says, with `NavigationCore` alone.
@MainActor
struct CustomScreenNameTests {
    @Test func errorsNameAScreenAsItsCustomScreenNameSays() throws {
        let coordinator = try Coordinator(root: NamedScreen.home, assemblies: NamedAssemblies())
        #expect(throws: NavigationError.screenNotFound(screen: "Order #7")) {
            try coordinator.pop(to: .order(number: 7))
        }
    }

    @Test func requestsAndEntriesAreDescribedByTheCustomScreenName() throws {
        let coordinator = try Coordinator(root: NamedScreen.home, assemblies: NamedAssemblies())
        try coordinator.show(.order(number: 7))
        #expect(NavigationRequest<NamedScreen>.show(.order(number: 7)).description == "show(Order #7)")
        #expect(coordinator.state.entries.map(\.description) == ["#0 Home", "#1 Order #7"])
    }
}
