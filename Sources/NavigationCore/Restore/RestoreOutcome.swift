/// How a coordinator created from saved navigation started; see
/// ``Coordinator/init(restoring:orRoot:assemblies:setUp:)-(Data?,_,_,_)``.
public enum RestoreOutcome<Screen> {
    /// Everything saved was restored.
    case restored
    /// A guard redirected the restore: what it allows is shown, with the guard's screen over it, and `held`
    /// are the saved screens it holds back — stack by stack, the tabs out of sight first in their order, then
    /// the selected stack and its modal flows. Once the guard's screen finishes with a value they are added,
    /// and what is already shown stays as it is; until the user navigates over them they stay in
    /// ``Coordinator/savedNavigation``, so quitting at the guard's screen loses none of them.
    case restoredBehindGuard(held: [Screen])
    /// The saved navigation was restored up to a screen whose view model could not be built, or that this
    /// version of the app does not read (renamed or removed since, see ``SavedNavigation/UnreadScreens``):
    /// `dropped` are the screens left out with it by the rules of
    /// <doc:DeepLinksAndRestoration#What-a-screen-that-cannot-be-kept-costs> — those above it in its stack, and
    /// the modal flows above that stack — stack by stack from the base, each bottom first, the one that failed to
    /// build included; `reason` says why the first was left
    /// out. A screen that does not read is not in `dropped` (it is no screen of the app): `reason` names it,
    /// and ``SavedNavigation/unread`` lists every one. Screens a guard held back are then not reported.
    case restoredInPart(dropped: [Screen], reason: NavigationError)
    /// Nothing saved was restored, and the coordinator started at its root; `reason` says why.
    case startedAtRoot(reason: NavigationError)
}

extension RestoreOutcome: Equatable where Screen: Equatable {}
extension RestoreOutcome: Sendable where Screen: Sendable {}
