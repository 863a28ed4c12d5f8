import Foundation
import Navigation
import Testing

/// Screens for the rules of what a bad screen costs, with one bad screen for each side that meets one.
enum CutScreen: Routable {
    case first, second, a, b, c
    /// A page; one of a negative number cannot be built either.
    case page(Int)
    /// Reads in this version; the reading side writes its route as one no version reads.
    case unread
    /// Its route cannot be written.
    case unwritable(Unwritable)
    /// Its Assembly throws: its data is gone.
    case unbuildable

    /// A value whose `encode(to:)` throws.
    struct Unwritable: Codable, Hashable, Sendable {
        struct Refused: Error {}
        init() {}
        init(from decoder: any Decoder) throws {}
        func encode(to encoder: any Encoder) throws { throw Refused() }
    }

    var screensBeneath: [CutScreen] { [] }
    var linkRule: LinkRule<CutScreen> { .pushedOrPresented }
}

enum CutTab: String, NavigationTab {
    case first, second

    var root: CutScreen { self == .first ? .first : .second }
}

/// Builds every screen but ``CutScreen/unbuildable`` and pages of a negative number.
@MainActor
struct CutAssemblies: AssemblyProvider {
    final class ViewModel {}
    struct GoneError: Error {}

    struct PageAssembly: Assembly {
        let screen: CutScreen
        func build() throws -> ViewModel {
            if screen == .unbuildable { throw GoneError() }
            if case .page(let number) = screen, number < 0 { throw GoneError() }
            return ViewModel()
        }
    }

    func viewModel(for screen: CutScreen, coordination: any Coordination<CutScreen>) throws -> BuiltViewModel {
        try PageAssembly(screen: screen).built()
    }
}

/// The rules of what a screen that cannot be kept costs — one not read, one not written, one not built — hold
/// the same on the three sides: a session restored after each loses the same screens.
@MainActor
struct CutRulesTests {
    /// The side that meets the bad screen.
    enum Side: CaseIterable, CustomTestStringConvertible {
        case reading, writing, building

        var testDescription: String { "\(self)" }

        /// The bad screen as this side meets it.
        var bad: CutScreen {
            switch self {
            case .reading: .unread
            case .writing: .unwritable(CutScreen.Unwritable())
            case .building: .unbuildable
            }
        }
    }

    /// What a coordinator shows: the selected tab, the stacks (base first), and every tab's stack.
    struct Shown: Equatable, CustomStringConvertible {
        var selectedTab: AnyNavigationTab?
        var stacks: [[CutScreen]]
        var tabs: [[CutScreen]]

        var description: String { "\(selectedTab?.name ?? "-") \(stacks) tabs \(tabs)" }
    }

    func shown(_ coordinator: Coordinator<CutScreen>) -> Shown {
        Shown(
            selectedTab: coordinator.state.selectedTab, stacks: coordinator.state.stacks.map { $0.map(\.screen) },
            tabs: coordinator.state.tabStacks.map { $0.stack.map(\.screen) })
    }

    /// A state of `stacks` (with tabs: `tabs`, with `selected` selected), each `nil` in them the side's bad screen.
    func state(
        _ stacks: [[CutScreen?]], tabs: [[CutScreen?]]? = nil, selected: Int = 0, bad: CutScreen
    ) throws -> NavigationState<CutScreen> {
        var next: UInt64 = 0
        func entries(_ screens: [CutScreen?]) -> [NavigationEntry<CutScreen>] {
            screens.map { screen in
                defer { next += 1 }
                return NavigationEntry(id: EntryID(rawValue: next), screen: screen ?? bad)
            }
        }
        let base = entries(stacks[0])
        let modals = stacks.dropFirst().map(entries)
        guard let tabs else { return try NavigationState(stacks: [base] + modals, nextID: EntryID(rawValue: next)) }
        let names = CutTab.allCases.map(AnyNavigationTab.init)
        let tabStacks = tabs.indices.map { (names[$0], $0 == selected ? base : entries(tabs[$0])) }
        return try NavigationState(
            tabs: tabStacks, selectedTab: names[selected], modals: modals, nextID: EntryID(rawValue: next))
    }

