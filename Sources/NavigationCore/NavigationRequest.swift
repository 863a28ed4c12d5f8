/// A navigation a caller asks for, with everything it needs: what guards decide on, and what a
/// ``NavigationEvent/refused(_:error:)`` event reports.
///
/// Every case names one operation and carries its data, so a guard sees exactly what would happen. Opening
/// a screen for a result is a `show` or a `present` (the result travels beside it); a screen handing its
/// result back (``Coordination/finish(with:)``) is not a request, and guards do not see it.
public enum NavigationRequest<Screen> {
    // Two rare cases are `indirect`, their data in a box of its own, to keep a request no larger than the app's
    // screen or three words, whichever is larger: a value of more than four words is copied and destroyed
    // through its type's value witnesses, and a request is copied at steps of a change. A restore's state is five
    // words and `showInTab` a tab beside a screen (BENCHMARKS.md, "The state read where it is kept").

    /// Push `screen` on the active stack.
    case show(Screen)
    /// Make `screen` the only screen of the active stack: every screen there is removed, `screen` pushed.
    case resetStack(to: Screen)
    /// Remove the top screen of the active stack.
    case pop
    /// Go back one step from the screen on top, as a back button does: pop it, or dismiss its modal flow when
    /// it is the flow's root. A screen opened for a result closes without a value.
    case goBack
    /// Remove every screen of the active stack above its root.
    case popToRoot
    /// Remove everything above the entry with this id.
    case popTo(EntryID)
    /// Remove everything above the topmost entry showing this screen.
    case popToScreen(Screen)
    /// Replace the top screen of the active stack.
    case replaceTop(Screen)
    /// Replace everything with one base stack of these screens, root first. The entries of the base stack
    /// that already show its first screens stay.
    case setStack([Screen])
    /// Replace everything with these stacks — the base stack, then each modal flow, root first — as a deep
    /// link does. The entries that already show the same screens, from the bottom up, stay.
    case setStacks([[Screen]])
    /// Present `screen` as a new modal flow on top of everything.
    case present(Screen)
    /// Close the last modal flow with everything in it.
    case dismiss
    /// Replace everything with the stacks of this state, its modal flows included: saved state being
    /// restored. The restored entries get new ids, the next ones of the state they replace, bottom first.
    indirect case restore(NavigationState<Screen>)
    /// Select this tab: modal flows close, and the tab's stack, as it was left, becomes the base
    /// stack. When it is selected already, nothing — or, with `popToRootIfSelected`, pop its stack to its
    /// root, as tapping the selected tab of a tab bar does.
    case selectTab(AnyNavigationTab, popToRootIfSelected: Bool)
    /// Push `screen` on the stack of this tab, selected or not; on the selected tab, modal flows
    /// close.
    indirect case showInTab(AnyNavigationTab, Screen)
    /// Pop the stack of this tab to its root; on the selected tab, modal flows close too.
    case popTabToRoot(AnyNavigationTab)
    /// Make these screens, root first, the stack of this tab, keeping the entries that already
    /// show its first screens; on the selected tab, modal flows close.
    case setTabStack(AnyNavigationTab, [Screen])
    /// Select this tab and make these stacks — its stack, then each modal flow over it, root
    /// first — what it shows, as a deep link into a tab does. The entries of the tab's stack that already show
    /// its first screens stay.
    case setTabStacks(AnyNavigationTab, [[Screen]])
}

extension NavigationRequest: Equatable where Screen: Equatable {}
extension NavigationRequest: Hashable where Screen: Hashable {}
extension NavigationRequest: Sendable where Screen: Sendable {}

