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
///
/// The view appears at its first update, and the model presents the state's flows from then on, as the
/// package's SwiftUI host asks; a dismissal ends with the sheet's `onDismiss`, other steps when their time is
/// up; a back button is tapped only where the model shows one.
@MainActor
final class SwiftUIDriver: DrivenHost {
    /// What is drawn: each stack's ids, root first; the selected tab; the other tabs' ids.
    struct Drawn: Equatable {
        var stacks: [[EntryID]]
        var tab: AnyNavigationTab?
        var tabs: [AnyNavigationTab: [EntryID]]
    }

    enum Gesture: Equatable {
        case back(stack: Int)
        case sheet(over: Int)
    }

    let model: SwiftUIHostModel<TestScreen>
    let coordinator: Coordinator<TestScreen>
    private(set) var drawn: Drawn {
        didSet {
            for (index, stack) in drawn.stacks.enumerated().dropFirst() { sheetsDrawn[stack[0]] = index - 1 }
        }
    }
    /// The index of the stack each flow drawn so far was presented over: its sheet's `onDismiss` is there.
    private var sheetsDrawn: [EntryID: Int] = [:]
    private(set) var gesture: Gesture?
    private(set) var violations: [String] = []
    private(set) var appeared = false

    init(_ coordinator: Coordinator<TestScreen>) {
        self.coordinator = coordinator
        model = SwiftUIHostModel(coordinator, waitsUntilOnScreen: true)
        drawn = Drawn(stacks: [], tab: nil, tabs: [:])
        drawn = read()
    }

    /// The view's `onAppear`: the model may present the state's flows now.
    private func appear() {
        guard !appeared else { return }
        appeared = true
        model.hostAppeared()
    }

    /// What the model exposes now, as SwiftUI reads it in an update.
    func read() -> Drawn {
        let stacks = (0..<model.stackCount).map { index in
            (model.root(ofStack: index).map { [$0.id] } ?? []) + model.path(ofStack: index)
        }
        var tabs: [AnyNavigationTab: [EntryID]] = [:]
        for name in model.tabs where name != model.selectedTab {
            tabs[name] = (model.root(of: name).map { [$0.id] } ?? []) + model.path(of: name)
        }
        return Drawn(stacks: stacks, tab: model.selectedTab, tabs: tabs)
    }

    var isSettled: Bool { appeared && gesture == nil && model.isSettled }
    var gestureDescription: String { gesture.map { "\($0)" } ?? "none" }

    /// An update draws the step in flight; its animation ends and the host reports it: a dismissal with the
    /// sheet's `onDismiss`, any other step when its time is up.
    func completeTransition() {
        guard appeared else { return appear() }
        guard gesture == nil, let step = model.stepInFlight else { return }
        let next = read()
        if let violation = Self.moreThanOneChange(from: drawn, to: next) { violations.append(violation) }
        drawn = next
        if case .dismiss(let flow) = step {
            // The `onDismiss` of the sheet that presented the flow, on the stack it was drawn over.
            guard let over = sheetsDrawn[flow] else {
                return violations.append("\(step) dismisses a flow never drawn")
            }
            model.flowDisappeared(over: over)
            if model.stepInFlight == step { violations.append("onDismiss did not finish \(step)") }
        } else {
            model.stepFinished()
        }
    }

    func settle() {
        appear()
        for _ in 0..<1_000 {
            guard gesture == nil, model.stepInFlight != nil else { return }
            completeTransition()
        }
        if gesture == nil, model.stepInFlight != nil { violations.append("no end of steps: \(read())") }
    }

    /// The back button of the top stack, where the model shows one (`navigationBarBackButtonHidden`), tapped
    /// between two steps.
    func tapBackButton() throws -> Bool {
        guard appeared, gesture == nil, model.stepInFlight == nil, let top = drawn.stacks.indices.last,
            drawn.stacks[top].count > 1, model.allowsGoingBack(inStack: top)
        else { return false }
        defer { drawn = read() }
        drawn.stacks[top].removeLast()
        try model.setPath(Array(drawn.stacks[top].dropFirst()), ofStack: top)
        return true
    }

    func beginBackGesture() -> Bool {
        guard appeared, gesture == nil, model.stepInFlight == nil, drawn.stacks.count == model.stackCount
        else { return false }
        let top = drawn.stacks.count - 1
        guard model.allowsGoingBack(inStack: top) else { return false }
        gesture = .back(stack: top)
        return true
    }

