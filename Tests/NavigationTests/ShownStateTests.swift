import Testing

@testable import NavigationCore
@testable import NavigationRoutes

/// What a host model shows, read back as a state to find its steps from: the same state where it is one, and
/// nothing — so that the host shows the coordinator's state at once — where reading it could not go on.
@MainActor
struct ShownStateTests {
    private func entry(_ id: UInt64, _ screen: String) -> NavigationEntry<String> {
        NavigationEntry(id: EntryID(rawValue: id), screen: screen)
    }

    @Test func stacksShownReadBackAsTheStateTheyCameFrom() throws {
        let state = try NavigationState(
            stacks: [[entry(0, "list"), entry(1, "detail")], [entry(2, "sheet")]], nextID: EntryID(rawValue: 3))
        let shown = try #require(NavigationState(shown: state.stacks, tabs: nil, nextID: state.nextID))
        #expect(shown == state)
        #expect(shown.hostSteps(to: state).isEmpty)
    }

    @Test func tabsShownReadBackAsTheStateTheyCameFrom() throws {
        let state = try NavigationState(
            tabs: [
                (tab: tabNamed("home"), stack: [entry(0, "home")]),
                (tab: tabNamed("shop"), stack: [entry(1, "catalog")]),
            ],
            selectedTab: tabNamed("shop"), modals: [[entry(2, "cart")]], nextID: EntryID(rawValue: 3))
        let parked = state.tabs.map { $0 == tabNamed("shop") ? [] : [entry(0, "home")] }
        let shown = try #require(
            NavigationState(shown: state.stacks, tabs: (state.tabs, tabNamed("shop"), parked), nextID: state.nextID))
        #expect(shown == state)
        #expect(shown.hostSteps(to: state).isEmpty)
    }

    @Test func whatCannotBeReadAsAStateIsRefused() {
        let nextID = EntryID(rawValue: 3)
        let stack = [entry(0, "home")]
        #expect(NavigationState<String>(shown: [], tabs: nil, nextID: nextID) == nil, "no stack")
        #expect(NavigationState(shown: [stack, []], tabs: nil, nextID: nextID) == nil, "an empty flow")
        #expect(
            NavigationState(
                shown: [stack], tabs: ([tabNamed("home"), tabNamed("shop")], tabNamed("cart"), [[], stack]),
                nextID: nextID) == nil,
            "the selected tab is not among the tabs")
        #expect(
            NavigationState(
                shown: [stack], tabs: ([tabNamed("home"), tabNamed("shop")], tabNamed("home"), [[], []]), nextID: nextID
            ) == nil,
            "a tab out of sight has no stack")
        #expect(
            NavigationState(
                shown: [stack], tabs: ([tabNamed("home"), tabNamed("shop")], tabNamed("home"), [[]]), nextID: nextID)
                == nil,
            "a tab is missing")
    }
}
