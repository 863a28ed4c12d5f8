import Navigation
import Observation

/// The parts a round trip cannot do without, each measured alone: what the design makes inherent.
@MainActor
public enum Parts {
    /// An object observed the way the coordinator observes its state, with nobody observing.
    final class Observed: Observable {
        let registrar = ObservationRegistrar()
        let keyPath = \Observed.value
        var stored = 0
        var value: Int { stored }

        func change() {
            registrar.willSet(self, keyPath: keyPath)
            stored += 1
            registrar.didSet(self, keyPath: keyPath)
        }
    }

    /// Two changes of an observed value with no observer: what a round trip (a push, a pop) costs Observation.
    public static func observedChanges() -> (Int) -> Void {
        let observed = Observed()
        return { count in
            for _ in 0..<count {
                observed.change()
                observed.change()
            }
        }
    }

    /// A stand-in for an entry's handle: a small object with a weak reference to the coordinator.
    final class Handle {
        weak var owner: AnyObject?
        let id: Int
        init(owner: AnyObject, id: Int) {
            self.owner = owner
            self.id = id
        }
    }

    /// The floor, plus a handle allocated for the view model and released with it.
    public static func floorWithHandle() -> (Int) -> Void {
        let owner = Observed()
        var stack: [(DetailViewModel, Handle)] = []
        stack.reserveCapacity(4)
        return { count in
            for index in 0..<count {
                stack.append(
                    (DetailViewModel(id: index, title: "detail", coordination: nil), Handle(owner: owner, id: index)))
                stack.removeLast()
            }
        }
    }

    /// The benchmark's Assembly — five words: its id, title and handle — built through the provider's switch, as
    /// the coordinator builds a screen: the floor plus the provider's call and the Assembly made and used on the
    /// stack (no existential box).
    public static func builtThroughProvider() throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        guard let handle = (coordinator.topViewModel as? DetailViewModel)?.coordination else { return { _ in } }
        let assemblies: any AssemblyProvider<BenchScreen> = BenchRootAssembly()
        var stack: [AnyObject] = []
        stack.reserveCapacity(4)
        return { count in
            for index in 0..<count {
                if let built = try? assemblies.viewModel(for: .detail(id: index, title: "detail"), coordination: handle)
                {
                    stack.append(built.viewModel)
                }
                stack.removeAll(keepingCapacity: true)
            }
        }
    }
}
