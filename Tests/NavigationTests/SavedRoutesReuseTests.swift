import Foundation
import Navigation
import Testing

/// How many routes of ``CountedScreen`` were written, counted from any thread.
private final class RouteWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func add() { lock.withLock { value += 1 } }
}

private let routeWrites = RouteWrites()

/// A screen that counts how often its route is written; it writes as ``PlainScreen``, its twin without the count.
private enum CountedScreen: Routable {
    case home
    case item(id: Int)

    var screensBeneath: [CountedScreen] { self == .home ? [] : [.home] }
    var linkRule: LinkRule<CountedScreen> { .pushed }

    func encode(to encoder: any Encoder) throws {
        routeWrites.add()
        let plain: PlainScreen =
            switch self {
            case .home: .home
            case .item(let id): .item(id: id)
            }
        try plain.encode(to: encoder)
    }
}

private enum PlainScreen: Codable {
    case home
    case item(id: Int)
}

@MainActor private final class CountedModel {}

private struct CountedAssemblies: AssemblyProvider {
    struct Build: Assembly {
        func build() -> CountedModel { CountedModel() }
    }

    func viewModel(for screen: CountedScreen, coordination: any Coordination<CountedScreen>) throws -> BuiltViewModel {
        try Build().built()
    }
}

@MainActor
struct SavedRoutesReuseTests {
    /// The JSON of `coordinator`'s saved navigation, and how many routes saving it wrote.
    fileprivate func save(_ coordinator: Coordinator<CountedScreen>) throws -> (json: String, written: Int) {
        let before = routeWrites.count
        let saved = coordinator.savedNavigation
        let json = try saved.jsonText()
        return (json, routeWrites.count - before)
    }

    /// What a writer that knows no earlier save writes for the same state.
    fileprivate func fresh(_ coordinator: Coordinator<CountedScreen>) throws -> String {
        let saved = coordinator.savedNavigation
        return try SavedNavigation(state: saved.state, awaitingResult: saved.awaitingResult).jsonText()
    }

    @Test func savingAgainWritesOnlyTheRoutesOfTheEntriesNewSinceTheLastSave() throws {
        let coordinator = try Coordinator(root: CountedScreen.home, assemblies: CountedAssemblies())
        try coordinator.show(.item(id: 1))
        try coordinator.show(.item(id: 2))
        let first = try save(coordinator)
        #expect(first.written == 3, "every entry once")
        #expect(first.json.contains(#""screen": "item;id=2""#))

        try coordinator.show(.item(id: 3))
        let afterPush = try save(coordinator)
        #expect(afterPush.written == 1, "only the screen pushed")
        #expect(afterPush.json == (try fresh(coordinator)))

        try coordinator.pop()
        try coordinator.present(.item(id: 4))
        let afterPresent = try save(coordinator)
        #expect(afterPresent.written == 1, "only the modal flow's root")
        #expect(afterPresent.json == (try fresh(coordinator)))

        let unchanged = try save(coordinator)
        #expect(unchanged.written == 0)
        #expect(unchanged.json == afterPresent.json, "the same state saves to the same bytes")
    }

    @Test func aSavedFormEqualsOneMadeFromItsStateWhateverRoutesItCarries() throws {
        let coordinator = try Coordinator(root: CountedScreen.home, assemblies: CountedAssemblies())
        try coordinator.show(.item(id: 1))
        let saved = coordinator.savedNavigation
        #expect(saved == SavedNavigation(state: coordinator.state))
        #expect(try SavedNavigation<CountedScreen>(json: try saved.json()) == saved)
    }
}
