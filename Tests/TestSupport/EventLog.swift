import Navigation

/// Records every event of a coordinator from the moment it is created.
@MainActor
public final class EventLog<Screen: Equatable & Sendable> {
    /// The events so far, in order.
    public private(set) var events: [NavigationEvent<Screen>] = []
    private var registration: NavigationRegistration?

    /// Starts recording the events of `coordinator`.
    public init(_ coordinator: Coordinator<Screen>) {
        registration = coordinator.observeEvents { [weak self] event in self?.events.append(event) }
    }

    /// Forgets the events recorded so far.
    public func clear() {
        events.removeAll()
    }
}
