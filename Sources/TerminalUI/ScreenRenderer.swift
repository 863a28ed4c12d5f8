import Assembly
import Screens

/// Draws each screen of ``ControllersList`` and turns what the user types into its actions.
///
/// ``title(of:)``, ``draw(_:viewModel:)`` and ``handle(_:on:viewModel:)`` choose by exhaustive switches
/// over the screens, so a new screen does not compile until it can be drawn and used here. A feature
/// group's screens are drawn by the group's renderer (``ShopRenderer``, ``CleanSwiftRenderer``), whose
/// switches are exhaustive over the group.
@MainActor
public enum ScreenRenderer {
    /// The title of `screen`, as the breadcrumb shows it.
    ///
    /// - Parameter screen: The screen.
    public static func title(of screen: ControllersList) -> String {
        switch screen {
        case .startScreen: "Start"
        case .textInputScreen: "Text input"
        case .textConfirmationScreen: "Confirmation"
        case .ratingScreen: "Rating"
        case .historyScreen: "History"
        case .unlockScreen: "Unlock"
        case .shop(let screen): ShopRenderer.title(of: screen)
        case .cleanSwift(let screen): CleanSwiftRenderer.title(of: screen)
        }
    }

    /// Draws `screen` from its view model.
    ///
    /// - Parameters:
    ///   - screen: The screen on top of everything.
    ///   - viewModel: The view model the coordinator built for it.
    public static func draw(_ screen: ControllersList, viewModel: AnyObject) -> ScreenDrawing {
        let title = title(of: screen)
        switch screen {
        case .startScreen:
            return .of(title, viewModel, as: (any StartPresentable).self) { model in
                (
                    ["Choose what to try:"] + model.choices.map { "  \($0.rawValue.padded(to: 5)) \(describe($0))" },
                    model.choices.map(\.rawValue)
                )
            }
        case .textInputScreen:
            return .of(title, viewModel, as: (any TextInputPresentable).self) { model in
                var lines = ["Type a text and press Return to confirm it."]
                if !model.recentTexts.isEmpty {
                    lines.append("Recent: " + model.recentTexts.map { "\"\($0)\"" }.joined(separator: ", "))
                }
                return (lines, ["<text> confirm it", "history"])
            }
        case .textConfirmationScreen:
            return .of(title, viewModel, as: (any TextConfirmationPresentable).self) { model in
                (
                    ["You confirmed: \"\(model.text)\"", model.rating.map { "Rating: \($0)/5" } ?? "Not rated yet."],
                    ["rate"]
                )
            }
        case .ratingScreen:
            return .of(title, viewModel, as: (any RatingPresentable).self) { model in
                (["How good is \"\(model.text)\"?"], ["1-5 rate it"])
            }
        case .historyScreen:
            return .of(title, viewModel, as: (any HistoryPresentable).self) { model in
                let lines = model.texts.isEmpty ? ["No text confirmed yet."] : model.texts.map { "- \"\($0)\"" }
                return (["Every confirmed text:"] + lines, [])
            }
        case .unlockScreen:
            return .of(title, viewModel, as: (any UnlockPresentable).self) { _ in
                (["The next screen needs the PIN (in this demo: \(AppScope.livePIN))."], ["<pin> unlock"])
            }
        case .shop(let screen):
            return ShopRenderer.draw(screen, viewModel: viewModel)
        case .cleanSwift(let screen):
            return CleanSwiftRenderer.draw(screen, viewModel: viewModel)
        }
    }

    /// Lets the screen on top act on a line the user typed.
    ///
    /// - Parameters:
    ///   - line: What the user typed, without the line break.
    ///   - screen: The screen on top of everything.
    ///   - viewModel: The view model the coordinator built for it.
    /// - Returns: What the screen did with the line; ``ScreenInput/notHandled`` leaves it to the app's
    ///   global commands.
    public static func handle(_ line: String, on screen: ControllersList, viewModel: AnyObject) -> ScreenInput {
        switch screen {
        case .startScreen:
            return .on(viewModel, as: (any StartPresentable).self) { model in
                guard let choice = StartChoice(rawValue: line) else { return .notHandled }
                model.choose(choice)
                return .handled(message: model.message)
            }
        case .textInputScreen:
            return .on(viewModel, as: (any TextInputPresentable).self) { model in
                guard let text = ScreenInput.freeText(line) else { return .notHandled }
                if line == "history" {
                    model.showHistory()
                } else {
                    model.text = text
                    model.confirm()
                }
                return .handled(message: model.message)
            }
        case .textConfirmationScreen:
            return .on(viewModel, as: (any TextConfirmationPresentable).self) { model in
                switch line {
                case "back": model.goBack()
                case "rate": model.rate()
                default: return .notHandled
                }
                return .handled(message: model.message)
            }
        case .ratingScreen:
            return .on(viewModel, as: (any RatingPresentable).self) { model in
                guard let stars = Int(line) else { return .notHandled }
                model.rate(stars)
                return .handled(message: model.message)
            }
        case .historyScreen:
            return .notHandled
        case .unlockScreen:
            return .on(viewModel, as: (any UnlockPresentable).self) { model in
                guard let pin = ScreenInput.freeText(line) else { return .notHandled }
                model.submit(pin: pin)
                return .handled(message: model.message)
            }
        case .shop(let screen):
            return ShopRenderer.handle(line, on: screen, viewModel: viewModel)
        case .cleanSwift(let screen):
            return CleanSwiftRenderer.handle(line, on: screen, viewModel: viewModel)
        }
    }

    private static func describe(_ choice: StartChoice) -> String {
        switch choice {
        case .text: "the seed's text input and confirmation, a rating, a history behind a PIN"
        case .shop: "a small shop: catalog, cart, checkout behind sign-in"
        case .cleanSwift: "the Clean Swift scenes: home → detail with a message, a user profile"
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters, for columns.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
