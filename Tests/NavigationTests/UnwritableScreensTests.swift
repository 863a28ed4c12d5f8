import Foundation
import Navigation
import Testing

/// Screens of which one cannot be written: a note whose text is empty refuses to be encoded.
enum NoteScreen: Routable {
    case list
    case note(Note)

    /// A note's text, which its `encode(to:)` refuses when empty.
    struct Note: Codable, Hashable, Sendable, ExpressibleByStringLiteral {
        struct EmptyNote: Error {}
        var text: String

        init(stringLiteral text: String) { self.text = text }

        init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }

        func encode(to encoder: any Encoder) throws {
            guard !text.isEmpty else { throw EmptyNote() }
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    var screensBeneath: [NoteScreen] { self == .list ? [] : [.list] }
    var linkRule: LinkRule<NoteScreen> { .pushedOrPresented }
}

/// Builds every note screen.
@MainActor
struct NoteAssemblies: AssemblyProvider {
    final class ViewModel {}

    struct NoteAssembly: Assembly {
        func build() -> ViewModel { ViewModel() }
    }

    func viewModel(for screen: NoteScreen, coordination: any Coordination<NoteScreen>) throws -> BuiltViewModel {
        try NoteAssembly().built()
    }
}

enum NoteTab: String, NavigationTab {
    case lists, notes

    var root: NoteScreen { self == .lists ? .list : .note("inbox") }
}

/// A screen that cannot be written costs that screen and what lies above it when a session is saved, never
/// the session.
struct UnwritableScreensTests {
    func state(_ stacks: [[NoteScreen]]) throws -> NavigationState<NoteScreen> {
        var next: UInt64 = 0
        let entries = stacks.map { stack in
            stack.map { screen in
                defer { next += 1 }
                return NavigationEntry(id: EntryID(rawValue: next), screen: screen)
            }
        }
        return try NavigationState(stacks: entries, nextID: EntryID(rawValue: next))
    }

    func written(_ saved: SavedNavigation<NoteScreen>) throws -> [[NoteScreen]] {
        try SavedNavigation<NoteScreen>(json: try saved.json()).state.stacks.map { $0.map(\.screen) }
    }

    @Test func aStackIsWrittenUpToItsFirstUnwritableScreenAndTheFlowsOverItGo() throws {
        let saved = SavedNavigation(
            state: try state([[.list, .note("a"), .note(""), .note("b")], [.note("c")]]))
        #expect(try written(saved) == [[.list, .note("a")]])
    }

    @Test func aFlowWhoseRootCannotBeWrittenGoesWithTheFlowsAboveIt() throws {
        let saved = SavedNavigation(state: try state([[.list, .note("a")], [.note("")], [.list]]))
        #expect(try written(saved) == [[.list, .note("a")]])
        let cut = SavedNavigation(state: try state([[.list], [.note("a"), .note("")]]))
        #expect(try written(cut) == [[.list], [.note("a")]])
    }

    /// What is left out is said: the first screen of each stack the cut reached, and of each tab, with its path.
    @Test func whatIsLeftOutIsReportedWithThePathOfEachFirstScreen() throws {
        let saved = SavedNavigation(
            state: try state([[.list, .note("a"), .note(""), .note("")], [.note("c"), .note("")]]))
        let written = try saved.jsonReportingLeftOut()
        #expect(written.leftOut.map(\.description).count == 1)
        guard case .unwritableScreen(let path, _) = written.leftOut.first else {
            Issue.record("reported \(written.leftOut)")
            return
        }
        #expect(path == "stacks[0][2].screen")
        #expect(written.json == (try saved.json()))
        #expect(try SavedNavigation(state: try state([[.list]])).jsonReportingLeftOut().leftOut.isEmpty)
    }

    /// A coordinator's save tells its observers of events what it left out, once per save, and nothing when it
    /// left nothing out or wrote nothing.
    @Test @MainActor func aCoordinatorsSaveTellsTheObserversOfEventsWhatItLeftOut() throws {
        let coordinator = try Coordinator(root: NoteScreen.list, assemblies: NoteAssemblies())
        var told: [[SavingError]] = []
        coordinator.observeEvents { event in
            if case .savedInPart(let leftOut) = event { told.append(leftOut) }
        }
        try coordinator.show(.note("a"))
        _ = try coordinator.savedJSON()
        #expect(told.isEmpty)

        try coordinator.show(.note(""))
        try coordinator.show(.note("b"))
        let json = try coordinator.savedJSON()
        #expect(try SavedNavigation<NoteScreen>(json: json).state.screens == [.list, .note("a")])
        #expect(told.map { $0.map(\.path) } == [["stacks[0][2].screen"]])
        #expect(told == [try coordinator.savedNavigation.jsonReportingLeftOut().leftOut])
        #expect(json == (try coordinator.savedNavigation.json()))

        try coordinator.popToRoot()
        try coordinator.replaceTop(with: .note(""))
        #expect(throws: SavingError.self) { try coordinator.savedJSON() }
        #expect(told.count == 1)
    }

    @Test func refusedTheFirstUnwritableScreenIsNamedAndNothingIsWritten() throws {
        let saved = SavedNavigation(state: try state([[.list, .note("a"), .note("")]]))
        let error = try #require(throws: SavingError.self) { try saved.json(unwritableScreens: .refused) }
        guard case .unwritableScreen(let path, _) = error else {
            Issue.record("refused with \(error)")
            return
        }
        #expect(path == "stacks[0][2].screen")
    }

    @Test func aRootThatCannotBeWrittenLeavesNothingToSave() throws {
        let saved = SavedNavigation(state: try state([[.note(""), .list]]))
        #expect(throws: SavingError.self) { try saved.json() }
    }

    @Test func eachTabIsWrittenOnItsOwn() throws {
        var state = NavigationState(selecting: NoteTab.lists)
        try state.push(.note("a"))
        try state.show(.note(""), in: NoteTab.notes)
        try state.show(.note("b"), in: NoteTab.notes)
        let read = try SavedNavigation<NoteScreen>(json: try SavedNavigation(state: state).json()).state
        #expect(read.selectedTab == AnyNavigationTab(NoteTab.lists))
        #expect(read.screens == [.list, .note("a")])
        #expect(read.stack(of: NoteTab.notes)?.map(\.screen) == [.note("inbox")])
    }

    @Test func aSelectedTabWhoseRootCannotBeWrittenGivesItsPlaceToTheNextTab() throws {
        var state = NavigationState(selecting: NoteTab.lists)
        try state.push(.note("a"))
        try state.setStack([.note("")], of: NoteTab.lists)
        try state.select(NoteTab.lists)
        let read = try SavedNavigation<NoteScreen>(json: try SavedNavigation(state: state).json()).state
        #expect(read.selectedTab == AnyNavigationTab(NoteTab.notes))
        #expect(read.screens == [.note("inbox")])
        #expect(read.tabs == [AnyNavigationTab(NoteTab.notes)])
    }
}

extension SavingError {
    /// The path of the screen a save left out; `nil` for another error.
    var path: String? {
        if case .unwritableScreen(let path, _) = self { path } else { nil }
    }
}
