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

/// A view model that remembers what it was built for and its navigation handle, and reports its
/// lifecycle calls.
@MainActor
final class TestViewModel: NavigationLifecycle {
    let screen: TestScreen
    let coordination: any Coordination<TestScreen>
    let onLifecycle: (@MainActor (String) -> Void)?

    init(screen: TestScreen, coordination: any Coordination<TestScreen>, onLifecycle: (@MainActor (String) -> Void)?) {
        self.screen = screen
        self.coordination = coordination
        self.onLifecycle = onLifecycle
    }

    func screenBecameTop() { onLifecycle?("\(screen) top") }
    func screenWasCovered() { onLifecycle?("\(screen) covered") }
    func screenWasRemoved() { onLifecycle?("\(screen) removed") }
}

@MainActor
struct TestAssembly: Assembly {
    let screen: TestScreen
    let coordination: any Coordination<TestScreen>
    let onBuild: (@MainActor (TestScreen, any Coordination<TestScreen>) -> Void)?
    let onLifecycle: (@MainActor (String) -> Void)?

    func build() throws -> TestViewModel {
        onBuild?(screen, coordination)
        if case .broken = screen { throw BuildError() }
        return TestViewModel(screen: screen, coordination: coordination, onLifecycle: onLifecycle)
    }
}

/// Builds every ``TestScreen``; `onBuild` runs inside each build, to test navigation requested from there.
@MainActor
final class TestAssemblies: AssemblyProvider {
    var onBuild: (@MainActor (TestScreen, any Coordination<TestScreen>) -> Void)?
    /// Every lifecycle call of every view model built here, in order, as "screen call".
    private(set) var lifecycle: [String] = []
    private(set) var builtScreens: [TestScreen] = []

    func viewModel(for screen: TestScreen, coordination: any Coordination<TestScreen>) throws -> BuiltViewModel {
        builtScreens.append(screen)
        return try TestAssembly(screen: screen, coordination: coordination, onBuild: onBuild) { [weak self] call in
            self?.lifecycle.append(call)
        }.built()
    }

    func clearLifecycle() { lifecycle.removeAll() }
}

extension Coordinator where Screen == TestScreen {
    static func make(root: TestScreen = .home, assemblies: TestAssemblies = TestAssemblies()) throws -> Coordinator {
        try Coordinator(root: root, assemblies: assemblies)
    }

    func testViewModel(for screen: TestScreen) -> TestViewModel? {
        state.lastEntry(showing: screen).flatMap { viewModel(for: $0.id) as? TestViewModel }
    }

    func testViewModel(at index: Int) -> TestViewModel? {
        guard state.entries.indices.contains(index) else { return nil }
        return viewModel(for: state.entries[index].id) as? TestViewModel
    }
}

extension TestScreen: Routable {
    var screensBeneath: [TestScreen] {
        switch self {
        case .home: []
        case .list, .broken: [.home]
        case .detail: [.home, .list]
        }
    }

    var linkRule: LinkRule<TestScreen> {
        switch self {
        case .home, .list, .detail, .broken: .pushedOrPresented
        }
    }
}
