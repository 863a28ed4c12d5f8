import Foundation
import Navigation
import TestSupport
import Testing

/// A screen keeps what the user typed in its own entry — its draft — without navigating: the saved session holds
/// it, and the result it was opened for stays open.
@MainActor
struct DraftTests {
    /// A session at home › list › detail 1, the detail opened for a result by the list, which receives `Int`s.
    func restored(into results: UnaskedResultTests.Box, file: Data? = nil) throws -> Coordinator<TestScreen> {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        let detail = try state.push(.detail(id: 1))
        let session = try file ?? SavedNavigation(state: state, awaitingResult: [detail.id]).json()
        let assemblies = TestAssemblies()
        assemblies.onBuild = { screen, coordination in
            guard screen == .list else { return }
            coordination.receiveResults(expecting: Int.self) { results.results.append($0) }
        }
        return try Coordinator(restoring: session, orRoot: .home, assemblies: assemblies)
    }

    @Test func aDraftUpdatedInPlaceIsSavedAndRestoredWithItsResultStillOpen() throws {
        let results = UnaskedResultTests.Box()
        let coordinator = try restored(into: results)
        let detail = try #require(coordinator.testViewModel(for: .detail(id: 1)))
        let id = coordinator.state.top.id
        let changes = ObservationCounter { _ = coordinator.state }
        try detail.coordination.updateScreen(to: .detail(id: 42))
        // In place: the same entry and view model; Observation saw the state change.
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 42)])
        #expect(coordinator.state.top.id == id)
        #expect(coordinator.testViewModel(at: 2) === detail)
        #expect(changes.changes == 1)
        #expect(coordinator.entriesAwaitingResult == [id])

        // Saved with the session, and restored with the result still open.
        let next = try restored(into: results, file: try coordinator.savedNavigation.json())
        #expect(next.restoreOutcome == .restored)
        #expect(next.state.screens == [.home, .list, .detail(id: 42)])
        try #require(next.testViewModel(at: 2)).coordination.finish(with: 7)
        #expect(results.results == [.delivered(7)])
    }

    @Test func aDraftIsNotNavigationNoEventAndNoGuard() throws {
        let results = UnaskedResultTests.Box()
        let coordinator = try restored(into: results)
        var events = 0
        var asked = 0
        coordinator.observeEvents { _ in events += 1 }
        coordinator.addGuard { _, _ in
            asked += 1
            return .refuse(reason: "no navigation now")
        }
        try coordinator.testViewModel(for: .detail(id: 1))?.coordination.updateScreen(to: .detail(id: 2))
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 2)])
        #expect((events, asked) == (0, 0))
    }

    @Test func aScreenThatLeftCannotUpdateItsEntryAndNothingChanges() throws {
        let results = UnaskedResultTests.Box()
        let coordinator = try restored(into: results)
        let detail = try #require(coordinator.testViewModel(for: .detail(id: 1)))
        let id = coordinator.state.top.id
        try coordinator.pop()
        let before = coordinator.state
        #expect(throws: NavigationError.staleHandle(entry: id)) {
            try detail.coordination.updateScreen(to: .detail(id: 3))
        }
        #expect(coordinator.state == before)
    }

    /// From its view model's initializer the entry is not the state's yet: refused, and nothing changes — the
    /// push goes on with the screen as opened.
    @Test func aScreenBeingBuiltCannotUpdateItsEntryYet() throws {
        let assemblies = TestAssemblies()
        var refusal: NavigationError?
        assemblies.onBuild = { screen, coordination in
            guard screen == .detail(id: 1) else { return }
            do throws(NavigationError) {
                try coordination.updateScreen(to: .detail(id: 2))
            } catch {
                refusal = error
            }
        }
        let coordinator = try Coordinator(root: TestScreen.home, assemblies: assemblies)
        let changes = ObservationCounter { _ = coordinator.state }
        try coordinator.show(.detail(id: 1))
        #expect(refusal == .staleHandle(entry: coordinator.state.top.id))
        #expect(coordinator.state.screens == [.home, .detail(id: 1)])
        #expect(changes.changes == 1)  // the push alone
    }

    @Test func aScreenInATabOutOfSightUpdatesItsEntryThere() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.show(.detail(id: 1))
        let detail = try #require(coordinator.testViewModel(for: .detail(id: 1)))
        try coordinator.select(TestTab.second)
        try detail.coordination.updateScreen(to: .detail(id: 5))
        #expect(coordinator.state.stack(of: TestTab.first)?.map(\.screen) == [.home, .detail(id: 5)])
        #expect(coordinator.state.screens == [.list])
    }
}
