// Scope: what a request made through a screen's handle means, given where that screen is. A handle speaks for
// its own screen: closing closes that screen, dismissing closes what it presented, and nothing it opens lands
// in a stack it is not in. The coordinator's own requests keep meaning "the active stack".

extension NavigationState where Screen: Equatable {
    /// The request that does, for the screen of entry `requester`, what `request` asks on its behalf; the same
    /// request when that screen is the one on top, where the two meanings coincide.
    ///
    /// For a screen that is not on top — covered by screens pushed over it or by modal flows, or in a tab that
    /// is not selected:
    /// - ``NavigationRequest/goBack`` closes the screen and everything above it: `popTo` the entry beneath it,
    ///   or, at a flow's root, the top of the stack that presented the flow (the flow and the flows above it
    ///   close). ``NavigationRequest/pop`` does the same within the screen's own stack and, at a stack's
    ///   root, throws ``NavigationError/cannotPopRoot`` as a pop on top does.
    /// - ``NavigationRequest/popToRoot`` pops the screen's own stack to its root, closing the flows above.
    /// - ``NavigationRequest/dismiss`` closes the flows the screen's stack presented (as UIKit's
    ///   `dismiss(animated:)` on a presenting controller does); with none above it, the flow the screen is in.
    /// - A request that opens or replaces a screen (``NavigationRequest/show(_:)``,
    ///   ``NavigationRequest/present(_:)``, ``NavigationRequest/replaceTop(_:)``,
    ///   ``NavigationRequest/resetStack(to:)``) throws ``NavigationError/requesterNotOnTop(entry:)``: it
    ///   would land where the user does not see, or in a stack the screen is not in.
    /// - Requests that name their target (`popTo`, `popToScreen`), set the whole state (`setStack`,
    ///   `setStacks`, `restore`) or name a tab keep their meaning.
    ///
    /// In a tab that is not selected, closing requests change that tab's stack
    /// (``NavigationRequest/setTabStack(_:_:)-enum.case``, ``NavigationRequest/popTabToRoot(_:)-enum.case``; a `popTo`
    /// an entry of that tab too), and ``NavigationRequest/dismiss`` throws ``NavigationError/noModalToDismiss``: such a
    /// tab has no modal flow.
    ///
    /// - Parameters:
    ///   - request: The request, as the screen made it.
    ///   - requester: The entry of the screen that made it.
    /// - Returns: The request the coordinator makes, which guards and observers see.
    /// - Throws: Why the request cannot apply to that screen.
    @inlinable
    func scoped(
        _ request: NavigationRequest<Screen>, from requester: EntryID
    ) throws(NavigationError) -> NavigationRequest<Screen> {
        guard top.id != requester else { return request }
        guard let (stack, index) = try? location(of: requester) else {
            return try scopedInTabOutOfSight(request, from: requester)
        }
        switch request {
        case .goBack:
            if index > 0 { return .popTo(stacks[stack][index - 1].id) }
            guard stack > 0 else { throw .cannotPopRoot }
            return .popTo(stacks[stack - 1][stacks[stack - 1].count - 1].id)
        case .pop:
            guard index > 0 else { throw .cannotPopRoot }
            return .popTo(stacks[stack][index - 1].id)
        case .popToRoot:
            return .popTo(stacks[stack][0].id)
        case .dismiss:
            if stack < activeIndex { return .popTo(stacks[stack][stacks[stack].count - 1].id) }
            return request
        case .show, .present, .replaceTop, .resetStack:
            throw .requesterNotOnTop(entry: requester)
        case .popTo, .popToScreen, .setStack, .setStacks, .restore, .selectTab, .showInTab, .popTabToRoot,
            .setTabStack, .setTabStacks:
            return request
        }
    }

    /// ``scoped(_:from:)`` for a screen in a tab that is not selected; throws
    /// ``NavigationError/entryNotFound(_:)`` when no tab holds it.
    @inlinable
    func scopedInTabOutOfSight(
        _ request: NavigationRequest<Screen>, from requester: EntryID
    ) throws(NavigationError) -> NavigationRequest<Screen> {
        guard let tabs = storedTabs,
            let tab = tabs.parked.indices.first(where: { tabs.parked[$0].contains { $0.id == requester } }),
            let index = tabs.parked[tab].firstIndex(where: { $0.id == requester })
        else { throw .entryNotFound(requester) }
        let name = tabs.names[tab]
        switch request {
        case .goBack, .pop:
            guard index > 0 else { throw .cannotPopRoot }
            return .setTabStack(name, tabs.parked[tab][..<index].map { $0.screen })
        case .popToRoot:
            return .popTabToRoot(name)
        case .dismiss:
            throw .noModalToDismiss
        case .show, .present, .replaceTop, .resetStack:
            throw .requesterNotOnTop(entry: requester)
        case .popTo(let id):
            // An entry of the screen's own tab, at or beneath it: that tab's stack up to it.
            guard let target = tabs.parked[tab][...index].firstIndex(where: { $0.id == id }) else { return request }
            return .setTabStack(name, tabs.parked[tab][...target].map { $0.screen })
        case .popToScreen, .setStack, .setStacks, .restore, .selectTab, .showInTab, .popTabToRoot, .setTabStack,
            .setTabStacks:
            return request
        }
    }
}
