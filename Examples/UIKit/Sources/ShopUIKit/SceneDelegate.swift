import Assembly
import NavigationHosting
import Screens
import UIKit

/// The example app's scene: the start screen, from which the text flow and the shop open. An iOS app project
/// names this class as its scene's delegate (README.md).
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    private var host: NavigationHost<ControllersList>?

    /// Shows the start screen in a new window, hosted by a ``NavigationHost``.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        do {
            let model = UIKitHostModel(try RootAssembly(scope: .live).makeCoordinator())
            let host = NavigationHost(model) { entry in makeController(for: entry, model: model) }
            self.host = host
            window.rootViewController = host.root
        } catch {
            window.rootViewController = RowsController(title: "Error") { [.text("The app could not start: \(error)")] }
        }
        self.window = window
        window.makeKeyAndVisible()
    }
}
