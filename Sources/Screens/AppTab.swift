import Navigation

/// The tabs of the example app, each with a stack of its own: the start screen's tour, the text flow, the
/// shop and the Clean Swift scenes.
///
/// The raw value names a tab in links (`demo://@shop/shop/catalog`) and saved sessions. Adding a case makes
/// the compiler point at ``root`` and every other switch over the tabs; nothing else registers a tab.
public enum AppTab: String, NavigationTab {
    /// The start screen, which opens each part of the app in its own stack.
    case start
    /// The seed's text input and confirmation.
    case text
    /// The shop's catalog.
    case shop
    /// The Clean Swift scenes' home.
    case vip

    /// The screen the tab shows when nothing is pushed on it.
    public var root: ControllersList {
        switch self {
        case .start: .startScreen
        case .text: .textInputScreen
        case .shop: .shop(.catalog)
        case .vip: .cleanSwift(.home)
        }
    }
}
