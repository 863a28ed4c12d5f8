import Navigation
import Testing

// The README's smallest complete example, kept compiling and true here.
private enum Screen: Hashable, Sendable {
    case list
    case detail(id: Int)
}

@MainActor private final class ListViewModel {
    let coordination: any Coordination<Screen>
    init(coordination: any Coordination<Screen>) { self.coordination = coordination }
    func open(_ id: Int) throws(NavigationError) { try coordination.show(.detail(id: id)) }
}

@MainActor private final class DetailViewModel {
    let id: Int
    init(id: Int) { self.id = id }
}

private struct ListAssembly: Assembly {
    let coordination: any Coordination<Screen>
    func build() -> ListViewModel { ListViewModel(coordination: coordination) }
}

private struct DetailAssembly: Assembly {
    let id: Int
    func build() -> DetailViewModel { DetailViewModel(id: id) }
}

private struct RootAssembly: AssemblyProvider {
    func assembly(for screen: Screen, coordination: any Coordination<Screen>) -> any Assembly {
        switch screen {
        case .list: ListAssembly(coordination: coordination)
        case .detail(let id): DetailAssembly(id: id)
        }
    }
}

@MainActor
struct ReadmeExampleTests {
    @Test func theReadmeExampleDoesWhatItSays() throws {
        let coordinator = try Coordinator(root: Screen.list, assemblies: RootAssembly())
        try coordinator.topViewModel(as: ListViewModel.self).open(42)
        #expect(coordinator.state.screens == [.list, .detail(id: 42)])
        #expect(try coordinator.topViewModel(as: DetailViewModel.self).id == 42)
        try coordinator.pop()
        #expect(coordinator.state.screens == [.list])
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        #expect(coordinator.state.screens == [.list])
    }
}
