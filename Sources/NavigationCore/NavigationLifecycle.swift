/// Lets a view model know when its screen becomes visible, gets covered, or is removed.
///
/// View models opt in by conforming; each method has an empty default, so implement only those you need.
///
/// After each change of the state, the coordinator calls, in this order and once per change:
/// 1. ``screenWasRemoved()`` on every removed view model, top first;
/// 2. ``screenWasCovered()`` on the previous top, if it is still in the state but no longer on top;
/// 3. ``screenBecameTop()`` on the new top, if the top changed.
///
/// Screens inserted below the top (by `setStack`) get no call until they become the top. The root's view
/// model gets ``screenBecameTop()`` when the coordinator starts. Observers receive the change's event after
/// these calls. Navigation requested from a callback is applied after the current change.
///
/// ```swift
/// extension PlayerViewModel: NavigationLifecycle {
///     func screenBecameTop() { resume() }
///     func screenWasCovered() { pause() }
/// }
/// ```
@MainActor
public protocol NavigationLifecycle: AnyObject {
    /// The screen is now on top of everything: the user sees it.
    func screenBecameTop()
    /// Another screen now covers this one, which stays in the state.
    func screenWasCovered()
    /// The screen left the state; the coordinator releases its view model after this call.
    func screenWasRemoved()
}

extension NavigationLifecycle {
    /// Does nothing.
    public func screenBecameTop() {}
    /// Does nothing.
    public func screenWasCovered() {}
    /// Does nothing.
    public func screenWasRemoved() {}
}
