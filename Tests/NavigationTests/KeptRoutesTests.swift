import Testing

@testable import NavigationCore
@testable import NavigationRoutes

/// The routes a coordinator keeps between saves (`Coordinator.savedNavigation`), read through `@testable`: which
/// they are cannot be seen from outside — a save writes the same bytes with or without them — but how many there
/// are bounds the memory of a coordinator that saves after every change.
@MainActor
struct KeptRoutesTests {
    /// The ids of every entry of `state`, in every stack of every tab.
    private func ids(of state: NavigationState<TestScreen>) -> Set<EntryID> {
        Set((state.entries + state.entriesOfOtherTabs).map(\.id))
    }

    /// The ids of the entries whose routes `coordinator` keeps.
    private func kept(by coordinator: Coordinator<TestScreen>) -> Set<EntryID> {
        Set(coordinator.storage.writtenRoutes.keys)
    }

    @Test func aSaveKeepsTheRoutesOfTheEntriesItSavedAndDropsThoseOfEntriesGone() throws {
        let coordinator = try Coordinator.make()
        for id in 1...50 { try coordinator.show(.detail(id: id)) }
        let deep = coordinator.savedNavigation
        #expect(Set(deep.writtenRoutes.byEntry.keys) == ids(of: coordinator.state))
        #expect(kept(by: coordinator).count == 51)

        try coordinator.popToRoot()
        try coordinator.present(.list)
        let shallow = coordinator.savedNavigation
        #expect(kept(by: coordinator) == ids(of: coordinator.state), "the 50 popped entries' routes are gone")
        #expect(kept(by: coordinator).count == 2)
        #expect(try shallow.jsonText() == (try SavedNavigation(state: coordinator.state).jsonText()))
    }

    @Test func theRoutesOfEveryTabAreKeptAndOnlyTheirs() throws {
        let coordinator = try Coordinator(selecting: TestTab.first, assemblies: TestAssemblies())
        try coordinator.show(.list)
        try coordinator.show(.detail(id: 2), in: TestTab.second)
        _ = coordinator.savedNavigation
        #expect(kept(by: coordinator) == ids(of: coordinator.state))
        #expect(kept(by: coordinator).count == 5, "first: home, list; second: list, detail; third: its root")

        try coordinator.popToRoot(of: TestTab.second)
        let saved = coordinator.savedNavigation
        #expect(kept(by: coordinator) == ids(of: coordinator.state))
        #expect(kept(by: coordinator).count == 4)
        #expect(try saved.jsonText() == (try SavedNavigation(state: coordinator.state).jsonText()))
    }
}
