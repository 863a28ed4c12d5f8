import Foundation
import Navigation
import NavigationHosting
import NavigationTesting
import TestSupport
import Testing

/// One random operation, valid or not.
indirect enum ModelOperation {
    case show(TestScreen, firstPosition: Bool)
    case pop, popToRoot, dismiss, goBack
    case popToID(UInt64)
    case popToScreen(TestScreen)
    case replaceTop(TestScreen)
    case setStack([TestScreen])
    case present(TestScreen)
    // Tab operations, by the tab's index in `TestTab.allCases`; index 3 is a tab no state has.
    case selectTab(Int, popToRoot: Bool)
    case userSelectedTab(Int)
    case showInTab(Int, TestScreen)
    case popTabToRoot(Int)
    case setTabStack(Int, [TestScreen])
    /// `operation` asked through the handle of the entry with this id, on top or not, in any tab.
    case through(entry: UInt64, ModelOperation)

    /// The name of the tab at `index`: a `TestTab`, or one that is not.
    static func tabName(_ index: Int) -> AnyNavigationTab {
        index < TestTab.allCases.count ? AnyNavigationTab(TestTab.allCases[index]) : tabNamed("fourth")
    }

    /// A random operation, a third of them on tabs when `tabs` is set.
    static func random(using rng: inout SplitMix64, nextID: UInt64, tabs: Bool) -> ModelOperation {
        guard tabs, rng.next() % 3 == 0 else { return random(using: &rng, nextID: nextID) }
        let tab = Int(rng.next() % 13 == 0 ? 3 : rng.next() % 3)
        let screen = randomScreen(using: &rng)
        switch rng.next() % 6 {
        case 0: return .selectTab(tab, popToRoot: rng.next() % 3 == 0)
        case 1: return .userSelectedTab(tab)
        case 2, 3: return .showInTab(tab, screen)
        case 4: return .popTabToRoot(tab)
        default: return .setTabStack(tab, (0..<Int(rng.next() % 4)).map { _ in randomScreen(using: &rng) })
        }
    }

    static func randomScreen(using rng: inout SplitMix64) -> TestScreen {
        switch rng.next() % 20 {
        case 0: .broken
        case 1...5: .home
        case 6...10: .list
        default: .detail(id: Int(rng.next() % 4))
        }
    }

    static func random(using rng: inout SplitMix64, nextID: UInt64) -> ModelOperation {
        func screen() -> TestScreen {
            switch rng.next() % 20 {
            case 0: .broken
            case 1...5: .home
            case 6...10: .list
            default: .detail(id: Int(rng.next() % 4))
            }
        }
        switch rng.next() % 13 {
        case 12: return .goBack
        case 0, 1: return .show(screen(), firstPosition: false)
        case 2: return .show(screen(), firstPosition: rng.next() % 4 == 0)
        case 3, 4: return .pop
        case 5: return .popToRoot
        case 6: return .popToID(rng.next() % (nextID + 2))
        case 7: return .popToScreen(screen())
        case 8: return .replaceTop(screen())
        case 9: return .setStack((0..<Int(rng.next() % 5)).map { _ in screen() })
        case 10: return .present(screen())
        default: return .dismiss
        }
    }
}

/// The reference: the simplest model of the state that could be right, written without NavigationState.
struct ReferenceModel: Equatable {
    struct Entry: Equatable {
        var id: UInt64
        var screen: TestScreen
    }
    var stacks: [[Entry]] = [[Entry(id: 0, screen: .home)]]
    var next: UInt64 = 1
    /// With tabs, each tab's stack, the selected one's being empty (it is `stacks[0]`); empty without tabs.
    var tabs: [[Entry]] = []
    var selected = 0

    /// The model of `NavigationState(selecting: TestTab.first)`.
    static var tabbed: ReferenceModel {
        var model = ReferenceModel()
        model.tabs = [[], [Entry(id: 1, screen: .list)], [Entry(id: 2, screen: .detail(id: 9))]]
        model.next = 3
        return model
    }

    /// Every entry's id: the stacks', then the other tabs'.
    var ids: [UInt64] { (stacks + tabs).joined().map(\.id) }

    /// Applies `operation`; returns `false` (and changes nothing) when it must be refused.
    mutating func apply(_ operation: ModelOperation) -> Bool {
        var copy = self
        guard copy.applyInPlace(operation) else { return false }
        self = copy
        return true
    }

    private mutating func entry(_ screen: TestScreen) -> Entry? {
        guard screen != .broken else { return nil }
        defer { next += 1 }
        return Entry(id: next, screen: screen)
    }

