/// Lets go of the view models of removed entries, and keeps a weak reference to those that something else
/// still holds, to list them while they are alive.
///
/// A removed view model that nothing else holds is released at once, without a weak reference: a weak
/// reference gives its object a side table, an allocation that would cost as much as the rest of a pop.
/// Only the view models that survive their removal — usually leaks — are tracked.
@usableFromInline
struct ReleaseTracker<Screen> {
    private struct Removed {
        weak var viewModel: AnyObject?
        let entry: NavigationEntry<Screen>
        /// The type, named only when listed: naming a type costs more than the whole removal.
        let type: AnyObject.Type
    }

    private var removed: [Removed] = []
    /// The count after the last pruning; the list is pruned again when it has doubled.
    private var prunedCount = 0

    @usableFromInline init() {}

    /// Releases the view models that `change` removed — waiting in `built`'s removed list — and tracks each
    /// one that something else still holds; bottom first, as the change lists its entries, the last tab's
    /// first (the order `BuiltScreens` removed them in, reversed).
    @MainActor
    @inlinable
    mutating func release(from built: inout BuiltScreens, removedBy change: inout NavigationChange<Screen>) {
        guard let held = built.releaseRemoved() else { return }
        // Rare — a view model kept alive past its screen — so the entries are listed only then.
        let entries =
            change.tabs.reversed().flatMap { $0.removed } + change.removed + change.dismissed.flatMap { $0 }
        for (place, viewModel) in held where place < entries.count { track(viewModel, of: entries[place]) }
    }

    @usableFromInline
    mutating func track(_ viewModel: AnyObject, of entry: NavigationEntry<Screen>) {
        removed.append(Removed(viewModel: viewModel, entry: entry, type: Swift.type(of: viewModel)))
        if removed.count > max(64, 2 * prunedCount) {
            removed.removeAll { $0.viewModel == nil }
            prunedCount = removed.count
        }
    }

    var alive: [RetainedViewModel<Screen>] {
        removed.compactMap { record in
            record.viewModel == nil
                ? nil : RetainedViewModel(entry: record.entry, viewModelType: String(describing: record.type))
        }
    }
}