    /// A coordinator started from `state` saved, on `side`: its bad screens read back as screens no version
    /// reads, cannot be written, or cannot be built.
    func restored(_ state: NavigationState<CutScreen>, on side: Side) throws -> Coordinator<CutScreen> {
        var json = try? SavedNavigation(state: state).json()  // `nil` when nothing can be saved
        if side == .reading, let text = json.map({ String(decoding: $0, as: UTF8.self) }) {
            #expect(text.contains("\"unread\""))
            json = Data(text.replacingOccurrences(of: "\"unread\"", with: "\"vanished\"").utf8)
        }
        if state.selectedTab == nil {
            return try Coordinator(restoring: json, orRoot: .first, assemblies: CutAssemblies())
        }
        return try Coordinator(restoring: json, orSelecting: CutTab.first, assemblies: CutAssemblies())
    }

    @Test(arguments: Side.allCases)
    func aStackIsCutAtItsFirstBadScreen(side: Side) throws {
        let coordinator = try restored(state([[.first, .a, nil, .b]], bad: side.bad), on: side)
        #expect(shown(coordinator) == Shown(stacks: [[.first, .a]], tabs: []))
    }

    /// The flows above a cut stack go — also when a flow above a dropped one is as long as the stack cut below it.
    @Test(arguments: Side.allCases)
    func theFlowsAboveACutStackGo(side: Side) throws {
        let equalLengths = try restored(state([[.first, nil], [.a], [.b]], bad: side.bad), on: side)
        #expect(shown(equalLengths) == Shown(stacks: [[.first]], tabs: []))
        let longer = try restored(state([[.first, .a, nil], [.b, .c], [.a, .b]], bad: side.bad), on: side)
        #expect(shown(longer) == Shown(stacks: [[.first, .a]], tabs: []))
    }

    @Test(arguments: Side.allCases)
    func aFlowWhoseRootIsBadGoesWithTheFlowsAboveIt(side: Side) throws {
        let rootBad = try restored(state([[.first, .a], [nil, .b], [.c]], bad: side.bad), on: side)
        #expect(shown(rootBad) == Shown(stacks: [[.first, .a]], tabs: []))
        let cutInside = try restored(state([[.first], [.a, nil], [.b]], bad: side.bad), on: side)
        #expect(shown(cutInside) == Shown(stacks: [[.first], [.a]], tabs: []))
    }

    @Test(arguments: Side.allCases)
    func aTabOutOfSightWhoseRootIsBadStartsAtItsRoot(side: Side) throws {
        let coordinator = try restored(
            state([[.first, .a], [.b]], tabs: [[], [nil, .c]], selected: 0, bad: side.bad), on: side)
        #expect(
            shown(coordinator)
                == Shown(
                    selectedTab: AnyNavigationTab(CutTab.first), stacks: [[.first, .a], [.b]],
                    tabs: [[.first, .a], [.second]]))
    }

    @Test(arguments: Side.allCases)
    func aSelectedTabWhoseRootIsBadGivesTheSelectionToTheFirstTabKeptWithoutTheFlows(side: Side) throws {
        let coordinator = try restored(
            state([[nil, .a], [.b]], tabs: [[.first, .c], []], selected: 1, bad: side.bad), on: side)
        #expect(
            shown(coordinator)
                == Shown(
                    selectedTab: AnyNavigationTab(CutTab.first), stacks: [[.first, .c]],
                    tabs: [[.first, .c], [.second]]))
    }

    @Test(arguments: Side.allCases)
    func aBaseRootThatIsBadLeavesNothingAndTheAppStartsAtItsRoot(side: Side) throws {
        let single = try restored(state([[nil, .a], [.b]], bad: side.bad), on: side)
        #expect(shown(single) == Shown(stacks: [[.first]], tabs: []))
        let tabs = try restored(state([[nil, .a]], tabs: [[nil], []], selected: 1, bad: side.bad), on: side)
        #expect(
            shown(tabs)
                == Shown(selectedTab: AnyNavigationTab(CutTab.first), stacks: [[.first]], tabs: [[.first], [.second]]))
    }

    /// A build failure cuts at the entry that failed, not at the first entry of the same screen's name (a restore
    /// builds the tabs out of sight first).
    @Test func aBuildFailureCutsAtTheEntryThatFailed() throws {
        let state = try state(
            [[.first, .page(1), nil, .b]], tabs: [[], [.second, .page(2), .c]], selected: 0, bad: .page(-1))
        let coordinator = try restored(state, on: .building)
        #expect(
            shown(coordinator)
                == Shown(
                    selectedTab: AnyNavigationTab(CutTab.first), stacks: [[.first, .page(1)]],
                    tabs: [[.first, .page(1)], [.second, .page(2), .c]]))
        guard case .restoredInPart(let dropped, _) = coordinator.restoreOutcome else {
            Issue.record("restored as \(String(describing: coordinator.restoreOutcome))")
            return
        }
        #expect(dropped == [.page(-1), .b])
    }
}