    private mutating func truncate(after id: UInt64) -> Bool {
        for s in stacks.indices {
            if let i = stacks[s].firstIndex(where: { $0.id == id }) {
                stacks.removeSubrange((s + 1)...)
                stacks[s].removeSubrange((i + 1)...)
                return true
            }
        }
        return false
    }

    /// Applies a tab operation; `false` when it must be refused.
    private mutating func applyToTab(_ operation: ModelOperation) -> Bool {
        switch operation {
        case .selectTab(let tab, let popToRoot):
            guard tab < tabs.count else { return false }
            if tab == selected {
                if popToRoot { stacks = [[stacks[0][0]]] }
            } else {
                tabs[selected] = stacks[0]
                stacks = [tabs[tab]]
                tabs[tab] = []
                selected = tab
            }
        case .userSelectedTab(let tab):
            return applyToTab(.selectTab(tab, popToRoot: false))
        case .showInTab(let tab, let screen):
            guard tab < tabs.count, let entry = entry(screen) else { return false }
            if tab == selected { stacks = [stacks[0] + [entry]] } else { tabs[tab].append(entry) }
        case .popTabToRoot(let tab):
            guard tab < tabs.count else { return false }
            if tab == selected { stacks = [[stacks[0][0]]] } else { tabs[tab] = [tabs[tab][0]] }
        case .setTabStack(let tab, let screens):
            guard tab < tabs.count else { return false }
            if tab == selected { return applyInPlace(.setStack(screens)) }
            guard !screens.isEmpty else { return false }
            var kept = 0
            while kept < min(screens.count, tabs[tab].count), tabs[tab][kept].screen == screens[kept] { kept += 1 }
            var stack = Array(tabs[tab][..<kept])
            for screen in screens[kept...] {
                guard let entry = entry(screen) else { return false }
                stack.append(entry)
            }
            tabs[tab] = stack
        default:
            return false
        }
        return true
    }

    /// Applies `operation` as the screen of entry `id` asked it: about that screen — closing closes it and what
    /// is above it, dismissing closes what its stack presented — and refused when it would open a screen while
    /// that screen is not on top.
    private mutating func apply(_ operation: ModelOperation, through id: UInt64) -> Bool {
        let last = stacks.count - 1
        if stacks[last].last?.id == id { return applyInPlace(operation) }
        if let s = stacks.firstIndex(where: { $0.contains { $0.id == id } }),
            let i = stacks[s].firstIndex(where: { $0.id == id })
        {
            switch operation {
            case .goBack, .pop:
                if i > 0 {
                    stacks = Array(stacks[...s])
                    stacks[s] = Array(stacks[s][..<i])
                } else {
                    guard case .goBack = operation, s > 0 else { return false }
                    stacks = Array(stacks[..<s])
                }
            case .popToRoot:
                stacks = Array(stacks[...s])
                stacks[s] = [stacks[s][0]]
            case .dismiss:
                guard s < last else { return applyInPlace(operation) }
                stacks = Array(stacks[...s])
            case .show, .present, .replaceTop:
                return false
            default:
                return applyInPlace(operation)
            }
            return true
        }
        guard let t = tabs.firstIndex(where: { $0.contains { $0.id == id } }),
            let i = tabs[t].firstIndex(where: { $0.id == id })
        else { return false }
        switch operation {
        case .goBack, .pop:
            guard i > 0 else { return false }
            tabs[t] = Array(tabs[t][..<i])
        case .popToRoot:
            tabs[t] = [tabs[t][0]]
        case .popToID(let target):
            // An entry of the screen's own tab beneath it: that tab's stack up to it.
            guard let end = tabs[t][...i].firstIndex(where: { $0.id == target }) else { return applyInPlace(operation) }
            tabs[t] = Array(tabs[t][...end])
        case .dismiss, .show, .present, .replaceTop:
            return false
        default:
            return applyInPlace(operation)
        }
        return true
    }

