import Assembly
import NavigationUIKit
import Screens
import UIKit

/// The example app's scene: its coordinator, restored from the scene's last session, hosted by the package's
/// UIKit host with the app's tabs — the lock and the sign-in full screen. An iOS app project names this class as
/// its scene's delegate (README.md).
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    private var host: UIKitNavigationHost<ControllersList>?

    /// Shows the scene's navigation, restored from the session the system kept, in a new window.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        do {
            let saved = UIKitNavigationHost<ControllersList>.savedNavigation(in: session)
            let coordinator = try RootAssembly(scope: .live).makeCoordinator(restoring: saved, orSelecting: .start)
            let host = UIKitNavigationHost(coordinator) {
                $0.coversTheScreen ? .fullScreenCover : .sheet
            } makeController: {
                makeController(for: $0, model: $1)
            }
            (self.host, window.rootViewController) = (host, host.rootViewController)
        } catch {
            window.rootViewController = RowsController(title: "Error") { [.text("The app could not start: \(error)")] }
        }
        self.window = window
        window.makeKeyAndVisible()
    }

    /// The scene's navigation, kept by the system until the scene's next launch.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        host?.stateRestorationActivity(type: "ShopUIKit.navigation")
    }
}
