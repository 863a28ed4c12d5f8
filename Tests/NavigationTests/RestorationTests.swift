import Foundation
import Navigation
import NavigationTesting
import TestSupport
import Testing

@MainActor
struct RestorationTests {
    /// home › list, with a modal flow detail(3) › detail(4) opened for a result over it.
    func coordinatorInTheMiddleOfAFlow(
        assemblies: TestAssemblies = TestAssemblies()
    ) throws -> (Coordinator<TestScreen>, ResultBox) {
        let coordinator = try Coordinator.make(assemblies: assemblies)
        try coordinator.show(.list)
        let box = ResultBox()
        try coordinator.open(.detail(id: 3), presentation: .modal, expecting: Int.self) { box.results.append($0) }
        try coordinator.show(.detail(id: 4))
        return (coordinator, box)
    }

    final class ResultBox {
        var results: [ScreenResult<Int>] = []
    }

    @Test func theSavedFormIsTheDocumentedJSON() throws {
        let (coordinator, _) = try coordinatorInTheMiddleOfAFlow()
        #expect(
            try coordinator.savedNavigation.jsonText() == """
                {
                  "version": 2,
                  "nextID": 4,
                  "stacks": [
                    [
                      {"id": 0, "screen": "home"},
                      {"id": 1, "screen": "list"}
                    ],
                    [
                      {"id": 2, "screen": "detail;id=3", "awaitsResult": true},
                      {"id": 3, "screen": "detail;id=4"}
                    ]
                  ]
                }

                """)
    }

    @Test func savedStateRestoresToTheSameStateWithEveryViewModelRebuilt() throws {
        let (original, _) = try coordinatorInTheMiddleOfAFlow()
        let json = try original.savedNavigation.json()
        let assemblies = TestAssemblies()
        let restored = try Coordinator.make(assemblies: assemblies)
        let log = EventLog(restored)
        let oldRoot = restored.viewModel(for: restored.state.root.id).map(ObjectIdentifier.init)
        try restored.restore(json: json)
        #expect(restored.state.stacks.map { $0.map(\.screen) } == original.state.stacks.map { $0.map(\.screen) })
        #expect(assemblies.builtScreens == [.home, .home, .list, .detail(id: 3), .detail(id: 4)])
        #expect(restored.viewModel(for: restored.state.root.id).map(ObjectIdentifier.init) != oldRoot)
        // Fresh ids after the root's #0, in order: the flow's root (#2 when saved) is #3 now.
        #expect(restored.state.entries.map(\.id.rawValue) == [1, 2, 3, 4])
        #expect(restored.state.nextID == EntryID(rawValue: 5))
        #expect(restored.entriesAwaitingResult == [EntryID(rawValue: 3)])
        #expect(
            log.events.map(\.description) == [
                "restore(#0 home › #1 list | #2 detail;id=3 › #3 detail;id=4): stack 0: -[#0 home] +[#1 home, #2 list] "
                    + "presented [#3 detail;id=3, #4 detail;id=4]"
            ])
        expectNoRetainedViewModels(restored)
    }

    @Test func aRestoredScreenThatAwaitedAResultFinishesAndClosesWithoutAReceiver() throws {
        let (original, _) = try coordinatorInTheMiddleOfAFlow()
        let restored = try Coordinator.make()
        try restored.restore(original.savedNavigation)
        try restored.pop()
        let modalRoot = try #require(restored.testViewModel(for: .detail(id: 3)))
        try modalRoot.coordination.finish(with: 5)
        #expect(restored.state.stacks.map { $0.map(\.screen) } == [[.home, .list]])
    }

    @Test func restoringClosesTheResultsThatWereAwaitedBefore() throws {
        let (coordinator, box) = try coordinatorInTheMiddleOfAFlow()
        let handle = try #require(coordinator.testViewModel(for: .detail(id: 4))).coordination
        try coordinator.restore(NavigationState(root: .list))
        #expect(box.results.map(\.value) == [nil])
        #expect(coordinator.state.stacks == [[NavigationEntry(id: EntryID(rawValue: 4), screen: .list)]])
        #expect(coordinator.entriesAwaitingResult.isEmpty)
        #expect(throws: NavigationError.staleHandle(entry: EntryID(rawValue: 3))) { try handle.pop() }
    }

    @Test func restoringOverEntriesWithTheSameIDsGivesFreshIDsAndKeepsTheRestoredReceivers() throws {
        let (original, _) = try coordinatorInTheMiddleOfAFlow()
        let saved = original.savedNavigation
        let (coordinator, box) = try coordinatorInTheMiddleOfAFlow()
        let before = Set(coordinator.state.entries.map(\.id))
        try coordinator.restore(saved)
        #expect(box.results.map(\.value) == [nil])
        // The saved #0…#3 come back as #4…#7: no id of the replaced entries is given again.
        #expect(coordinator.state.entries.map(\.id.rawValue) == [4, 5, 6, 7])
        #expect(before.isDisjoint(with: coordinator.state.entries.map(\.id)))
        #expect(coordinator.entriesAwaitingResult == [EntryID(rawValue: 6)])
    }

    @Test func aGuardSeesTheRestoreAndItsRefusalChangesNothing() throws {
        let (original, _) = try coordinatorInTheMiddleOfAFlow()
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        coordinator.addGuard { request, _ in
            if case .restore(let state) = request, state.count > 3 { .refuse(reason: "too deep") } else { .allow }
        }
        let before = coordinator.state
        let model = coordinator.topViewModel
        #expect(throws: NavigationError.refusedByGuard(reason: "too deep")) {
            try coordinator.restore(json: original.savedNavigation.json())
        }
        #expect(coordinator.state == before)
        #expect(identical(coordinator.topViewModel, model))
    }

    @Test func aScreenThatCannotBeBuiltStopsTheRestoreBeforeAnythingChanges() throws {
        let coordinator = try Coordinator.make()
        let before = coordinator.state
        let json = Data(
            #"{"version": 2, "nextID": 2, "stacks": [[{"id": 0, "screen": "home"}, {"id": 1, "screen": "broken"}]]}"#
                .utf8)
        #expect(throws: NavigationError.buildFailed(screen: "broken", reason: "no such screen in this test")) {
            try coordinator.restore(json: json)
        }
        #expect(coordinator.state == before)
    }

    @Test func aValidStateIsCheckedWhenBuiltFromItsParts() throws {
        let home = NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)
        let list = NavigationEntry(id: EntryID(rawValue: 5), screen: TestScreen.list)
        let state = try NavigationState(stacks: [[home], [list]], nextID: EntryID(rawValue: 6))
        #expect(state.modals == [[list]])
        #expect(throws: RestorationError.noStacks) {
            try NavigationState<TestScreen>(stacks: [], nextID: EntryID(rawValue: 1))
        }
        #expect(throws: RestorationError.emptyStack(index: 1)) {
            try NavigationState(stacks: [[home], []], nextID: EntryID(rawValue: 1))
        }
        #expect(throws: RestorationError.duplicateID(EntryID(rawValue: 0))) {
            try NavigationState(stacks: [[home], [home]], nextID: EntryID(rawValue: 1))
        }
        #expect(throws: RestorationError.nextIDTooLow(nextID: EntryID(rawValue: 5), highest: EntryID(rawValue: 5))) {
            try NavigationState(stacks: [[home, list]], nextID: EntryID(rawValue: 5))
        }
    }

    @Test func anInvalidLinkIsReportedAndChangesNothing() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let before = coordinator.state
        let links = DeepLinks<TestScreen>(scheme: "test")
        #expect(
            throws: NavigationError.invalidLink(
                DeepLinkError(.invalidParameter(name: "id", expected: "Int"), component: "x", offset: 17))
        ) {
            try coordinator.open(link: "test://detail;id=x", using: links)
        }
        #expect(coordinator.state == before)
    }

    @Test func aLinkOpensItsStackThroughTheGuardsKeepingTheScreensThatStay() throws {
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let list = coordinator.topViewModel
        var seen: [NavigationRequest<TestScreen>] = []
        coordinator.addGuard { request, _ in
            seen.append(request)
            return .allow
        }
        try coordinator.open(link: "test://detail;id=9", using: DeepLinks(scheme: "test"))
        #expect(coordinator.state.screens == [.home, .list, .detail(id: 9)])
        #expect(seen == [.setStacks([[.home, .list, .detail(id: 9)]])])
        #expect(identical(coordinator.viewModel(for: coordinator.state.base[1].id), list))
    }
}

