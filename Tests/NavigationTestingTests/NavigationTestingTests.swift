import Navigation
import Testing

@testable import NavigationTesting

enum Screen: Hashable, Sendable {
    case list
    case detail(Int)
    case picker
    case broken
}

@MainActor
final class Model {
    let coordination: any Coordination<Screen>
    var picked: Int?
    var pickerClosed = false

    init(coordination: any Coordination<Screen>) { self.coordination = coordination }

    func open(_ id: Int) { try? coordination.show(.detail(id)) }

    func pick() {
        try? coordination.open(.picker, presentation: .modal, expecting: Int.self) { [weak self] result in
            if let value = result.value { self?.picked = value } else { self?.pickerClosed = true }
        }
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "no such screen" }
}

@MainActor
struct ModelAssembly: Assembly {
    let screen: Screen
    let coordination: any Coordination<Screen>

    func build() throws -> Model {
        if case .broken = screen { throw Failure() }
        return Model(coordination: coordination)
    }
}

@MainActor
struct Assemblies: AssemblyProvider {
    func viewModel(for screen: Screen, coordination: any Coordination<Screen>) throws -> BuiltViewModel {
        try ModelAssembly(screen: screen, coordination: coordination).built()
    }
}

@MainActor
struct RecordingCoordinationTests {
    @Test func requestsAreExpectedExhaustivelyInOrder() {
        let coordination = RecordingCoordination<Screen>()
        let model = Model(coordination: coordination)
        model.open(1)
        model.open(2)
        #expect(
            coordination.expectRequests([
                .show(.detail(1)), .show(.detail(2)),
            ]))
        #expect(coordination.expectRequests([]))
    }

    @Test func anUnexpectedRequestFailsTheTestWithADiff() {
        let coordination = RecordingCoordination<Screen>()
        Model(coordination: coordination).open(1)
        Model(coordination: coordination).open(3)
        #expect(
            failures {
                coordination.expectRequests([.show(.detail(1)), .pop])
            } == [
                """
                Navigation differs from what the test expected (− expected, not seen; + seen, not expected):
                    show(detail(1))
                  − pop
                  + show(detail(3))
                """
            ])
    }

    @Test func aResultIsHandedBackOrTheOpenedScreenClosed() {
        let coordination = RecordingCoordination<Screen>()
        let model = Model(coordination: coordination)
        model.pick()
        coordination.expectRequests([.open(.picker, presentation: .modal, expecting: Int.self)])
        coordination.respond(with: 7)
        #expect(model.picked == 7)
        model.pick()
        coordination.expectRequests([.open(.picker, presentation: .modal, expecting: Int.self)])
        coordination.closeOpened()
        #expect(model.pickerClosed)
    }

    @Test func respondingWhenNothingWaitsOrWithTheWrongTypeFailsTheTest() {
        let coordination = RecordingCoordination<Screen>()
        #expect(failures { coordination.respond(with: 1) } == ["respond(with: 1): no screen was opened for a result"])
        let model = Model(coordination: coordination)
        model.pick()
        coordination.expectRequests([.open(.picker, presentation: .modal, expecting: Int.self)])
        #expect(
            failures { coordination.respond(with: "seven") } == [
                "respond(with: seven): the screen waiting expects a Int, not a String"
            ])
    }

    @Test func requestsNoExpectationCoveredFailTheTestWhenTheDoubleIsReleased() {
        #expect(
            failures {
                let coordination = RecordingCoordination<Screen>()
                Model(coordination: coordination).open(1)
                Model(coordination: coordination).open(2)
                coordination.expectRequests([
                    .show(.detail(1)), .show(.detail(2)),
                ])
                Model(coordination: coordination).open(3)
            } == [
                """
                Navigation the test never expected (expectRequests was not called for it):
                  + show(detail(3))
                """
            ])
    }

    @Test func aDoubleThatIsNotExhaustiveLetsUncheckedRequestsPass() {
        let coordination = RecordingCoordination<Screen>(exhaustive: false)
        Model(coordination: coordination).open(1)
        #expect(coordination.requests == [.navigate(.show(.detail(1)))])
        #expect(!coordination.isExhaustive)
    }

    @Test func finishedValuesAreExpectedExhaustively() throws {
        let coordination = RecordingCoordination<Screen>()
        try coordination.finish(with: 4)
        try coordination.finish(with: "done")
        #expect(
            failures {
                coordination.expectFinished(with: [4, 5])
            } == [
                """
                Finished values differs from what the test expected (− expected, not seen; + seen, not expected):
                    4 as Int
                  − 5 as Int
                  + "done" as String
                """
            ])
        try coordination.finish(with: 7)
        #expect(coordination.expectFinished(with: [7]))
        #expect(coordination.expectFinished(with: [Int]()))
    }

    @Test func finishedValuesNoExpectationCoveredFailTheTestWhenTheDoubleIsReleased() throws {
        #expect(
            try failures {
                let coordination = RecordingCoordination<Screen>()
                try coordination.finish(with: 4)
            }.joined().contains("Finished values the test never expected"))
    }

    @Test func aRefusalIsThrownAfterTheRequestIsRecorded() {
        let coordination = RecordingCoordination<Screen>()
        coordination.refusal = .cannotPopRoot
        #expect(throws: NavigationError.cannotPopRoot) { try coordination.pop() }
        coordination.expectRequests([.pop])
    }
}

