/// One change of a ``NavigationState``, decided before anything changes and applied in place afterwards.
///
/// Every change removes entries from the top — a suffix of ``NavigationState/entries`` — and then adds
/// entries on top, so the coordinator keeps its view models in an array aligned with the entries: it
/// removes as many from its end and appends the new ones. Planning a transition validates the request
/// without copying the state; applying it cannot fail.
@usableFromInline
enum Transition<Screen> {
    /// Push `screen` on the active stack.
    case push(Screen)
    /// Make `screen` the only entry of the active stack.
    case reset(Screen)
    /// Replace the top entry with `screen`.
    case replaceTop(Screen)
    /// Start a modal flow with `screen`.
    case present(Screen)
    /// Keep the stacks before `stack` whole and the first `keeping` entries of `stack`; remove the rest.
    /// `dismissal` tells that it closes a modal flow (for the event).
    case truncate(stack: Int, keeping: Int, dismissal: Bool)
    /// Keep the first `kept` entries of the base stack, remove everything else, and add `screens[kept...]`.
    case setBase(kept: Int, screens: [Screen])
    /// Replace everything with `state`.
    case restore(NavigationState<Screen>)
}

extension NavigationState {
    /// How many entries `transition` removes from the top.
    @inlinable
    func removedCount(by transition: Transition<Screen>) -> Int {
        switch transition {
        case .push, .present: 0
        case .replaceTop: 1
        case .reset: active.count
        case .truncate(let stack, let keeping, _):
            stacks[stack].count - keeping + stacks[(stack + 1)...].reduce(0) { $0 + $1.count }
        case .setBase(let kept, _): count - kept
        case .restore: count
        }
    }

    /// How many entries `transition` adds on top.
    @inlinable
    func insertedCount(by transition: Transition<Screen>) -> Int {
        switch transition {
        case .push, .present, .replaceTop, .reset: 1
        case .truncate: 0
        case .setBase(let kept, let screens): screens.count - kept
        case .restore(let state): state.count
        }
    }

    /// Calls `body` with each entry `transition` adds, bottom first, as it will be in the state: new entries
    /// get the ids from ``nextID`` on; restored ones keep theirs.
    @inlinable
    func forEachInserted(
        by transition: Transition<Screen>,
        _ body: (NavigationEntry<Screen>) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        switch transition {
        case .push(let screen), .present(let screen), .replaceTop(let screen), .reset(let screen):
            try body(NavigationEntry(id: nextID, screen: screen))
        case .truncate:
            break
        case .setBase(let kept, let screens):
            var id = nextID
            for screen in screens[kept...] {
                try body(NavigationEntry(id: id, screen: screen))
                id = EntryID(rawValue: id.rawValue + 1)
            }
        case .restore(let state):
            for stack in state.stacks {
                for entry in stack { try body(entry) }
            }
        }
    }

    /// Applies `transition`, planned on this very state.
    @inlinable
    mutating func apply(_ transition: Transition<Screen>) {
        let last = storedStacks.count - 1
        switch transition {
        case .push(let screen):
            storedStacks[last].append(makeEntry(screen))
        case .reset(let screen):
            storedStacks[last].removeAll(keepingCapacity: true)
            storedStacks[last].append(makeEntry(screen))
        case .replaceTop(let screen):
            storedStacks[last][storedStacks[last].count - 1] = makeEntry(screen)
        case .present(let screen):
            storedStacks.append([makeEntry(screen)])
        case .truncate(let stack, let keeping, _):
            storedStacks.removeSubrange((stack + 1)...)
            storedStacks[stack].removeSubrange(keeping...)
        case .setBase(let kept, let screens):
            storedStacks.removeSubrange(1...)
            storedStacks[0].removeSubrange(kept...)
            for screen in screens[kept...] {
                storedStacks[0].append(makeEntry(screen))
            }
        case .restore(let state):
            self = state
        }
    }

    /// The last `count` entries, bottom first.
    @inlinable
    func topEntries(_ count: Int) -> [NavigationEntry<Screen>] {
        var result: [NavigationEntry<Screen>] = []
        result.reserveCapacity(count)
        forEachTopEntry(count) { result.append($0) }
        result.reverse()
        return result
    }

    /// Calls `body` with each of the last `count` entries, top first.
    @inlinable
    func forEachTopEntry(_ count: Int, _ body: (NavigationEntry<Screen>) -> Void) {
        var remaining = count
        for stack in stacks.reversed() where remaining > 0 {
            for entry in stack.reversed() where remaining > 0 {
                body(entry)
                remaining -= 1
            }
        }
    }

