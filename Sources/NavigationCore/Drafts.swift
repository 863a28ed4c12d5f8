// A screen's draft: what the user typed on a screen, kept in its own entry's value so that a saved session
// holds it. Not navigation: no guard is asked, no host moves, the entry keeps its id, view model and result.

extension NavigationState {
    /// Whether an entry of the state — in the stacks, or in a tab out of sight — has the id `id`.
    @usableFromInline
    func hasEntry(_ id: EntryID) -> Bool {
        storedStacks.contains { $0.contains { $0.id == id } }
            || (storedTabs?.parked.contains { $0.contains { $0.id == id } } ?? false)
    }

    /// This state with the entry `id` showing `screen` instead — in the stacks, or in a tab out of sight;
    /// `false` when no entry has that id.
    @usableFromInline
    mutating func replaceScreen(ofEntry id: EntryID, with screen: Screen) -> Bool {
        for stack in storedStacks.indices {
            if let index = storedStacks[stack].firstIndex(where: { $0.id == id }) {
                storedStacks[stack][index] = NavigationEntry(id: id, screen: screen)
                return true
            }
        }
        guard var tabs = storedTabs else { return false }
        for tab in tabs.parked.indices {
            if let index = tabs.parked[tab].firstIndex(where: { $0.id == id }) {
                storedTabs = nil  // so that the stack changes in place, not in a copy
                tabs.parked[tab][index] = NavigationEntry(id: id, screen: screen)
                storedTabs = tabs
                return true
            }
        }
        return false
    }
}

extension Coordinator {
    /// Makes the entry `key` names show `screen` — the same screen with the data the user has typed since —
    /// keeping its id, its view model and the result it was opened for; see ``Coordination/updateScreen(to:)``.
    @usableFromInline
    func updateScreen(of key: HandleKey, to screen: Screen) throws(NavigationError) {
        // A handle is current from its view model's build on, but its entry is the state's only once committed.
        guard storage.holds(key), storage.state.hasEntry(key.entryID) else { throw .staleHandle(entry: key.entryID) }
        observation.willSet(self, keyPath: stateKeyPath)
        _ = storage.state.replaceScreen(ofEntry: key.entryID, with: screen)
        observation.didSet(self, keyPath: stateKeyPath)
    }
}
