import Navigation
import NavigationTesting
import TestSupport
import Testing

/// An app with one feature group: its own screens, its own view models typed by the group's enum, its own
/// provider.
enum GroupedScreen: Hashable, Sendable {
    case home
    case settings(SettingsScreen)
}

enum SettingsScreen: Hashable, Sendable {
    case overview
    case account(id: Int)
    case picker
}

@MainActor
final class SettingsModel {
    let screen: SettingsScreen
    let coordination: any Coordination<SettingsScreen>
    var picked: ScreenResult<Int>?

    init(screen: SettingsScreen, coordination: any Coordination<SettingsScreen>) {
        self.screen = screen
        self.coordination = coordination
    }

    func pick() throws(NavigationError) {
        try coordination.open(.picker, presentation: .modal, expecting: Int.self) { [weak self] in self?.picked = $0 }
    }
}

@MainActor
final class HomeModel {}

@MainActor
struct SettingsAssemblies: AssemblyProvider {
    struct Build: Assembly {
        let screen: SettingsScreen
        let coordination: any Coordination<SettingsScreen>
        func build() -> SettingsModel { SettingsModel(screen: screen, coordination: coordination) }
    }

    func viewModel(for screen: SettingsScreen, coordination: any Coordination<SettingsScreen>) throws -> BuiltViewModel
    {
        switch screen {
        case .overview, .account, .picker: try Build(screen: screen, coordination: coordination).built()
        }
    }
}

@MainActor
struct GroupedAssemblies: AssemblyProvider {
    struct Home: Assembly {
        func build() -> HomeModel { HomeModel() }
    }

    func viewModel(for screen: GroupedScreen, coordination: any Coordination<GroupedScreen>) throws -> BuiltViewModel {
        switch screen {
        case .home: try Home().built()
        case .settings(let screen):
            try SettingsAssemblies().viewModel(
                for: screen, coordination: coordination.scoped(to: GroupedScreen.settings))
        }
    }
}

@MainActor
struct FeatureGroupTests {
    func settingsModel(_ coordinator: Coordinator<GroupedScreen>) throws -> SettingsModel {
        try #require(coordinator.topViewModel as? SettingsModel)
    }

    @Test func aGroupsViewModelAsksInItsOwnScreensAndTheCoordinatorReceivesTheAppsScreens() throws {
        let coordinator = try Coordinator(root: GroupedScreen.settings(.overview), assemblies: GroupedAssemblies())
        let navigation = NavigationRecorder(coordinator)
        try settingsModel(coordinator).coordination.show(.account(id: 3))
        #expect(try settingsModel(coordinator).screen == .account(id: 3))
        try settingsModel(coordinator).coordination.pop(to: .overview)
        navigation.expect([
            .pushed(.settings(.account(id: 3))),
            .popped([.settings(.account(id: 3))]),
        ])
        #expect(coordinator.state.screens == [.settings(.overview)])
    }

    @Test func aResultTravelsThroughAScopedHandle() throws {
        let coordinator = try Coordinator(root: GroupedScreen.settings(.overview), assemblies: GroupedAssemblies())
        let opener = try settingsModel(coordinator)
        try opener.pick()
        #expect(coordinator.state.modals.map { $0.map(\.screen) } == [[.settings(.picker)]])
        try settingsModel(coordinator).coordination.finish(with: 5)
        #expect(opener.picked == .delivered(5))
        #expect(coordinator.state.screens == [.settings(.overview)])
    }

