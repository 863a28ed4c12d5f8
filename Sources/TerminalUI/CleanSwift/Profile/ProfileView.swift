import Screens

extension TerminalView {
    /// The VIP profile scene: a user's formatted record.
    static func profile(_ model: ProfileViewState) -> TerminalView {
        TerminalView(title: "VIP profile", model: model) { display in
            if let error = display.error { return ([error], []) }
            guard let profile = display.profile else { return (["Loading \(display.userName)…"], []) }
            return (["Name:  \(profile.name)", "Phone: \(profile.phone)", "Email: \(profile.email)"], [])
        }
    }
}
