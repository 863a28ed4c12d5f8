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
        func assembly(for screen: TestScreen, coordination: any Coordination<TestScreen>) -> any Assembly {
            switch screen {
            case .home: ListeningAssembly(model: typed)
            default: BaseAssembly(model: untyped)
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
}
