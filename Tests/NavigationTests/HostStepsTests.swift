import Navigation
import NavigationHosting
import TestSupport
import Testing

/// A host that makes one change of what it shows per update, as SwiftUI does: it dismisses only the topmost
/// flow, changes only the topmost stack it shows, selects a tab only with no flow shown, and presents one flow
/// at a time. It refuses any other step, naming it.
struct OneChangeHost: Equatable {
    var selected: AnyNavigationTab?
    /// The stacks of the tabs out of sight, by tab.
    var parked: [AnyNavigationTab: [EntryID]] = [:]
    /// The stacks shown: the base stack, then each flow.
    var shown: [[EntryID]]

    init<Screen>(showing state: NavigationState<Screen>) {
        selected = state.selectedTab
        for (name, stack) in state.tabStacks where name != state.selectedTab { parked[name] = stack.map(\.id) }
        shown = state.stacks.map { $0.map(\.id) }
    }

    mutating func make<Screen>(_ step: HostStep<Screen>) -> String? {
        switch step {
        case .dismiss(let flow):
            guard shown.count > 1, shown[shown.count - 1].first == flow else { return "dismissed \(flow), not on top" }
            shown.removeLast()
        case .setTabStack(let tab, let entries):
            guard tab != selected, !entries.isEmpty else { return "set the stack of the selected tab \(tab) as hidden" }
            parked[tab] = entries.map(\.id)
        case .selectTab(let tab):
            guard shown.count == 1, let stack = parked[tab], let old = selected else {
                return "selected \(tab) with \(shown.count - 1) flows shown, or no such tab"
            }
            parked[old] = shown[0]
            parked[tab] = nil
            shown = [stack]
            selected = tab
        case .setStack(let index, let entries):
            guard index == shown.count - 1, !entries.isEmpty else {
                return "set the stack \(index) under \(shown.count - 1 - index) flows"
            }
            shown[index] = entries.map(\.id)
        case .present(let entries):
            guard !entries.isEmpty else { return "presented an empty flow" }
            shown.append(entries.map(\.id))
        }
        return nil
    }
}

/// The steps a one-change-per-update host takes from one state to the next, and after a busy period over
/// several changes, reach what the coordinator shows — over the randomized model test's sequences, with and
/// without tabs.
@MainActor
struct HostStepsTests {
    @Test func aPushThenAPresentationThenADismissalAreOneStepEach() throws {
        var state = NavigationState(root: "list")
        let start = state
        state.apply(try #require(try state.plan(.show("detail"))))
        state.apply(try #require(try state.plan(.present("editor"))))
        let steps = start.hostSteps(to: state)
        #expect(steps == [.setStack(index: 0, state.stacks[0]), .present(state.stacks[1])])
        var after = state
        after.apply(try #require(try after.plan(.dismiss)))
        after.apply(try #require(try after.plan(.pop)))
        #expect(state.hostSteps(to: after) == [.dismiss(flow: state.stacks[1][0].id), .setStack(index: 0, after.base)])
        #expect(after.hostSteps(to: after).isEmpty)
    }

    @Test(arguments: 0..<10)
    func theStepsReachEveryStateOfARandomSequence(chunk: Int) throws {
        // The model test's sequences, every other one with tabs.
        for (index, seed) in ModelTests.runs.seeds(chunk: chunk, of: 10).enumerated() {
            try check(seed: seed, tabs: index.isMultiple(of: 2))
        }
    }

    private func check(seed: UInt64, tabs: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let coordinator = try tabs ? Coordinator(selecting: TestTab.first, assemblies: TestAssemblies()) : .make()
        var model = tabs ? ReferenceModel.tabbed : ReferenceModel()
        var states = [coordinator.state]
        for _ in 0..<ModelTests.operationsPerSequence {
            let operation = ModelOperation.random(using: &rng, nextID: model.next, tabs: tabs)
            _ = model.apply(operation)
            try? coordinator.apply(operation)
            states.append(coordinator.state)
        }
        // From each state to the next, and across a busy period of four changes.
        for (index, shown) in states.enumerated() {
            for busy in [1, 4] where index + busy < states.count {
                let target = states[index + busy]
                var host = OneChangeHost(showing: shown)
                for step in shown.hostSteps(to: target) {
                    if let refusal = host.make(step) {
                        Issue.record("Replay with NAVIGATION_MODEL_SEED=\(seed) (tabs: \(tabs)): \(refusal)")
                        return
                    }
                }
                guard host == OneChangeHost(showing: target) else {
                    Issue.record("Replay with NAVIGATION_MODEL_SEED=\(seed) (tabs: \(tabs)): \(host) is not \(target)")
                    return
                }
            }
        }
    }
}