    /// Where the entry `id` is: its stack and its index there.
    @inlinable
    func location(of id: EntryID) -> (stack: Int, index: Int)? {
        for (stackIndex, stack) in stacks.enumerated() {
            if let index = stack.firstIndex(where: { $0.id == id }) { return (stackIndex, index) }
        }
        return nil
    }

    // MARK: - Planning

    /// The transition that removes everything above the entry `id`, or `nil` when it is on top.
    @inlinable
    func truncation(above id: EntryID) throws(NavigationError) -> Transition<Screen>? {
        guard let (stack, index) = location(of: id) else { throw .entryNotFound(id) }
        guard stack < stacks.count - 1 || index < stacks[stack].count - 1 else { return nil }
        return .truncate(stack: stack, keeping: index + 1, dismissal: false)
    }

    /// The transition that pops the top entry of the active stack.
    @inlinable
    func popTransition() throws(NavigationError) -> Transition<Screen> {
        guard active.count > 1 else { throw .cannotPopRoot }
        return .truncate(stack: stacks.count - 1, keeping: active.count - 1, dismissal: false)
    }

    /// The transition that removes every entry of the active stack above its root, or `nil` at the root.
    @inlinable
    func popToRootTransition() -> Transition<Screen>? {
        active.count > 1 ? .truncate(stack: stacks.count - 1, keeping: 1, dismissal: false) : nil
    }

    /// The transition that closes the last modal flow.
    @inlinable
    func dismissTransition() throws(NavigationError) -> Transition<Screen> {
        guard stacks.count > 1 else { throw .noModalToDismiss }
        return .truncate(stack: stacks.count - 2, keeping: stacks[stacks.count - 2].count, dismissal: true)
    }

    /// The transition that closes the entry `id` and everything above it: its whole modal flow when it is a
    /// flow's root.
    @inlinable
    func closeTransition(_ id: EntryID) throws(NavigationError) -> Transition<Screen> {
        guard let (stack, index) = location(of: id) else { throw .entryNotFound(id) }
        if index > 0 { return .truncate(stack: stack, keeping: index, dismissal: false) }
        guard stack > 0 else { throw .cannotPopRoot }
        return .truncate(stack: stack - 1, keeping: stacks[stack - 1].count, dismissal: true)
    }
}

extension NavigationState where Screen: Equatable {
    /// The transition that makes `screens` the only stack, keeping the entries of the base stack that match
    /// its start, or `nil` when the state already is exactly that stack.
    @inlinable
    func setStackTransition(_ screens: [Screen]) throws(NavigationError) -> Transition<Screen>? {
        guard !screens.isEmpty else { throw .emptyStack }
        let kept = zip(base, screens).prefix { $0.screen == $1 }.count
        guard kept < base.count || kept < screens.count || stacks.count > 1 else { return nil }
        return .setBase(kept: kept, screens: screens)
    }

    /// The transition `request` asks for, or `nil` when it leaves the state as it is (a pop to the entry on
    /// top, `popToRoot` at the root, `setStack` with the same screens).
    ///
    /// - Parameter predicate: For ``NavigationRequest/popToMatching``.
    /// - Throws: Why the request cannot apply; the state is unchanged.
    @inlinable
    func transition(
        for request: NavigationRequest<Screen>,
        predicate: ((Screen) -> Bool)?
    ) throws(NavigationError) -> Transition<Screen>? {
        switch request {
        case .show(let screen, firstPosition: false): return .push(screen)
        case .show(let screen, firstPosition: true): return .reset(screen)
        case .pop: return try popTransition()
        case .popToRoot: return popToRootTransition()
        case .popTo(let id): return try truncation(above: id)
        case .popToScreen(let screen):
            guard let entry = lastEntry(showing: screen) else { throw .screenNotFound(screen: screenName(screen)) }
            return try truncation(above: entry.id)
        case .popToMatching:
            guard let predicate, let entry = lastEntry(where: predicate) else {
                throw .screenNotFound(screen: "a screen matching the predicate")
            }
            return try truncation(above: entry.id)
        case .replaceTop(let screen): return .replaceTop(screen)
        case .setStack(let screens): return try setStackTransition(screens)
        case .present(let screen): return .present(screen)
        case .dismiss: return try dismissTransition()
        case .restore(let state): return .restore(state)
        case .finish(let id): return try closeTransition(id)
        }
    }
}
