import Assembly
import Screens

/// Draws each screen of ``ControllersList`` and turns what the user types into its actions.
///
/// ``title(of:)``, ``draw(_:viewModel:)`` and ``handle(_:on:viewModel:)`` choose by exhaustive switches
/// over the screens, so a new screen does not compile until it can be drawn and used here.
@MainActor
public enum ScreenRenderer {
    /// The title of `screen`, as the breadcrumb shows it.
    ///
    /// - Parameter screen: The screen.
    public static func title(of screen: ControllersList) -> String {
        switch screen {
        case .textInputScreen: "Text input"
        case .textConfirmationScreen: "Confirmation"
        case .ratingScreen: "Rating"
        case .historyScreen: "History"
        case .unlockScreen: "Unlock"
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
        case .textInputScreen:
            guard let model = viewModel as? any TextInputPresentable else {
                return mismatch(title, viewModel, expected: "TextInputPresentable")
            }
            var lines = ["Type a text and press Return to confirm it."]
            if !model.recentTexts.isEmpty {
                lines.append("Recent: " + model.recentTexts.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            return ScreenDrawing(title: title, lines: lines, actions: ["<text> confirm it", "history"])
        case .textConfirmationScreen:
            guard let model = viewModel as? any TextConfirmationPresentable else {
                return mismatch(title, viewModel, expected: "TextConfirmationPresentable")
            }
            let rating = model.rating.map { "Rating: \($0)/5" } ?? "Not rated yet."
            return ScreenDrawing(title: title, lines: ["You confirmed: \"\(model.text)\"", rating], actions: ["rate"])
        case .ratingScreen:
            guard let model = viewModel as? any RatingPresentable else {
                return mismatch(title, viewModel, expected: "RatingPresentable")
            }
            return ScreenDrawing(title: title, lines: ["How good is \"\(model.text)\"?"], actions: ["1-5 rate it"])
        case .historyScreen:
            guard let model = viewModel as? any HistoryPresentable else {
                return mismatch(title, viewModel, expected: "HistoryPresentable")
            }
            let lines = model.texts.isEmpty ? ["No text confirmed yet."] : model.texts.map { "- \"\($0)\"" }
            return ScreenDrawing(title: title, lines: ["Every confirmed text:"] + lines, actions: [])
        case .unlockScreen:
            guard viewModel is any UnlockPresentable else {
                return mismatch(title, viewModel, expected: "UnlockPresentable")
            }
            let hint = "The next screen needs the PIN (in this demo: \(AppScope.livePIN))."
            return ScreenDrawing(title: title, lines: [hint], actions: ["<pin> unlock"])
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
        case .textInputScreen:
            guard let model = viewModel as? any TextInputPresentable, !TerminalCommand.isGlobal(line) else {
                return .notHandled
            }
            if line == "history" {
                model.showHistory()
            } else {
                model.text = line.hasPrefix("\\") ? String(line.dropFirst()) : line
                model.confirm()
            }
            return .handled(message: model.message)
        case .textConfirmationScreen:
            guard let model = viewModel as? any TextConfirmationPresentable else { return .notHandled }
            switch line {
            case "back": model.goBack()
            case "rate": model.rate()
            default: return .notHandled
            }
            return .handled(message: model.message)
        case .ratingScreen:
            guard let model = viewModel as? any RatingPresentable, let stars = Int(line) else { return .notHandled }
            model.rate(stars)
            return .handled(message: model.message)
        case .historyScreen:
            return .notHandled
        case .unlockScreen:
            guard let model = viewModel as? any UnlockPresentable, !TerminalCommand.isGlobal(line) else {
                return .notHandled
            }
            model.submit(pin: line)
            return .handled(message: model.message)
        }
    }

    private static func mismatch(_ title: String, _ viewModel: AnyObject, expected: String) -> ScreenDrawing {
        ScreenDrawing(
            title: title,
            lines: ["Cannot draw this screen: its view model \(type(of: viewModel)) is not \(expected)."],
            actions: []
        )
    }
}

/// What a screen did with a line the user typed.
public enum ScreenInput: Equatable, Sendable {
    /// The screen acted on the line; `message` explains why it did not go through, if it did not.
    case handled(message: String?)
    /// The line is not one of the screen's actions.
    case notHandled
}
