import Navigation

/// The app's deep links and saved-state routes: `demo://input`, `demo://confirm?text=…`,
/// `demo://rating?text=…`, `demo://history`, `demo://unlock`, and stacks of them such as
/// `demo://input/confirm?text=hello`.
extension ControllersList: Routable {
    /// The app's links: the scheme `demo`.
    public static let links = DeepLinks<ControllersList>(scheme: "demo")

    /// The screen's route. The switch is exhaustive: a new screen must say where it lives.
    public var route: Route {
        switch self {
        case .textInputScreen: Route("input")
        case .textConfirmationScreen(let text): Route("confirm").query("text", text)
        case .ratingScreen(let text): Route("rating").query("text", text)
        case .historyScreen: Route("history")
        case .unlockScreen: Route("unlock")
        }
    }

    /// How each route name reads back as a screen.
    public static let routes = RouteTable<ControllersList>([
        "input": { _ in .textInputScreen },
        "confirm": { reader in .textConfirmationScreen(text: try reader.query("text")) },
        "rating": { reader in .ratingScreen(text: try reader.query("text")) },
        "history": { _ in .historyScreen },
        "unlock": { _ in .unlockScreen },
    ])

    /// What a link opening the screen alone puts beneath it: the way a user would have come.
    public var screensBeneath: [ControllersList] {
        switch self {
        case .textInputScreen: []
        case .textConfirmationScreen: [.textInputScreen]
        case .ratingScreen(let text): [.textInputScreen, .textConfirmationScreen(text: text)]
        case .historyScreen, .unlockScreen: [.textInputScreen]
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
