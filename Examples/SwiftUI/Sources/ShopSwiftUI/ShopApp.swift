import Assembly
import Navigation
import NavigationHosting
import Screens
import SwiftUI

/// The example app: the start screen, from which the text flow and the shop open.
@main
struct ShopApp: App {
    @State private var model: SwiftUIHostModel<ControllersList>?
    @State private var failure: String?

    var body: some Scene {
        WindowGroup {
            if let model {
                StackHost(model: model) { entry in ScreenView(entry: entry, model: model) }
            } else {
                Text(failure ?? "Starting…")
                    .task {
                        do {
                            model = SwiftUIHostModel(try RootAssembly(scope: .live).makeCoordinator())
                        } catch {
                            failure = "The app could not start: \(error)"
                        }
                    }
            }
        }
    }
}
