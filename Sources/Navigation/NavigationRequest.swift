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
    // words and `showInTab` a name beside a screen (BENCHMARKS.md, "The state read where it is kept").

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
    /// Select the tab with this name: modal flows close, and the tab's stack, as it was left, becomes the base
    /// stack. When it is selected already, nothing — or, with `popToRootIfSelected`, pop its stack to its
    /// root, as tapping the selected tab of a tab bar does.
    case selectTab(String, popToRootIfSelected: Bool)
    /// Push `screen` on the stack of the tab with this name, selected or not; on the selected tab, modal flows
    /// close.
    indirect case showInTab(String, Screen)
    /// Pop the stack of the tab with this name to its root; on the selected tab, modal flows close too.
    case popTabToRoot(String)
    /// Make these screens, root first, the stack of the tab with this name, keeping the entries that already
    /// show its first screens; on the selected tab, modal flows close.
    case setTabStack(String, [Screen])
    /// Select the tab with this name and make these stacks — its stack, then each modal flow over it, root
    /// first — what it shows, as a deep link into a tab does. The entries of the tab's stack that already show
    /// its first screens stay.
    case setTabStacks(String, [[Screen]])
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
        case .setStack(let screens): "setStack(\(screens.map(screenName).joined(separator: " › ")))"
        case .setStacks(let stacks):
            "setStacks(\(stacks.map { $0.map(screenName).joined(separator: " › ") }.joined(separator: " | ")))"
        case .present(let screen): "present(\(screenName(screen)))"
        case .dismiss: "dismiss"
        case .restore(let state): "restore(\(state))"
        case .selectTab(let tab, let popToRoot):
            "selectTab(\(displayText(tab))\(popToRoot ? ", popToRootIfSelected" : ""))"
        case .showInTab(let tab, let screen): "showInTab(\(displayText(tab)), \(screenName(screen)))"
        case .popTabToRoot(let tab): "popTabToRoot(\(displayText(tab)))"
        case .setTabStacks(let tab, let stacks):
            "setTabStacks(\(displayText(tab)), \(stacks.map { $0.map(screenName).joined(separator: " › ") }.joined(separator: " | ")))"
        case .setTabStack(let tab, let screens):
            "setTabStack(\(displayText(tab)), \(screens.map(screenName).joined(separator: " › ")))"
        }
    }
}

extension NavigationRequest {
    /// The request that opens `screen` with `presentation`.
    @inlinable
    static func opening(_ screen: Screen, _ presentation: Presentation) -> NavigationRequest {
        switch presentation {
        case .push: .show(screen)
        case .modal: .present(screen)
        }
    }
}
