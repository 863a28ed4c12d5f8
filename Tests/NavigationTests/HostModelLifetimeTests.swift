import NavigationHosting
import TestSupport
import Testing

@testable import Navigation

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