    func beginSheetGesture() -> Bool {
        guard appeared, gesture == nil, model.stepInFlight == nil, drawn.stacks.count > 1 else { return false }
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

    func tapTab(_ name: AnyNavigationTab) throws -> Bool {
        guard appeared, gesture == nil, model.stepInFlight == nil, drawn.tab != nil, name != drawn.tab,
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
        guard drawn.tab == state.selectedTab else { return "SwiftUI draws the tab \(drawn.tab?.name ?? "none")." }
        for tab in state.tabStacks where tab.tab != state.selectedTab && drawn.tabs[tab.tab] != tab.stack.map(\.id) {
            return "SwiftUI keeps \(drawn.tabs[tab.tab] ?? []) in the tab \(tab.tab), the coordinator \(tab.stack)."
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
/// reports, tabs whose tap `shouldSelect` decides. Each push, pop or swipe is a navigation controller's
/// transition, reported to the model as it begins and ends (the end before or after the step's completion, by
/// turns); a step started during one, or a swipe allowed to begin during a step, is a violation. The host's
/// view appears at its first update, and the model presents the state's flows from then on; a back button is
/// tapped only where the model shows one.
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
    private(set) var tab: AnyNavigationTab?
    private(set) var tabs: [AnyNavigationTab: [EntryID]] = [:]
    private(set) var animating = false
    private(set) var gesture: Gesture?
    private(set) var violations: [String] = []
    /// A step asked for while the tab bar controller decides on a tap, made after it.
    private var deciding = false
    private var deferred: UIKitHostStep<TestScreen>?
    private(set) var appeared = false
    /// Whether the animation in flight is a navigation controller's transition, reported to the model.
    private var inTransition = false
    private var completions = 0

    init(_ coordinator: Coordinator<TestScreen>) {
        self.coordinator = coordinator
        let model = UIKitHostModel(coordinator, waitsUntilOnScreen: true)
        self.model = model
        stacks = (0..<model.stackCount).map { model.entries(ofStack: $0).map(\.id) }
        tab = model.selectedTab
        for name in model.tabs where name != tab { tabs[name] = model.entries(of: name).map(\.id) }
        model.onStep = { [weak self] step in self?.make(step) }
    }

    var isSettled: Bool { appeared && gesture == nil && !animating && model.isSettled }
    var gestureDescription: String { gesture.map { "\($0)" } ?? "none" }

    /// `viewDidAppear`: the model may present the state's flows now.
    private func appear() {
        guard !appeared else { return }
        appeared = true
        model.hostAppeared()
    }

    private func make(_ step: UIKitHostStep<TestScreen>) {
        if deciding {
            deferred = step
            return
        }
        if !appeared { violations.append("\(step) started before the host appeared") }
        if gesture != nil { violations.append("\(step) started during a swipe") }
        if inTransition { violations.append("\(step) started during a transition") }
        animating = true
        switch step {
        case .push, .pop, .setViewControllers:
            inTransition = true
            model.transitionBegan()
        default: break
        }
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
        guard appeared else { return appear() }
        guard animating, gesture == nil else { return }
        animating = false
        guard inTransition else { return model.stepFinished() }
        inTransition = false
        // UIKit's completions come in either order: the transition's end, and the step's.
        completions += 1
        if completions % 2 == 0 {
            model.transitionEnded()
            model.stepFinished()
        } else {
            model.stepFinished()
            model.transitionEnded()
        }
    }

    func settle() {
        appear()
        for _ in 0..<1_000 {
            guard animating, gesture == nil else { return }
            completeTransition()
        }
        if animating, gesture == nil { violations.append("no end of steps: \(stacks)") }
    }

    /// The top controller's back button, where the model shows one (`hidesBackButton`), tapped when no
    /// transition runs (UIKit takes no touches during one): an animated pop the user made, reported by `didShow`.
    func tapBackButton() throws -> Bool {
        guard appeared, gesture == nil, !inTransition, let top = stacks.indices.last, stacks[top].count > 1,
            model.allowsGoingBack(inStack: top)
        else { return false }
        model.transitionBegan()
        stacks[top].removeLast()
        try model.didShow(stacks[top][stacks[top].count - 1])
        model.transitionEnded()
        return true
    }

    /// A swipe begins where the model allows it; one allowed during a step would pop a controller still arriving.
    func beginBackGesture() -> Bool {
        guard appeared, gesture == nil, let top = stacks.indices.last, model.allowsBackSwipe(inStack: top) else {
            return false
        }
        if animating { violations.append("a back swipe began during a step") }
        gesture = .back
        // `willShow` with an interactive transition coordinator.
        model.transitionBegan()
        return true
    }

    /// A sheet's swipe begins where the model allows it (`presentationControllerShouldDismiss`); its
    /// `presentationControllerWillDismiss` begins a transition.
    func beginSheetGesture() -> Bool {
        guard appeared, gesture == nil, stacks.count > 1, model.allowsDismissing(flow: stacks[stacks.count - 1][0])
        else { return false }
        if animating { violations.append("a sheet's swipe began during a step") }
        gesture = .sheet
        model.transitionBegan()
        return true
    }

    /// A swipe cancelled: the controller snaps back — `didShow` reports the top of a stack — and the transition
    /// ends.
    private func cancelGesture() {
        let cancelled = gesture
        gesture = nil
        if cancelled == .back, let top = stacks.last?.last {
            do { try model.didShow(top) } catch { violations.append("didShow the top after a cancel: \(error)") }
        }
        model.transitionEnded()
    }

    func finishGesture(completed: Bool) throws {
        guard let gesture else { return }
        guard completed else { return cancelGesture() }
        self.gesture = nil
        switch gesture {
        case .back:
            stacks[stacks.count - 1].removeLast()
            try model.didShow(stacks[stacks.count - 1][stacks[stacks.count - 1].count - 1])
            model.transitionEnded()
        case .sheet:
            let root = stacks.removeLast()[0]
            try model.didDismiss(flow: root)
            model.transitionEnded()
        }
    }

    func tapTab(_ name: AnyNavigationTab) throws -> Bool {
        guard appeared, gesture == nil, !animating, let selected = tab, name != selected, tabs[name] != nil else {
            return false
        }
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
        guard tab == state.selectedTab else { return "UIKit shows the tab \(tab?.name ?? "none")." }
        for other in state.tabStacks where other.tab != tab && tabs[other.tab] != other.stack.map(\.id) {
            return "UIKit keeps \(tabs[other.tab] ?? []) in the tab \(other.tab), the coordinator \(other.stack)."
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

/// Two windows of one app over one coordinator, each a simulated SwiftUI with its own model — as the package's
/// SwiftUI host keeps one per scene: each animates its own steps, at its own pace (the updates go to one window,
/// then the other, by turns), and the user's gestures come from either. Both must end where the coordinator is.
@MainActor
final class TwoWindowsDriver: DrivenHost {
    let windows: [SwiftUIDriver]
    private var turn = 0

    init(_ coordinator: Coordinator<TestScreen>) {
        windows = [SwiftUIDriver(coordinator), SwiftUIDriver(coordinator)]
    }

    /// The window whose turn it is, and the next one's after.
    private func next() -> SwiftUIDriver {
        turn += 1
        return windows[turn % 2]
    }

    var isSettled: Bool { windows.allSatisfy(\.isSettled) }
    var divergence: String? { windows.lazy.compactMap(\.divergence).first }
    var gestureDescription: String { windows.map(\.gestureDescription).joined(separator: ", ") }

    func completeTransition() { next().completeTransition() }
    func settle() { for window in windows { window.settle() } }

    /// A gesture begins in one window when none is under way in the other: one user, one finger.
    func beginBackGesture() -> Bool {
        windows.allSatisfy { $0.gesture == nil } && next().beginBackGesture()
    }

    func beginSheetGesture() -> Bool {
        windows.allSatisfy { $0.gesture == nil } && next().beginSheetGesture()
    }

    func finishGesture(completed: Bool) throws {
        for window in windows where window.gesture != nil { try window.finishGesture(completed: completed) }
    }

    func tapTab(_ name: AnyNavigationTab) throws -> Bool {
        windows.allSatisfy { $0.gesture == nil } ? try next().tapTab(name) : false
    }

    func tapBackButton() throws -> Bool {
        windows.allSatisfy { $0.gesture == nil } ? try next().tapBackButton() : false
    }
}
