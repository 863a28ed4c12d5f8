import Assembly
import NavigationSwiftUI
import Screens
import SwiftUI

/// The example app: each window is a scene with its own coordinator and tabs — the lock and the sign-in as
/// full-screen covers —, its navigation restored from what the scene kept, and saved whenever the scene's phase
/// changes.
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            SceneNavigationHost(presentation: { $0.coversTheScreen ? .fullScreenCover : .sheet }) { saved in
                try RootAssembly(scope: .live).makeCoordinator(restoring: saved, orSelecting: .start)
            } screen: { entry, screens in
                ScreenView(entry: entry, model: screens)
            }
        }
    }
}