@MainActor
struct NavigationRecorderTests {
    @Test func everyStepOfACoordinatorIsExpectedWithoutIDs() throws {
        let coordinator = try Coordinator(root: Screen.list, assemblies: Assemblies())
        let navigation = NavigationRecorder(coordinator)
        try coordinator.show(.detail(1))
        try coordinator.present(.picker)
        try coordinator.dismiss()
        #expect(throws: NavigationError.self) { try coordinator.show(.broken) }
        navigation.expect([
            .pushed(.detail(1)), .presented(.picker), .dismissed([.picker]),
            .refused(.show(.broken), .buildFailed(screen: "broken", reason: "no such screen")),
        ])
        try coordinator.popToRoot()
        navigation.expect([.popped([.detail(1)])])
        navigation.expect([])
    }

    @Test func navigationTheTestDidNotExpectFailsIt() throws {
        let coordinator = try Coordinator(root: Screen.list, assemblies: Assemblies())
        let navigation = NavigationRecorder(coordinator)
        try coordinator.show(.detail(1))
        #expect(
            failures {
                navigation.expect([])
            }.joined().contains("  + .pushed("))
    }
}

@MainActor
struct WiringTests {
    @Test func everyScreenBuildsOrIsNamed() {
        var checked: [Screen] = []
        let built = expectEveryScreenBuilds([.list, .detail(1), .picker], assemblies: Assemblies()) { screen, model in
            checked.append(screen)
            #expect(model is Model)
        }
        #expect(built.count == 3)
        #expect(checked == [.list, .detail(1), .picker])
        #expect(
            failures {
                expectEveryScreenBuilds([.list, .broken], assemblies: Assemblies())
            }.joined().contains("broken does not build"))
    }

    @Test func aRetainedViewModelIsReported() throws {
        let coordinator = try Coordinator(root: Screen.list, assemblies: Assemblies())
        try coordinator.show(.detail(1))
        let kept = coordinator.topViewModel
        try coordinator.pop()
        #expect(
            failures {
                expectNoRetainedViewModels(coordinator)
            }.joined().contains("Removed view model still alive: Model of #1"))
        withExtendedLifetime(kept) {}
    }
}

/// The failures the expectations of `body` reported, instead of failing this test with them: the tests of
/// the failure reports themselves. That a report fails a real test, under each runner, is proven by
/// `FailureReportTests`, which runs deliberately failing probes in a process of their own.
@MainActor
func failures(_ body: () throws -> Void) rethrows -> [String] {
    let collector = TestFailure.Collector()
    try TestFailure.$collector.withValue(collector) { try body() }
    return collector.messages
}

/// The failures `body` reported, for a body that awaits.
@MainActor
func failuresAwaiting(_ body: () async -> Void) async -> [String] {
    let collector = TestFailure.Collector()
    await TestFailure.$collector.withValue(collector) { await body() }
    return collector.messages
}

/// A view model that navigates from a task of its own, as one that loads something first does.
@MainActor
final class LoadingModel {
    let coordination: any Coordination<Screen>
    var picked: Int?

