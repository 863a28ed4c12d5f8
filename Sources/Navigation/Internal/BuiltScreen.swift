/// The view model of one entry, with its handle and, looked up once when it was built, its lifecycle.
@MainActor
@usableFromInline
struct BuiltScreen {
    @usableFromInline let viewModel: AnyObject
    @usableFromInline let handle: EntryHandle
    /// The view model as a ``NavigationLifecycle``, or `nil` when it does not listen. Unowned: it is the same
    /// object as ``viewModel``, which keeps it alive — and a second strong reference would hide, when the
    /// screen is removed, that nothing else holds the view model (see `ReleaseTracker`).
    @usableFromInline unowned(unsafe) let lifecycle: (any NavigationLifecycle)?

    @inlinable
    init(viewModel: AnyObject, handle: EntryHandle) {
        self.viewModel = viewModel
        self.handle = handle
        lifecycle = viewModel as? any NavigationLifecycle
    }
}

/// A removed entry's view model, with the entry, until the change that removed it is complete.
@usableFromInline
struct RemovedScreen<Screen> {
    @usableFromInline let screen: BuiltScreen
    @usableFromInline let entry: NavigationEntry<Screen>

    @inlinable
    init(screen: BuiltScreen, entry: NavigationEntry<Screen>) {
        self.screen = screen
        self.entry = entry
    }
}

/// Elements in order; one is held without an array, since most changes add or remove one screen.
@usableFromInline
struct SmallList<Element> {
    @usableFromInline var first: Element?
    @usableFromInline var rest: [Element] = []

    @inlinable init() {}

    /// Makes room for `count` elements in all, so that a long list grows once.
    @inlinable
    mutating func reserveCapacity(_ count: Int) {
        if count > 1 { rest.reserveCapacity(count - 1) }
    }

    @inlinable var count: Int { first == nil ? 0 : 1 + rest.count }

    @inlinable
    mutating func append(_ element: Element) {
        if first == nil { first = element } else { rest.append(element) }
    }

    /// Calls `body` with each element, in order. (Not a `Sequence`: its iterator would copy the list, a
    /// retain of its array on every change.)
    @inlinable
    func forEachElement(_ body: (Element) -> Void) {
        guard let first else { return }
        body(first)
        for element in rest { body(element) }
    }

    /// Takes out an element, any one, leaving the list without a reference to it.
    @inlinable
    mutating func takeAny() -> Element? {
        if let element = rest.popLast() { return element }
        defer { first = nil }
        return first
    }
}

/// What one applied transition did, for the lifecycle calls, the results and the event.
@usableFromInline
struct AppliedChange<Screen> {
    /// The view models removed, top first, with their entries.
    @usableFromInline var removed: SmallList<RemovedScreen<Screen>>
    /// The entries removed, bottom first; kept only when someone observes the events.
    @usableFromInline var removedEntries: [NavigationEntry<Screen>]
    /// How many entries were added on top.
    @usableFromInline var insertedCount: Int
    /// The previous top's lifecycle, when it stays in the state, now covered; unowned, like `BuiltScreen`'s.
    @usableFromInline unowned(unsafe) var covered: (any NavigationLifecycle)?

    @inlinable
    init(
        removed: SmallList<RemovedScreen<Screen>>,
        removedEntries: [NavigationEntry<Screen>],
        insertedCount: Int,
        covered: (any NavigationLifecycle)?
    ) {
        self.removed = removed
        self.removedEntries = removedEntries
        self.insertedCount = insertedCount
        self.covered = covered
    }
}
