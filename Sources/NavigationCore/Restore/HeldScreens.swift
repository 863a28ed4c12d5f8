/// What a restore that a guard redirected holds back: the screens of the saved session beyond what the guards
/// let show, stack by stack. They stay in ``Coordinator/savedNavigation`` while each stack still shows exactly
/// what the restore showed of it — so that closing the guard's screen, or quitting at it, costs nothing of the
/// session, and the next start asks again — and are let go once the user navigates in that stack.
@usableFromInline
struct HeldScreens<Screen: Equatable & Sendable> {
    /// One stack the restore cut.
    struct Cut {
        /// The tab of the stack; `nil` for the base stack of a state without tabs.
        var tab: AnyNavigationTab?
        /// The ids of the entries the restore showed of the stack: while it has exactly these, the rest is held.
        var shown: [EntryID]
        /// The screens held after them.
        var held: [Screen]
        /// For the base stack, the saved modal flows, held with it; empty for a tab out of sight.
        var heldFlows: [[Screen]]
        /// For the base stack, the roots of the flows open when the restore was made — the guard's screen's
        /// flow: while only these (or none) are open over it, nothing was navigated over the held flows.
        var flowsShown: [EntryID]
    }

    var cuts: [Cut]
    /// Every screen held, stack by stack in the order of ``cuts``: a stack's screens, then its flows' beyond
    /// what is shown of them.
    @usableFromInline let screens: [Screen]

    /// What `shown` — the state a redirected restore made, with the guard's screen over it — holds back of
    /// `saved`, the state restored; `nil` when it holds nothing.
    @usableFromInline
    init?(holding saved: NavigationState<Screen>, shown: NavigationState<Screen>) {
        cuts = []
        var screens: [Screen] = []
        let savedTabs = Dictionary(saved.tabStacks.map { ($0.tab, $0.stack) }, uniquingKeysWith: { first, _ in first })
        for tab in shown.tabStacks where tab.tab != shown.selectedTab {
            guard let stack = savedTabs[tab.tab], let held = Self.held(after: tab.stack, in: stack) else { continue }
            cuts.append(Cut(tab: tab.tab, shown: tab.stack.map { $0.id }, held: held, heldFlows: [], flowsShown: []))
            screens += held
        }
        let savedBase = shown.selectedTab.flatMap { savedTabs[$0] } ?? saved.base
        let savedFlows = saved.modals.map { $0.map { $0.screen } }
        let shownFlows = shown.modals.map { $0.map { $0.screen } }
        let held = Self.held(after: shown.base, in: savedBase)
        // The base shown whole and every saved flow shown over it: the guard held nothing there — but when it
        // holds anything elsewhere, the flows saved are the session's, not the guard's screen's.
        let shownWhole = held == nil && shownFlows.starts(with: savedFlows)
        if !shownWhole || !cuts.isEmpty, savedBase.starts(with: shown.base, by: { $0.screen == $1.screen }) {
            cuts.append(
                Cut(
                    tab: shown.selectedTab, shown: shown.base.map { $0.id }, held: held ?? [], heldFlows: savedFlows,
                    flowsShown: shown.modals.map { $0[0].id }))
            screens += held ?? []
            for (index, flow) in savedFlows.enumerated() {
                let shownPart = held == nil ? Self.shownStart(of: flow, in: shownFlows, at: index) : 0
                screens += flow[shownPart...]
            }
        }
        if cuts.isEmpty { return nil }
        self.screens = screens
    }

    /// How many screens at the start of `flow`, the saved flow at `index`, the flow shown there shows.
    private static func shownStart(of flow: [Screen], in shown: [[Screen]], at index: Int) -> Int {
        guard index < shown.count, flow.starts(with: shown[index]) else { return 0 }
        return shown[index].count
    }

    /// The screens of `saved` after those `shown` shows of it, when `shown` shows a proper start of it.
    private static func held(after shown: [NavigationEntry<Screen>], in saved: [NavigationEntry<Screen>]) -> [Screen]? {
        guard shown.count < saved.count, saved.starts(with: shown, by: { $0.screen == $1.screen }) else { return nil }
        return saved[shown.count...].map { $0.screen }
    }

    /// `state` with the screens still held put back where the restore cut them, or `nil` when the user navigated
    /// over all of them (or the result would not be a valid state). What `state` shows keeps its entries; the
    /// held screens get new ids, from `state`'s next one.
    @usableFromInline
    func restoring(into state: NavigationState<Screen>) -> NavigationState<Screen>? {
        var next = state.nextID
        var idsLeft = true
        /// Entries for `screens` with the next ids, as every new entry gets them.
        func entries(_ screens: some Collection<Screen>) -> [NavigationEntry<Screen>] {
            guard let (made, after) = try? NavigationState.entries(for: screens, from: next) else {
                idsLeft = false
                return []
            }
            next = after
            return made
        }
        var tabs = state.tabStacks
        var base = state.base
        var modals = state.modals
        var changed = false
        for cut in cuts {
            if cut.tab == state.selectedTab {
                // The flows open are those the restore opened, or some of them: the guard's screen's closed.
                guard base.map({ $0.id }) == cut.shown, cut.flowsShown.starts(with: modals.map { $0[0].id }) else {
                    continue
                }
                base += entries(cut.held)
                // A flow the restore showed the start of keeps its entries; the guard's screen's is not saved.
                modals = cut.heldFlows.enumerated().map { index, flow in
                    guard cut.held.isEmpty, index < modals.count, flow.starts(with: modals[index].map({ $0.screen }))
                    else {
                        return entries(flow)
                    }
                    return modals[index] + entries(flow[modals[index].count...])
                }
            } else if let index = tabs.firstIndex(where: { $0.tab == cut.tab }),
                tabs[index].stack.map({ $0.id }) == cut.shown
            {
                tabs[index].stack += entries(cut.held)
            } else {
                continue
            }
            changed = true
        }
        guard changed, idsLeft else { return nil }
        let nextID = next
        guard let selected = state.selectedTab else {
            return try? NavigationState(stacks: [base] + modals, nextID: nextID)
        }
        if let index = tabs.firstIndex(where: { $0.tab == selected }) { tabs[index].stack = base }
        return try? NavigationState(tabs: tabs, selectedTab: selected, modals: modals, nextID: nextID)
    }
}
