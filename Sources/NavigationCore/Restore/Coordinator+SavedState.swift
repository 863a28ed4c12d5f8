// What links and saved state, in their own module, read and change of a coordinator.

extension Coordinator {
    /// The state a save writes: the current one, with the screens a guard holds back from a restore put back
    /// while the user has not navigated in their stack since.
    @inlinable
    package var stateToSave: NavigationState<Screen> {
        let current = state
        return storage.held?.restoring(into: current) ?? current
    }

    /// The routes the last save wrote, by entry, with the screen each was written from.
    @inlinable
    package var lastSavedRoutes: [EntryID: (screen: Screen, route: String)] {
        get { storage.writtenRoutes }
        set { storage.writtenRoutes = newValue }
    }

    /// How the app's tabs changed since earlier versions; empty without tabs.
    @inlinable
    package var tabHistory: TabHistory { storage.tabHistory }

    /// Sets the stacks `request` names (``NavigationRequest/setStacks(_:)`` or
    /// ``NavigationRequest/setTabStacks(_:_:)-enum.case``) as a link opens them: the entries at `awaitingResult`,
    /// counted over the stacks set, bottom first, await a result from the entry beneath.
    @inlinable
    package func perform(settingStacks request: NavigationRequest<Screen>, awaitingResult: [Int])
        throws(NavigationError)
    {
        try perform(Operation(settingStacks: request, awaitingResult: awaitingResult))
    }

    /// Tells `event` to the observers of events, if any, without a change of state.
    package func report(_ event: NavigationEvent<Screen>) {
        if wantsEvents { emit(event, changed: false) }
    }
}
