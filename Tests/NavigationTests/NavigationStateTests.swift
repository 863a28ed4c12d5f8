import Foundation
import Navigation
import Testing

struct NavigationStateTests {
    @Test func pushPopAndResetAreValueTransitions() throws {
        var state = NavigationState(root: TestScreen.home)
        let copy = state
        let list = try state.push(.list)
        #expect(list == NavigationEntry(id: EntryID(rawValue: 1), screen: .list))
        #expect(copy.screens == [.home])
        #expect(try state.pop() == list)
        #expect(throws: NavigationError.cannotPopRoot) { try state.pop() }
        try state.push(.detail(id: 1))
        let removed = try state.resetStack(to: .list)
        #expect(removed.map(\.screen) == [.home, .detail(id: 1)])
        #expect(state.entries == [NavigationEntry(id: EntryID(rawValue: 3), screen: .list)])
        #expect(state.root == state.top)
        #expect(state.count == 1)
        #expect(state.contains(EntryID(rawValue: 3)))
        #expect(!state.contains(EntryID(rawValue: 0)))
    }

    @Test func modalFlowsStackOnTheBaseAndTakeThePushes() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.present(.detail(id: 1))
        try state.push(.detail(id: 2))
        try state.present(.home)
        #expect(state.base.map(\.screen) == [.home, .list])
        #expect(state.modals.map { $0.map(\.screen) } == [[.detail(id: 1), .detail(id: 2)], [.home]])
        #expect(state.active.map(\.screen) == [.home])
        #expect(throws: NavigationError.cannotPopRoot) { try state.pop() }
        #expect(try state.dismiss().map(\.screen) == [.home])
        #expect(try state.pop().screen == .detail(id: 2))
        #expect(try state.dismiss().map(\.screen) == [.detail(id: 1)])
        #expect(throws: NavigationError.noModalToDismiss) { try state.dismiss() }
        #expect(state.screens == [.home, .list])
    }

    @Test func popToAnEntryRemovesEverythingAboveItIncludingModals() throws {
        var state = NavigationState(root: TestScreen.home)
        let list = try state.push(.list)
        try state.push(.detail(id: 1))
        try state.present(.detail(id: 2))
        let removed = try state.pop(to: list.id)
        #expect(removed.map(\.screen) == [.detail(id: 1), .detail(id: 2)])
        #expect(state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
        let before = state
        #expect(throws: NavigationError.entryNotFound(EntryID(rawValue: 99))) {
            try state.pop(to: EntryID(rawValue: 99))
        }
        #expect(state == before)
    }

    @Test func setStackKeepsTheMatchingBottomAndClosesModals() throws {
        var state = NavigationState(root: TestScreen.home)
        let list = try state.push(.list)
        try state.push(.detail(id: 1))
        try state.present(.detail(id: 2))
        let (removed, inserted) = try state.setStack([.home, .list, .detail(id: 3)])
        #expect(removed.map(\.screen) == [.detail(id: 1), .detail(id: 2)])
        #expect(inserted.map(\.screen) == [.detail(id: 3)])
        #expect(state.base[1] == list)
        #expect(state.modals.isEmpty)
        let before = state
        #expect(throws: NavigationError.emptyStack) { try state.setStack([]) }
        #expect(state == before)
    }

    @Test func replaceTopGivesTheNewScreenANewID() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        let (removed, inserted) = try state.replaceTop(with: .detail(id: 1))
        #expect(removed.screen == .list)
        #expect(inserted == NavigationEntry(id: EntryID(rawValue: 2), screen: .detail(id: 1)))
        #expect(state.screens == [.home, .detail(id: 1)])
    }

    @Test func lastEntryLooksFromTheTopDown() throws {
        var state = NavigationState(root: TestScreen.list)
        try state.push(.list)
        try state.present(.home)
        #expect(state.lastEntry(showing: .list)?.id == EntryID(rawValue: 1))
        #expect(state.lastEntry { $0 == .home }?.id == EntryID(rawValue: 2))
        #expect(state.lastEntry(showing: .broken) == nil)
    }

    @Test func aRefusedPopLeavesTheValueEqual() {
        var state = NavigationState(root: TestScreen.home)
        let before = state
        #expect(throws: NavigationError.cannotPopRoot) { try state.pop() }
        #expect(state == before)
    }

    @Test func roundTripsThroughJSON() throws {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.push(.detail(id: 5))
        try state.present(.home)
        try state.dismiss()
        try state.present(.list)
        let data = try JSONEncoder().encode(state)
        let decoded = try JSONDecoder().decode(NavigationState<TestScreen>.self, from: data)
        #expect(decoded == state)
        #expect(decoded.nextID == EntryID(rawValue: 5))
    }

    @Test(arguments: [
        #"{"stacks":[],"nextID":1}"#,
        #"{"stacks":[[]],"nextID":1}"#,
        #"{"stacks":[[{"id":0,"screen":{"home":{}}}],[]],"nextID":1}"#,
        #"{"stacks":[[{"id":0,"screen":{"home":{}}},{"id":0,"screen":{"list":{}}}]],"nextID":1}"#,
        #"{"stacks":[[{"id":4,"screen":{"home":{}}}]],"nextID":4}"#,
    ])
    func decodingRejectsAStateNoStateCouldReach(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationState<TestScreen>.self, from: Data(json.utf8))
        }
    }

    @Test func entriesAndIDsPrintReadably() {
        let entry = NavigationEntry(id: EntryID(rawValue: 2), screen: TestScreen.list)
        #expect(entry.description == "#2 list")
        #expect(EntryID(rawValue: 1) < EntryID(rawValue: 2))
    }

    @Test func errorsExplainThemselvesInOneLine() {
        let errors: [NavigationError] = [
            .cannotPopRoot, .buildFailed(screen: "x", reason: "y"), .staleHandle(entry: EntryID(rawValue: 1)),
            .coordinatorReleased, .entryNotFound(EntryID(rawValue: 1)), .screenNotFound(screen: "x"), .emptyStack,
            .noModalToDismiss, .refusedByGuard(reason: "r"), .noResultExpected(entry: EntryID(rawValue: 1)),
            .resultTypeMismatch(expected: "Int", received: "String"),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
        }
        #expect(NavigationError.buildFailed(screen: "x", reason: "y").description == "Cannot open x: y")
    }
}
