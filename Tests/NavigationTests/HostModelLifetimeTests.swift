import NavigationHosting
import TestSupport
import Testing

@testable import NavigationCore
@testable import NavigationRoutes

/// A host model observes its coordinator for as long as the model lives, not for as long as the coordinator
/// does: a SwiftUI view's `@State` is made again at each of its parent's updates, and a scene can close while the
/// app's coordinator lives on.
@MainActor
struct HostModelLifetimeTests {
    @Test func modelsLetGoOfLeaveNoObserverInTheirCoordinator() throws {
        let coordinator = try Coordinator.make()
        let observers = coordinator.storage.observers.count
        for _ in 0..<100 {
            _ = SwiftUIHostModel(coordinator)
            _ = UIKitHostModel(coordinator)
        }
        #expect(coordinator.storage.observers.count == observers)
        try coordinator.show(.list)
        #expect(coordinator.state.base.count == 2)
    }

    @Test func aModelKeptFollowsItsCoordinatorWhileOthersAreLetGoOf() throws {
        let coordinator = try Coordinator.make()
        let observers = coordinator.storage.observers.count
        let kept = SwiftUIHostModel(coordinator)
        _ = SwiftUIHostModel(coordinator)
        _ = UIKitHostModel(coordinator)
        #expect(coordinator.storage.observers.count == observers + 1)
        try coordinator.show(.list)
        #expect(kept.path(ofStack: 0) == [coordinator.state.base[1].id])
        kept.stepFinished()
        #expect(kept.isSettled)
    }
}

/// Released away from the main actor, a model still stops observing: its `deinit` is `nonisolated` (an
/// `isolated deinit` crashes Release builds for older deployment targets) and cancels on the main actor's next
/// turn.
@MainActor
struct HostModelReleasedElsewhereTests {
    @Test func aModelReleasedOffTheMainActorStopsObservingOnItsNextTurn() async throws {
        let coordinator = try Coordinator.make()
        let observers = coordinator.storage.observers.count
        let box = ModelBox(SwiftUIHostModel(coordinator))
        #expect(coordinator.storage.observers.count == observers + 1)
        await Task.detached { box.release() }.value
        for _ in 0..<100 where coordinator.storage.observers.count != observers { await Task.yield() }
        #expect(coordinator.storage.observers.count == observers)
    }

    @Test func aCoordinatorReleasedOffTheMainActorTellsItsWaitingOpenerOnItsNextTurn() async throws {
        var results: [ScreenResult<Int>] = []
        let box = ModelBox(try Coordinator.make())
        try box.coordinator?.open(.list, presentation: .push, expecting: Int.self) { results.append($0) }
        await Task.detached { box.release() }.value
        for _ in 0..<100 where results.isEmpty { await Task.yield() }
        #expect(results == [.closed])
    }
}

/// A registration may be cancelled from anywhere — a host's `nonisolated deinit`, as *Driving a UI*'s host does.
@MainActor
struct RegistrationCancelledElsewhereTests {
    @Test func aRegistrationCancelledOffTheMainActorEndsOnItsNextTurn() async throws {
        let coordinator = try Coordinator.make()
        var changes = 0
        let registration = coordinator.observeChanges { _ in changes += 1 }
        try coordinator.show(.list)
        await Task.detached { registration.cancel() }.value
        for _ in 0..<100 where coordinator.storage.observers.count != 0 { await Task.yield() }
        try coordinator.pop()
        #expect(changes == 1 && coordinator.storage.observers.isEmpty)
    }
}

/// Holds the last reference to a main-actor object until another thread lets go of it.
private final class ModelBox: @unchecked Sendable {
    private var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
    var coordinator: Coordinator<TestScreen>? { object as? Coordinator<TestScreen> }
    func release() { object = nil }
}
