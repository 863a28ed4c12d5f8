import Assembly
import Navigation
import NavigationHosting
import NavigationSwiftUI
import Screens
import SwiftUI

/// The example app: each window is a scene with its own coordinator, its tabs, and its navigation kept with it.
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { ShopScene() }
    }
}

/// A window: its coordinator, restored from what the scene kept, drawn by the package's host, and saved whenever
/// the scene leaves the foreground.
struct ShopScene: View {
    @SceneStorage("navigation") private var saved: Data?
    @Environment(\.scenePhase) private var phase
    @State private var started: Result<Coordinator<ControllersList>, NavigationError>?

    var body: some View {
        switch started {
        case .success(let coordinator):
            NavigationHost(coordinator, presentation: ShopScene.presentation) { entry, screens in
                ScreenView(entry: entry, model: screens)
            }
            .onChange(of: phase) {
                if phase != .active, let json = try? coordinator.savedNavigation.json() { saved = json }
            }
        case .failure(let error): Text("The app could not start: \(error)")
        case nil: Text("Starting…").onAppear { started = Result { () throws(NavigationError) in try start() } }
        }
    }

    private func start() throws(NavigationError) -> Coordinator<ControllersList> {
        try RootAssembly(scope: .live).makeCoordinator(restoring: saved, orSelecting: .start)
    }

    /// The lock and the sign-in cover the screen; the other flows are sheets.
    static func presentation(of screen: ControllersList) -> FlowPresentation {
        screen == .unlockScreen || screen == .shop(.signIn) ? .fullScreenCover : .sheet
    }
}
