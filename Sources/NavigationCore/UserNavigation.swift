/// Navigation the user already did in the UI, which the host reports with ``Coordinator/userDid(_:)``.
///
/// A back button, a completed back swipe, a sheet swiped down: the UI has already animated them, so the
/// coordinator applies them without asking its guards and never refuses them. A host that wants a guard to
/// have its say asks ``Coordinator/allows(_:)`` beforehand, and disables the gesture when it says no.
public enum UserNavigation: Hashable, Sendable {
    /// The user went back until the entry `to` was on top — a back button, a back swipe, a pick from the
    /// back button's menu. Everything above it is removed, modal flows over it included.
    case wentBack(to: EntryID)
    /// The user closed the modal flow whose root is the entry `flow`, and any flow over it — a sheet swiped
    /// down, a popover tapped away.
    case dismissed(flow: EntryID)
    /// The user selected this tab — a tab bar's button, a sidebar's row. Modal flows close, as
    /// ``NavigationRequest/selectTab(_:popToRootIfSelected:)-enum.case`` closes them. (A tab bar that pops the selected
    /// tab to its root when tapped again reports that as ``wentBack(to:)`` its root.)
    case selectedTab(AnyNavigationTab)
}

extension UserNavigation {
    /// The user selected `tab`, a case of the app's tab enum: ``selectedTab(_:)-enum.case``.
    ///
    /// - Parameter tab: The tab.
    @inlinable
    public static func selectedTab<Tab: NavigationTab>(_ tab: Tab) -> Self {
        .selectedTab(AnyNavigationTab(tab))
    }
}

extension UserNavigation: CustomStringConvertible {
    /// The navigation as a log line shows it: `went back to #1`, `dismissed the flow of #3`.
    public var description: String {
        switch self {
        case .wentBack(let id): "went back to \(id)"
        case .dismissed(let id): "dismissed the flow of \(id)"
        case .selectedTab(let tab): "selected the tab \(displayText(tab.name))"
        }
    }
}

extension NavigationState where Screen: Equatable {
    /// The change `navigation` makes, or `nil` when the state no longer holds what the user left (the app
    /// navigated meanwhile) or already shows where the user went.
    ///
    /// ```swift
    /// let change = try state.plan(.wentBack(to: list.id))
    /// ```
    ///
    /// - Parameter navigation: What the user did.
    /// - Returns: The change, to apply with ``apply(_:)``.
    /// - Throws: ``NavigationError/entryNotFound(_:)`` for an id this state never gave;
    ///   ``NavigationError/notAModalFlow(_:)`` when the entry of a dismissal is not the root of a modal flow;
    ///   ``NavigationError/unknownTab(_:)`` for a tab the state does not have.
    @inlinable
    public func plan(_ navigation: UserNavigation) throws(NavigationError) -> NavigationChange<Screen>? {
        var change = unchanged
        return try plan(navigation, into: &change) ? change : nil
    }

    /// Plans `navigation` into `change`, replacing what it held, and returns whether there is a change, as a
    /// request is planned in place (`NavigationState+Planning.swift`).
    @inlinable
    func plan(_ navigation: UserNavigation, into change: inout NavigationChange<Screen>) throws(NavigationError) -> Bool
    {
        switch navigation {
        case .wentBack(let id):
            guard try locationIfStill(id) != nil else { return false }
            return try planRemoval(above: id, into: &change)
        case .dismissed(let id):
            guard let (stack, index) = try locationIfStill(id) else { return false }
            guard stack > 0, index == 0 else { throw .notAModalFlow(id) }
            try planRemoval(of: id, into: &change)
            return true
        case .selectedTab(let name):
            return Self.assign(try planSelectTab(name, popToRootIfSelected: false), to: &change)
        }
    }

    /// The request the app would make for the change `navigation` makes: what guards are asked about it.
    ///
    /// One step back is ``NavigationRequest/goBack``, closing the top flow ``NavigationRequest/dismiss``;
    /// anything further is ``NavigationRequest/popTo(_:)`` the entry that ends on top; selecting a tab is
    /// ``NavigationRequest/selectTab(_:popToRootIfSelected:)-enum.case``.
    ///
    /// - Parameter navigation: What the user would do.
    /// - Returns: The request, or `nil` when the navigation would change nothing.
    /// - Throws: What ``plan(_:)-(UserNavigation)`` throws.
    public func request(for navigation: UserNavigation) throws(NavigationError) -> NavigationRequest<Screen>? {
        guard let change = try plan(navigation) else { return nil }
        switch navigation {
        case .wentBack(let id):
            return change == (try? plan(.goBack)) ? .goBack : .popTo(id)
        case .dismissed:
            return change.stack == activeIndex - 1 ? .dismiss : stacks[change.stack].last.map { .popTo($0.id) }
        case .selectedTab(let name):
            return .selectTab(name, popToRootIfSelected: false)
        }
    }

    /// What a back button does here, done by the user: go back to the entry under the top one, or close the
    /// top modal flow at its root; `nil` on the first screen.
    ///
    /// ```swift
    /// backButton.isEnabled = coordinator.state.back.map(coordinator.allows) ?? false
    /// ```
    public var back: UserNavigation? {
        if active.count > 1 { return .wentBack(to: active[active.count - 2].id) }
        return stacks.count > 1 ? .dismissed(flow: top.id) : nil
    }

    /// Where the entry `id` is, or `nil` when it was given and is gone.
    @inlinable
    func locationIfStill(_ id: EntryID) throws(NavigationError) -> (stack: Int, index: Int)? {
        guard id < nextID else { throw .entryNotFound(id) }
        return try? location(of: id)
    }
}
