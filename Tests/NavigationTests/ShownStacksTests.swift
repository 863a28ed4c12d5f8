import Navigation
import NavigationHosting
import Testing

/// A host's elements, counted as they are made.
@MainActor
private final class Elements {
    var shown: ShownStacks<String>
    var made: [EntryID] = []

    init(_ state: NavigationState<TestScreen>) {
        shown = ShownStacks(state) { "\($0.id)" }
    }

    func apply(_ change: NavigationChange<TestScreen>) {
        shown.apply(change) { entry in
            self.made.append(entry.id)
            return "\(entry.id)"
        }
    }
}

@MainActor
struct ShownStacksTests {
    /// The elements `state` shows, as `Elements` makes them.
    private func names(_ stacks: [[NavigationEntry<TestScreen>]]) -> [[String]] {
        stacks.map { $0.map { "\($0.id)" } }
    }

    @Test func aHostsElementIsMadeOnlyForAnEntryAChangeInsertsAndKeptForTheOthers() throws {
        let coordinator = try Coordinator.make()
        let elements = Elements(coordinator.state)
        let registration = coordinator.observeEvents { event in
            if let change = event.change { elements.apply(change) }
        }
        defer { registration.cancel() }
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        try coordinator.show(.detail(id: 2))
        #expect(elements.made == [EntryID(rawValue: 1), EntryID(rawValue: 2), EntryID(rawValue: 3)])
        #expect(elements.shown.stacks == names(coordinator.state.stacks))
        try coordinator.dismiss()
        try coordinator.replaceTop(with: .detail(id: 4))
        #expect(elements.made.last == EntryID(rawValue: 4))
        #expect(elements.made.count == 4)
        #expect(elements.shown.stacks == [["#0", "#4"]])
        #expect(elements.shown.selectedTab == nil && elements.shown.otherTabs.isEmpty)
    }

    @Test func aTabSwitchPutsTheBaseStackAsideAndBringsTheTabsOwnWithItsElements() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        let elements = Elements(coordinator.state)
        let registration = coordinator.observeEvents { event in
            if let change = event.change { elements.apply(change) }
        }
        defer { registration.cancel() }
        #expect(elements.shown.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(
            elements.shown.otherTabs == [
                AnyNavigationTab(TestTab.second): ["#1"], AnyNavigationTab(TestTab.third): ["#2"],
            ])
        try coordinator.show(.detail(id: 5))
        try coordinator.present(.list)
        try coordinator.navigate(.showInTab(TestTab.third, .detail(id: 6)))  // out of sight: nothing visible changes
        #expect(elements.shown.selectedTab == AnyNavigationTab(TestTab.first))
        #expect(elements.shown.stacks == [["#0", "#3"], ["#4"]])
        #expect(
            elements.shown.otherTabs == [
                AnyNavigationTab(TestTab.second): ["#1"], AnyNavigationTab(TestTab.third): ["#2", "#5"],
            ])
        try coordinator.navigate(.setTabStack(TestTab.second, [.detail(id: 7), .detail(id: 8)]))
        #expect(
            elements.shown.otherTabs[AnyNavigationTab(TestTab.second)]
                == names([coordinator.state.stack(of: AnyNavigationTab(TestTab.second)) ?? []])[0])
        try coordinator.userDid(.selectedTab(TestTab.third))  // the flow closes, the first tab's stack is put aside
        #expect(elements.shown.selectedTab == AnyNavigationTab(TestTab.third))
        #expect(elements.shown.stacks == [["#2", "#5"]])
        #expect(
            elements.shown.otherTabs == [
                AnyNavigationTab(TestTab.first): ["#0", "#3"], AnyNavigationTab(TestTab.second): ["#6", "#7"],
            ])
        #expect(elements.shown.stacks == names(coordinator.state.stacks))
        #expect(elements.made == [3, 4, 5, 6, 7].map { EntryID(rawValue: $0) })
    }
}
