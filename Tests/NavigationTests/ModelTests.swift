import Foundation
import Navigation
import NavigationTesting
import TestSupport
import Testing

/// One random operation, valid or not.
enum ModelOperation {
    case show(TestScreen, firstPosition: Bool)
    case pop, popToRoot, dismiss, goBack
    case popToID(UInt64)
    case popToScreen(TestScreen)
    case replaceTop(TestScreen)
    case setStack([TestScreen])
    case present(TestScreen)

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

    private mutating func applyInPlace(_ operation: ModelOperation) -> Bool {
        let last = stacks.count - 1
        switch operation {
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
            try runSequence(seed: seed)
        }
    }

    private func runSequence(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let coordinator = try Coordinator.make()
        var model = ReferenceModel()
        for step in 0..<Self.operationsPerSequence {
            let operation = ModelOperation.random(using: &rng, nextID: model.next)
            let accepted = model.apply(operation)
            let threw: Bool
            do {
                try coordinator.apply(operation)
                threw = false
            } catch {
                threw = true
            }
            let failure = check(coordinator, against: model, accepted: accepted, threw: threw)
            if let failure {
                Issue.record(
                    "Replay with NAVIGATION_MODEL_SEED=\(seed): step \(step), \(operation): \(failure)")
                return
            }
        }
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
        }
    }
}