    @Test func aRefusalThroughAScopedHandleThrowsAndChangesNothing() throws {
        let coordinator = try Coordinator(root: GroupedScreen.settings(.overview), assemblies: GroupedAssemblies())
        let before = coordinator.state
        #expect(throws: NavigationError.cannotPopRoot) { try settingsModel(coordinator).coordination.pop() }
        #expect(throws: NavigationError.screenNotFound(screen: "settings(NavigationTests.SettingsScreen.picker)")) {
            try settingsModel(coordinator).coordination.pop(to: .picker)
        }
        #expect(coordinator.state == before)
    }

    @Test func aScopedHandleOfAScreenThatIsGoneIsStale() throws {
        let coordinator = try Coordinator(root: GroupedScreen.home, assemblies: GroupedAssemblies())
        try coordinator.show(.settings(.account(id: 1)))
        let gone = try settingsModel(coordinator).coordination
        let goneID = coordinator.top.id
        try coordinator.pop()
        let before = coordinator.state
        #expect(throws: NavigationError.staleHandle(entry: goneID)) { try gone.show(.overview) }
        #expect(coordinator.state == before)
    }

    @Test func guardsSeeTheAppsScreens() throws {
        let coordinator = try Coordinator(root: GroupedScreen.settings(.overview), assemblies: GroupedAssemblies())
        var seen: [NavigationRequest<GroupedScreen>] = []
        coordinator.addGuard { request, _ in
            seen.append(request)
            return .allow
        }
        try settingsModel(coordinator).coordination.present(.picker)
        #expect(seen == [.present(.settings(.picker))])
    }

    @Test func aGroupRunsAloneInACoordinatorOfItsOwn() throws {
        let coordinator = try Coordinator(root: SettingsScreen.overview, assemblies: SettingsAssemblies())
        let model = try #require(coordinator.topViewModel as? SettingsModel)
        try model.coordination.show(.account(id: 2))
        #expect(coordinator.state.screens == [.overview, .account(id: 2)])
    }

    @Test func theParentOfAScopedHandleReachesTheAppsScreens() throws {
        let coordinator = try Coordinator(root: GroupedScreen.settings(.overview), assemblies: GroupedAssemblies())
        let scoped = try #require(
            try settingsModel(coordinator).coordination as? ScopedCoordination<GroupedScreen, SettingsScreen>)
        try scoped.parent.show(.home)
        #expect(coordinator.state.screens == [.settings(.overview), .home])
        #expect(scoped.embed(.picker) == .settings(.picker))
    }

    nonisolated static let mappedRequests: [(NavigationRequest<SettingsScreen>, NavigationRequest<GroupedScreen>)] = [
        (.resetStack(to: .account(id: 1)), .resetStack(to: .settings(.account(id: 1)))),
        (.pop, .pop),
        (.popToRoot, .popToRoot),
        (.popTo(EntryID(rawValue: 4)), .popTo(EntryID(rawValue: 4))),
        (.popToScreen(.overview), .popToScreen(.settings(.overview))),
        (.goBack, .goBack),
        (.show(.picker), .show(.settings(.picker))),
        (.replaceTop(.picker), .replaceTop(.settings(.picker))),
        (.setStack([.overview, .picker]), .setStack([.settings(.overview), .settings(.picker)])),
        (.present(.picker), .present(.settings(.picker))),
        (.dismiss, .dismiss),
    ]

    @Test(arguments: mappedRequests)
    func everyRequestMapsItsScreensAndKeepsTheRest(
        request: NavigationRequest<SettingsScreen>,
        expected: NavigationRequest<GroupedScreen>
    ) {
        #expect(request.map(GroupedScreen.settings) == expected)
    }

    @Test func aRestoredStateMapsWithItsIDsAndModalFlows() throws {
        var state = NavigationState(root: SettingsScreen.overview)
        try state.push(.account(id: 1))
        try state.present(.picker)
        let mapped = state.map(GroupedScreen.settings)
        #expect(mapped.stacks.map { $0.map(\.id) } == state.stacks.map { $0.map(\.id) })
        #expect(
            mapped.stacks.map { $0.map(\.screen) } == [
                [.settings(.overview), .settings(.account(id: 1))], [.settings(.picker)],
            ])
        #expect(mapped.nextID == state.nextID)
        #expect(NavigationRequest.restore(state).map(GroupedScreen.settings) == .restore(mapped))
        #expect(
            NavigationEntry(id: EntryID(rawValue: 9), screen: SettingsScreen.picker).map(GroupedScreen.settings)
                == NavigationEntry(id: EntryID(rawValue: 9), screen: .settings(.picker)))
    }

    nonisolated static let requestedScreens: [(NavigationRequest<SettingsScreen>, [SettingsScreen])] = [
        (.show(.account(id: 1)), [.account(id: 1)]),
        (.present(.picker), [.picker]),
        (.replaceTop(.overview), [.overview]),
        (.setStack([.overview, .picker]), [.overview, .picker]),
        (.restore(NavigationState(root: .picker)), [.picker]),
        (.pop, []), (.popToRoot, []), (.popTo(EntryID(rawValue: 0)), []), (.popToScreen(.overview), []),
        (.goBack, []), (.dismiss, []), (.resetStack(to: .overview), [.overview]),
    ]

    @Test(arguments: requestedScreens)
    func aRequestNamesTheScreensItAsksToHave(request: NavigationRequest<SettingsScreen>, screens: [SettingsScreen]) {
        #expect(request.requestedScreens(in: NavigationState(root: .overview)) == screens)
    }
}