extension NavigationRequest: CustomStringConvertible {
    /// The request as a log line shows it: `show(shop/product/3)`, `popTo(#4)`, `goBack`.
    public var description: String {
        switch self {
        case .show(let screen): "show(\(screenName(screen)))"
        case .resetStack(let screen): "resetStack(to: \(screenName(screen)))"
        case .pop: "pop"
        case .goBack: "goBack"
        case .popToRoot: "popToRoot"
        case .popTo(let id): "popTo(\(id))"
        case .popToScreen(let screen): "popToScreen(\(screenName(screen)))"
        case .replaceTop(let screen): "replaceTop(\(screenName(screen)))"
        case .setStack(let screens): "setStack(\(Self.text(of: screens)))"
        case .setStacks(let stacks): "setStacks(\(Self.text(of: stacks)))"
        case .present(let screen): "present(\(screenName(screen)))"
        case .dismiss: "dismiss"
        case .restore(let state): "restore(\(state))"
        case .selectTab(let tab, let popToRoot):
            "selectTab(\(displayText(tab.name))\(popToRoot ? ", popToRootIfSelected" : ""))"
        case .showInTab(let tab, let screen): "showInTab(\(displayText(tab.name)), \(screenName(screen)))"
        case .popTabToRoot(let tab): "popTabToRoot(\(displayText(tab.name)))"
        case .setTabStacks(let tab, let stacks): "setTabStacks(\(displayText(tab.name)), \(Self.text(of: stacks)))"
        case .setTabStack(let tab, let screens): "setTabStack(\(displayText(tab.name)), \(Self.text(of: screens)))"
        }
    }

    /// A stack as a log line shows it, root first: `catalog › product;id=3`.
    private static func text(of stack: [Screen]) -> String {
        stack.map(screenName).joined(separator: " › ")
    }

    /// Stacks as a log line shows them, the base first, a flow after each `|`.
    private static func text(of stacks: [[Screen]]) -> String {
        stacks.map(text(of:)).joined(separator: " | ")
    }
}

extension NavigationRequest {
    /// Selects `tab`, a case of the app's tab enum: the request
    /// ``selectTab(_:popToRootIfSelected:)-enum.case``.
    ///
    /// - Parameters:
    ///   - tab: The tab.
    ///   - popToRootIfSelected: When `tab` is selected already, pop its stack to its root.
    @inlinable
    public static func selectTab<Tab: NavigationTab>(_ tab: Tab, popToRootIfSelected: Bool = false) -> Self
    where Tab.Screen == Screen {
        .selectTab(AnyNavigationTab(tab), popToRootIfSelected: popToRootIfSelected)
    }

    /// Pushes `screen` on the stack of `tab`, a case of the app's tab enum: the request
    /// ``showInTab(_:_:)-enum.case``.
    ///
    /// - Parameters:
    ///   - tab: The tab.
    ///   - screen: The screen to push.
    @inlinable
    public static func showInTab<Tab: NavigationTab>(_ tab: Tab, _ screen: Screen) -> Self where Tab.Screen == Screen {
        .showInTab(AnyNavigationTab(tab), screen)
    }

    /// Pops the stack of `tab`, a case of the app's tab enum, to its root: the request
    /// ``popTabToRoot(_:)-enum.case``.
    ///
    /// - Parameter tab: The tab.
    @inlinable
    public static func popTabToRoot<Tab: NavigationTab>(_ tab: Tab) -> Self where Tab.Screen == Screen {
        .popTabToRoot(AnyNavigationTab(tab))
    }

    /// Makes `screens` the stack of `tab`, a case of the app's tab enum: the request
    /// ``setTabStack(_:_:)-enum.case``.
    ///
    /// - Parameters:
    ///   - tab: The tab.
    ///   - screens: Its stack, root first.
    @inlinable
    public static func setTabStack<Tab: NavigationTab>(_ tab: Tab, _ screens: [Screen]) -> Self
    where Tab.Screen == Screen {
        .setTabStack(AnyNavigationTab(tab), screens)
    }

    /// Selects `tab`, a case of the app's tab enum, with these stacks: the request
    /// ``setTabStacks(_:_:)-enum.case``.
    ///
    /// - Parameters:
    ///   - tab: The tab.
    ///   - stacks: Its stack, then each modal flow over it, root first.
    @inlinable
    public static func setTabStacks<Tab: NavigationTab>(_ tab: Tab, _ stacks: [[Screen]]) -> Self
    where Tab.Screen == Screen {
        .setTabStacks(AnyNavigationTab(tab), stacks)
    }

    /// The request that opens `screen` with `presentation`.
    @inlinable
    static func opening(_ screen: Screen, _ presentation: Presentation) -> NavigationRequest {
        switch presentation {
        case .push: .show(screen)
        case .modal: .present(screen)
        }
    }
}
