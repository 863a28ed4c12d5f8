import Navigation
import Testing

/// The change value: what a request plans, what applying it does, and the pure diff of two states.
struct NavigationChangeTests {
    private func entry(_ id: UInt64, _ screen: TestScreen) -> NavigationEntry<TestScreen> {
        NavigationEntry(id: EntryID(rawValue: id), screen: screen)
    }

    /// home › list, with a flow [detail(1) › detail(2)] over it.
    private func sample() throws -> NavigationState<TestScreen> {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.present(.detail(id: 1))
        try state.push(.detail(id: 2))
        return state
    }

    @Test func aPushPlansOneEntryOnTheActiveStackWithTheNextID() throws {
        let state = try sample()
        let change = try #require(try state.plan(.show(.home)))
        #expect(change == NavigationChange(stack: 1, pushed: [entry(4, .home)], nextID: EntryID(rawValue: 5)))
        #expect(change.removesNothing)
    }

    @Test func aPopAcrossFlowsListsTheStackThatStaysAndTheFlowsItCloses() throws {
        let state = try sample()
        let change = try #require(try state.plan(.popTo(EntryID(rawValue: 0))))
        #expect(change.stack == 0)
        #expect(change.removed == [entry(1, .list)])
        #expect(change.dismissed == [[entry(2, .detail(id: 1)), entry(3, .detail(id: 2))]])
        #expect(change.insertsNothing)
        #expect(change.removedCount == 3)
    }

    @Test func aSetStackKeepsTheSharedBottomAndPushesTheRest() throws {
        let state = try sample()
        let change = try #require(try state.plan(.setStack([.home, .detail(id: 9), .list])))
        #expect(change.stack == 0)
        #expect(change.removed == [entry(1, .list)])
        #expect(change.dismissed.count == 1)
        #expect(change.pushed == [entry(4, .detail(id: 9)), entry(5, .list)])
    }

    @Test func aRestorePlansEveryStackSeparately() throws {
        let state = try sample()
        var restored = NavigationState(root: TestScreen.list)
        try restored.present(.home)
        let change = try #require(try state.plan(.restore(restored)))
        #expect(change.removed == state.base)
        #expect(change.dismissed == state.modals)
        // The restored entries get this state's next ids, bottom first.
        let next = state.nextID.rawValue
        #expect(change.pushed == [NavigationEntry(id: EntryID(rawValue: next), screen: .list)])
        #expect(change.presented == [[NavigationEntry(id: EntryID(rawValue: next + 1), screen: .home)]])
        #expect(change.nextID == EntryID(rawValue: next + 2))
    }

    @Test func requestsThatChangeNothingPlanNothing() throws {
        var state = NavigationState(root: TestScreen.home)
        #expect(try state.plan(.popToRoot) == nil)
        #expect(try state.plan(.setStack([.home])) == nil)
        try state.push(.list)
        #expect(try state.plan(.popTo(EntryID(rawValue: 1))) == nil)
    }

    @Test(arguments: [
        NavigationRequest<TestScreen>.show(.list), .resetStack(to: .list), .pop, .goBack, .popToRoot,
        .popTo(EntryID(rawValue: 1)), .popToScreen(.home), .replaceTop(.home), .setStack([.home, .list]),
        .present(.list), .dismiss, .restore(NavigationState(root: .detail(id: 3))),
    ])
    func applyingAPlanIsTheSameAsTheOperationAndTheDiffGivesItBack(request: NavigationRequest<TestScreen>) throws {
        let before = try sample()
        var after = before
        let change = try #require(try after.plan(request))
        after.apply(change)
        var replayed = before
        replayed.apply(before.change(to: after))
        #expect(replayed == after)
        #expect(before.change(to: after).removedEntries.count <= before.count)
    }

    @Test func theDiffOfEqualStatesChangesNothing() throws {
        let state = try sample()
        let change = state.change(to: state)
        #expect(change.removesNothing && change.insertsNothing)
    }

    @Test func aFlowWhoseRootChangedIsDismissedAndPresentedAnew() throws {
        let before = try sample()
        var after = NavigationState(root: TestScreen.home)
        try after.push(.list)
        try after.present(.detail(id: 7))
        let change = before.change(to: after)
        #expect(change.stack == 0)
        #expect(change.removed.isEmpty && change.pushed.isEmpty)
        #expect(change.dismissed == before.modals)
        #expect(change.presented == after.modals)
    }

