import Navigation
import Testing

/// Whether a view model listens to its lifecycle is found from its Assembly's type when it says so, and by a
/// cast when only the object built does.
@MainActor
struct LifecycleWitnessTests {
    class Base {
        var calls: [String] = []
    }

    final class Listening: Base, NavigationLifecycle {
        func screenBecameTop() { calls.append("top") }
    }

    struct BaseAssembly: Assembly {
        let model: Base
        func build() -> Base { model }
    }

    struct ListeningAssembly: Assembly {
        let model: Listening
        func build() -> Listening { model }
    }

    struct Provider: AssemblyProvider {
        let typed: Listening
        let untyped: Listening
        func viewModel(for screen: TestScreen, coordination: any Coordination<TestScreen>) throws -> BuiltViewModel {
            switch screen {
            case .home: try ListeningAssembly(model: typed).built()
            default: try BaseAssembly(model: untyped).built()
            }
        }
    }

    @Test func aViewModelListensWhetherItsAssemblysTypeSaysSoOrOnlyTheObjectDoes() throws {
        let typed = Listening()
        let untyped = Listening()
        let coordinator = try Coordinator(root: TestScreen.home, assemblies: Provider(typed: typed, untyped: untyped))
        #expect(typed.calls == ["top"])
        try coordinator.show(.list)
        #expect(untyped.calls == ["top"])
    }

    @Test func builtGivesTheViewModelAndItsLifecycleOnlyWhenTheObjectListens() throws {
        let typed = Listening()
        let untyped = Listening()
        let silent = Base()
        let fromType = try ListeningAssembly(model: typed).built()
        let fromCast = try BaseAssembly(model: untyped).built()
        let none = try BaseAssembly(model: silent).built()
        #expect(fromType.viewModel === typed && fromType.lifecycle === typed)
        #expect(fromCast.viewModel === untyped && fromCast.lifecycle === untyped)
        #expect(none.viewModel === silent && none.lifecycle == nil)
    }

    struct Failing: Error {}

    struct FailingAssembly: Assembly {
        func build() throws -> Base { throw Failing() }
    }

    @Test func anAssemblyThatThrowsThroughBuiltRefusesTheNavigationAndChangesNothing() throws {
        struct Provider: AssemblyProvider {
            func viewModel(for screen: TestScreen, coordination: any Coordination<TestScreen>) throws -> BuiltViewModel
            {
                switch screen {
                case .home: try BaseAssembly(model: Base()).built()
                default: try FailingAssembly().built()
                }
            }
        }
        let coordinator = try Coordinator(root: TestScreen.home, assemblies: Provider())
        let before = coordinator.state
        let top = coordinator.topViewModel
        #expect(throws: NavigationError.buildFailed(screen: "list", reason: "Failing()")) {
            try coordinator.show(.list)
        }
        #expect(coordinator.state == before)
        #expect(coordinator.topViewModel === top)
    }
}
