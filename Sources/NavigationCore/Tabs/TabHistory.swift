/// How the tabs of an app changed since earlier versions, declared once on its tab enum
/// (``NavigationTab/tabHistory``), so that the sessions and links those versions wrote still open the same tabs.
///
/// ```swift
/// enum AppTab: String, NavigationTab {
///     case text, shop      // `shop` was `store` before 2.0; `news` was removed in 2.1
///
///     var root: AppScreen { self == .text ? .textInput : .catalog }
///
///     static var tabHistory: TabHistory {
///         TabHistory([.renamedTab("store", to: "shop"), .removedTab("news")])
///     }
/// }
/// ```
///
/// Names are the tabs' raw values, as links and saved sessions write them. A saved session's tab that the app
/// no longer has — removed, or renamed without a rule — costs that tab only: its screens are left out, and
/// when it was the selected tab, the first tab kept is selected instead
/// (<doc:DeepLinksAndRestoration#What-a-screen-that-cannot-be-kept-costs>). A link that names it is refused
/// with ``NavigationError/unknownTab(_:)``.
public struct TabHistory: Sendable, Hashable {
    /// The changes, in any order.
    public let changes: [TabChange]

    /// A history of `changes`.
    ///
    /// - Parameter changes: Each rename and removal since the first version.
    public init(_ changes: [TabChange] = []) {
        self.changes = changes
    }

    /// The current name of the tab once named `name`: renames chain (`a` renamed to `b`, then `b` to `c`, reads
    /// `a` as `c`); `nil` when it was removed. A name no rule names is its own.
    @usableFromInline
    package func currentName(of name: String) -> String? {
        var current = name
        for _ in changes.indices {  // at most one step per rule: a cycle of renames ends
            guard let change = changes.first(where: { $0.oldName == current }) else { break }
            switch change {
            case .renamedTab(_, let new): current = new
            case .removedTab: return nil
            }
        }
        return current
    }
}

/// One change to the tabs of an app; see ``TabHistory``.
public enum TabChange: Sendable, Hashable {
    /// The tab once named `old` is the tab `new`: sessions and links naming `old` open `new`.
    case renamedTab(String, to: String)
    /// The tab once named `name` was removed: a session's stack of it is left out, a link naming it refused.
    case removedTab(String)

    /// The name the change reads.
    var oldName: String {
        switch self {
        case .renamedTab(let old, _), .removedTab(let old): old
        }
    }
}
