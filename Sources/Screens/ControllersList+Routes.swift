import Navigation

/// The app's deep links and saved-state routes: each screen by its case name — `demo://startScreen`,
/// `demo://textConfirmationScreen;text=hello`, the shop's under `demo://shop/…`, the Clean Swift scenes'
/// under `demo://cleanSwift/…` — and whole states such as `demo://startScreen/textInputScreen/+/…`.
extension ControllersList {
    /// The app's links: the scheme `demo`.
    public static let links = DeepLinks<ControllersList>(scheme: "demo")

    /// What a link opening the screen alone puts beneath it: the way a user would have come, from the start
    /// screen. A feature group's screens get the start screen, then what the group puts beneath them.
    public var screensBeneath: [ControllersList] {
        switch self {
        case .startScreen: []
        case .textInputScreen: [.startScreen]
        case .textConfirmationScreen: [.startScreen, .textInputScreen]
        case .ratingScreen(let text): [.startScreen, .textInputScreen, .textConfirmationScreen(text: text)]
        case .textHistoryScreen, .unlockScreen: [.startScreen, .textInputScreen]
        case .shop(let screen): [.startScreen] + screen.screensBeneath.map(ControllersList.shop)
        case .cleanSwift(let screen): [.startScreen] + screen.screensBeneath.map(ControllersList.cleanSwift)
        }
    }

    /// How the routes changed since the app's first version, so that its links and saved sessions still read:
    /// version 2 named the history `textHistoryScreen` (it was `historyScreen`, as in `demo://historyScreen`).
    public static var routeHistory: RouteHistory {
        RouteHistory([.renamedScreen("historyScreen", to: "textHistoryScreen")])
    }

    /// How a link may open the screen: the rating only for a result of the confirmation of the same text, in
    /// a modal flow, as that screen opens it; the unlock screen never — the guard opens it.
    public var linkRule: LinkRule<ControllersList> {
        switch self {
        case .startScreen, .textInputScreen, .textConfirmationScreen, .textHistoryScreen: .pushed
        case .ratingScreen(let text): .result(openedBy: .textConfirmationScreen(text: text), presentation: .modal)
        case .unlockScreen: .never
        case .shop(let screen): screen.linkRule.map(ControllersList.shop)
        case .cleanSwift(let screen): screen.linkRule.map(ControllersList.cleanSwift)
        }
    }
}

extension Coordination {
    /// Finishes the screen with `value` when it was opened for a result; a screen opened otherwise goes back
    /// instead, as a user expects once its work is done.
    func finishOrGoBack<Value: Sendable>(with value: Value) throws(NavigationError) {
        do {
            try finish(with: value)
        } catch .noResultExpected {
            try pop()
        }
    }
}
