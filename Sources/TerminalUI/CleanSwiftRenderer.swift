import Screens

/// Draws each Clean Swift scene from its display — the headless view state its presenter fills — and turns
/// what the user types into the scene's actions; its switches are exhaustive over ``CleanSwiftScreen``.
@MainActor
public enum CleanSwiftRenderer {
    /// Whose profile `profile` alone opens: the seeds' user.
    static let defaultProfile = "Aleksey"

    /// The title of `screen`, as the breadcrumb shows it.
    ///
    /// - Parameter screen: A Clean Swift scene.
    public static func title(of screen: CleanSwiftScreen) -> String {
        switch screen {
        case .home: "VIP home"
        case .detail: "VIP detail"
        case .profile: "VIP profile"
        }
    }

    /// Draws `screen` from its display.
    ///
    /// - Parameters:
    ///   - screen: The scene on top.
    ///   - viewModel: The scene's display, as the coordinator keeps it.
    public static func draw(_ screen: CleanSwiftScreen, viewModel: AnyObject) -> ScreenDrawing {
        let title = title(of: screen)
        switch screen {
        case .home:
            return .of(title, viewModel, as: HomeViewState.self) { _ in
                (
                    ["Write a message for the detail scene, or open a user's profile."],
                    ["<message> send it", "profile [name]"]
                )
            }
        case .detail:
            return .of(title, viewModel, as: DetailViewState.self) { display in
                guard let message = display.message else { return (["Loading…"], []) }
                return (["Message from home: \(message.quote)", "It has \(message.length)."], [])
            }
        case .profile:
            return .of(title, viewModel, as: ProfileViewState.self) { display in
                if let error = display.error { return ([error], []) }
                guard let profile = display.profile else { return (["Loading \(display.userName)…"], []) }
                return (["Name:  \(profile.name)", "Phone: \(profile.phone)", "Email: \(profile.email)"], [])
            }
        }
    }

    /// Lets the scene on top act on a line the user typed.
    ///
    /// - Parameters:
    ///   - line: What the user typed.
    ///   - screen: The scene on top.
    ///   - viewModel: The scene's display.
    /// - Returns: What the scene did with the line.
    public static func handle(_ line: String, on screen: CleanSwiftScreen, viewModel: AnyObject) -> ScreenInput {
        switch screen {
        case .home:
            return .on(viewModel, as: HomeViewState.self) { display in
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
        case .detail, .profile:
            return .notHandled
        }
    }
}
