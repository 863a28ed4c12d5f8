import Observation

/// Keeps the screen stack of an app and the view model of every screen in it.
///
/// The coordinator is generic over the app's screen enum and knows no app: it asks an
/// ``AssemblyProvider`` (the app's `RootAssembly`) for the ``Assembly`` of each screen it shows, and
/// gives every built view model a ``Coordination`` handle of its own.
///
/// The navigation state is the value ``stack``. Every operation computes the next stack, builds the view
/// models of the new entries and only then commits: an operation that cannot complete throws a
/// ``NavigationError`` and leaves the stack, its ids and its view models exactly as they were.
///
/// ```swift
/// let coordinator = try Coordinator(root: AppScreen.list, assemblies: RootAssembly(scope: .live))
/// try coordinator.show(.detail(id: 3))   // list › detail
/// try coordinator.pop()                  // list
/// try coordinator.pop()                  // throws NavigationError.cannotPopRoot
/// ```
///
/// ## Observing
/// ``stack`` is tracked by Observation, for user interfaces. Every change, and every refusal, is also
/// delivered as a ``NavigationEvent`` to the observers registered with ``observeEvents(_:)``.
///
/// ## Navigation while navigating
/// A request made while another one is being applied — from an Assembly's `build()`, a view model's
/// initializer or an event observer — is queued and applied after the current one, in the order the
/// requests were made. Such a queued request does not throw to its caller: if it is refused, observers
/// receive a ``NavigationEvent/refused(_:error:)`` event.
///
/// ## Released when gone
/// The view model of a removed entry is released by the coordinator. ``retainedViewModels`` lists those
/// that something else still keeps alive.
@MainActor
@Observable
public final class Coordinator<Screen: Sendable>: Coordination {
    /// The current navigation state.
    public private(set) var stack: ScreenStack<Screen>

    @ObservationIgnored private let assemblies: any AssemblyProvider<Screen>
    @ObservationIgnored private var built: [EntryID: BuiltScreen] = [:]
    @ObservationIgnored private var released = ReleaseTracker<Screen>()
    @ObservationIgnored private var observers: [Int: @MainActor (NavigationEvent<Screen>) -> Void] = [:]
    @ObservationIgnored private var nextObserverKey = 0
    @ObservationIgnored private var pending: [(NavigationRequest<Screen>, EntryCoordination<Screen>?)] = []
    @ObservationIgnored private var isNavigating = false

    private struct BuiltScreen {
        let viewModel: AnyObject
        let handle: EntryCoordination<Screen>
    }

    /// Creates a coordinator whose stack holds only `root`, and builds the root's view model.
    ///
    /// - Parameters:
    ///   - root: The first screen.
    ///   - assemblies: Maps each screen to the Assembly that builds it; usually the app's `RootAssembly`.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` when the root's Assembly throws.
    public init(root: Screen, assemblies: some AssemblyProvider<Screen>) throws(NavigationError) {
        stack = ScreenStack(root: root)
        self.assemblies = assemblies
        isNavigating = true
        built[stack.root.id] = try build(stack.root)
        applyPending()
        isNavigating = false
    }

    /// The entry on top of the stack: the screen the user sees.
    public var top: NavigationEntry<Screen> { stack.top }

    /// The view model of the top screen.
    public var topViewModel: AnyObject {
        guard let screen = built[stack.top.id] else {
            preconditionFailure("Coordinator invariant broken: no view model for the top entry \(stack.top)")
        }
        return screen.viewModel
    }

    /// Returns the view model built for the entry `id`, or `nil` when no such entry is in the stack.
    ///
    /// - Parameter id: The id of an entry of ``stack``.
    public func viewModel(for id: EntryID) -> AnyObject? {
        built[id]?.viewModel
    }

    /// Shows `screen`: pushes it, or, with `firstPosition`, makes it the only screen in the stack.
    ///
    /// The new screen's view model is built through its Assembly before anything changes. With
    /// `firstPosition`, every previous entry is removed and its view model released.
    ///
    /// ```swift
    /// try coordinator.show(.detail(id: 3))                  // push
    /// try coordinator.show(.welcome, firstPosition: true)   // the stack is now [.welcome]
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - firstPosition: `true` to replace the whole stack with `screen`; `false` to push it.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` when the screen's Assembly throws; the
    ///   stack is then unchanged.
    public func show(_ screen: Screen, firstPosition: Bool = false) throws(NavigationError) {
        try perform(.show(screen, firstPosition: firstPosition), from: nil)
    }

    /// Removes the top screen and releases its view model.
    ///
    /// ```swift
    /// try coordinator.pop()
    /// ```
    ///
    /// - Throws: ``NavigationError/cannotPopRoot`` when only the root is left; the stack is then unchanged.
    public func pop() throws(NavigationError) {
        try perform(.pop, from: nil)
    }

