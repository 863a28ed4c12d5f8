import Navigation
import TestSupport
import Testing

/// A push of one screen and a pop are made in place, without a planned change (`Coordinator+Engine.swift`, "One
/// entry, in place"); every other request is planned first. These tests drive two coordinators side by side —
/// one with `show` and `pop`, the other with the planned requests that mean the same: the stacks set with the
/// screen added, and a pop to the entry beneath the top — and check that the two make the same changes.
@MainActor
struct InPlaceChangeTests {
    /// One coordinator and what it was seen to do.
    @MainActor
    final class Side {
        let assemblies = TestAssemblies()
        let coordinator: Coordinator<TestScreen>
        /// The changes lent to the observer of changes, when there is one.
        var changes: [NavigationChange<TestScreen>] = []
        /// The view models held past their screens' removal, as an app that leaks them would.
        var kept: [AnyObject] = []
        private var registration: NavigationRegistration?

        init(observed: Bool) throws {
            coordinator = try Coordinator.make(assemblies: assemblies)
            if observed { registration = coordinator.observeChanges { [weak self] in self?.changes.append($0) } }
        }

        /// Keeps the top view model alive past its removal.
        func keepTop() { kept.append(coordinator.topViewModel) }

        /// What the two sides must agree on.
        var seen: Seen {
            Seen(
                state: coordinator.state, lifecycle: assemblies.lifecycle, changes: changes,
                retained: coordinator.retainedViewModels.map(\.entry))
        }
    }

    struct Seen: Equatable {
        var state: NavigationState<TestScreen>
        var lifecycle: [String]
        var changes: [NavigationChange<TestScreen>]
        var retained: [NavigationEntry<TestScreen>]
    }

    @Test(arguments: 0..<40)
    func aPushOrAPopMadeInPlaceIsTheChangeItsPlanWouldMake(seed: UInt64) throws {
        // Even seeds with an observer of changes, which the change is written for; odd ones without.
        let inPlace = try Side(observed: seed.isMultiple(of: 2))
        let planned = try Side(observed: seed.isMultiple(of: 2))
        var random = SplitMix64(seed: seed)
        let screens: [TestScreen] = [.list, .detail(id: 1), .detail(id: 2), .broken]
        for step in 0..<80 {
            let screen = screens[Int.random(in: 0..<screens.count, using: &random)]
            switch Int.random(in: 0..<12, using: &random) {
            case 0..<5:
                var stacks = planned.coordinator.state.stacks.map { $0.map(\.screen) }
                stacks[stacks.count - 1].append(screen)
                let pushed = outcome { try inPlace.coordinator.show(screen) }
                #expect(pushed == outcome { try planned.coordinator.navigate(.setStacks(stacks)) }, "step \(step)")
            case 5..<10:
                if Bool.random(using: &random) {
                    inPlace.keepTop()
                    planned.keepTop()
                }
                let active = planned.coordinator.state.stacks[planned.coordinator.state.stacks.count - 1]
                let popped = outcome { try inPlace.coordinator.pop() }
                if active.count > 1 {
                    let beneath = active[active.count - 2].id
                    #expect(popped == outcome { try planned.coordinator.pop(to: beneath) }, "step \(step)")
                } else {
                    #expect(popped == .cannotPopRoot, "step \(step)")
                }
            case 10:
                #expect(
                    outcome { try inPlace.coordinator.present(screen) }
                        == outcome { try planned.coordinator.present(screen) }, "step \(step)")
            default:
                #expect(
                    outcome { try inPlace.coordinator.dismiss() } == outcome { try planned.coordinator.dismiss() },
                    "step \(step)")
            }
            #expect(inPlace.seen == planned.seen, "step \(step)")
        }
    }

    @Test func aPushThroughAHandleIsMadeInPlaceAsOneAskedOfTheCoordinator() throws {
        let inPlace = try Side(observed: true)
        let planned = try Side(observed: true)
        let handle = try #require(inPlace.coordinator.testViewModel(for: .home)).coordination
        try handle.show(.list)
        try planned.coordinator.navigate(.setStacks([[.home, .list]]))
        let listHandle = try #require(inPlace.coordinator.testViewModel(for: .list)).coordination
        try listHandle.pop()
        try planned.coordinator.pop(to: EntryID(rawValue: 0))
        #expect(inPlace.seen == planned.seen)
        // The list's handle went stale with its screen: refused, and nothing changes.
        #expect(throws: NavigationError.staleHandle(entry: EntryID(rawValue: 1))) { try listHandle.pop() }
        #expect(inPlace.seen == planned.seen)
    }

    @Test func aPushWhoseBuildFailsChangesNothing() throws {
        let side = try Side(observed: true)
        try side.coordinator.show(.list)
        let before = side.seen
        #expect(throws: NavigationError.self) { try side.coordinator.show(.broken) }
        #expect(side.seen == before)
        #expect(side.coordinator.topViewModel === side.coordinator.testViewModel(for: .list))
    }

    /// What a navigation did: nothing to report, or the error it was refused with.
    private func outcome(_ navigate: () throws -> Void) -> NavigationError? {
        do {
            try navigate()
            return nil
        } catch let error as NavigationError {
            return error
        } catch {
            Issue.record("not a navigation error: \(error)")
            return nil
        }
    }
}
