import Screens

extension TerminalView {
    /// The VIP profile scene: a user's formatted record.
    static func profile() -> TerminalView {
        TerminalView(title: "VIP profile", model: ProfileViewState.self) { display in
            if let error = display.error { return ([error], []) }
            guard let profile = display.profile else { return (["Loading \(display.userName)…"], []) }
            return (["Name:  \(profile.name)", "Phone: \(profile.phone)", "Email: \(profile.email)"], [])
        }
    }
}
