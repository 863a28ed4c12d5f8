import NavigationCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The entry points of links and saved state are `@inlinable` for the reason the engine is (see
// `Coordinator+Engine.swift`): the navigation they make is then compiled for the app's own screen type.
extension Coordinator where Screen: Routable {
    /// The current state in its saved form, ready to be written and restored on the next start.
    ///
    /// Screens that a guard holds back from a restore — a PIN-locked history in a saved session — are saved as
    /// they were, while the user has not navigated in their stack since: closing the guard's screen, or quitting
    /// at it, loses none of them, and the next start asks again. The guard's own screen is not saved with them.
    ///
    /// Each entry's route is written here, on the coordinator's actor, once: the coordinator keeps the routes
    /// of the entries it saved, and the next save writes only the entries new since — saving after every
    /// change writes the screen pushed, not the whole stack again. A route is kept while its entry's screen is
    /// equal (`==`) to the one it was written from, so a screen type's `==` must tell apart screens whose routes
    /// differ, as the synthesized one does. The saved form's
    /// ``SavedNavigation/json(maxBytes:maxEntries:unwritableScreens:)`` then puts the routes in order.
    ///
    /// ```swift
    /// try coordinator.savedNavigation.json().write(to: file)
    /// ```
    @inlinable
    public var savedNavigation: SavedNavigation<Screen> {
        let saved = stateToSave
        let routes = writtenRoutes(of: saved)
        return SavedNavigation(state: saved, awaitingResult: entriesAwaitingResult, writtenRoutes: routes)
    }

    /// The route of every entry of `state` whose route can be written: kept from the last save when the entry
    /// still shows the screen it was written from, written otherwise. (An id can come to show another screen:
    /// held screens are saved under the ids next to come, which the next entries get.) The coordinator keeps
    /// them for the next save, and only them: the routes of entries gone since are dropped, so what is kept is
    /// never more than the state saved.
    /// The session as JSON, as ``SavedNavigation/jsonReportingLeftOut(maxBytes:maxEntries:)`` writes
    /// ``savedNavigation`` — the screens whose routes cannot be written left out, by the rules of *Deep links
    /// and restoration* —, told to the observers of events when it left screens out:
    /// ``NavigationEvent/savedInPart(leftOut:)`` names the first screen left out of each stack and tab. What a
    /// host saves with, so that an app's log hears of the screens its next start will not have.
    ///
    /// ```swift
    /// try coordinator.savedJSON().write(to: file)
    /// ```
    ///
    /// - Parameters:
    ///   - maxBytes: The largest JSON to write, in bytes; at most what the reader accepts.
    ///   - maxEntries: The most entries to write; at most what the reader accepts.
    /// - Returns: The JSON, which ``restore(json:maxBytes:maxEntries:)`` and the restoring initializers read.
    /// - Throws: ``SavingError`` when nothing can be written: the state is beyond the limits, or the base
    ///   stack's root cannot be written. Nothing is told to the observers then.
    public func savedJSON(
        maxBytes: Int = SavedNavigation<Screen>.defaultMaxBytes,
        maxEntries: Int = SavedNavigation<Screen>.defaultMaxEntries
    ) throws(SavingError) -> Data {
        let written = try savedNavigation.jsonReportingLeftOut(maxBytes: maxBytes, maxEntries: maxEntries)
        if !written.leftOut.isEmpty { report(.savedInPart(leftOut: written.leftOut)) }
        return written.json
    }

    @inlinable
    func writtenRoutes(of state: NavigationState<Screen>) -> WrittenRoutes<Screen> {
        let known = WrittenRoutes(byEntry: lastSavedRoutes)
        var routes = WrittenRoutes<Screen>()
        routes.reserve(known.count + 1)
        func write(_ stack: [NavigationEntry<Screen>]) {
            for index in stack.indices {
                let (id, screen) = (stack[index].id, stack[index].screen)
                if let route = known.route(of: id, showing: screen) ?? (try? screen.route()) {
                    routes.keep(route, for: id, showing: screen)
                }
            }
        }
        for stack in state.storedStacks { write(stack) }
        for stack in state.storedTabs?.parked ?? [] { write(stack) }
        lastSavedRoutes = routes.byEntry
        return routes
    }

    /// Restores saved state: replaces the whole state with it and builds every view model anew.
    ///
    /// - Parameter saved: The state to restore.
    /// - Throws: ``NavigationError`` when a guard refuses or a view model cannot be built; nothing changes.
    @inlinable
    public func restore(_ saved: SavedNavigation<Screen>) throws(NavigationError) {
        try restore(saved.state, awaitingResult: saved.awaitingResult)
    }

    /// Reads saved state from its JSON form and restores it; the input is checked completely before anything
    /// changes.
    ///
    /// ```swift
    /// do {
    ///     try coordinator.restore(json: Data(contentsOf: file))
    /// } catch {
    ///     print(error)   // Cannot restore the saved navigation: stacks[0][1].screen is missing.
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - json: The saved bytes, as ``SavedNavigation/json(maxBytes:maxEntries:unwritableScreens:)`` wrote them.
    ///   - maxBytes: The largest input read.
    ///   - maxEntries: The most entries read.
    /// - Throws: ``NavigationError/invalidSavedState(_:)`` naming what is wrong with the input, or the
    ///   ``NavigationError`` of a refused restore. The state is then unchanged.
    @inlinable
    public func restore(
        json: Data,
        maxBytes: Int = SavedNavigation<Screen>.defaultMaxBytes,
        maxEntries: Int = SavedNavigation<Screen>.defaultMaxEntries
    ) throws(NavigationError) {
        let saved: SavedNavigation<Screen>
        do {
            saved = try SavedNavigation(json: json, maxBytes: maxBytes, maxEntries: maxEntries)
        } catch {
            throw .invalidSavedState(error)
        }
        try restore(saved)
    }
}

extension Coordinator where Screen: Routable {
    /// Creates a coordinator that starts from saved navigation, with its guards and observers installed before
    /// the first screen is built, so that guards see the restore and observers its change: the restore is made
    /// as ``restore(_:awaitingResult:)`` makes one, over the first state — `root`, never built, whose entry
    /// observers see replaced — and the restored entries get ids from the next. `root` is built only when
    /// nothing is restored.
    ///
    /// ```swift
    /// let coordinator = try Coordinator(
    ///     restoring: try? Data(contentsOf: file), orRoot: .home, assemblies: RootAssembly(scope: .live)
    /// ) { coordinator in
    ///     coordinator.addGuard(signInGuard)
    /// }
    /// if case .startedAtRoot(let reason) = coordinator.restoreOutcome { print(reason) }
    /// ```
    ///
    /// What is restored, and how it ends, is ``restoreOutcome``:
    /// - Everything, when the guards allow it and every view model builds: ``RestoreOutcome/restored``.
    /// - When a guard redirects (a PIN before a locked screen), everything before the guarded screen, with the
    ///   guard's screen over it: ``RestoreOutcome/restoredBehindGuard(held:)`` lists the screens held back. They
    ///   follow once that screen finishes with a result, added to what is shown, which keeps its view models.
    /// - When a view model cannot be built (its data is gone: an order of an earlier run), or a saved screen
    ///   does not read in this version of the app (renamed or removed since), what stays by the rules of
    ///   <doc:DeepLinksAndRestoration#What-a-screen-that-cannot-be-kept-costs>: that screen and what lies above it are left out,
    ///   and ``RestoreOutcome/restoredInPart(dropped:reason:)`` says which and why. Keep the saved bytes if the
    ///   app may read them whole again.
    /// - When the input is unreadable, a guard refuses, or the first screen cannot be built, `root` alone:
    ///   ``RestoreOutcome/startedAtRoot(reason:)`` says why. No input at all (`nil`) starts at `root` too, with
    ///   no outcome to report: ``restoreOutcome`` is `nil`.
    ///
    /// - Parameters:
    ///   - json: The saved bytes, as ``SavedNavigation/json(maxBytes:maxEntries:unwritableScreens:)`` wrote them; `nil` when
    ///     nothing was saved.
    ///   - root: The first screen when nothing can be restored.
    ///   - assemblies: Maps each screen to the Assembly that builds it.
    ///   - setUp: Installs guards and observers, before anything is built.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` only when nothing was restored and `root`
    ///   cannot be built either.
    @inlinable
    public convenience init(
        restoring json: Data?,
        orRoot root: Screen,
        assemblies: some AssemblyProvider<Screen>,
        setUp: (Coordinator) -> Void = { _ in }
    ) throws(NavigationError) {
        try self.init(restoring: Self.read(json), orRoot: root, assemblies: assemblies, setUp: setUp)
    }

    /// Creates a coordinator that starts from saved navigation already read; see
    /// ``init(restoring:orRoot:assemblies:setUp:)-(Data?,_,_,_)``.
    ///
    /// - Parameters:
    ///   - saved: The saved navigation, or why it could not be read; `nil` when nothing was saved.
    ///   - root: The first screen when nothing can be restored.
    ///   - assemblies: Maps each screen to the Assembly that builds it.
    ///   - setUp: Installs guards and observers, before anything is built.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` only when nothing was restored and `root`
    ///   cannot be built either.
    @inlinable
    public convenience init(
        restoring saved: Result<SavedNavigation<Screen>, NavigationError>?,
        orRoot root: Screen,
        assemblies: some AssemblyProvider<Screen>,
        setUp: (Coordinator) -> Void = { _ in }
    ) throws(NavigationError) {
        let start = saved.map { saved in saved.map(\.restoreStart) }
        try self.init(restoring: start, orRoot: root, assemblies: assemblies, setUp: setUp)
    }

    /// Reads `json` for a restoring initializer: `nil` when nothing was saved; screens this version does not
    /// read are left out.
    @inlinable
    static func read(_ json: Data?) -> Result<RestoreStart<Screen>, NavigationError>? {
        json.map { json in
            Result { () throws(NavigationError) in
                do throws(RestorationError) {
                    return try SavedNavigation(json: json, unreadScreens: .leftOut).restoreStart
                } catch {
                    throw .invalidSavedState(error)
                }
            }
        }
    }
}

extension Coordinator where Screen: Routable {
    /// Creates a coordinator with tabs that starts from saved navigation: guards and observers are installed
    /// first, and then the saved navigation is restored as ``restore(_:awaitingResult:)`` restores — through
    /// the guards, Observation and observers seeing the change that replaces the first state (every tab at its
    /// root, never built) — every tab with its stack and the saved tab selected (see ``restore(_:awaitingResult:)``
    /// for how tabs are matched). The tabs' roots are built only when nothing is restored.
    ///
    /// ```swift
    /// let coordinator = try Coordinator(
    ///     restoring: try? Data(contentsOf: file), orSelecting: AppTab.text, assemblies: RootAssembly(scope: .live)
    /// )
    /// if case .startedAtRoot(let reason) = coordinator.restoreOutcome { print(reason) }
    /// ```
    ///
    /// What is restored, and how it ends, is ``restoreOutcome``:
    /// - Everything, when the guards allow it and every view model builds: ``RestoreOutcome/restored``.
    /// - When a guard redirects (a PIN before a locked screen), each tab up to its first screen the guard
    ///   stops, with the guard's screen over the selected one: ``RestoreOutcome/restoredBehindGuard(held:)``
    ///   lists the screens held back. They follow once that screen finishes with a result, added to what is
    ///   shown, which keeps its view models.
    /// - When a view model cannot be built (its data is gone: an order of an earlier run), or a saved screen
    ///   does not read in this version of the app (renamed or removed since), what stays by the rules of
    ///   <doc:DeepLinksAndRestoration#What-a-screen-that-cannot-be-kept-costs>: that screen and what lies above it in its stack
    ///   are left out, each tab on its own (a tab whose root goes starts at its root; when it is the selected
    ///   one, the first tab kept is selected), and ``RestoreOutcome/restoredInPart(dropped:reason:)`` says which
    ///   and why.
    /// - A saved tab renamed since opens as the tab it is now (``NavigationTab/tabHistory``); one the app no
    ///   longer has is left out, as a tab whose root does not read.
    /// - When the input is unreadable or a guard refuses, every tab at its root, with `tab` selected:
    ///   ``RestoreOutcome/startedAtRoot(reason:)`` says why. No input at all (`nil`) leaves ``restoreOutcome``
    ///   `nil`.
    ///
    /// - Parameters:
    ///   - json: The saved bytes, as ``SavedNavigation/json(maxBytes:maxEntries:unwritableScreens:)`` wrote them; `nil` when
    ///     nothing was saved.
    ///   - tab: The tab selected when nothing is restored.
    ///   - assemblies: Maps each screen to the Assembly that builds it.
    ///   - setUp: Installs guards and observers, before anything is built.
    /// - Throws: ``NavigationError/buildFailed(screen:reason:)`` only when a tab's root cannot be built.
    @inlinable
    public convenience init<Tab: NavigationTab>(
        restoring json: Data?,
        orSelecting tab: Tab,
        assemblies: some AssemblyProvider<Screen>,
        setUp: (Coordinator) -> Void = { _ in }
    ) throws(NavigationError) where Tab.Screen == Screen {
        try self.init(restoring: Self.read(json), orSelecting: tab, assemblies: assemblies, setUp: setUp)
    }
}

extension SavedNavigation {
    /// What a coordinator restores when it starts from this saved navigation.
    @inlinable
    var restoreStart: RestoreStart<Screen> {
        RestoreStart(
            state: state, awaitingResult: awaitingResult, leftOut: leftOut,
            leftOutReason: unread.first.map { .invalidSavedState($0.reason) })
    }
}
