import Foundation
import Navigation
import Testing

/// Screens a guard holds back from a restore stay in the saved session until the user navigates over them:
/// closing the guard's screen, or quitting at it, costs nothing of the session.
@MainActor
struct HeldScreensTests {
    let lock = TestLock()

    func lockGuard() -> Coordinator<TestScreen>.Guard {
        { [lock] request, state in
            !lock.isUnlocked && request.requestedScreens(in: state).contains(.detail(id: 5))
                ? .redirect(.present(.home), resumeOnResult: true) : .allow
        }
    }

    /// Saved: the first tab at home › 5, the second at list › 5 › 1, the third selected at its root.
    func savedSession() throws -> Data {
        var state = NavigationState(selecting: TestTab.first)
        try state.push(.detail(id: 5))
        try state.show(.detail(id: 5), in: TestTab.second)
        try state.show(.detail(id: 1), in: TestTab.second)
        try state.select(TestTab.third)
        return try SavedNavigation(state: state).json()
    }

    func restored(_ json: Data) throws -> Coordinator<TestScreen> {
        try Coordinator(restoring: json, orSelecting: TestTab.first, assemblies: TestAssemblies()) {
            $0.addGuard(lockGuard())
        }
    }

    func tabs(of saved: SavedNavigation<TestScreen>) -> [String: [TestScreen]] {
        Dictionary(uniqueKeysWithValues: saved.state.tabStacks.map { ($0.tab.name, $0.stack.map(\.screen)) })
    }

