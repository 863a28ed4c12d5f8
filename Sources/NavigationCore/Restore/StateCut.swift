/// What stays of a navigation state when some of its entries cannot be kept — screens a reader does not read,
/// a writer cannot write, an Assembly cannot build — by the one set of rules that reading, writing and restoring
/// share, so that a session loses the same screens whichever of them meets the screen:
///
/// 1. A stack is cut at its first entry not kept.
/// 2. The modal flows above a stack that lost entries go: a flow sits on the top of the stack below it.
/// 3. A modal flow whose root is not kept goes, with the flows above it.
/// 4. A tab out of sight whose root is not kept is left out (a coordinator gives it its root).
/// 5. When the selected tab's root is not kept, the first tab kept is selected instead, without the flows.
/// 6. Nothing stays — the cut is `nil` — when, without tabs, the base stack's root is not kept, or, with tabs,
///    no tab's root is.
///
/// It reads only the shape of the state — how long each stack is, and where its first entry not kept is —
/// and each side applies the counts to what it holds: routes read, routes written, entries built.
@usableFromInline
package struct StateCut: Equatable, Sendable {
    /// A stack as the cut sees it: how many entries it has, and the index of the first one not kept.
    @usableFromInline
    package struct Stack: Equatable, Sendable {
        @usableFromInline let count: Int
        @usableFromInline let firstLeftOut: Int?

        /// A stack of `count` entries, of which those from `firstLeftOut` on are not kept (`nil`: all are).
        @inlinable
        package init(count: Int, firstLeftOut: Int?) {
            self.count = count
            self.firstLeftOut = firstLeftOut
        }
    }

    /// How many entries each stack keeps, from its root, in the order given — the base stack, then each modal
    /// flow — 0 for a stack that goes.
    @usableFromInline package let stacks: [Int]
    /// With tabs, how many entries each tab keeps, in the order given — 0 for a tab left out; the selected tab
    /// keeps what the base stack keeps. Empty without tabs.
    @usableFromInline package let tabs: [Int]
    /// With tabs, the tab selected once cut: the one selected, or the first tab kept when that one goes.
    @usableFromInline package let selectedTab: Int?
    /// With tabs, the tab that was selected before the cut.
    @usableFromInline package let selectedBefore: Int?
    /// How many stacks, base first, the cut reached: a stack above one that lost entries goes whole, whatever
    /// its own entries are.
    @usableFromInline package let stacksReached: Int

    /// The cut of a state whose stacks — the base, then each modal flow — are `stacks`, and, with tabs, whose
    /// tabs are `tabs`, in order, with `selectedTab` the index of the selected one (its stack is the base, and its
    /// own element of `tabs` is not read). `nil` when nothing stays (rule 6).
    @usableFromInline
    package init?(stacks: [Stack], tabs: [Stack]? = nil, selectedTab: Int? = nil) {
        var kept = Array(repeating: 0, count: stacks.count)
        var reached = 0
        for index in stacks.indices {
            reached += 1
            let stack = stacks[index]
            kept[index] = stack.firstLeftOut ?? stack.count
            // Rules 1 and 2 (the stacks above stay at 0), and 3: a flow of 0 entries goes.
            if kept[index] < stack.count { break }
        }
        guard let tabs, let selected = selectedTab, tabs.indices.contains(selected), !stacks.isEmpty else {
            guard kept.first.map({ $0 > 0 }) == true else { return nil }  // rule 6
            (self.stacks, self.tabs, self.selectedTab, selectedBefore, stacksReached) = (kept, [], nil, nil, reached)
            return
        }
        var keptTabs = tabs.indices.map { $0 == selected ? kept[0] : tabs[$0].firstLeftOut ?? tabs[$0].count }  // 4
        var selectedNow = selected
        if kept[0] == 0 {  // rule 5
            guard let first = keptTabs.firstIndex(where: { $0 > 0 }) else { return nil }  // rule 6
            selectedNow = first
            kept = Array(repeating: 0, count: kept.count)
        }
        keptTabs[selected] = kept[0]
        (self.stacks, self.tabs, self.selectedTab, selectedBefore) = (kept, keptTabs, selectedNow, selected)
        stacksReached = reached
    }

    /// Where a stack that stays comes from.
    @usableFromInline
    package enum Place: Equatable, Sendable {
        /// The stack given at this index: the base, or a modal flow.
        case stack(Int)
        /// The stack of the tab at this index, which becomes the base when the selected tab went.
        case tab(Int)
    }

    /// The stacks that stay, base first, each with where it comes from and how many of its entries, from its
    /// root, stay.
    @inlinable
    package var keptStacks: [(place: Place, count: Int)] {
        if let selectedTab, selectedTab != selectedBefore { return [(.tab(selectedTab), tabs[selectedTab])] }
        return stacks.indices.lazy.filter { stacks[$0] > 0 }.map { (.stack($0), stacks[$0]) }
    }

    /// The tabs that stay, in order, each with how many of its entries stay; the selected one's stack is the
    /// first of ``keptStacks``.
    @inlinable
    package var keptTabs: [(index: Int, count: Int)] {
        tabs.indices.lazy.filter { tabs[$0] > 0 }.map { ($0, tabs[$0]) }
    }

    /// What stays of `stacks` and `tabs` (whose selected tab's element is not read): the stacks, base first, and
    /// the tabs, each with its index — the selected one's stack is the base.
    @inlinable
    package func kept<Element>(
        of stacks: [[Element]], tabs: [[Element]]
    ) -> (stacks: [[Element]], tabs: [(index: Int, stack: [Element])]) {
        let keptStacks = keptStacks.map { place, count in
            switch place {
            case .stack(let index): Array(stacks[index].prefix(count))
            case .tab(let index): Array(tabs[index].prefix(count))
            }
        }
        let keptTabs = keptTabs.map { index, count in
            (index, index == selectedTab ? keptStacks[0] : Array(tabs[index].prefix(count)))
        }
        return (keptStacks, keptTabs)
    }

    /// What does not stay of `stacks` and `tabs` (whose selected tab's element is not read), in that order, each
    /// stack from its root: what lies above a cut, and the stacks and tabs that go.
    @inlinable
    package func leftOut<Element>(of stacks: [[Element]], tabs: [[Element]]) -> [Element] {
        var left: [Element] = []
        for index in stacks.indices { left += stacks[index].dropFirst(self.stacks[index]) }
        for index in tabs.indices where index != selectedBefore { left += tabs[index].dropFirst(self.tabs[index]) }
        return left
    }

}
