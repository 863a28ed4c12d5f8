import NavigationCore

extension NavigationRequest {
    /// The same request with every screen transformed: how a feature group's request becomes the app's.
    ///
    /// ```swift
    /// NavigationRequest<ShopScreen>.show(.cart).map(AppScreen.shop)   // .show(.shop(.cart))
    /// ```
    ///
    /// - Parameter transform: Turns a screen into the other enum's, such as a feature group's case.
    /// - Returns: The request with the same operation, ids and flags.
    public func map<Other>(_ transform: (Screen) -> Other) -> NavigationRequest<Other> {
        switch self {
        case .show(let screen): .show(transform(screen))
        case .resetStack(let screen): .resetStack(to: transform(screen))
        case .pop: .pop
        case .goBack: .goBack
        case .popToRoot: .popToRoot
        case .popTo(let id): .popTo(id)
        case .popToScreen(let screen): .popToScreen(transform(screen))
        case .replaceTop(let screen): .replaceTop(transform(screen))
        case .setStack(let screens): .setStack(screens.map(transform))
        case .setStacks(let stacks): .setStacks(stacks.map { $0.map(transform) })
        case .present(let screen): .present(transform(screen))
        case .dismiss: .dismiss
        case .restore(let state): .restore(state.map(transform))
        case .selectTab(let tab, let popToRoot): .selectTab(tab, popToRootIfSelected: popToRoot)
        case .showInTab(let tab, let screen): .showInTab(tab, transform(screen))
        case .popTabToRoot(let tab): .popTabToRoot(tab)
        case .setTabStack(let tab, let screens): .setTabStack(tab, screens.map(transform))
        case .setTabStacks(let tab, let stacks): .setTabStacks(tab, stacks.map { $0.map(transform) })
        }
    }
}

extension NavigationState {
    /// The same state — stacks, modal flows and ids — with every screen transformed.
    ///
    /// - Parameter transform: Turns a screen into the other enum's.
    /// - Returns: The state with the same entries, ids and next id.
    public func map<Other>(_ transform: (Screen) -> Other) -> NavigationState<Other> {
        NavigationState<Other>(
            validStacks: stacks.map { stack in stack.map { $0.map(transform) } },
            nextID: nextID,
            tabs: storedTabs.map { tabs in
                TabStacks(
                    names: tabs.names, selected: tabs.selected,
                    parked: tabs.parked.map { stack in stack.map { $0.map(transform) } })
            }
        )
    }
}

extension NavigationEntry {
    /// The same entry, with the same id, its screen transformed.
    ///
    /// - Parameter transform: Turns the screen into the other enum's.
    public func map<Other>(_ transform: (Screen) -> Other) -> NavigationEntry<Other> {
        NavigationEntry<Other>(id: id, screen: transform(screen))
    }
}
