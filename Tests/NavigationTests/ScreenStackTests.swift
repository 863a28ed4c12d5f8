import Foundation
import Navigation
import Testing

struct ScreenStackTests {
    @Test func pushPopAndResetAreValueTransitions() throws {
        var stack = ScreenStack(root: TestScreen.home)
        let copy = stack
        let list = stack.push(.list)
        #expect(list == NavigationEntry(id: EntryID(rawValue: 1), screen: .list))
        #expect(copy.screens == [.home])
        #expect(try stack.pop() == list)
        #expect(throws: NavigationError.cannotPopRoot) { try stack.pop() }
        stack.push(.detail(id: 1))
        let removed = stack.reset(to: .list)
        #expect(removed.map(\.screen) == [.home, .detail(id: 1)])
        #expect(stack.entries == [NavigationEntry(id: EntryID(rawValue: 3), screen: .list)])
        #expect(stack.root == stack.top)
        #expect(stack.count == 1)
        #expect(stack.contains(EntryID(rawValue: 3)))
        #expect(!stack.contains(EntryID(rawValue: 0)))
    }

    @Test func aRefusedPopLeavesTheValueEqual() {
        var stack = ScreenStack(root: TestScreen.home)
        let before = stack
        #expect(throws: NavigationError.cannotPopRoot) { try stack.pop() }
        #expect(stack == before)
    }

    @Test func roundTripsThroughJSON() throws {
        var stack = ScreenStack(root: TestScreen.home)
        stack.push(.list)
        stack.push(.detail(id: 5))
        try stack.pop()
        let data = try JSONEncoder().encode(stack)
        let decoded = try JSONDecoder().decode(ScreenStack<TestScreen>.self, from: data)
        #expect(decoded == stack)
        #expect(decoded.nextID == EntryID(rawValue: 3))
    }

    @Test(arguments: [
        #"{"entries":[],"nextID":1}"#,
        #"{"entries":[{"id":0,"screen":{"home":{}}},{"id":0,"screen":{"list":{}}}],"nextID":1}"#,
        #"{"entries":[{"id":4,"screen":{"home":{}}}],"nextID":4}"#,
    ])
    func decodingRejectsAStackNoStackCouldReach(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ScreenStack<TestScreen>.self, from: Data(json.utf8))
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
            .coordinatorReleased,
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
        }
        #expect(NavigationError.buildFailed(screen: "x", reason: "y").description == "Cannot open x: y")
    }
}
