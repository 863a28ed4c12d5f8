/// Keeps weak references to the view models of removed entries, to list those that are still alive.
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
