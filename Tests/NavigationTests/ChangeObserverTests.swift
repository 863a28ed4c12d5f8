import Foundation
import Navigation
import NavigationHosting
import TestSupport
import Testing

/// Observers of changes (`observeChanges`): every change the events carry, lent without an event, in the order
/// observers of changes and of events were installed.
@MainActor
struct ChangeObserverTests {
    @Test func anObserverOfChangesAloneReceivesEveryChangeAndNoRefusal() throws {
        let coordinator = try Coordinator.make()
        var changes: [NavigationChange<TestScreen>] = []
        coordinator.observeChanges { changes.append($0) }
        try coordinator.show(.list)
        try coordinator.present(.detail(id: 1))
        #expect(throws: NavigationError.self) { try coordinator.show(.broken) }
        try coordinator.dismiss()
        try coordinator.pop()
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        let list = NavigationEntry(id: EntryID(rawValue: 1), screen: TestScreen.list)
        let detail = NavigationEntry(id: EntryID(rawValue: 2), screen: TestScreen.detail(id: 1))
        let next = EntryID(rawValue: 3)
        #expect(
            changes == [
                NavigationChange(stack: 0, pushed: [list], nextID: detail.id),
                NavigationChange(stack: 0, presented: [[detail]], nextID: next),
                NavigationChange(stack: 0, dismissed: [[detail]], nextID: next),
                NavigationChange(stack: 0, removed: [list], nextID: next),
            ])
    }

    @Test func observersOfChangesSeeTheChangesTheEventsCarry() throws {
        let coordinator = try Coordinator.make()
        let log = EventLog(coordinator)
        var changes: [NavigationChange<TestScreen>] = []
        coordinator.observeChanges { changes.append($0) }
        try coordinator.show(.list)
        try coordinator.navigate(.setStack([.home, .detail(id: 2), .detail(id: 3)]))
        #expect(throws: NavigationError.emptyStack) { try coordinator.navigate(.setStack([])) }
        try coordinator.popToRoot()
        #expect(changes == log.events.compactMap { $0.change })
        #expect(changes.count == 3)
        #expect(log.events.count == 4)  // the refusal too
    }

    @Test func observersOfChangesAndOfEventsAreCalledInTheOrderInstalled() throws {
        let coordinator = try Coordinator.make()
        var calls: [String] = []
        coordinator.observeChanges { _ in calls.append("change 1") }
        coordinator.observeEvents { _ in calls.append("event 2") }
        coordinator.observeChanges { _ in calls.append("change 3") }
        try coordinator.show(.list)
        #expect(calls == ["change 1", "event 2", "change 3"])
        calls.removeAll()
        #expect(throws: NavigationError.self) { try coordinator.show(.broken) }
        #expect(calls == ["event 2"])
    }

    @Test func anObserverCancelledDuringADeliveryReceivesNothingMoreWhicheverKind() throws {
        let coordinator = try Coordinator.make()
        var calls: [String] = []
        let later = Registrations()
        coordinator.observeChanges { _ in
            calls.append("first")
            for registration in later.all { registration.cancel() }
        }
        later.all.append(coordinator.observeEvents { _ in calls.append("events") })
        later.all.append(coordinator.observeChanges { _ in calls.append("changes") })
        try coordinator.show(.list)
        try coordinator.pop()
        #expect(calls == ["first", "first"])
    }

    @Test func changesReachTheirObserversOnceTheLastObserverOfEventsIsCancelled() async throws {
        let coordinator = try Coordinator.make()
        var changes = 0
        var events = 0
        let registration = coordinator.observeEvents { _ in events += 1 }
        coordinator.observeChanges { _ in changes += 1 }
        try coordinator.show(.list)
        registration.cancel()
        registration.cancel()
        try coordinator.pop()
        let stream = coordinator.events()
        try coordinator.show(.list)
        #expect((events, changes) == (1, 3))
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.change?.pushed.map(\.screen) == [.list])
    }

    @Test func navigationAskedForByAnObserverOfChangesIsMadeAfterTheChangeInOrder() throws {
        let coordinator = try Coordinator.make()
        var pushed: [TestScreen] = []
        coordinator.observeChanges { change in
            guard let entry = change.pushed.last else { return }
            pushed.append(entry.screen)
            if entry.screen == .list { try? coordinator.show(.detail(id: 9)) }
        }
        try coordinator.show(.list)
        #expect(pushed == [.list, .detail(id: 9)])
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 9)])
    }

    @Test func anObserverOfChangesSeesTheChangeOfARestoreAndOfATab() throws {
        let entries = [
            [NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)],
            [NavigationEntry(id: EntryID(rawValue: 1), screen: TestScreen.detail(id: 2))],
        ]
        let saved = try SavedNavigation(state: NavigationState(stacks: entries, nextID: EntryID(rawValue: 2))).json()
        var changes: [NavigationChange<TestScreen>] = []
        var mirror: ShownStacks<NavigationEntry<TestScreen>>?
        let coordinator = try Coordinator(restoring: saved, orRoot: .list, assemblies: TestAssemblies()) {
            // A mirror made before the restore, from the first state, follows it to the restored one.
            mirror = ShownStacks($0.state) { $0 }
            $0.observeChanges { change in
                changes.append(change)
                mirror?.apply(change) { $0 }
            }
        }
        let restored = [
            [NavigationEntry(id: EntryID(rawValue: 1), screen: TestScreen.home)],
            [NavigationEntry(id: EntryID(rawValue: 2), screen: TestScreen.detail(id: 2))],
        ]
        let restore = NavigationChange(
            stack: 0, removed: [NavigationEntry(id: EntryID(rawValue: 0), screen: .list)], pushed: restored[0],
            presented: [restored[1]], nextID: EntryID(rawValue: 3))
        #expect(changes == [restore])
        #expect(mirror?.stacks.map { $0.map(\.id) } == coordinator.state.stacks.map { $0.map(\.id) })
        #expect(coordinator.restoreOutcome == .restored)

        let tabs = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        var shown = ShownStacks(tabs.state) { $0 }
        tabs.observeChanges { shown.apply($0) { $0 } }
        try tabs.show(.detail(id: 4))
        try tabs.select(TestTab.second)
        try tabs.navigate(.showInTab(TestTab.first, .list))
        try tabs.select(TestTab.first)
        #expect(shown.stacks == tabs.state.stacks)
        #expect(shown.stacks.first?.map(\.screen) == [.home, .detail(id: 4), .list])
    }
}

/// Registrations an observer installed first cancels.
@MainActor
private final class Registrations {
    var all: [NavigationRegistration] = []
}
