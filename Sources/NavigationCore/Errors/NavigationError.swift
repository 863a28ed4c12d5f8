/// Why a navigation request was refused.
///
/// A refused request never changes the navigation state: the stacks, their ids and their view models are
/// exactly as they were before the request.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A pop was asked for while the active stack has only its root (a modal flow closes with `dismiss`).
    case cannotPopRoot
    /// The Assembly of `screen` threw while building its view model.
    ///
    /// `screen` names the screen that was requested — by its route (`shop/product/9`) when the screen enum is
    /// ``Routable``, otherwise by its description; `reason` describes the error its Assembly threw.
    case buildFailed(screen: String, reason: String)
    /// The request came through the ``Coordination`` handle of an entry that is no longer in the state.
    ///
    /// A view model keeps its handle after its screen was removed; anything it asks for afterwards is refused.
    case staleHandle(entry: EntryID)
    /// The request came through a handle whose coordinator no longer exists.
    case coordinatorReleased
    /// The state has given every id it can: no new entry can be added to it.
    case idsExhausted
    /// No entry has this id.
    case entryNotFound(EntryID)
    /// No entry shows the screen named (by its route when the screen enum is ``Routable``).
    case screenNotFound(screen: String)
    /// A stack was asked to become empty; every stack keeps at least one screen.
    case emptyStack
    /// `dismiss` was asked for while no modal flow is presented.
    case noModalToDismiss
    /// A host reported the dismissal of a modal flow by an entry that is not the root of one.
    case notAModalFlow(EntryID)
    /// A UI asked for the view model of `entry` as `expected`, and the view model built for it is a
    /// `built`: the screen's Assembly and the UI disagree.
    case viewModelTypeMismatch(entry: EntryID, expected: String, built: String)
    /// A guard refused the request, for `reason`.
    case refusedByGuard(reason: String)
    /// `finish(with:)` was called by an entry that nobody opened for a result.
    case noResultExpected(entry: EntryID)
    /// `finish(with:)` handed a value of another type than the one its opener expects.
    case resultTypeMismatch(expected: String, received: String)
    /// A deep link could not be read; nothing was requested.
    case invalidLink(DeepLinkError)
    /// Saved state could not be read; nothing was requested.
    case invalidSavedState(RestorationError)
    /// More than `limit` requests were made while one navigation was being made — the mark of a loop, such as
    /// an observer that retries every refusal, or a guard that redirects to a screen that finishes as soon as
    /// it is shown. The requests still queued were dropped, each refused with this error.
    case requestLoop(limit: Int)
    /// The state has no such tab, or no tabs.
    case unknownTab(AnyNavigationTab)
    /// The screen of `entry` asked, through its handle, to open or replace a screen while it is not the screen
    /// on top — covered by other screens or modal flows, or in a tab that is not selected — where what it
    /// opens would land out of the user's sight or in a stack it is not in.
    case requesterNotOnTop(entry: EntryID)

    /// A one-line explanation that a user interface can show as it is.
    public var description: String {
        switch self {
        case .cannotPopRoot: "Cannot go back: this is the first screen."
        case .buildFailed(let screen, let reason): "Cannot open \(screen): \(reason)"
        case .staleHandle(let entry): "Ignored a request from screen \(entry), which is no longer shown."
        case .idsExhausted: "Cannot open another screen: this navigation has used every screen id."
        case .coordinatorReleased: "Ignored a request: the navigation it belonged to has ended."
        case .entryNotFound(let id): "No screen \(id) is open."
        case .screenNotFound(let screen): "No open screen shows \(screen)."
        case .emptyStack: "A stack needs at least one screen."
        case .noModalToDismiss: "Nothing to close: no modal flow is open."
        case .notAModalFlow(let id): "Screen \(id) is not the first screen of a modal flow."
        case .viewModelTypeMismatch(let entry, let expected, let built):
            "The view model of screen \(entry) is of type \(built); the UI expects \(expected)."
        case .refusedByGuard(let reason): "Not allowed: \(reason)"
        case .noResultExpected(let entry): "Screen \(entry) was not opened for a result."
        case .resultTypeMismatch(let expected, let received):
            "The result is a \(received), but its opener expects a \(expected)."
        case .invalidLink(let error): error.description
        case .invalidSavedState(let error): error.description
        case .requestLoop(let limit):
            "Ignored a request: more than \(limit) were made during one navigation, as in a loop."
        case .unknownTab(let tab): "No tab is named \"\(displayText(tab.name))\"."
        case .requesterNotOnTop(let entry):
            "Ignored a request from screen \(entry): it is covered, and only the screen on top can open another."
        }
    }
}
