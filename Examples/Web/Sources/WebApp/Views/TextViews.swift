import Screens

// The start screen and the seed's text flow: input, confirmation, rating, history behind the PIN.

extension WebScreen {
    /// The start screen. The web front end always has tabs, and each choice has a tab of its own: a choice is a
    /// link to that tab, as the tab bar's — the user's own selection, which the tab bar then marks. (Choosing
    /// through the view model would open a second copy of the part inside the start tab, under "Start".)
    static func start(_ model: any StartPresentable) -> WebScreen {
        WebScreen(title: "Start", model: model) { model, forms in
            paragraph("Choose what to try:")
                + model.choices.map { choice -> HTML in
                    guard let tab = AppTab(rawValue: choice.rawValue) else {
                        return forms.form("choose", button: label(choice), value: choice.rawValue)
                    }
                    return #"<p><a class="choice" href="/@\#(tab.rawValue)">\#(label(choice))</a></p>"#
                }.joined()
        } act: { action, form, model in
            guard action == "choose", let choice = form["value"].flatMap(StartChoice.init(rawValue:)) else {
                return .unknown
            }
            model.choose(choice)
            return .done(message: model.message)
        }
    }

    private static func label(_ choice: StartChoice) -> String {
        switch choice {
        case .text: "Text: input, confirmation, rating, a history behind a PIN"
        case .shop: "Shop: catalog, cart, checkout behind sign-in"
        case .cleanSwift: "Clean Swift: home → detail, a user profile"
        }
    }

    static func textInput(_ model: any TextInputPresentable) -> WebScreen {
        WebScreen(title: "Text input", model: model) { model, forms in
            let recent =
                model.recentTexts.isEmpty
                ? HTML()
                : paragraph("Recent: " + model.recentTexts.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", "))
            return paragraph("Type a text and confirm it.") + recent
                + forms.form(
                    "confirm", button: "Confirm", fields: forms.input("text", label: "Text", value: model.text))
                + forms.form("history", button: "History", style: "secondary")
        } act: { action, form, model in
            switch action {
            case "confirm":
                model.text = form["text"] ?? ""
                model.confirm()
            case "history":
                model.showHistory()
            default:
                return .unknown
            }
            return .done(message: model.message)
        }
    }

    static func textConfirmation(_ model: any TextConfirmationPresentable) -> WebScreen {
        WebScreen(title: "Confirmation", model: model) { model, forms in
            paragraph("You confirmed: \u{201C}\(model.text)\u{201D}")
                + paragraph(model.rating.map { "Rating: \($0)/5" } ?? "Not rated yet.")
                + forms.form("rate", button: "Rate")
        } act: { action, _, model in
            guard action == "rate" else { return .unknown }
            model.rate()
            return .done(message: model.message)
        }
    }

    static func rating(_ model: any RatingPresentable) -> WebScreen {
        WebScreen(title: "Rating", model: model) { model, forms in
            paragraph("How do you rate \u{201C}\(model.text)\u{201D}?")
                + (1...5).map { forms.form("rate", button: String(repeating: "★", count: $0), value: String($0)) }
                .joined()
        } act: { action, form, model in
            guard action == "rate", let stars = form["value"].flatMap({ Int($0) }) else { return .unknown }
            model.rate(stars)
            return .done(message: model.message)
        }
    }

    static func history(_ model: any HistoryPresentable) -> WebScreen {
        WebScreen(title: "History", model: model) { model, _ in
            model.texts.isEmpty
                ? paragraph("Nothing confirmed yet.")
                : "<ol>" + model.texts.map { text -> HTML in "<li>\(text)</li>" }.joined() + "</ol>"
        }
    }

    static func unlock(_ model: any UnlockPresentable) -> WebScreen {
        WebScreen(title: "Unlock", model: model) { model, forms in
            paragraph("The next screen needs the PIN\(model.hint.map { " (\($0))" } ?? "").")
                + forms.form("unlock", button: "Unlock", fields: forms.input("pin", label: "PIN", type: "password"))
        } act: { action, form, model in
            guard action == "unlock" else { return .unknown }
            model.submit(pin: form["pin"] ?? "")
            return .done(message: model.message)
        }
    }
}
