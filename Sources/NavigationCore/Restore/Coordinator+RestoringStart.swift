// Starting from saved navigation: the restoring initializers (of the saved-state format) read their input into a
// `RestoreStart`, and the coordinator restores it through the engine, over its first state, unbuilt.

/// What a coordinator restores when it starts: a state read from saved navigation, the entries in it that await
/// a result, and the screens reading it already left out — screens this version of the app does not read, and
/// those above them — with why the first was.
@usableFromInline
package struct RestoreStart<Screen> {
    @usableFromInline let state: NavigationState<Screen>
    @usableFromInline let awaitingResult: Set<EntryID>
    @usableFromInline let leftOut: [Screen]
    @usableFromInline let leftOutReason: NavigationError?

    /// A start from `state`, whose entries `awaitingResult` await a result; reading it left out `leftOut`, the
    /// first for `leftOutReason` (`nil` when nothing was left out).
    @inlinable
    package init(
        state: NavigationState<Screen>, awaitingResult: Set<EntryID>, leftOut: [Screen] = [],
        leftOutReason: NavigationError? = nil
    ) {
        self.state = state
        self.awaitingResult = awaitingResult
        self.leftOut = leftOut
        self.leftOutReason = leftOutReason
    }
}

extension Coordinator {
    /// Creates a coordinator that starts from `saved` — nothing saved (`nil`), why it could not be read, or what
    /// was read — restored through the engine once `setUp` installed guards and observers; `root` is built
    /// only when nothing is restored. Sets ``restoreOutcome`` unless nothing was saved.
    @inlinable
    package convenience init(
        restoring saved: Result<RestoreStart<Screen>, NavigationError>?,
        orRoot root: Screen,
        assemblies: some AssemblyProvider<Screen>,
        setUp: (Coordinator) -> Void
    ) throws(NavigationError) {
        self.init(unbuilt: root, assemblies: assemblies)
        try firstBuild(after: setUp) { () throws(NavigationError) in
            if !restoreAtStart(saved, tabHistory: TabHistory()) { try buildRoot() }
        }
    }

    /// Creates a coordinator with a tab for each case of `Tab` that starts from `saved`, as the initializer above
    /// does without tabs; the tabs' roots, `tab` selected, are built only when nothing is restored.
    @inlinable
    package convenience init<Tab: NavigationTab>(
        restoring saved: Result<RestoreStart<Screen>, NavigationError>?,
        orSelecting tab: Tab,
        assemblies: some AssemblyProvider<Screen>,
        setUp: (Coordinator) -> Void
    ) throws(NavigationError) where Tab.Screen == Screen {
        self.init(unbuilt: NavigationState(selecting: tab), assemblies: assemblies, tabHistory: Tab.tabHistory)
        try firstBuild(after: setUp) { () throws(NavigationError) in
            if !restoreAtStart(saved, tabHistory: Tab.tabHistory) {
                try buildOtherTabs()
                try buildRoot()
            }
        }
    }

    /// Starts from `saved` over the coordinator's first state, unbuilt, and makes the navigation asked for
    /// meanwhile; returns whether anything was restored — when not, the first state is still to build. Sets
    /// ``restoreOutcome`` unless nothing was saved.
    @inlinable
    func restoreAtStart(_ saved: Result<RestoreStart<Screen>, NavigationError>?, tabHistory: TabHistory) -> Bool {
        switch saved {
        case nil:
            return false
        case .failure(let error):
            storage.restoreOutcome = .startedAtRoot(reason: error)
            return false
        case .success(let saved):
            guard restoreAtStart(saved, tabHistory: tabHistory) else { return false }
            runPending()
            return true
        }
    }

    /// Starts from `saved`, over the coordinator's first state, unbuilt, through the engine as any restore —
    /// guards, Observation, observers and lifecycle calls see it as they see a runtime restore — leaving out
    /// what a screen that cannot be kept costs (<doc:DeepLinksAndRestoration#What-a-screen-that-cannot-be-kept-costs>):
    /// a tab the app no longer has, and a screen whose view model cannot be built, cut at its entry and tried
    /// again, at most once per entry. Sets ``restoreOutcome``; returns whether anything was restored.
    @inlinable
    func restoreAtStart(_ saved: RestoreStart<Screen>, tabHistory: TabHistory) -> Bool {
        storage.built.holdPlaces(for: storage.state)  // replaced by the restore, never built
        storage.startsUnbuilt = true
        defer { storage.startsUnbuilt = false }
        do throws(NavigationError) {
            guard !saved.awaitingResult.contains(saved.state.root.id) else {
                throw .invalidSavedState(.rootAwaitsResult)
            }
            // A tab renamed since opens as the tab it is now; one the app no longer has costs that tab only.
            let (renamed, leftTabs, unknownTab) = try storage.state.renamingTabs(
                of: saved.state, history: tabHistory, leavingOutUnknown: true)
            var state = try storage.state.adoptingTabs(of: renamed)
            var left: [Screen] = leftTabs
            var firstFailure = unknownTab.map { NavigationError.invalidSavedState(.unknownTab($0)) }
            // The restore gives the entries ids from the coordinator's next, in the order
            // `cut(leavingOutEntryAt:)` counts.
            for _ in 0...(state.entries.count + state.entriesOfOtherTabs.count) {
                let first = storage.state.nextID.rawValue
                do {
                    try run(Operation(restoring: state, awaitingResult: saved.awaitingResult))
                    break
                } catch {
                    guard case .buildFailed(let name, _) = error, let failed = storage.built.lastFailed,
                        failed.rawValue >= first,
                        let (smaller, screens) = state.cut(leavingOutEntryAt: Int(failed.rawValue - first)),
                        screens.first.map({ screenName($0) == name }) == true
                    else { throw error }
                    state = try storage.state.adoptingTabs(of: smaller)  // a tab left out starts at its root
                    left += screens
                    firstFailure = firstFailure ?? error
                }
            }
            let outcome: RestoreOutcome<Screen> =
                firstFailure.map { .restoredInPart(dropped: left, reason: $0) }
                ?? storage.held.map { .restoredBehindGuard(held: $0.screens) } ?? .restored
            storage.restoreOutcome = outcome.leavingOut(saved.leftOut, for: saved.leftOutReason)
            return true
        } catch {
            storage.restoreOutcome = .startedAtRoot(reason: error)
            storage.built.releasePlaces()
            return false
        }
    }
}

extension RestoreOutcome {
    /// This outcome of a restore whose reading left out `leftOut`, the first for `reason`: restored in part,
    /// then, with `reason`. Unchanged when reading left nothing out (`reason` is `nil`).
    @inlinable
    func leavingOut(_ leftOut: [Screen], for reason: NavigationError?) -> RestoreOutcome {
        guard let reason else { return self }
        switch self {
        case .restored, .restoredBehindGuard: return .restoredInPart(dropped: leftOut, reason: reason)
        case .restoredInPart(let dropped, _): return .restoredInPart(dropped: leftOut + dropped, reason: reason)
        case .startedAtRoot: return self
        }
    }
}
