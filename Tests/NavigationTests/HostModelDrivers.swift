import Navigation
import NavigationHosting
import NavigationTesting

/// What SwiftUI does with a ``SwiftUIHostModel``: it draws the paths, presented flows and tab the model
/// exposes in updates — several changes of the model between two updates show as one — and writes back
/// through the bindings what the user did: a shorter path after a completed back swipe, a `nil` item after a
/// sheet swiped down, a tab picked. A swipe starts only when no step is animating; while it runs, nothing is
/// drawn, and what it writes is based on what was drawn.
///
/// Every update that draws a step is checked to be one change SwiftUI can make: at most one flow presented or
/// dismissed, and then no other stack changed; a tab selected only with no flow on either side.
@MainActor
final class SwiftUIDriver: DrivenHost {
    /// What is drawn: each stack's ids, root first; the selected tab; the other tabs' ids.
    struct Drawn: Equatable {
        var stacks: [[EntryID]]
        var tab: String?
        var tabs: [String: [EntryID]]
    }

    enum Gesture: Equatable {
        case back(stack: Int)
        case sheet(over: Int)
    }

    let model: SwiftUIHostModel<TestScreen>
    let coordinator: Coordinator<TestScreen>
    private(set) var drawn: Drawn
    private(set) var gesture: Gesture?
    private(set) var violations: [String] = []

    init(_ coordinator: Coordinator<TestScreen>) {
        self.coordinator = coordinator
        model = SwiftUIHostModel(coordinator)
        drawn = Drawn(stacks: [], tab: nil, tabs: [:])
        drawn = read()
    }

    /// What the model exposes now, as SwiftUI reads it in an update.
    func read() -> Drawn {
        let stacks = (0..<model.stackCount).map { index in
            (model.root(ofStack: index).map { [$0.id] } ?? []) + model.path(ofStack: index)
        }
        var tabs: [String: [EntryID]] = [:]
        for name in model.tabNames where name != model.selectedTab {
            tabs[name] = (model.root(ofTab: name).map { [$0.id] } ?? []) + model.path(ofTab: name)
        }
        return Drawn(stacks: stacks, tab: model.selectedTab, tabs: tabs)
    }

    var isSettled: Bool { gesture == nil && model.isSettled }
    var gestureDescription: String { gesture.map { "\($0)" } ?? "none" }

    /// An update draws the step in flight; its animation ends and the host reports it.
    func completeTransition() {
        guard gesture == nil, model.stepInFlight != nil else { return }
        let next = read()
        if let violation = Self.moreThanOneChange(from: drawn, to: next) { violations.append(violation) }
        drawn = next
        model.stepFinished()
    }

    func settle() {
        for _ in 0..<1_000 {
            guard gesture == nil, model.stepInFlight != nil else { return }
            completeTransition()
        }
        if gesture == nil, model.stepInFlight != nil { violations.append("no end of steps: \(read())") }
    }

    func beginBackGesture() -> Bool {
        guard gesture == nil, model.stepInFlight == nil, drawn.stacks.count == model.stackCount else { return false }
        let top = drawn.stacks.count - 1
        guard model.allowsGoingBack(inStack: top) else { return false }
        gesture = .back(stack: top)
        return true
    }

    func beginSheetGesture() -> Bool {
        guard gesture == nil, model.stepInFlight == nil, drawn.stacks.count > 1 else { return false }
        let over = drawn.stacks.count - 2
        guard model.allowsDismissing(flowOver: over) else { return false }
        gesture = .sheet(over: over)
        return true
    }

    func finishGesture(completed: Bool) throws {
        guard let gesture else { return }
        self.gesture = nil
        // SwiftUI reads the bindings again in the update after the gesture.
        defer { drawn = read() }
        guard completed else { return }
        switch gesture {
        case .back(let stack):
            drawn.stacks[stack].removeLast()
            try model.setPath(Array(drawn.stacks[stack].dropFirst()), ofStack: stack)
        case .sheet(let over):
            drawn.stacks.removeSubrange((over + 1)...)
            try model.setPresentedFlow(nil, over: over)
        }
    }

