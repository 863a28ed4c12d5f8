/// A tab of the app's ``NavigationTab`` enum, as requests, user navigation, host steps, host models and errors
/// carry it: a state is generic over the app's screens only, so its tabs are held as this one type, made from a
/// case of the tab enum and turned back into one.
///
/// ```swift
/// let tab = AnyNavigationTab(AppTab.shop)
/// tab == AppTab.shop            // true
/// tab.as(AppTab.self)           // .shop
/// ```
///
/// A guard or a host compares it with the app's cases — in a `where` clause or a condition, since a pattern
/// `AppTab.shop` would be a case of `AnyNavigationTab` itself:
///
/// ```swift
/// coordinator.addGuard { request, _ in
///     if case .selectTab(let tab, _) = request, tab == AppTab.shop { return .refuse(reason: "The shop is closed.") }
///     return .allow
/// }
/// ```
///
/// Two tabs are equal when their enum's raw values are: the raw value is how links and saved state name a tab
/// (``name``).
public struct AnyNavigationTab: Hashable, Sendable {
    /// The tab's name: its case's raw value, as links and saved state write it.
    public let name: String

    /// The tab `tab`.
    ///
    /// - Parameter tab: A case of the app's tab enum.
    @inlinable
    public init<Tab: NavigationTab>(_ tab: Tab) {
        name = tab.rawValue
    }

    /// A tab named as links and saved state name it — for reading them, where the name comes from outside and is
    /// checked against the state's tabs.
    @usableFromInline
    package init(name: String) {
        self.name = name
    }

    /// The tab as a case of `type`; `nil` when `type` has no case of this name.
    ///
    /// ```swift
    /// let tab = AnyNavigationTab(AppTab.shop)
    /// let title =
    ///     switch tab.as(AppTab.self) {
    ///     case .shop: "Shop"
    ///     case .text, nil: "Text"
    ///     }
    /// ```
    ///
    /// - Parameter type: The app's tab enum.
    @inlinable
    public func `as`<Tab: NavigationTab>(_ type: Tab.Type) -> Tab? {
        Tab(rawValue: name)
    }

    /// Whether `tab` is the tab `other` of the app's tab enum.
    @inlinable
    public static func == <Tab: NavigationTab>(tab: AnyNavigationTab, other: Tab) -> Bool {
        tab.name == other.rawValue
    }

    /// Whether `tab` is the tab `other` of the app's tab enum.
    @inlinable
    public static func == <Tab: NavigationTab>(other: Tab, tab: AnyNavigationTab) -> Bool {
        tab.name == other.rawValue
    }

    /// Whether `tab` is not the tab `other` of the app's tab enum.
    @inlinable
    public static func != <Tab: NavigationTab>(tab: AnyNavigationTab, other: Tab) -> Bool {
        tab.name != other.rawValue
    }
}

extension AnyNavigationTab: CustomStringConvertible {
    /// The tab's name, as a log line shows it.
    public var description: String { name }
}
