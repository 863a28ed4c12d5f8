import Navigation

/// The tests' own screens: Navigation knows no app.
enum TestScreen: Hashable, Sendable, Codable {
    case home
    case list
    case detail(id: Int)
    /// Its Assembly always throws.
    case broken
}

struct BuildError: Error, CustomStringConvertible {
    var description: String { "no such screen in this test" }
}

/// A view model that remembers what it was built for and its navigation handle.
@MainActor
final class TestViewModel {
    let screen: TestScreen
    let coordination: any Coordination<TestScreen>

    init(screen: TestScreen, coordination: any Coordination<TestScreen>) {
        self.screen = screen
        self.coordination = coordination
    }
}

@MainActor
struct TestAssembly: Assembly {
    let screen: TestScreen
    let coordination: any Coordination<TestScreen>
    let onBuild: (@MainActor (TestScreen, any Coordination<TestScreen>) -> Void)?

    func build() throws -> TestViewModel {
        if case .broken = screen { throw BuildError() }
        onBuild?(screen, coordination)
        return TestViewModel(screen: screen, coordination: coordination)
    }
}

/// Builds every ``TestScreen``; `onBuild` runs inside each build, to test navigation requested from there.
@MainActor
final class TestAssemblies: AssemblyProvider {
    var onBuild: (@MainActor (TestScreen, any Coordination<TestScreen>) -> Void)?
    private(set) var builtScreens: [TestScreen] = []

    func assembly(for screen: TestScreen, coordination: any Coordination<TestScreen>) -> any Assembly {
        builtScreens.append(screen)
        return TestAssembly(screen: screen, coordination: coordination, onBuild: onBuild)
    }
}

extension Coordinator where Screen == TestScreen {
    static func make(root: TestScreen = .home, assemblies: TestAssemblies = TestAssemblies()) throws -> Coordinator {
        try Coordinator(root: root, assemblies: assemblies)
    }

    func testViewModel(at index: Int) -> TestViewModel? {
        guard state.entries.indices.contains(index) else { return nil }
        return viewModel(for: state.entries[index].id) as? TestViewModel
    }
}
