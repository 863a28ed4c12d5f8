import Navigation
import NavigationTesting
import Testing

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
    func assembly(for screen: Screen, coordination: any Coordination<Screen>) -> any Assembly {
        ModelAssembly(screen: screen, coordination: coordination)
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
        withKnownIssue {
            coordination.expectRequests([.show(.detail(1)), .pop])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Navigation differs from what the test expected (− expected, not seen; + seen, not expected):
                    show(detail(1))
                  − pop
                  + show(detail(3))
                """
            ]
        }
    }

    @Test func aResultIsHandedBackOrTheOpenedScreenClosed() {
        let coordination = RecordingCoordination<Screen>()
        let model = Model(coordination: coordination)
        model.pick()
        coordination.expectRequests([.present(.picker)])
        coordination.respond(with: 7)
        #expect(model.picked == 7)
        model.pick()
        coordination.expectRequests([.present(.picker)])
        coordination.closeOpened()
        #expect(model.pickerClosed)
    }

    @Test func respondingWhenNothingWaitsOrWithTheWrongTypeFailsTheTest() {
        let coordination = RecordingCoordination<Screen>()
        withKnownIssue {
            coordination.respond(with: 1)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("no screen was opened for a result")
        }
        let model = Model(coordination: coordination)
        model.pick()
        coordination.expectRequests([.present(.picker)])
        withKnownIssue {
            coordination.respond(with: "seven")
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("expects a Int, not a String")
        }
    }

    @Test func requestsNoExpectationCoveredFailTheTestWhenTheDoubleIsReleased() {
        withKnownIssue {
            let coordination = RecordingCoordination<Screen>()
            Model(coordination: coordination).open(1)
            Model(coordination: coordination).open(2)
            coordination.expectRequests([
                .show(.detail(1)), .show(.detail(2)),
            ])
            Model(coordination: coordination).open(3)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Navigation the test never expected (expectRequests was not called for it):
                  + show(detail(3))
                """
            ]
        }
    }

    @Test func aDoubleThatIsNotExhaustiveLetsUncheckedRequestsPass() {
        let coordination = RecordingCoordination<Screen>(exhaustive: false)
        Model(coordination: coordination).open(1)
        #expect(coordination.requests == [.show(.detail(1))])
        #expect(!coordination.isExhaustive)
    }

    @Test func finishedValuesAreExpectedExhaustively() throws {
        let coordination = RecordingCoordination<Screen>()
        try coordination.finish(with: 4)
        try coordination.finish(with: "done")
        withKnownIssue {
            coordination.expectFinished(with: [4, 5])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Finished values differs from what the test expected (− expected, not seen; + seen, not expected):
                    4 as Int
                  − 5 as Int
                  + "done" as String
                """
            ]
        }
        try coordination.finish(with: 7)
        #expect(coordination.expectFinished(with: [7]))
        #expect(coordination.expectFinished(with: [Int]()))
    }

    @Test func finishedValuesNoExpectationCoveredFailTheTestWhenTheDoubleIsReleased() throws {
        try withKnownIssue {
            let coordination = RecordingCoordination<Screen>()
            try coordination.finish(with: 4)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("Finished values the test never expected")
        }
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
        withKnownIssue {
            navigation.expect([])
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("  + .pushed(")
        }
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
        withKnownIssue {
            expectEveryScreenBuilds([.list, .broken], assemblies: Assemblies())
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("broken does not build")
        }
    }

    @Test func aRetainedViewModelIsReported() throws {
        let coordinator = try Coordinator(root: Screen.list, assemblies: Assemblies())
        try coordinator.show(.detail(1))
        let kept = coordinator.topViewModel
        try coordinator.pop()
        withKnownIssue {
            expectNoRetainedViewModels(coordinator)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("Removed view model still alive: Model of #1")
        }
        withExtendedLifetime(kept) {}
    }
}
