import Navigation
import NavigationHosting
import Testing

// The README's smallest complete example, kept compiling and true here.
private enum Screen: Hashable, Sendable {
    case list
    case detail(id: Int)
}

@MainActor private final class ListViewModel {
    let coordination: any Coordination<Screen>
    init(coordination: any Coordination<Screen>) { self.coordination = coordination }
    func open(_ id: Int) { try? coordination.show(.detail(id: id)) }
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
    func viewModel(for screen: Screen, coordination: any Coordination<Screen>) throws -> BuiltViewModel {
        switch screen {
        case .list: try ListAssembly(coordination: coordination).built()
        case .detail(let id): try DetailAssembly(id: id).built()
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

// The code of the article "Driving a UI", kept compiling and true here, on the README's screens.
@MainActor
private final class Host<Screen: Equatable & Sendable> {
    private(set) var shown: ShownStacks<NavigationEntry<Screen>>
    private var isAnimating = false
    private var behind = false
    let coordinator: Coordinator<Screen>

    init(_ coordinator: Coordinator<Screen>) {
        self.coordinator = coordinator
        shown = ShownStacks(coordinator.state) { $0 }
        coordinator.observeEvents { [weak self] event in
            guard let self, let change = event.change else { return }
            if isAnimating { behind = true } else { apply(change) }
        }
    }

    /// The animation of the last change ended: show what happened meanwhile, as one change.
    func animationEnded() throws {
        isAnimating = false
        guard behind else { return }
        behind = false
        let current = try NavigationState(stacks: shown.stacks, nextID: coordinator.state.nextID)
        apply(current.change(to: coordinator.state))
    }

    private func apply(_ change: NavigationChange<Screen>) {
        shown.apply(change) { $0 }
        isAnimating = !(change.removesNothing && change.insertsNothing)
    }
}

@MainActor
private func title(of entry: NavigationEntry<Screen>, in coordinator: Coordinator<Screen>) throws -> String {
    switch entry.screen {
    case .list: "List"
    case .detail: "Item \(try coordinator.viewModel(for: entry.id, as: DetailViewModel.self).id)"
    }
}

@MainActor
struct DrivingAUIArticleTests {
    @Test func theArticlesHostCatchesUpAfterItsAnimationAndReportsTheUsersBack() throws {
        let coordinator = try Coordinator(root: Screen.list, assemblies: RootAssembly())
        let host = Host(coordinator)
        try coordinator.show(.detail(id: 1))  // applied at once; an animation starts
        try coordinator.present(.detail(id: 2))  // arrives during the animation
        try coordinator.show(.detail(id: 3))
        #expect(host.shown.stacks != coordinator.state.stacks)
        try host.animationEnded()
        #expect(host.shown.stacks == coordinator.state.stacks)
        try host.animationEnded()
        let sheetRoot = coordinator.state.modals[0][0]
        try coordinator.userDid(.dismissed(flow: sheetRoot.id))
        let entryNowOnTop = coordinator.state.root
        try host.animationEnded()
        try coordinator.userDid(.wentBack(to: entryNowOnTop.id))
        try host.animationEnded()
        #expect(host.shown.stacks == coordinator.state.stacks)
        #expect(coordinator.state.screens == [.list])
        #expect(try title(of: coordinator.top, in: coordinator) == "List")
        try coordinator.show(.detail(id: 7))
        #expect(try title(of: coordinator.top, in: coordinator) == "Item 7")
    }
}
