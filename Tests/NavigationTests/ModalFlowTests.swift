import Navigation
import NavigationTesting
import TestSupport
import Testing

@MainActor
struct ModalFlowTests {
    @Test func presentOpensAFlowThatShowAndPopActOn() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        #expect(coordinator.state.base.map(\.screen) == [.home, .list])
        #expect(coordinator.state.active.map(\.screen) == [.detail(id: 1), .detail(id: 2)])
        try coordinator.pop()
        #expect(coordinator.state.active.map(\.screen) == [.detail(id: 1)])
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        #expect(coordinator.state.modals.count == 1)
    }

    @Test func dismissClosesTheFlowWithEverythingInIt() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        try coordinator.present(.list)
        try coordinator.show(.detail(id: 1))
        weak let detail = coordinator.testViewModel(for: .detail(id: 1))
        try coordinator.dismiss()
        #expect(coordinator.state.screens == [.home])
        #expect(detail == nil)
        expectNoRetainedViewModels(coordinator)
        #expect(
            log.events.last?.change?.dismissed == [
                [
                    NavigationEntry(id: EntryID(rawValue: 1), screen: .list),
                    NavigationEntry(id: EntryID(rawValue: 2), screen: .detail(id: 1)),
                ]
            ])
    }

    @Test func modalsStackAndDismissOneAtATime() throws {
        let coordinator = try Coordinator.make()
        try coordinator.present(.list)
        try coordinator.present(.detail(id: 1))
        #expect(coordinator.state.modals.map { $0.map(\.screen) } == [[.list], [.detail(id: 1)]])
        try coordinator.dismiss()
        #expect(coordinator.top.screen == .list)
        try coordinator.dismiss()
        #expect(coordinator.top.screen == .home)
    }

    @Test func dismissWithoutAModalIsRefusedAndChangesNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let before = coordinator.state
        #expect(throws: NavigationError.noModalToDismiss) { try coordinator.dismiss() }
        #expect(coordinator.state == before)
    }

    @Test func showInFirstPositionInsideAModalResetsOnlyThatFlow() throws {
        let coordinator = try Coordinator.make()
        try coordinator.present(.list)
        try coordinator.show(.detail(id: 1))
        try coordinator.resetStack(to: .detail(id: 2))
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.detail(id: 2)]])
    }

    @Test func popToAScreenBelowAModalClosesTheModal() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        try coordinator.pop(to: .home)
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home]])
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aScreenOfAModalNavigatesThroughItsHandle() throws {
        let coordinator = try Coordinator.make()
        try coordinator.present(.list)
        let list = try #require(coordinator.testViewModel(for: .list))
        try list.coordination.show(.detail(id: 1))
        try list.coordination.dismiss()
        #expect(coordinator.state.screens == [.home])
        #expect(throws: NavigationError.staleHandle(entry: EntryID(rawValue: 1))) { try list.coordination.dismiss() }
    }
}
