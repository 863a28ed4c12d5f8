import Navigation
import NavigationTesting
import TestSupport
import Testing

@MainActor
struct OperationsTests {
    /// home › list › detail(1) › detail(2)
    func makeDeepCoordinator() throws -> Coordinator<TestScreen> {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        return coordinator
    }

    @Test func popToRootRemovesEverythingAboveTheRootInOneEvent() throws {
        let coordinator = try makeDeepCoordinator()
        let log = EventLog(coordinator)
        let root = coordinator.topViewModel(at: 0)
        try coordinator.popToRoot()
        #expect(coordinator.state.screens == [.home])
        #expect(identical(coordinator.topViewModel, root))
        #expect(log.events.count == 1)
        let change = try #require(log.events.first?.change)
        #expect(change.removed.map(\.screen) == [.list, .detail(id: 1), .detail(id: 2)])
        #expect(change.stack == 0 && change.dismissed.isEmpty && change.insertsNothing)
        expectNoRetainedViewModels(coordinator)
    }

    @Test func popToRootAtTheRootChangesNothingAndSaysNothing() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        try coordinator.popToRoot()
        #expect(coordinator.state.screens == [.home])
        #expect(log.events.isEmpty)
    }

    @Test func popToAScreenByValueByPredicateAndByID() throws {
        let coordinator = try makeDeepCoordinator()
        try coordinator.pop(to: .detail(id: 1))
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 1)])
        try coordinator.pop(toLast: { $0 == .list })
        #expect(coordinator.state.screens == [.home, .list])
        try coordinator.pop(to: coordinator.state.root.id)
        #expect(coordinator.state.screens == [.home])
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aScreenIsNamedInErrorsByItsRouteWhenItsEnumHasRoutes() throws {
        let coordinator = try Coordinator.make()
        #expect(throws: NavigationError.screenNotFound(screen: "detail;id=3")) {
            try coordinator.pop(to: .detail(id: 3))
        }
        #expect(
            NavigationError.screenNotFound(screen: "detail;id=3").description == "No open screen shows detail;id=3.")
    }

    @Test func popToAMissingTargetIsRefusedAndChangesNothing() throws {
        let coordinator = try makeDeepCoordinator()
        let log = EventLog(coordinator)
        let before = coordinator.state
        #expect(throws: NavigationError.screenNotFound(screen: "broken")) { try coordinator.pop(to: .broken) }
        #expect(throws: NavigationError.screenNotFound(screen: "a screen matching the predicate")) {
            try coordinator.pop(toLast: { _ in false })
        }
        #expect(throws: NavigationError.entryNotFound(EntryID(rawValue: 42))) {
            try coordinator.pop(to: EntryID(rawValue: 42))
        }
        #expect(coordinator.state == before)
        #expect(
            log.events == [
                .refused(.popToScreen(.broken), error: .screenNotFound(screen: "broken")),
                .refused(.popTo(EntryID(rawValue: 42)), error: .entryNotFound(EntryID(rawValue: 42))),
            ])
    }

    @Test func replaceTopBuildsTheNewScreenAndReleasesTheOld() throws {
        let coordinator = try makeDeepCoordinator()
        let log = EventLog(coordinator)
        weak let old = coordinator.testViewModel(for: .detail(id: 2))
        try coordinator.replaceTop(with: .detail(id: 3))
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 1), .detail(id: 3)])
        #expect(old == nil)
        #expect(coordinator.testViewModel(for: .detail(id: 3))?.screen == .detail(id: 3))
        #expect(
            log.events.map(\.description) == ["replaceTop(detail;id=3): stack 0: -[#3 detail;id=2] +[#4 detail;id=3]"])
    }

    @Test func setStackKeepsTheViewModelsOfEntriesThatStay() throws {
        let coordinator = try makeDeepCoordinator()
        let home = coordinator.topViewModel(at: 0)
        let list = coordinator.topViewModel(at: 1)
        weak let detail = coordinator.testViewModel(for: .detail(id: 1))
        try coordinator.setStack([.home, .list, .detail(id: 9), .list])
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 9), .list])
        #expect(identical(coordinator.topViewModel(at: 0), home))
        #expect(identical(coordinator.topViewModel(at: 1), list))
        #expect(detail == nil)
        #expect(coordinator.state.entries.allSatisfy { coordinator.viewModel(for: $0.id) != nil })
        expectNoRetainedViewModels(coordinator)
    }

    @Test func setStackToTheSameScreensChangesNothing() throws {
        let coordinator = try makeDeepCoordinator()
        let log = EventLog(coordinator)
        let before = coordinator.state
        try coordinator.setStack(before.screens)
        #expect(coordinator.state == before)
        #expect(log.events.isEmpty)
    }

    @Test func setStackIsAllOrNothing() throws {
        let coordinator = try makeDeepCoordinator()
        let before = coordinator.state
        let models = before.entries.map { coordinator.viewModel(for: $0.id) }
        #expect(throws: NavigationError.emptyStack) { try coordinator.setStack([]) }
        #expect(throws: NavigationError.buildFailed(screen: "broken", reason: "no such screen in this test")) {
            try coordinator.setStack([.home, .detail(id: 5), .broken])
        }
        #expect(coordinator.state == before)
        #expect(zip(models, before.entries.map { coordinator.viewModel(for: $0.id) }).allSatisfy(identical))
        expectNoRetainedViewModels(coordinator)
    }

    @Test func navigateAppliesAnyRequest() throws {
        let coordinator = try Coordinator.make()
        try coordinator.navigate(.setStack([.list, .detail(id: 1)]))
        try coordinator.navigate(.present(.home))
        try coordinator.navigate(.dismiss)
        try coordinator.navigate(.popToRoot)
        #expect(coordinator.state.screens == [.list])
    }
}

extension Coordinator where Screen == TestScreen {
    func topViewModel(at index: Int) -> AnyObject? {
        viewModel(for: state.entries[index].id)
    }
}
