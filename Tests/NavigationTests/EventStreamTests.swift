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
        let next = NavigationEntry(id: EntryID(rawValue: 2), screen: TestScreen.home)
        #expect(
            await iterator.next()
                == .changed(NavigationChange(stack: 0, pushed: [list], nextID: next.id), cause: .request(.show(.list))))
        #expect(
            await iterator.next()
                == .changed(NavigationChange(stack: 0, removed: [list], nextID: next.id), cause: .request(.pop)))
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