    private mutating func applyInPlace(_ operation: ModelOperation) -> Bool {
        let last = stacks.count - 1
        switch operation {
        case .through(let id, let operation):
            return apply(operation, through: id)
        case .selectTab, .userSelectedTab, .showInTab, .popTabToRoot, .setTabStack:
            return applyToTab(operation)
        case .show(let screen, let first):
            guard let entry = entry(screen) else { return false }
            if first { stacks[last] = [entry] } else { stacks[last].append(entry) }
        case .pop:
            guard stacks[last].count > 1 else { return false }
            stacks[last].removeLast()
        case .popToRoot:
            stacks[last] = [stacks[last][0]]
        case .popToID(let id):
            return truncate(after: id)
        case .popToScreen(let screen):
            guard let found = stacks.reversed().lazy.compactMap({ $0.last { $0.screen == screen } }).first else {
                return false
            }
            return truncate(after: found.id)
        case .replaceTop(let screen):
            guard let entry = entry(screen) else { return false }
            stacks[last][stacks[last].count - 1] = entry
        case .setStack(let screens):
            guard !screens.isEmpty else { return false }
            var kept = 0
            while kept < min(screens.count, stacks[0].count), stacks[0][kept].screen == screens[kept] { kept += 1 }
            var base = Array(stacks[0][..<kept])
            for screen in screens[kept...] {
                guard let entry = entry(screen) else { return false }
                base.append(entry)
            }
            stacks = [base]
        case .present(let screen):
            guard let entry = entry(screen) else { return false }
            stacks.append([entry])
        case .dismiss:
            guard stacks.count > 1 else { return false }
            stacks.removeLast()
        case .goBack:
            if stacks[last].count > 1 {
                stacks[last].removeLast()
            } else {
                guard stacks.count > 1 else { return false }
                stacks.removeLast()
            }
        }
        return true
    }
}

@MainActor
struct ModelTests {
    /// 1,000 random sequences by default; `NAVIGATION_MODEL_SEQUENCES=<n>` runs more (or fewer) of them, and
    /// `NAVIGATION_MODEL_SEED=<seed>` replays the one sequence printed by a failure.
    static let runs = SeededRuns(
        countVariable: "NAVIGATION_MODEL_SEQUENCES", defaultCount: 1_000, replayVariable: "NAVIGATION_MODEL_SEED")
    static let operationsPerSequence = 100

    @Test(arguments: 0..<10)
    func theCoordinatorMatchesTheReferenceModel(chunk: Int) throws {
        let seeds = Self.runs.seeds(chunk: chunk, of: 10)
        for seed in seeds {
            try runSequence(seed: seed, tabs: false)
        }
    }

    /// The same with three tabs, a third of the operations on tabs (selecting, by the app and by the user,
    /// showing in a tab, popping a tab to its root, setting a tab's stack, a tab that does not exist).
    @Test(arguments: 0..<10)
    func theTabbedCoordinatorMatchesTheReferenceModel(chunk: Int) throws {
        let seeds = Self.runs.seeds(chunk: chunk, of: 10)
        for seed in seeds {
            try runSequence(seed: seed, tabs: true)
        }
    }

    private func runSequence(seed: UInt64, tabs: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let coordinator = try tabs ? Coordinator(selecting: TestTab.first, assemblies: TestAssemblies()) : .make()
        var model = tabs ? ReferenceModel.tabbed : ReferenceModel()
        // A host's mirror, applying every change the coordinator reports; it must show the state after each step.
        let mirror = Mirror(ShownStacks(coordinator.state) { $0 })
        let registration = coordinator.observeEvents { event in
            if let change = event.change { mirror.shown.apply(change) { $0 } }
        }
        defer { registration.cancel() }
        for step in 0..<Self.operationsPerSequence {
            var operation = ModelOperation.random(using: &rng, nextID: model.next, tabs: tabs)
            if rng.next() % 3 == 0 {  // a third through the handle of an entry, on top, covered or in another tab
                let ids = model.ids
                operation = .through(entry: ids[Int(rng.next() % UInt64(ids.count))], operation)
            }
            let accepted = model.apply(operation)
            let threw: Bool
            do {
                try coordinator.apply(operation)
                threw = false
            } catch {
                threw = true
            }
            let failure =
                check(coordinator, against: model, accepted: accepted, threw: threw)
                ?? check(mirror.shown, showing: coordinator.state)
            if let failure {
                Issue.record(
                    "Replay with NAVIGATION_MODEL_SEED=\(seed): step \(step), \(operation): \(failure)")
                return
            }
        }
    }

    /// Whether `shown`, a host's mirror of every change, shows `state`: its stacks, its selected tab and the
    /// stacks of the others.
    private func check(_ shown: ShownStacks<NavigationEntry<TestScreen>>, showing state: NavigationState<TestScreen>)
        -> String?
    {
        var otherTabs: [AnyNavigationTab: [NavigationEntry<TestScreen>]] = [:]
        for tab in state.tabStacks where tab.tab != state.selectedTab { otherTabs[tab.tab] = tab.stack }
        if shown.stacks != state.stacks { return "the shown stacks \(shown.stacks) are not the state's" }
        if shown.selectedTab != state.selectedTab {
            return "the shown tab \(shown.selectedTab?.name ?? "none") is not selected"
        }
        if shown.otherTabs != otherTabs { return "the shown tabs \(shown.otherTabs) are not the state's \(otherTabs)" }
        return nil
    }

