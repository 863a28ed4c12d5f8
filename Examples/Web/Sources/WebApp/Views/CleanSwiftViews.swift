import Foundation
import Navigation
import Screens

// The Clean Swift scenes: home passes a message to detail; the profile's worker and presenter.

extension WebScreen {
    /// The view of a Clean Swift scene: the group's own exhaustive switch.
    static func of(_ screen: CleanSwiftScreen, _ viewModel: WebViewModel) throws(NavigationError) -> WebScreen {
        switch screen {
        case .home: .home(try viewModel.typed())
        case .detail: .detail(try viewModel.typed())
        case .profile: .profile(try viewModel.typed())
        }
    }

    static func home(_ model: HomeViewState) -> WebScreen {
        WebScreen(title: "VIP home", model: model) { model, forms in
            paragraph("Write a message for the detail scene, or open a user's profile.")
                + forms.form(
                    "send", button: "Send", fields: forms.input("message", label: "Message", value: model.draft))
                + forms.form(
                    "profile", button: "Open profile", fields: forms.input("name", label: "Name", value: "Aleksey"),
                    style: "secondary")
        } act: { action, form, model in
            switch action {
            case "send":
                model.draft = form["message"] ?? ""
                model.send()
            case "profile":
                let name = (form["name"] ?? "").trimmingCharacters(in: .whitespaces)
                model.openProfile(userName: name.isEmpty ? "Aleksey" : name)
            default:
                return .unknown
            }
            return .done(message: model.error)
        }
    }

    static func detail(_ model: DetailViewState) -> WebScreen {
        WebScreen(title: "VIP detail", model: model) { model, _ in
            guard let message = model.message else { return paragraph("Loading…") }
            return paragraph("Message from home: \(message.quote)") + paragraph("It has \(message.length).")
        }
    }

    static func profile(_ model: ProfileViewState) -> WebScreen {
        WebScreen(title: "VIP profile", model: model) { model, _ in
            if let error = model.error { return paragraph(error, class: "error") }
            guard let profile = model.profile else { return paragraph("Loading \(model.userName)…") }
            return "<table><tr><td>Name</td><td>\(profile.name)</td></tr>"
                + "<tr><td>Phone</td><td>\(profile.phone)</td></tr>"
                + "<tr><td>Email</td><td>\(profile.email)</td></tr></table>"
        }
    }
}
