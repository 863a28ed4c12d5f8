import Foundation
import Navigation
import Testing

/// A saved session is never dropped whole for a screen this version of the app does not read: each stack is
/// restored up to its first unread screen, each tab on its own, and the outcome names what was left out.
@MainActor
struct UnreadScreensTests {
    /// `state`'s saved JSON with the route `route` written as `replacement` — a screen of an earlier version.
    func saved(_ state: NavigationState<TestScreen>, writing route: String, as replacement: String) throws -> Data {
        let text = try SavedNavigation(state: state).jsonText()
        #expect(text.contains("\"\(route)\""))
        return Data(text.replacingOccurrences(of: "\"\(route)\"", with: "\"\(replacement)\"").utf8)
    }

    /// The screens the coordinator's restore reports as dropped, or `nil` when it restored in full or nothing.
    func dropped(by coordinator: Coordinator<TestScreen>) -> [TestScreen]? {
        guard case .restoredInPart(let dropped, _) = coordinator.restoreOutcome else { return nil }
        return dropped
    }

    @Test func aTabHoldingAScreenTheAppNoLongerHasCostsOnlyThatScreenAndWhatIsAboveIt() throws {
        var state = NavigationState(selecting: TestTab.first)
        try state.push(.detail(id: 5))
        try state.show(.detail(id: 1), in: TestTab.second)
        try state.show(.detail(id: 2), in: TestTab.second)
        try state.show(.detail(id: 3), in: TestTab.second)
        try state.show(.detail(id: 4), in: TestTab.third)
        let json = try saved(state, writing: "detail;id=2", as: "oldDetail;id=2")
        let coordinator = try Coordinator(restoring: json, orSelecting: TestTab.third, assemblies: TestAssemblies())
        // Every other tab whole, the selection kept; the second tab up to the unknown screen.
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(coordinator.state.screens == [.home, .detail(id: 5)])
        #expect(coordinator.state.stack(of: TestTab.third)?.map(\.screen) == [.detail(id: 9), .detail(id: 4)])
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list, .detail(id: 1)])
        // The outcome names the screen left out, and lists the one above it.
        guard case .restoredInPart(let dropped, let reason) = coordinator.restoreOutcome else {
            Issue.record("restored as \(String(describing: coordinator.restoreOutcome))")
            return
        }
        #expect(dropped == [.detail(id: 3)])
        guard case .invalidSavedState(.invalidScreen(let path, let error)) = reason else {
            Issue.record("the reason is \(reason)")
            return
        }
        #expect(path == "tabs[1].stack[2].screen")
        #expect(error.component == "oldDetail")
        #expect("\(reason)".contains("oldDetail"))
    }

    @Test func anUnreadScreenOfTheBaseStackTakesTheFlowsOverItWithIt() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.push(.detail(id: 1))
        _ = try state.present(.detail(id: 2))
        let saved = try SavedNavigation<TestScreen>(
            json: try saved(state, writing: "detail;id=1", as: "gone"), unreadScreens: .leftOut)
        #expect(saved.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
        #expect(saved.unread.map(\.path) == ["stacks[0][2].screen"])
        #expect(saved.unread.map(\.route) == ["gone"])
        #expect(saved.leftOut == [.detail(id: 2)])
    }

    @Test(arguments: [
        // The id of a screen left out (#2, above the unread one) is a kept screen's.
        (
            #""id": 3, "screen": "detail;id=2""#, #""id": 1, "screen": "detail;id=2""#,
            RestorationError.duplicateID(EntryID(rawValue: 1))
        ),
        // A screen left out has an id the saved nextID does not exceed.
        (
            #""id": 3, "screen": "detail;id=2""#, #""id": 9, "screen": "detail;id=2""#,
            .nextIDTooLow(nextID: EntryID(rawValue: 4), highest: EntryID(rawValue: 9))
        ),
    ])
    func whatIsLeftOutIsRefusedForWhatIsKeptWouldBe(
        entry: String, replacement: String, error: RestorationError
    ) throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.push(.detail(id: 1))
        _ = try state.present(.detail(id: 2))
        var text = String(decoding: try saved(state, writing: "detail;id=1", as: "gone"), as: UTF8.self)
        #expect(text.contains(entry))
        text = text.replacingOccurrences(of: entry, with: replacement)
        #expect(throws: error) { try SavedNavigation<TestScreen>(json: Data(text.utf8), unreadScreens: .leftOut) }
    }

    @Test func aFlowWhoseRootIsUnreadGoesWithTheFlowsAboveItAndTheBaseStays() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        _ = try state.present(.detail(id: 1))
        _ = try state.present(.detail(id: 2))
        let json = try saved(state, writing: "detail;id=1", as: "gone")
        let coordinator = try Coordinator(restoring: json, orRoot: .home, assemblies: TestAssemblies())
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
        #expect(dropped(by: coordinator) == [.detail(id: 2)])
    }

    @Test func aSelectedTabWhoseRootIsUnreadStartsAtItsRootAndTheFirstTabReadIsSelected() throws {
        var state = NavigationState(selecting: TestTab.third)
        try state.push(.detail(id: 4))
        try state.show(.detail(id: 1), in: TestTab.second)
        let json = try saved(state, writing: "detail;id=9", as: "gone")
        let coordinator = try Coordinator(restoring: json, orSelecting: TestTab.third, assemblies: TestAssemblies())
        #expect(coordinator.state.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(coordinator.state.stack(of: TestTab.second)?.map(\.screen) == [.list, .detail(id: 1)])
        #expect(coordinator.state.stack(of: TestTab.third)?.map(\.screen) == [.detail(id: 9)])
        #expect(dropped(by: coordinator) == [.detail(id: 4)])
    }

    @Test func onlyANothingToShowStartsAtTheRoot() throws {
        var state = NavigationState(root: TestScreen.list)
        try state.push(.detail(id: 1))
        let json = try saved(state, writing: "list", as: "gone")
        let coordinator = try Coordinator(restoring: json, orRoot: .home, assemblies: TestAssemblies())
        #expect(coordinator.state.screens == [.home])
        guard case .startedAtRoot(.invalidSavedState(.invalidScreen(let path, let error))) = coordinator.restoreOutcome
        else {
            Issue.record("started as \(String(describing: coordinator.restoreOutcome))")
            return
        }
        #expect(path == "stacks[0][0].screen")
        #expect(error.component == "gone")
    }

    @Test func readingStrictlyOrRestoringARunningCoordinatorStillRefusesTheWholeInput() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.detail(id: 1))
        let json = try saved(state, writing: "detail;id=1", as: "gone")
        #expect(throws: RestorationError.self) { try SavedNavigation<TestScreen>(json: json) }
        let coordinator = try Coordinator.make(root: .list)
        #expect(throws: NavigationError.self) { try coordinator.restore(json: json) }
        #expect(coordinator.state.screens == [.list])
    }
}