    func tapTab(_ name: String) throws -> Bool {
        guard gesture == nil, model.stepInFlight == nil, drawn.tab != nil, name != drawn.tab,
            drawn.tabs[name] != nil
        else { return false }
        defer { drawn = read() }
        do {
            try model.selectTab(name)
        } catch {
            return false
        }
        return model.selectedTab == name
    }

    var divergence: String? {
        if let violation = violations.first { return violation }
        guard drawn == read() else { return "SwiftUI draws \(drawn), the model exposes \(read())." }
        let state = coordinator.state
        guard drawn.stacks == state.stacks.map({ $0.map(\.id) }) else {
            return "SwiftUI draws \(drawn.stacks), the coordinator has \(state.stacks)."
        }
        guard drawn.tab == state.selectedTab else { return "SwiftUI draws the tab \(drawn.tab ?? "none")." }
        for tab in state.tabStacks where tab.name != state.selectedTab && drawn.tabs[tab.name] != tab.stack.map(\.id) {
            return "SwiftUI keeps \(drawn.tabs[tab.name] ?? []) in the tab \(tab.name), the coordinator \(tab.stack)."
        }
        for id in Array(drawn.stacks.joined()) + drawn.tabs.values.joined() {
            guard let viewModel = try? model.viewModel(for: id, as: AnyObject.self),
                viewModel === coordinator.viewModel(for: id)
            else { return "The view of \(id) draws a view model that was not built for it." }
        }
        return nil
    }

    /// Why going from `old` to `new` in one update is more than SwiftUI can do in one, or `nil`.
    static func moreThanOneChange(from old: Drawn, to new: Drawn) -> String? {
        if old.tab != new.tab {
            return old.stacks.count == 1 && new.stacks.count == 1 ? nil : "a tab selected with a flow shown"
        }
        let flows = abs(old.stacks.count - new.stacks.count)
        let kept = min(old.stacks.count, new.stacks.count)
        let changedStacks = (0..<kept).filter { old.stacks[$0] != new.stacks[$0] }.count
        if flows > 1 { return "\(flows) flows presented or dismissed in one update: \(old) → \(new)" }
        if flows == 1, changedStacks > 0 { return "a stack changed and a flow in one update: \(old) → \(new)" }
        if changedStacks > 1 { return "\(changedStacks) stacks changed in one update: \(old) → \(new)" }
        return nil
    }
}

/// What UIKit does with a ``UIKitHostModel``: navigation controllers, a tab bar controller and presented
/// flows that make each step the model asks for — refusing one that does not apply to what they hold — and
/// animate it until ``completeTransition()``; back swipes whose completion `didShow` reports with the
/// controller beneath (a cancelled one reports the top again), sheets whose swipe `presentationControllerDidDismiss`
/// reports, tabs whose tap `shouldSelect` decides. A step that arrives during a swipe cancels the swipe, as a
/// navigation controller changed by the app does.
@MainActor
final class UIKitDriver: DrivenHost {
    enum Gesture: Equatable {
        case back
        case sheet
    }

    let model: UIKitHostModel<TestScreen>
    let coordinator: Coordinator<TestScreen>
    /// The navigation controllers' entries: the base one (the selected tab's), then each presented one.
    private(set) var stacks: [[EntryID]]
    private(set) var tab: String?
    private(set) var tabs: [String: [EntryID]] = [:]
    private(set) var animating = false
    private(set) var gesture: Gesture?
    private(set) var violations: [String] = []
    /// A step asked for while the tab bar controller decides on a tap, made after it.
    private var deciding = false
    private var deferred: UIKitHostStep<TestScreen>?

    init(_ coordinator: Coordinator<TestScreen>) {
        self.coordinator = coordinator
        let model = UIKitHostModel(coordinator)
        self.model = model
        stacks = (0..<model.stackCount).map { model.entries(ofStack: $0).map(\.id) }
        tab = model.selectedTab
        for name in model.tabNames where name != tab { tabs[name] = model.entries(ofTab: name).map(\.id) }
        model.onStep = { [weak self] step in self?.make(step) }
    }

    var isSettled: Bool { gesture == nil && !animating && model.isSettled }
    var gestureDescription: String { gesture.map { "\($0)" } ?? "none" }

