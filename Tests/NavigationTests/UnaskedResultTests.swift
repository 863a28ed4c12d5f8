import Foundation
import Navigation
import Testing

/// A screen opened for a result without its opener asking — by a link that opens both, or a restored session —
/// hands its value to the opener when the opener's view model declared it receives such results.
@MainActor
struct UnaskedResultTests {
    /// A session at home › list › 1, the detail opened for a result by the list.
    func session() throws -> Data {
        var state = NavigationState(root: TestScreen.home)
        try state.push(.list)
        try state.push(.detail(id: 1))
        return try SavedNavigation(state: state, awaitingResult: [state.top.id]).json()
    }

    /// A coordinator restoring the session, whose list declares it receives `Int` results into `received`.
    func restored(declaring: Bool, into received: Box) throws -> Coordinator<TestScreen> {
        let assemblies = TestAssemblies()
        assemblies.onBuild = { screen, coordination in
            guard declaring, screen == .list else { return }
            coordination.receiveResults(expecting: Int.self) { received.results.append($0) }
        }
        return try Coordinator(restoring: try session(), orRoot: .home, assemblies: assemblies)
    }

    final class Box {
        var results: [ScreenResult<Int>] = []
    }

    @Test func theOpenerThatDeclaredItReceivesTheValue() throws {
        let received = Box()
        let coordinator = try restored(declaring: true, into: received)
        try #require(coordinator.testViewModel(for: .detail(id: 1))).coordination.finish(with: 7)
        #expect(received.results == [.delivered(7)])
        #expect(coordinator.state.screens == [.home, .list])
    }

    @Test func closedWithoutAValueTheOpenerHearsThatItClosed() throws {
        let received = Box()
        let coordinator = try restored(declaring: true, into: received)
        try coordinator.pop()
        #expect(received.results == [.closed])
    }