    /// The view models of removed entries that are still alive, oldest removal first.
    ///
    /// After a removal completes, nothing but the app should still hold the removed view model; an entry
    /// listed here points at a retain cycle, a closure or a task that keeps it. The list itself holds the
    /// view models weakly.
    public var retainedViewModels: [RetainedViewModel<Screen>] { released.alive }

    /// Registers `observer` to receive every navigation event, in order, from now on.
    ///
    /// Events are delivered synchronously on the main actor, after the new state is in place. Navigation
    /// requested from inside `observer` is queued and applied after the current operation.
    ///
    /// ```swift
    /// let subscription = coordinator.observeEvents { event in print(event) }
    /// // …
    /// subscription.cancel()
    /// ```
    ///
    /// - Parameter observer: Called with each event.
    /// - Returns: The registration; call ``EventSubscription/cancel()`` to stop receiving events.
    @discardableResult
    public func observeEvents(
        _ observer: @escaping @MainActor (NavigationEvent<Screen>) -> Void
    ) -> EventSubscription {
        let key = nextObserverKey
        nextObserverKey += 1
        observers[key] = observer
        return EventSubscription { [weak self] in self?.observers[key] = nil }
    }

    // MARK: - Applying requests

    /// Applies `request`, or queues it when another request is being applied.
    func perform(_ request: NavigationRequest<Screen>, from handle: EntryCoordination<Screen>?) throws(NavigationError)
    {
        guard !isNavigating else {
            pending.append((request, handle))
            return
        }
        isNavigating = true
        defer { isNavigating = false }
        let outcome: Result<Void, NavigationError>
        do {
            try apply(request, from: handle)
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        applyPending()
        try outcome.get()
    }

    private func applyPending() {
        while !pending.isEmpty {
            let (request, handle) = pending.removeFirst()
            // A queued request has no caller to throw to; a refusal reaches observers as an event.
            try? apply(request, from: handle)
        }
    }

    private func apply(_ request: NavigationRequest<Screen>, from handle: EntryCoordination<Screen>?)
        throws(NavigationError)
    {
        do throws(NavigationError) {
            if let handle, built[handle.entryID]?.handle !== handle {
                throw .staleHandle(entry: handle.entryID)
            }
            var next = stack
            switch request {
            case .show(let screen, firstPosition: false):
                let entry = next.push(screen)
                try commit(next, inserting: [entry], removing: [])
                emit(.pushed(entry))
            case .show(let screen, firstPosition: true):
                let removed = next.reset(to: screen)
                try commit(next, inserting: [next.top], removing: removed)
                emit(.replaced(removed: removed, inserted: [next.top]))
            case .pop:
                let entry = try next.pop()
                try commit(next, inserting: [], removing: [entry])
                emit(.popped(entry))
            }
        } catch {
            emit(.refused(request, error: error))
            throw error
        }
    }

    /// Builds the view models of `inserted`, then makes `next` the state and releases those of `removed`.
    /// Nothing changes when a build fails.
    private func commit(
        _ next: ScreenStack<Screen>,
        inserting inserted: [NavigationEntry<Screen>],
        removing removed: [NavigationEntry<Screen>]
    ) throws(NavigationError) {
        var newScreens: [(EntryID, BuiltScreen)] = []
        newScreens.reserveCapacity(inserted.count)
        for entry in inserted {
            newScreens.append((entry.id, try build(entry)))
        }
        stack = next
        for entry in removed {
            if let screen = built.removeValue(forKey: entry.id) {
                released.track(screen.viewModel, of: entry)
            }
        }
        for (id, screen) in newScreens {
            built[id] = screen
        }
    }

    private func build(_ entry: NavigationEntry<Screen>) throws(NavigationError) -> BuiltScreen {
        let handle = EntryCoordination(coordinator: self, entryID: entry.id)
        let assembly = assemblies.assembly(for: entry.screen, coordination: handle)
        do {
            return BuiltScreen(viewModel: try assembly.build(), handle: handle)
        } catch {
            throw .buildFailed(screen: String(describing: entry.screen), reason: String(describing: error))
        }
    }

    private func emit(_ event: NavigationEvent<Screen>) {
        for observer in observers.values {
            observer(event)
        }
    }
}
