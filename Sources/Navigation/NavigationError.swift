/// Why a navigation request was refused.
///
/// A refused request never changes the navigation state: the stack, its ids and its view models are
/// exactly as they were before the request.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `pop()` was asked for while only the root screen is in the stack.
    case cannotPopRoot
    /// The Assembly of `screen` threw while building its view model.
    ///
    /// `screen` describes the screen that was requested; `reason` describes the error its Assembly threw.
    case buildFailed(screen: String, reason: String)
    /// The request came through the ``Coordination`` handle of an entry that is no longer in the stack.
    ///
    /// A view model keeps its handle after its screen was removed; anything it asks for afterwards is refused.
    case staleHandle(entry: EntryID)
    /// The request came through a handle whose coordinator no longer exists.
    case coordinatorReleased

    /// A one-line explanation that a user interface can show as it is.
    public var description: String {
        switch self {
        case .cannotPopRoot:
            "Cannot go back: this is the first screen."
        case .buildFailed(let screen, let reason):
            "Cannot open \(screen): \(reason)"
        case .staleHandle(let entry):
            "Ignored a request from screen \(entry), which is no longer shown."
        case .coordinatorReleased:
            "Ignored a request: the navigation it belonged to has ended."
        }
    }
}
