/// A registration on a ``Coordinator`` — an event observer or a guard; ``cancel()`` ends it.
///
/// The registration lasts until ``cancel()`` is called or the coordinator is released.
@MainActor
public final class NavigationRegistration {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the registration. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
