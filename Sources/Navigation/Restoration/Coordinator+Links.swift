#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Coordinator where Screen: Routable {
    /// The current state in its saved form, ready to be written and restored on the next start.
    ///
    /// ```swift
    /// try coordinator.savedNavigation.json.write(to: file)
    /// ```
    public var savedNavigation: SavedNavigation<Screen> {
        SavedNavigation(state: state, awaitingResult: entriesAwaitingResult)
    }

    /// Restores saved state: replaces the whole state with it and builds every view model anew.
    ///
    /// - Parameter saved: The state to restore.
    /// - Throws: ``NavigationError`` when a guard refuses or a view model cannot be built; nothing changes.
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
    ///   - json: The saved bytes, as ``SavedNavigation/json`` wrote them.
    ///   - maxBytes: The largest input read.
    ///   - maxEntries: The most entries read.
    /// - Throws: ``NavigationError/invalidSavedState(_:)`` naming what is wrong with the input, or the
    ///   ``NavigationError`` of a refused restore. The state is then unchanged.
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

    /// Opens a deep link: replaces the state with the stack the link names (see ``DeepLinks/stack(for:)``),
    /// through the guards, as ``Coordination/setStack(_:)`` does.
    ///
    /// ```swift
    /// try coordinator.open(link: "demo://confirm?text=hello", using: links)
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link.
    ///   - links: The app's deep links.
    /// - Throws: ``NavigationError/invalidLink(_:)`` naming the part of the link that is wrong, or the
    ///   ``NavigationError`` of a refused navigation. The state is then unchanged.
    public func open(link: String, using links: DeepLinks<Screen>) throws(NavigationError) {
        let stack: [Screen]
        do {
            stack = try links.stack(for: link)
        } catch {
            throw .invalidLink(error)
        }
        try setStack(stack)
    }
}
