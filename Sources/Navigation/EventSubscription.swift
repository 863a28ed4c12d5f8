/// A registration of an event observer on a ``Coordinator``; ``cancel()`` ends it.
///
/// The observer stays registered until ``cancel()`` is called or the coordinator is released.
@MainActor
public final class EventSubscription {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops delivering events to the observer. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