    @Test func aValueOfAnotherTypeIsRefusedAndNothingChanges() throws {
        let received = Box()
        let coordinator = try restored(declaring: true, into: received)
        let before = coordinator.state
        #expect(throws: NavigationError.resultTypeMismatch(expected: "Int", received: "String")) {
            try coordinator.testViewModel(for: .detail(id: 1))?.coordination.finish(with: "seven")
        }
        #expect(coordinator.state == before)
        #expect(received.results.isEmpty)
    }

    @Test func withoutADeclarationTheValueReachesNoOne() throws {
        let received = Box()
        let coordinator = try restored(declaring: false, into: received)
        try #require(coordinator.testViewModel(for: .detail(id: 1))).coordination.finish(with: 7)
        #expect(coordinator.state.screens == [.home, .list])
        #expect(received.results.isEmpty)
    }

    /// A session at home with `screen` above it, opened for a result.
    func session(openingForResult screen: TestScreen) throws -> Data {
        var state = NavigationState(root: TestScreen.home)
        let entry = try state.push(screen)
        return try SavedNavigation(state: state, awaitingResult: [entry.id]).json()
    }

    /// Home's view model declares `Int` results (first) and `String` results (last), for every screen or, when
    /// `naming`, for details and for lists.
    @MainActor
    final class TwoKinds {
        var numbers: [ScreenResult<Int>] = []
        var texts: [ScreenResult<String>] = []

        func assemblies(naming: Bool = false) -> TestAssemblies {
            let assemblies = TestAssemblies()
            assemblies.onBuild = { screen, coordination in
                guard screen == .home else { return }
                if naming {
                    coordination.receiveResults(
                        expecting: Int.self, from: { if case .detail = $0 { true } else { false } },
                        onResult: { self.numbers.append($0) })
                    coordination.receiveResults(
                        expecting: String.self, from: { $0 == .list }, onResult: { self.texts.append($0) })
                } else {
                    coordination.receiveResults(expecting: Int.self) { self.numbers.append($0) }
                    coordination.receiveResults(expecting: String.self) { self.texts.append($0) }
                }
            }
            return assemblies
        }
    }

    /// Two declarations of different types: each value reaches the one of its type. (The last declaration used
    /// to count alone: the number was refused as not a `String`.)
    @Test func twoDeclarationsOfDifferentTypesEachReceiveTheirValues() throws {
        let kinds = TwoKinds()
        let coordinator = try Coordinator(
            restoring: try session(openingForResult: .detail(id: 1)), orRoot: .home, assemblies: kinds.assemblies())
        try #require(coordinator.testViewModel(at: 1)).coordination.finish(with: 7)
        #expect(kinds.numbers == [.delivered(7)])
        try coordinator.restore(json: try session(openingForResult: .list))
        try #require(coordinator.testViewModel(at: 1)).coordination.finish(with: "chosen")
        #expect(kinds.texts == [.delivered("chosen")])
        #expect(kinds.numbers == [.delivered(7)])
        #expect(coordinator.state.screens == [.home])
    }

    /// Declarations that name their screens: a value of a type no declaration covering the screen expects is
    /// refused, and a screen that closes without a value is reported to the one covering it alone.
    @Test func aDeclarationThatNamesItsScreensHearsOnlyOfThose() throws {
        let kinds = TwoKinds()
        let coordinator = try Coordinator(
            restoring: try session(openingForResult: .detail(id: 1)), orRoot: .home,
            assemblies: kinds.assemblies(naming: true))
        #expect(throws: NavigationError.resultTypeMismatch(expected: "Int", received: "String")) {
            try coordinator.testViewModel(at: 1)?.coordination.finish(with: "not a number")
        }
        try coordinator.pop()
        #expect(kinds.numbers == [.closed])
        #expect(kinds.texts.isEmpty)
    }

    /// Declarations for every screen: a screen that closes without a value is reported to the last.
    @Test func withoutNamesACloseIsReportedToTheLastDeclaration() throws {
        let kinds = TwoKinds()
        let coordinator = try Coordinator(
            restoring: try session(openingForResult: .detail(id: 1)), orRoot: .home, assemblies: kinds.assemblies())
        try coordinator.pop()
        #expect(kinds.texts == [.closed])
        #expect(kinds.numbers.isEmpty)
    }

    /// A view model that keeps its handle and declares where unasked results go with a handler that captures it
    /// strongly — `{ self.results.append($0) }`, as view models write it — is released once its screen leaves:
    /// the declaration goes with the screen, and the handle, a value, holds no handler.
    @Test func aDeclarationThatCapturesItsViewModelDoesNotKeepItOnceItsScreenLeft() throws {
        let coordinator = try Coordinator(root: TestScreen.home, assemblies: DeclaringAssemblies())
        try coordinator.show(.list)
        weak let list = coordinator.topViewModel as? DeclaringViewModel
        #expect(list != nil)
        try coordinator.pop()
        #expect(list == nil)
        #expect(coordinator.retainedViewModels.isEmpty)
    }
}

/// A view model that keeps its handle and declares, capturing itself, where unasked results go.
@MainActor
private final class DeclaringViewModel {
    let coordination: any Coordination<TestScreen>
    var results: [ScreenResult<Int>] = []

    init(coordination: any Coordination<TestScreen>) {
        self.coordination = coordination
        coordination.receiveResults(expecting: Int.self) { self.results.append($0) }
    }
}

/// Builds a ``DeclaringViewModel`` for every screen.
private struct DeclaringAssemblies: AssemblyProvider {
    struct DeclaringAssembly: Assembly {
        let coordination: any Coordination<TestScreen>
        func build() -> DeclaringViewModel { DeclaringViewModel(coordination: coordination) }
    }

    func viewModel(for screen: TestScreen, coordination: any Coordination<TestScreen>) throws -> BuiltViewModel {
        try DeclaringAssembly(coordination: coordination).built()
    }
}
