/// Lets go of the view models of removed entries, and keeps a weak reference to those that something else
/// still holds, to list them while they are alive.
///
/// A removed view model that nothing else holds is released at once, without a weak reference: a weak
/// reference gives its object a side table, an allocation that would cost as much as the rest of a pop.
/// Only the view models that survive their removal are tracked: leaks, and the view models of screens a host
/// still draws until its step is done (the host models hold those).
@usableFromInline
struct ReleaseTracker<Screen> {
    @usableFromInline
    struct Removed {
        @usableFromInline weak var viewModel: AnyObject?
        @usableFromInline let entry: NavigationEntry<Screen>
        /// The type, named only when listed: naming a type costs more than the whole removal.
        @usableFromInline let type: AnyObject.Type

        @inlinable
        init(viewModel: AnyObject, entry: NavigationEntry<Screen>, type: AnyObject.Type) {
            self.viewModel = viewModel
            self.entry = entry
            self.type = type
        }
    }

    @usableFromInline var removed: [Removed] = []
    /// The count after the last pruning; the list is pruned again when it has doubled.
    @usableFromInline var prunedCount = 0

    @usableFromInline init() {}

    /// Releases the view models that `change` removed — waiting in `built`'s removed list — and tracks each
    /// one that something else still holds; bottom first, as the change lists its entries, the last tab's
    /// first (the order `BuiltScreens` removed them in, reversed).
    @MainActor
    @inlinable
    mutating func release(from built: inout BuiltScreens, removedBy change: inout NavigationChange<Screen>) {
        guard let held = built.releaseRemoved() else { return }
        // A view model kept alive past its screen — a leak, or a host still drawing the screen it removes, which
        // the host models do until their step is done — so the entries are listed only then.
        let entries =
            change.tabs.reversed().flatMap { $0.removed } + change.removed + change.dismissed.flatMap { $0 }
        for (place, viewModel) in held where place < entries.count { track(viewModel, of: entries[place]) }
    }

    /// Releases the view model of `screen`, taken off its stack by a pop made in place (`Coordinator+Engine.swift`,
    /// "One entry, in place"), and tracks it with `entry` when something else still holds it.
    @MainActor
    @inlinable
    mutating func release(_ screen: consuming BuiltScreen, of entry: NavigationEntry<Screen>) {
        if let viewModel = BuiltScreens.release(consume screen) { track(viewModel, of: entry) }
    }

    /// Tracks `viewModel`, removed with `entry`. Compiled for the app's screen type, as the rest of the engine:
    /// with a host model following, every pop tracks the view model of the screen the host still draws, and
    /// run generically it looked up two types' metadata each time.
    @inlinable
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