    init(coordination: any Coordination<Screen>) { self.coordination = coordination }

    func load() {
        Task {
            await Task.yield()
            try? coordination.show(.detail(1))
            picked = try? await coordination.result(of: .picker, presentation: .push, as: Int.self)
        }
    }
}

@MainActor
struct AsyncRecordingTests {
    @Test func requestsFromATaskAreAwaitedAndAResultIsHandedBackWhenTheScreenWaits() async {
        let coordination = RecordingCoordination<Screen>()
        let model = LoadingModel(coordination: coordination)
        model.load()
        #expect(await coordination.nextRequest(within: .seconds(5)) == .navigate(.show(.detail(1))))
        await coordination.respond(with: 4, within: .seconds(5))
        coordination.expectRequests([.open(.picker, presentation: .push, expecting: Int.self)])
        while model.picked == nil { await Task.yield() }
        #expect(model.picked == 4)
    }

    @Test func expectingRequestsWaitsForAllOfThem() async {
        let coordination = RecordingCoordination<Screen>()
        LoadingModel(coordination: coordination).load()
        #expect(
            await coordination.expectRequests(
                [.navigate(.show(.detail(1))), .open(.picker, presentation: .push, expecting: Int.self)],
                within: .seconds(5)))
        coordination.closeOpened()
    }

    @Test func aRequestThatNeverComesFailsAfterTheTimeoutInsteadOfHanging() async {
        let coordination = RecordingCoordination<Screen>()
        let start = ContinuousClock.now
        var next: RecordedRequest<Screen>? = .navigate(.pop)
        #expect(
            await failuresAwaiting {
                next = await coordination.nextRequest(within: .milliseconds(20))
                await coordination.respond(with: 1, within: .milliseconds(20))
                await coordination.expectRequests([.pop], within: .milliseconds(20))
            } == [
                "No navigation request came within 0.02 seconds",
                "respond(with: 1): no screen was opened for a result",
                """
                Navigation differs from what the test expected (− expected, not seen; + seen, not expected):
                  − pop
                """,
            ])
        #expect(next == nil)
        #expect(ContinuousClock.now - start >= .milliseconds(60))
    }

    @Test func aScreenOpenedForAResultIsRecordedWithItsPresentationAndResultType() {
        let coordination = RecordingCoordination<Screen>()
        let model = Model(coordination: coordination)
        model.pick()
        #expect(
            failures {
                coordination.expectRequests([.present(.picker)])
            } == [
                """
                Navigation differs from what the test expected (− expected, not seen; + seen, not expected):
                  − present(picker)
                  + present(picker) expecting Int
                note: present(picker) was opened for a result: expect .open(picker, presentation: .modal, expecting: Int.self)
                """
            ])
        #expect(
            RecordedRequest.open(Screen.picker, presentation: .modal, expecting: Int.self)
                != .open(.picker, presentation: .push, expecting: Int.self))
        #expect(
            RecordedRequest.open(Screen.picker, presentation: .modal, expecting: Int.self)
                != .open(.picker, presentation: .modal, expecting: String.self))
        coordination.closeOpened()
        #expect(model.pickerClosed)
    }

    @Test func aFeatureGroupsRequestsAndItsParentsAreRecordedByOneDoubleInOrder() {
        enum App: Equatable {
            case start
            case group(Screen)
        }
        let app = RecordingCoordination<App>()
        let group = app.scoped(to: App.group)
        Model(coordination: group).open(1)
        try? group.parent.show(.start)
        let model = Model(coordination: group)
        model.pick()
        app.expectRequests([
            .navigate(.show(.group(.detail(1)))), .navigate(.show(.start)),
            .open(.group(.picker), presentation: .modal, expecting: Int.self),
        ])
        app.respond(with: 2)
        #expect(model.picked == 2)
    }

    @Test func failuresAreReportedAtTheCallersLine() {
        let collector = TestFailure.Collector()
        let line: UInt = #line + 3
        TestFailure.$collector.withValue(collector) {
            let coordination = RecordingCoordination<Screen>()
            coordination.expectRequests([.pop])
            coordination.closeOpened()
        }
        #expect(collector.lines == [line, line + 1])
    }
}