    @Test func closingTheGuardsScreenKeepsTheHeldScreensInTheSavedSession() throws {
        let coordinator = try restored(try savedSession())
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list])
        #expect(coordinator.state.top.screen == .home)  // the guard's screen
        // Quitting at the guard's screen: the session as it was, without the guard's screen.
        let atTheGuard = coordinator.savedNavigation
        #expect(tabs(of: atTheGuard)["first"] == [.home, .detail(id: 5)])
        #expect(tabs(of: atTheGuard)["second"] == [.list, .detail(id: 5), .detail(id: 1)])
        #expect(atTheGuard.state.modals.isEmpty)
        // Closing it: still all there, and the next start asks again.
        try coordinator.dismiss()
        let closed = try coordinator.savedNavigation.json()
        let next = try restored(closed)
        #expect(tabs(of: next.savedNavigation)["second"] == [.list, .detail(id: 5), .detail(id: 1)])
        #expect(next.state.top.screen == .home)
        // Once unlocked, the guard's screen finishing brings every held screen back.
        lock.isUnlocked = true
        try next.finish(with: true)
        #expect(next.state.stack(of: TestTab.second)?.map(\.screen) == [.list, .detail(id: 5), .detail(id: 1)])
        #expect(next.state.stack(of: TestTab.first)?.map(\.screen) == [.home, .detail(id: 5)])
    }

    @Test func anIDAHeldScreenWasSavedWithIsWrittenForTheScreenThatHasItNow() throws {
        let coordinator = try restored(try savedSession())
        try coordinator.dismiss()  // the guard's screen closed: the held screens stay saved
        // Held screens are saved with the ids next to come, so the coordinator keeps their routes under ids
        // that its next entries get.
        let atRest = coordinator.savedNavigation
        let heldIDs = Set(atRest.state.entriesOfOtherTabs.map(\.id)).subtracting(
            coordinator.state.entriesOfOtherTabs.map(\.id))
        try coordinator.show(.detail(id: 7))
        let pushed = coordinator.state.top
        #expect(heldIDs.contains(pushed.id), "the pushed entry has an id a held screen was saved with")
        let saved = coordinator.savedNavigation
        let fresh = SavedNavigation(state: saved.state, awaitingResult: saved.awaitingResult)
        #expect(try saved.jsonText() == fresh.jsonText())
        #expect(try saved.jsonText().contains(#"{"id": \#(pushed.id.rawValue), "screen": "detail;id=7"}"#))
        #expect(tabs(of: saved)["second"] == [.list, .detail(id: 5), .detail(id: 1)], "still held")
    }

    @Test func navigatingInAStackLetsGoOfWhatItHeldAndOnlyThat() throws {
        let coordinator = try restored(try savedSession())
        try coordinator.dismiss()
        try coordinator.select(TestTab.second)
        try coordinator.show(.detail(id: 2))
        let saved = tabs(of: coordinator.savedNavigation)
        #expect(saved["second"] == [.list, .detail(id: 2)])  // what the user did there
        #expect(saved["first"] == [.home, .detail(id: 5)])  // still held
    }

    @Test func aHeldScreenOfTheBaseStackStaysWithTheFlowsSavedOverIt() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.detail(id: 5))
        try state.push(.list)
        _ = try state.present(.detail(id: 1))
        let json = try SavedNavigation(state: state).json()
        let coordinator = try Coordinator(restoring: json, orRoot: .home, assemblies: TestAssemblies()) {
            $0.addGuard(lockGuard())
        }
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home], [.home]])
        let saved = coordinator.savedNavigation.state.stacks.map { $0.map(\.screen) }
        #expect(saved == [[.home, .detail(id: 5), .list], [.detail(id: 1)]])
        try coordinator.dismiss()
        #expect(coordinator.savedNavigation.state.stacks.map { $0.map(\.screen) } == saved)
        // A push on the base stack is the user navigating over what it held.
        try coordinator.show(.list)
        #expect(coordinator.savedNavigation.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
    }
    @Test func aResumedRestoreKeepsTheEntriesAndViewModelsItShowsAndAddsOnlyTheHeldScreens() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.push(.detail(id: 5))
        try state.push(.detail(id: 6))
        let assemblies = TestAssemblies()
        let coordinator = try Coordinator(
            restoring: try SavedNavigation(state: state, awaitingResult: [state.top.id]).json(), orRoot: .home,
            assemblies: assemblies
        ) { $0.addGuard(lockGuard()) }
        #expect(coordinator.restoreOutcome == .restoredBehindGuard(held: [.detail(id: 5), .detail(id: 6)]))
        let shown = coordinator.state.base
        let models = shown.map { coordinator.viewModel(for: $0.id).map(ObjectIdentifier.init) }
        var changes: [NavigationChange<TestScreen>] = []
        coordinator.observeEvents { if case .changed(let change, _) = $0 { changes.append(change) } }
        lock.isUnlocked = true
        try coordinator.finish(with: true)
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 5), .detail(id: 6)])
        // The screens shown beneath the guard's are the same entries with the same view models.
        #expect(Array(coordinator.state.base.prefix(2)) == shown)
        #expect(shown.map { coordinator.viewModel(for: $0.id).map(ObjectIdentifier.init) } == models)
        // The host sees the guard's screen go, then only the held screens pushed.
        #expect(changes.last?.removed == [])
        #expect(changes.last?.pushed.map(\.screen) == [.detail(id: 5), .detail(id: 6)])
        // The held screen that was opened for a result awaits one again.
        #expect(coordinator.entriesAwaitingResult == [coordinator.state.top.id])
    }

    @Test func aResumedRestoreWithTabsKeepsEveryTabsEntries() throws {
        let coordinator = try restored(try savedSession())
        #expect(
            coordinator.restoreOutcome == .restoredBehindGuard(held: [.detail(id: 5), .detail(id: 5), .detail(id: 1)]))
        let first = try #require(coordinator.state.stack(of: TestTab.first))
        let second = try #require(coordinator.state.stack(of: TestTab.second))
        let models = (first + second).map { coordinator.viewModel(for: $0.id).map(ObjectIdentifier.init) }
        lock.isUnlocked = true
        try coordinator.finish(with: true)
        #expect(coordinator.state.stack(of: TestTab.first)?.prefix(1) == first[...])
        #expect(coordinator.state.stack(of: TestTab.second)?.prefix(1) == second[...])
        #expect((first + second).map { coordinator.viewModel(for: $0.id).map(ObjectIdentifier.init) } == models)
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list, .detail(id: 5), .detail(id: 1)])
    }

    @Test func aResumedRestoreUndoesNothingTheUserDidMeanwhile() throws {
        let coordinator = try restored(try savedSession())
        // Beneath the guard's screen the user goes on in the selected tab: nothing was held there.
        try coordinator.dismiss()
        try coordinator.show(.list)
        try coordinator.select(TestTab.second)
        try coordinator.show(.detail(id: 2))  // navigates over what the second tab held
        // The guard's screen again, opened by a push of the first tab's held screen, then unlocked.
        try coordinator.select(TestTab.first)
        try coordinator.show(.detail(id: 5))
        lock.isUnlocked = true
        try coordinator.finish(with: true)
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list, .detail(id: 2)])
        #expect(coordinator.state.stack(of: TestTab.third)?.map(\.screen).last == .list)
    }
}