@MainActor
struct SavedNavigationTests {
    @Test func savedStateSavesToTheSameBytesAfterARoundTrip() throws {
        let state = try NavigationState(
            stacks: [
                [NavigationEntry(id: EntryID(rawValue: 0), screen: TestScreen.home)],
                [NavigationEntry(id: EntryID(rawValue: 2), screen: TestScreen.list)],
            ],
            nextID: EntryID(rawValue: 3)
        )
        let saved = SavedNavigation(state: state, awaitingResult: [EntryID(rawValue: 2), EntryID(rawValue: 9)])
        #expect(saved.awaitingResult == [EntryID(rawValue: 2)])
        let again = try SavedNavigation<TestScreen>(json: saved.json())
        #expect(again == saved)
        #expect(try again.json() == saved.json())
    }

    @Test func idsOfEveryMagnitudeAreWrittenInDecimalAndReadBack() throws {
        let ids: [UInt64] = [0, 7, 10, 99, 100, 1_234_567, UInt64(Int64.max) - 1]
        let state = try NavigationState(
            stacks: [
                ids.map { NavigationEntry(id: EntryID(rawValue: $0), screen: TestScreen.detail(id: Int($0 % 1000))) }
            ],
            nextID: EntryID(rawValue: UInt64(Int64.max)))
        let text = try SavedNavigation(state: state).jsonText()
        for id in ids { #expect(text.contains(#"{"id": \#(id), "#), "id \(id)") }
        #expect(try SavedNavigation<TestScreen>(json: Data(text.utf8)).state == state)
    }

    @Test func theBaseRootAwaitingAResultIsNeitherWrittenNorRestored() throws {
        let state = NavigationState(root: TestScreen.home)
        let saved = SavedNavigation(state: state, awaitingResult: [state.root.id])
        #expect(throws: SavingError.rootAwaitsResult) { try saved.json() }
        let coordinator = try Coordinator.make()
        try coordinator.show(.list)
        let before = coordinator.state
        #expect(throws: NavigationError.invalidSavedState(.rootAwaitsResult)) {
            try coordinator.restore(state, awaitingResult: [state.root.id])
        }
        #expect(coordinator.state == before)
        let started = try Coordinator(restoring: .success(saved), orRoot: .home, assemblies: TestAssemblies())
        #expect(started.restoreOutcome == .startedAtRoot(reason: .invalidSavedState(.rootAwaitsResult)))
        #expect(started.entriesAwaitingResult.isEmpty)
    }

    @Test func quotesAndControlCharactersInARouteArePercentEncodedInTheJSON() throws {
        enum Note: Routable, Equatable {
            case note(text: String)
            var screensBeneath: [Note] { [] }
            var linkRule: LinkRule<Note> { .pushed }
        }
        let saved = SavedNavigation(state: NavigationState(root: Note.note(text: "a\"b\\\u{1}")))
        #expect(try saved.jsonText().contains(#""screen": "note;text=a%22b%5C%01""#))
        #expect(try SavedNavigation<Note>(json: saved.json()) == saved)
    }
}
