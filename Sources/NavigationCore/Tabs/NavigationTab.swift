/// The tabs of an app — or the columns of a sidebar — as an enum: each case is a tab with a stack of its own.
///
/// The cases, in their order, are the tabs a tab bar shows; the raw value names a tab in links and saved
/// state; ``root`` is the screen a tab starts with. Adding a case makes the compiler point at every switch
/// over the tabs — the root, the tab bar's titles — and nothing else has to be registered.
///
/// ```swift
/// enum AppTab: String, NavigationTab {
///     case text, shop
///
///     var root: Screen {
///         switch self {
///         case .text: .textInput
///         case .shop: .catalog
///         }
///     }
/// }
/// ```
///
/// ```swift
/// var state = NavigationState(selecting: AppTab.text)
/// try state.select(AppTab.shop)   // the text tab keeps its stack
/// ```
public protocol NavigationTab: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The app's screen enum.
    associatedtype Screen
    /// The screen the tab shows when nothing is pushed on it.
    var root: Screen { get }
    /// How the tabs were renamed and removed since earlier versions of the app, so that their sessions and
    /// links open the same tabs; empty unless told otherwise. See ``TabHistory``.
    static var tabHistory: TabHistory { get }
}

extension NavigationTab {
    /// No tab renamed or removed.
    public static var tabHistory: TabHistory { TabHistory() }
}
