import Assembly
import Navigation
import NavigationHosting
import NavigationUIKit
import Screens
import UIKit

/// The example app's scene: its coordinator, restored from the scene's last session, hosted by the package's
/// UIKit host with the app's tabs. An iOS app project names this class as its scene's delegate (README.md).
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    private var coordinator: Coordinator<ControllersList>?
    private var host: UIKitNavigationHost<ControllersList>?

    /// Shows the scene's navigation, restored from the session the system kept, in a new window.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let saved = session.stateRestorationActivity?.userInfo?[Self.navigationKey] as? Data
        do {
            let coordinator = try RootAssembly(scope: .live).makeCoordinator(restoring: saved, orSelecting: .start)
            let host = UIKitNavigationHost(coordinator, presentation: Self.presentation) { entry, model in
                makeController(for: entry, model: model)
            }
            (self.coordinator, self.host) = (coordinator, host)
            window.rootViewController = host.rootViewController
        } catch {
            window.rootViewController = RowsController(title: "Error") { [.text("The app could not start: \(error)")] }
        }
        self.window = window
        window.makeKeyAndVisible()
    }

    /// The scene's navigation, kept by the system for its next launch.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let json = try? coordinator?.savedNavigation.json() else { return nil }
        let activity = NSUserActivity(activityType: "ShopUIKit.navigation")
        activity.userInfo = [Self.navigationKey: json]
        return activity
    }

    private static let navigationKey = "navigation"

    /// The lock and the sign-in cover the screen; the other flows are page sheets.
    private static func presentation(of screen: ControllersList) -> FlowPresentation {
        screen == .unlockScreen || screen == .shop(.signIn) ? .fullScreenCover : .sheet
    }
}
