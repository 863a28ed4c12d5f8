import Observation
import Synchronization

/// Counts how often Observation reports a change of what `track` read.
///
/// Observation's `onChange` fires once per tracking; the counter tracks again after each change, so it
/// counts every change until it is released.
public final class ObservationCounter: Sendable {
    private let count = Mutex(0)

    /// Starts tracking what `track` reads.
    @MainActor
    public init(tracking track: @escaping @MainActor () -> Void) {
        observe(track)
    }

    /// The number of changes reported so far.
    public var changes: Int { count.withLock { $0 } }

    @MainActor
    private func observe(_ track: @escaping @MainActor () -> Void) {
        withObservationTracking(track) { [weak self] in
            self?.count.withLock { $0 += 1 }
        }
    }
}
