/// What one operation changed: the entries it inserted and removed, and the event that describes it.
struct StateChange<Screen> {
    /// The top entry before the change.
    var previousTop: EntryID
    var inserted: [NavigationEntry<Screen>]
    var removed: [NavigationEntry<Screen>]
    var event: NavigationEvent<Screen>
}

extension NavigationState where Screen: Equatable & Sendable {
    /// Applies `operation` to the state.
    ///
    /// - Returns: What changed, or `nil` when the operation leaves the state as it is (a pop to the entry on
    ///   top, `popToRoot` at the root, `setStack` with the same screens).
    /// - Throws: Why the operation cannot apply; the state is then unchanged.
    @MainActor
    mutating func apply(_ operation: PendingOperation<Screen>) throws(NavigationError) -> StateChange<Screen>? {
        let previousTop = top.id
        func change(
            inserted: [NavigationEntry<Screen>] = [],
            removed: [NavigationEntry<Screen>] = [],
            _ event: NavigationEvent<Screen>
        ) -> StateChange<Screen> {
            StateChange(previousTop: previousTop, inserted: inserted, removed: removed, event: event)
        }
        func popped(_ removed: [NavigationEntry<Screen>]) -> StateChange<Screen>? {
            removed.isEmpty ? nil : change(removed: removed, .popped(removed))
        }
        switch operation.request {
        case .show(let screen, firstPosition: false):
            let entry = push(screen)
            return change(inserted: [entry], .pushed(entry))
        case .show(let screen, firstPosition: true):
            let removed = reset(to: screen)
            return change(inserted: [top], removed: removed, .replaced(removed: removed, inserted: [top]))
        case .pop:
            return popped([try pop()])
        case .popToRoot:
            return popped(popToRoot())
        case .popTo(let id):
            return popped(try pop(to: id))
        case .popToScreen(let screen):
            guard let entry = lastEntry(showing: screen) else {
                throw .screenNotFound(screen: screenName(screen))
            }
            return popped(try pop(to: entry.id))
        case .popToMatching:
            guard let predicate = operation.predicate, let entry = lastEntry(where: predicate) else {
                throw .screenNotFound(screen: "a screen matching the predicate")
            }
            return popped(try pop(to: entry.id))
        case .replaceTop(let screen):
            let (removed, inserted) = replaceTop(with: screen)
            return change(inserted: [inserted], removed: [removed], .replaced(removed: [removed], inserted: [inserted]))
        case .setStack(let screens):
            let (removed, inserted) = try setStack(screens)
            guard !removed.isEmpty || !inserted.isEmpty else { return nil }
            return change(inserted: inserted, removed: removed, .replaced(removed: removed, inserted: inserted))
        case .present(let screen):
            let entry = present(screen)
            return change(inserted: [entry], .presented(entry))
        case .dismiss:
            let removed = try dismiss()
            return change(removed: removed, .dismissed(removed))
        case .restore(let restored):
            let removed = entries
            self = restored
            return change(inserted: entries, removed: removed, .replaced(removed: removed, inserted: entries))
        case .finish(let id):
            let (removed, dismissed) = try close(id)
            return change(removed: removed, dismissed ? .dismissed(removed) : .popped(removed))
        }
    }
}