    private func check(
        _ coordinator: Coordinator<TestScreen>,
        against model: ReferenceModel,
        accepted: Bool,
        threw: Bool
    ) -> String? {
        let state = coordinator.state
        let actual = state.stacks.map { $0.map { ReferenceModel.Entry(id: $0.id.rawValue, screen: $0.screen) } }
        if accepted == threw { return "the model \(accepted ? "accepts" : "refuses") it, the coordinator does not" }
        if actual != model.stacks { return "state \(actual) differs from the model's \(model.stacks)" }
        let tabs = state.tabStacks.map { tab in
            tab.tab == state.selectedTab
                ? [] : tab.stack.map { ReferenceModel.Entry(id: $0.id.rawValue, screen: $0.screen) }
        }
        if tabs != model.tabs { return "tabs \(tabs) differ from the model's \(model.tabs)" }
        if !model.tabs.isEmpty, state.selectedTab != ModelOperation.tabName(model.selected) {
            return "the selected tab \(state.selectedTab?.name ?? "none") is not the model's \(model.selected)"
        }
        for entry in state.entriesOfOtherTabs
        where (coordinator.viewModel(for: entry.id) as? TestViewModel)?.screen != entry.screen {
            return "entry \(entry) of another tab has no view model of its own"
        }
        if state.nextID.rawValue != model.next { return "nextID \(state.nextID) differs from \(model.next)" }
        let ids = state.entries.map(\.id)
        // Unique, and in the order they were given from the bottom up: view models are found by halving.
        if !zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) { return "ids do not increase upwards: \(ids)" }
        let models = state.entries.map { coordinator.viewModel(for: $0.id) as? TestViewModel }
        for (entry, model) in zip(state.entries, models) where model?.screen != entry.screen {
            return "entry \(entry) has view model for \(String(describing: model?.screen))"
        }
        if Set(models.compactMap { $0.map(ObjectIdentifier.init) }).count != ids.count {
            return "view models are not one per entry"
        }
        if !coordinator.retainedViewModels.isEmpty {
            return "removed view models alive: \(coordinator.retainedViewModels)"
        }
        return nil
    }
}

extension Coordinator where Screen == TestScreen {
    func apply(_ operation: ModelOperation) throws(NavigationError) {
        switch operation {
        case .userSelectedTab(let tab): try userDid(.selectedTab(ModelOperation.tabName(tab)))
        case .through(let id, let operation):
            guard let model = viewModel(for: EntryID(rawValue: id)) as? TestViewModel else {
                throw .entryNotFound(EntryID(rawValue: id))
            }
            try model.coordination.apply(operation)
        default: try (self as any Coordination<TestScreen>).apply(operation)
        }
    }
}

extension Coordination where Screen == TestScreen {
    /// Asks for `operation` through this handle; a tab the user selected is asked for as a selection.
    func apply(_ operation: ModelOperation) throws(NavigationError) {
        switch operation {
        case .through: preconditionFailure("a request through a handle is never made through another")
        case .userSelectedTab(let tab):
            try navigate(.selectTab(ModelOperation.tabName(tab), popToRootIfSelected: false))
        case .show(let screen, let first): try first ? resetStack(to: screen) : show(screen)
        case .goBack: try goBack()
        case .pop: try pop()
        case .popToRoot: try popToRoot()
        case .popToID(let id): try pop(to: EntryID(rawValue: id))
        case .popToScreen(let screen): try pop(to: screen)
        case .replaceTop(let screen): try replaceTop(with: screen)
        case .setStack(let screens): try setStack(screens)
        case .present(let screen): try present(screen)
        case .dismiss: try dismiss()
        case .selectTab(let tab, let popToRoot):
            try navigate(.selectTab(ModelOperation.tabName(tab), popToRootIfSelected: popToRoot))
        case .showInTab(let tab, let screen): try navigate(.showInTab(ModelOperation.tabName(tab), screen))
        case .popTabToRoot(let tab): try navigate(.popTabToRoot(ModelOperation.tabName(tab)))
        case .setTabStack(let tab, let screens): try navigate(.setTabStack(ModelOperation.tabName(tab), screens))
        }
    }
}

/// A host's mirror of what a coordinator shows, changed by its event observer.
@MainActor
private final class Mirror {
    var shown: ShownStacks<NavigationEntry<TestScreen>>

    init(_ shown: ShownStacks<NavigationEntry<TestScreen>>) {
        self.shown = shown
    }
}
