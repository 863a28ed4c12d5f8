import Screens

extension TerminalView {
    /// The demo account, shown on the sign-in screen.
    static let demoCredentials = "\(InMemorySession.sampleAccount.user.email) \(InMemorySession.sampleAccount.password)"

    /// The sign-in screen, opened for a result.
    static func signIn(_ model: (any SignInPresentable)) -> TerminalView {
        TerminalView(title: "Sign in", model: model) { _ in
            (
                ["Sign in with your email and password (in this demo: \(demoCredentials))."],
                ["<email> <password> sign in", "cancel"]
            )
        } handle: { line, model in
            if line == "cancel" {
                model.cancel()
                return .handled(message: model.message)
            }
            guard ScreenInput.freeText(line) != nil else { return .notHandled }
            let words = words(line)
            guard words.count == 2 else {
                return .handled(message: "Type your email and your password, separated by a space.")
            }
            model.email = words[0]
            model.password = words[1]
            model.submit()
            return .handled(message: model.message)
        }
    }
}
