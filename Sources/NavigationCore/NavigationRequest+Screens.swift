extension NavigationRequest {
    /// The screens the request asks to have shown when it applies to `state`: the one shown, presented or put on
    /// top, every screen of a new stack or restored state, bottom first — and for a tab selection, the screens
    /// of the tab's stack as it was left, which selecting it shows again. Empty for requests that only remove
    /// screens, and for a selection of the tab already selected.
    ///
    /// A guard that keeps some screens behind a condition checks these, with the state it is handed — so that a
    /// locked screen stays locked whichever way it would be reached, a tab whose stack holds it included:
    ///
    /// ```swift
    /// coordinator.addGuard { [session] request, state in
    ///     guard request.requestedScreens(in: state).contains(where: \.needsSignIn), !session.isSignedIn
    ///     else { return .allow }
    ///     return .redirect(.present(.signIn), resumeOnResult: true)
    /// }
    /// ```
    ///
    /// - Parameter state: The state the request would apply to: the state a guard is handed.
    /// - Returns: The screens, bottom first.
    public func requestedScreens(in state: NavigationState<Screen>) -> [Screen] {
        guard case .selectTab(let tab, _) = self, tab != state.selectedTab, let stack = state.stack(of: tab) else {
            return screensAsked
        }
        return stack.map { $0.screen }
    }

    /// The screens the request names, without the state it applies to: empty for a tab selection.
    @available(
        *, deprecated,
        message: "use requestedScreens(in: state), which also lists the screens a tab selection shows again"
    )
    public var requestedScreens: [Screen] { screensAsked }

    /// The screens the request names: the one shown, presented or put on top, or every screen of a new stack,
    /// restored state or tab stack, bottom first.
    var screensAsked: [Screen] {
        switch self {
        case .show(let screen), .resetStack(let screen), .present(let screen), .replaceTop(let screen),
            .showInTab(_, let screen):
            [screen]
        case .setStack(let screens), .setTabStack(_, let screens): screens
        case .setStacks(let stacks), .setTabStacks(_, let stacks):
            // Appended stack by stack: an app's guards call this unspecialized, where a flattened sequence read
            // element by element cost more than the rest of a guard (BENCHMARKS.md, "First visits").
            stacks.reduce(into: []) { screens, stack in screens += stack }
        case .restore(let state): state.screens + state.entriesOfOtherTabs.map { $0.screen }
        case .pop, .goBack, .popToRoot, .popTo, .popToScreen, .dismiss, .selectTab, .popTabToRoot: []
        }
    }
}

extension NavigationRequest {
    /// The stacks a request that sets every stack asks for — a link's, a restore's, `setStack`'s — or `nil`.
    @inlinable
    var stacksSet: [[Screen]]? {
        switch self {
        case .setStack(let screens): [screens]
        case .setStacks(let stacks), .setTabStacks(_, let stacks): stacks
        case .restore(let state): state.stacks.map { $0.map { $0.screen } }
        case .show, .resetStack, .pop, .goBack, .popToRoot, .popTo, .popToScreen, .replaceTop, .present, .dismiss,
            .selectTab, .showInTab, .popTabToRoot, .setTabStack:
            nil
        }
    }

    /// The same kind of request for the first `count` screens of its stacks, counted bottom first.
    @inlinable
    func keepingStart(_ count: Int) -> NavigationRequest {
        switch self {
        case .setStack(let screens): .setStack(Array(screens.prefix(count)))
        case .setStacks(let stacks): .setStacks(Self.start(of: stacks, count))
        case .setTabStacks(let tab, let stacks): .setTabStacks(tab, Self.start(of: stacks, count))
        case .restore(let state):
            .restore(
                NavigationState(
                    validStacks: Self.start(of: state.stacks, count), nextID: state.nextID, tabs: state.storedTabs))
        case .show, .resetStack, .pop, .goBack, .popToRoot, .popTo, .popToScreen, .replaceTop, .present, .dismiss,
            .selectTab, .showInTab, .popTabToRoot, .setTabStack:
            self
        }
    }

    /// The request that sets `stacks` where this one sets its stacks: in its tab for a link into a tab, as the
    /// selected tab's stack and flows of a restore with tabs (the other tabs restored as they are), else over
    /// everything — keeping the entries that already show its first screens, unless `anew` asks a restore to
    /// give every entry a new one.
    @inlinable
    func settingStacks(_ stacks: [[Screen]], anew: Bool = false) -> NavigationRequest {
        switch self {
        case .setTabStacks(let tab, _):
            return .setTabStacks(tab, stacks)
        case .restore(let state):
            guard anew || state.storedTabs != nil else { return .setStacks(stacks) }
            var next = state.nextID
            var entries: [[NavigationEntry<Screen>]] = []
            for stack in stacks {
                // Ids only to make a state: a restore gives every entry a new one.
                guard let (stackEntries, after) = try? NavigationState.entries(for: stack, from: next) else {
                    return .setStacks(stacks)
                }
                entries.append(stackEntries)
                next = after
            }
            return .restore(NavigationState(validStacks: entries, nextID: next, tabs: state.storedTabs))
        default:
            return .setStacks(stacks)
        }
    }

    /// The first `count` elements of `stacks`, counted bottom first, in stacks of their own.
    @inlinable
    static func start<Element>(of stacks: [[Element]], _ count: Int) -> [[Element]] {
        var left = count
        var start: [[Element]] = []
        for stack in stacks where left > 0 {
            start.append(Array(stack.prefix(left)))
            left -= min(left, stack.count)
        }
        return start
    }
}