    private func make(_ step: UIKitHostStep<TestScreen>) {
        if deciding {
            deferred = step
            return
        }
        if gesture != nil { cancelGesture() }
        animating = true
        switch step {
        case .push(let entry, let stack) where stack < stacks.count:
            stacks[stack].append(entry.id)
        case .pop(let id, let stack) where stack < stacks.count && stacks[stack].dropLast().contains(id):
            stacks[stack] = Array(stacks[stack].prefix { $0 != id }) + [id]
        case .setViewControllers(let entries, let stack) where stack < stacks.count && !entries.isEmpty:
            stacks[stack] = entries.map(\.id)
        case .setTabViewControllers(let entries, let name) where name != tab && !entries.isEmpty:
            tabs[name] = entries.map(\.id)
        case .selectTab(let name) where stacks.count == 1 && tabs[name] != nil:
            if let tab { tabs[tab] = stacks[0] }
            stacks = [tabs.removeValue(forKey: name) ?? []]
            tab = name
        case .present(let entries) where !entries.isEmpty:
            stacks.append(entries.map(\.id))
        case .dismiss(let flow) where stacks.count > 1 && stacks[stacks.count - 1].first == flow:
            stacks.removeLast()
        default:
            violations.append("UIKit cannot make \(step) on \(stacks)")
        }
    }

    func completeTransition() {
        guard animating, gesture == nil else { return }
        animating = false
        model.stepFinished()
    }

    func settle() {
        for _ in 0..<1_000 {
            guard animating, gesture == nil else { return }
            completeTransition()
        }
        if animating, gesture == nil { violations.append("no end of steps: \(stacks)") }
    }

    func beginBackGesture() -> Bool {
        guard gesture == nil, !animating, let top = stacks.indices.last, model.allowsGoingBack(inStack: top) else {
            return false
        }
        gesture = .back
        return true
    }

    func beginSheetGesture() -> Bool {
        guard gesture == nil, !animating, stacks.count > 1, model.allowsDismissing(flow: stacks[stacks.count - 1][0])
        else { return false }
        gesture = .sheet
        return true
    }

    /// A step the app asked for cancels the swipe: the controller snaps back, and `didShow` reports the top.
    private func cancelGesture() {
        if gesture == .back, let top = stacks.last?.last {
            do { try model.didShow(top) } catch { violations.append("didShow the top after a cancel: \(error)") }
        }
        gesture = nil
    }

    func finishGesture(completed: Bool) throws {
        guard let gesture else { return }
        guard completed else { return cancelGesture() }
        self.gesture = nil
        switch gesture {
        case .back:
            stacks[stacks.count - 1].removeLast()
            try model.didShow(stacks[stacks.count - 1][stacks[stacks.count - 1].count - 1])
        case .sheet:
            let root = stacks.removeLast()[0]
            try model.didDismiss(flow: root)
        }
    }

    func tapTab(_ name: String) throws -> Bool {
        guard gesture == nil, !animating, let selected = tab, name != selected, tabs[name] != nil else { return false }
        deciding = true
        let should: Bool
        do {
            should = try model.shouldSelectTab(name)
        } catch {
            should = false
        }
        deciding = false
        if should {
            tabs[selected] = stacks[0]
            stacks = [tabs.removeValue(forKey: name) ?? []]
            tab = name
        }
        if let step = deferred {
            deferred = nil
            make(step)
        }
        return should
    }

    var divergence: String? {
        if let violation = violations.first { return violation }
        let state = coordinator.state
        guard stacks == state.stacks.map({ $0.map(\.id) }) else {
            return "UIKit holds \(stacks), the coordinator has \(state.stacks)."
        }
        guard tab == state.selectedTab else { return "UIKit shows the tab \(tab ?? "none")." }
        for other in state.tabStacks where other.name != tab && tabs[other.name] != other.stack.map(\.id) {
            return "UIKit keeps \(tabs[other.name] ?? []) in the tab \(other.name), the coordinator \(other.stack)."
        }
        guard stacks == (0..<model.stackCount).map({ model.entries(ofStack: $0).map(\.id) }) else {
            return "UIKit holds \(stacks), the model \(model.stackCount) stacks."
        }
        for id in Array(stacks.joined()) + tabs.values.joined() {
            guard let viewModel = try? model.viewModel(for: id, as: AnyObject.self),
                viewModel === coordinator.viewModel(for: id)
            else { return "The controller of \(id) draws a view model that was not built for it." }
        }
        return nil
    }
}
