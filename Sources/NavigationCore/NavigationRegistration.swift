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
    ///
    /// It may be called from anywhere — a `nonisolated deinit` among others: on the main actor the registration
    /// ends at once, elsewhere on the main actor's next turn.
    public nonisolated func cancel() {
        cleanUpOnMainActor { [self] in
            onCancel?()
            onCancel = nil
        }
    }
}
