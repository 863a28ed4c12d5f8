import Screens

extension TerminalView {
    /// Whose profile `profile` alone opens: the seeds' user.
    static let defaultProfile = "Aleksey"

    /// The VIP home scene: a message for the detail scene, or a user's profile.
    static func home(_ model: HomeViewState) -> TerminalView {
        TerminalView(title: "VIP home", model: model) { _ in
            (
                ["Write a message for the detail scene, or open a user's profile."],
                ["<message> send it", "profile [name]"]
            )
        } handle: { line, display in
            if line == "profile" || line.hasPrefix("profile ") {
                let name = String(line.dropFirst("profile".count)).trimmed()
                display.openProfile(userName: name.isEmpty ? defaultProfile : name)
                return .handled(message: display.error)
            }
            guard let message = ScreenInput.freeText(line) else { return .notHandled }
            display.draft = message
            display.send()
            return .handled(message: display.error)
        }
    }
}
