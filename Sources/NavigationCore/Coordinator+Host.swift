// What a host — the UI that draws the state — uses besides the events: the user's own navigation, what it may
// allow beforehand, and the view models typed as the UI draws them. The article "Driving a UI" describes the
// contract.

extension Coordinator {
    /// Applies navigation the user already did in the UI: a back button or a completed back swipe, a sheet
    /// swiped down.
    ///
    /// The UI has shown it already, so it is never refused: guards do not see it (ask ``allows(_:)`` before
    /// the gesture begins instead). Otherwise it is a change like any other — lifecycle calls for the removed
    /// screens and the new top, results of removed screens opened for one closed without a value, and one
    /// ``NavigationEvent/changed(_:cause:)`` event whose cause is ``NavigationCause/user(_:)``.
    ///
    /// When the state no longer holds what the user went back from — the app navigated while the gesture
    /// was running — nothing changes: the host then shows the state again from the events that came in the
    /// meantime. A gesture that was cancelled is not reported at all. Reported during a change (from an
    /// observer or a lifecycle call), it is applied after that change.
    ///
    /// ```swift
    /// // UINavigationController did show the controller of the entry `id` after a back swipe:
    /// try coordinator.userDid(.wentBack(to: id))
    /// ```
    ///
    /// - Parameter navigation: What the user did.
    /// - Throws: Only a host's mistake: ``NavigationError/entryNotFound(_:)`` for an id this coordinator
    ///   never gave, ``NavigationError/notAModalFlow(_:)`` for a dismissal of an entry that is not the root
    ///   of a modal flow. The state is then unchanged.
    @inlinable
    public func userDid(_ navigation: UserNavigation) throws(NavigationError) {
        try perform(Operation(user: navigation))
    }

    /// Does what the user asked for with a control that does not show it by itself — a back button drawn by
    /// the app, a typed command: as the user's own navigation (``userDid(_:)``) when ``allows(_:)`` says yes;
    /// otherwise as the request the app would make for it (``NavigationState/request(for:)``), which a guard
    /// may refuse with its reason or redirect (a sign-in before the screen beneath). Nothing happens when the
    /// navigation would change nothing.
    ///
    /// ```swift
    /// // The app's own Back button:
    /// if let back = coordinator.state.back { try coordinator.userAsked(back) }
    /// ```
    ///
    /// - Parameter navigation: What the user asked for.
    /// - Throws: Why a guard refused, or what ``userDid(_:)`` throws; nothing changes then.
    @inlinable
    public func userAsked(_ navigation: UserNavigation) throws(NavigationError) {
        if allows(navigation) {
            try userDid(navigation)
        } else if let request = try state.request(for: navigation) {
            try navigate(request)
        }
    }

    /// Whether the user may do `navigation` now: whether it would change the state and every guard allows
    /// the request the app would make for it (``NavigationState/request(for:)``). A host asks before it
    /// starts a back gesture or an interactive dismissal, and disables it when the answer is no.
    ///
    /// A guard that redirects counts as a no: a redirect opens a screen, which a gesture cannot. A host
    /// that offers a back button can still send ``NavigationRequest/goBack`` and let the guard redirect.
    ///
    /// ```swift
    /// sheet.isModalInPresentation = !coordinator.allows(.dismissed(flow: root.id))
    /// ```
    ///
    /// - Parameter navigation: What the user would do.
    /// - Returns: `true` when ``userDid(_:)`` with it would change the state and the guards allow it.
    public func allows(_ navigation: UserNavigation) -> Bool {
        guard let request = try? storage.state.request(for: navigation) else { return false }
        return storage.guards.allSatisfy { _, decide in
            if case .allow = decide(request, storage.state) { true } else { false }
        }
    }

    /// The view model built for the entry `id`, as the type the UI draws it as — usually the screen's
    /// protocol. A UI calls it in its exhaustive switch over the screens, for the case of the entry's screen:
    ///
    /// ```swift
    /// let model = try coordinator.viewModel(for: entry.id, as: (any ListPresentable).self)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The id of an entry of ``state``.
    ///   - expected: The type the UI expects.
    /// - Returns: The view model, typed.
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when no such entry is in the state;
    ///   ``NavigationError/viewModelTypeMismatch(entry:expected:built:)`` when the screen's Assembly built
    ///   another type — a wiring mistake that `expectEveryScreenBuilds` in `NavigationTesting` finds in a test.
    @inlinable
    public func viewModel<Model>(for id: EntryID, as expected: Model.Type = Model.self) throws(NavigationError) -> Model
    {
        // Inlinable, so that the cast is compiled for the host's own view model type: a host asks this for every
        // entry it shows, and compiled once here for any type, the cast and the coordinator's generic parameter
        // were looked up at run time (BENCHMARKS.md, the host layer).
        guard let viewModel = viewModel(for: id) else { throw .entryNotFound(id) }
        guard let typed = viewModel as? Model else {
            throw .viewModelTypeMismatch(
                entry: id, expected: String(describing: Model.self), built: String(describing: type(of: viewModel)))
        }
        return typed
    }

    /// The view model of the top screen, as the type the UI draws it as.
    ///
    /// ```swift
    /// try coordinator.topViewModel(as: ListViewModel.self).open(42)
    /// ```
    ///
    /// - Parameter expected: The type the UI expects.
    /// - Returns: The view model, typed.
    /// - Throws: ``NavigationError/viewModelTypeMismatch(entry:expected:built:)`` when it is of another type.
    @inlinable
    public func topViewModel<Model>(as expected: Model.Type = Model.self) throws(NavigationError) -> Model {
        try viewModel(for: storage.state.top.id, as: expected)
    }
}

extension Coordinator {
    /// Whether the view model on top declared that it receives the result of `screen` when a link or a restore
    /// opens it above it (``Coordination/receiveResults(expecting:from:onResult:)``), for NavigationTesting's
    /// wiring expectation.
    package func topReceivesUnaskedResults(of screen: Screen) -> Bool {
        guard let key = storage.built.topKey else { return false }
        return storage.built.receivesUnaskedResults(key, of: screen)
    }
}
