import Navigation

/// The app's deep links and saved-state routes: `demo://start`, `demo://input`, `demo://confirm?text=…`,
/// `demo://rating?text=…`, `demo://history`, `demo://unlock`, the shop's under `demo://shop/…` and the
/// Clean Swift scenes' under `demo://clean-swift/…`, and stacks of them such as
/// `demo://start/input/confirm?text=hello`.
extension ControllersList: Routable {
    /// The app's links: the scheme `demo`.
    public static let links = DeepLinks<ControllersList>(scheme: "demo")

    /// The screen's route. The switch is exhaustive: a new screen must say where it lives.
    public var route: Route {
        switch self {
        case .startScreen: Route("start")
        case .textInputScreen: Route("input")
        case .textConfirmationScreen(let text): Route("confirm").query("text", text)
        case .ratingScreen(let text): Route("rating").query("text", text)
        case .historyScreen: Route("history")
        case .unlockScreen: Route("unlock")
        case .shop(let screen): Route("shop").appending(screen.route)
        case .cleanSwift(let screen): Route("clean-swift").appending(screen.route)
        }
    }

    /// How each route name reads back as a screen.
    public static let routes = RouteTable<ControllersList>([
        "start": { _ in .startScreen },
        "input": { _ in .textInputScreen },
        "confirm": { reader in .textConfirmationScreen(text: try reader.query("text")) },
        "rating": { reader in .ratingScreen(text: try reader.query("text")) },
        "history": { _ in .historyScreen },
        "unlock": { _ in .unlockScreen },
        "shop": { reader in .shop(try reader.screen()) },
        "clean-swift": { reader in .cleanSwift(try reader.screen()) },
    ])

    /// What a link opening the screen alone puts beneath it: the way a user would have come, from the start
    /// screen. A feature group's screens get the start screen, then what the group puts beneath them.
    public var screensBeneath: [ControllersList] {
        switch self {
        case .startScreen: []
        case .textInputScreen: [.startScreen]
        case .textConfirmationScreen: [.startScreen, .textInputScreen]
        case .ratingScreen(let text): [.startScreen, .textInputScreen, .textConfirmationScreen(text: text)]
        case .historyScreen, .unlockScreen: [.startScreen, .textInputScreen]
        case .shop(let screen): [.startScreen] + screen.screensBeneath.map(ControllersList.shop)
        case .cleanSwift(let screen): [.startScreen] + screen.screensBeneath.map(ControllersList.cleanSwift)
        }
    }
}

extension Coordination {
    /// Finishes the screen with `value` when it was opened for a result; a screen opened otherwise (by a deep
    /// link) goes back instead, as a user expects once its work is done.
    func finishOrGoBack<Value: Sendable>(with value: Value) throws(NavigationError) {
        do {
            try finish(with: value)
        } catch .noResultExpected {
            try pop()
        }
    }
}
