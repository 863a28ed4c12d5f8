import Foundation
import Navigation
import Testing

/// A screen opened for a result without its opener asking — by a link that opens both, or a restored session —
/// hands its value to the opener when the opener's view model declared it receives such results.
@MainActor
struct UnaskedResultTests {
    /// A session at home › list › 1, the detail opened for a result by the list.
    func session() throws -> Data {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.push(.detail(id: 1))
        return try SavedNavigation(state: state, awaitingResult: [state.top.id]).json()
    }

    /// A coordinator restoring the session, whose list declares it receives `Int` results into `received`.
    func restored(declaring: Bool, into received: Box) throws -> Coordinator<TestScreen> {
        let assemblies = TestAssemblies()
        assemblies.onBuild = { screen, coordination in
            guard declaring, screen == .list else { return }
            coordination.receiveResults(expecting: Int.self) { received.results.append($0) }
        }
        return try Coordinator(restoring: try session(), orRoot: .home, assemblies: assemblies)
    }

    final class Box {
        var results: [ScreenResult<Int>] = []
    }

    @Test func theOpenerThatDeclaredItReceivesTheValue() throws {
        let received = Box()
        let coordinator = try restored(declaring: true, into: received)
        try #require(coordinator.testViewModel(for: .detail(id: 1))).coordination.finish(with: 7)
        #expect(received.results == [.delivered(7)])
        #expect(coordinator.state.screens == [.home, .list])
    }

    @Test func closedWithoutAValueTheOpenerHearsThatItClosed() throws {
        let received = Box()
        let coordinator = try restored(declaring: true, into: received)
        try coordinator.pop()
        #expect(received.results == [.closed])
    }

    @Test func aValueOfAnotherTypeIsRefusedAndNothingChanges() throws {
        let received = Box()
        let coordinator = try restored(declaring: true, into: received)
        let before = coordinator.state
        #expect(throws: NavigationError.resultTypeMismatch(expected: "Int", received: "String")) {
            try coordinator.testViewModel(for: .detail(id: 1))?.coordination.finish(with: "seven")
        }
        #expect(coordinator.state == before)
        #expect(received.results.isEmpty)
    }

    @Test func withoutADeclarationTheValueReachesNoOne() throws {
        let received = Box()
        let coordinator = try restored(declaring: false, into: received)
        try #require(coordinator.testViewModel(for: .detail(id: 1))).coordination.finish(with: 7)
        #expect(coordinator.state.screens == [.home, .list])
        #expect(received.results.isEmpty)
    }
}