    @Test func requestsStatesChangesAndEventsPrintReadably() throws {
        let state = try sample()
        // Screens print by their route when their enum is Routable, as TestScreen is.
        #expect(state.description == "#0 home › #1 list | #2 detail;id=1 › #3 detail;id=2")
        #expect(NavigationRequest<TestScreen>.show(.detail(id: 3)).description == "show(detail;id=3)")
        #expect(NavigationRequest<TestScreen>.resetStack(to: .home).description == "resetStack(to: home)")
        #expect(NavigationRequest<TestScreen>.setStack([.home, .list]).description == "setStack(home › list)")
        #expect(
            NavigationRequest<TestScreen>.setStacks([[.home, .list], [.home]]).description
                == "setStacks(home › list | home)")
        #expect(
            NavigationRequest<TestScreen>.setTabStacks(TestTab.second, [[.home, .list], [.home]]).description
                == "setTabStacks(second, home › list | home)")
        #expect(
            NavigationRequest<TestScreen>.setTabStack(TestTab.third, [.home, .list]).description
                == "setTabStack(third, home › list)")
        let change = try #require(try state.plan(.dismiss))
        #expect(change.description == "stack 0: dismissed [#2 detail;id=1, #3 detail;id=2]")
        #expect(
            NavigationEvent<TestScreen>.refused(.pop, error: .cannotPopRoot).description
                == "refused pop: Cannot go back: this is the first screen.")
    }

    @Test func aStateWithNoIDLeftRefusesNewEntriesWithATypedError() throws {
        let last = EntryID(rawValue: UInt64(Int64.max))
        var state = try NavigationState(
            stacks: [[NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)]], nextID: last)
        let before = state
        #expect(throws: NavigationError.idsExhausted) { try state.push(.list) }
        #expect(throws: NavigationError.idsExhausted) { try state.present(.list) }
        #expect(state == before)
        #expect(try state.pop(to: EntryID(rawValue: 0)).isEmpty)
    }
}

extension NavigationChangeTests {
    @Test func aStatePastTheLargestIDIsRefused() {
        let tooHigh = EntryID(rawValue: UInt64(Int64.max) + 1)
        #expect(throws: RestorationError.nextIDTooHigh(nextID: tooHigh, largest: EntryID(rawValue: UInt64(Int64.max))))
        {
            try NavigationState(
                stacks: [[NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)]], nextID: tooHigh)
        }
    }

    /// A coordinator plans every change into one value whose lists it reuses; a change it handed out in an event
    /// must still say what that change did after later changes are planned over the same lists.
    @Test @MainActor func aChangeHandedToAnObserverStaysAsItWasAfterLaterChanges() throws {
        let coordinator = try Coordinator<TestScreen>.make()
        var changes: [NavigationChange<TestScreen>] = []
        coordinator.observeEvents { event in
            if let change = event.change { changes.append(change) }
        }
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 1))
        try coordinator.pop()
        try coordinator.present(.detail(id: 2))
        try coordinator.dismiss()
        try coordinator.pop()
        #expect(
            changes == [
                NavigationChange(stack: 0, pushed: [entry(1, .list)], nextID: EntryID(rawValue: 2)),
                NavigationChange(stack: 0, pushed: [entry(2, .detail(id: 1))], nextID: EntryID(rawValue: 3)),
                NavigationChange(stack: 0, removed: [entry(2, .detail(id: 1))], nextID: EntryID(rawValue: 3)),
                NavigationChange(stack: 0, presented: [[entry(3, .detail(id: 2))]], nextID: EntryID(rawValue: 4)),
                NavigationChange(stack: 0, dismissed: [[entry(3, .detail(id: 2))]], nextID: EntryID(rawValue: 4)),
                NavigationChange(stack: 0, removed: [entry(1, .list)], nextID: EntryID(rawValue: 4)),
            ])
    }

    /// Planning in place empties the lists of the change before; a change planned after a large one holds only
    /// its own entries.
    @Test @MainActor func aSmallChangeAfterALargeOneHoldsOnlyItsOwnEntries() throws {
        let coordinator = try Coordinator<TestScreen>.make()
        var last: NavigationChange<TestScreen>?
        coordinator.observeEvents { last = $0.change }
        try coordinator.setStack([.home] + (1...100).map { TestScreen.detail(id: $0) })
        try coordinator.popToRoot()
        #expect(last?.removed.count == 100)
        try coordinator.show(.list)
        #expect(last == NavigationChange(stack: 0, pushed: [entry(101, .list)], nextID: EntryID(rawValue: 102)))
    }
}
