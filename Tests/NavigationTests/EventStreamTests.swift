import Navigation
import NavigationTesting
import TestSupport
import Testing

@MainActor
struct EventStreamTests {
    @Test func eventsCanBeReadAsAnAsyncSequenceInOrder() async throws {
        let coordinator = try Coordinator.make()
        let stream = coordinator.events()
        try coordinator.show(.list)
        try coordinator.pop()
        #expect(throws: NavigationError.cannotPopRoot) { try coordinator.pop() }
        var iterator = stream.makeAsyncIterator()
        let list = NavigationEntry(id: EntryID(rawValue: 1), screen: TestScreen.list)
        #expect(await iterator.next() == .pushed(list))
        #expect(await iterator.next() == .popped([list]))
        #expect(await iterator.next() == .refused(.pop, error: .cannotPopRoot))
    }

    @Test func theSequenceEndsWhenTheCoordinatorIsReleased() async throws {
        var coordinator: Coordinator<TestScreen>? = try Coordinator.make()
        let stream = try #require(coordinator?.events())
        try coordinator?.show(.list)
        coordinator = nil
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 1)
    }
}
