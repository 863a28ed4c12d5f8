import Foundation
import Navigation
import NavigationHosting

// Every coordinator below is made by top-level code: in a release build the framework's inlinable
// initializers and engine are compiled here, in the app's module.

enum Screen: Routable {
    case list
    case detail(id: Int)
    case signIn

    var screensBeneath: [Screen] {
        switch self {
        case .list, .signIn: []
        case .detail: [.list]
        }
    }

    var linkRule: LinkRule<Screen> {
        switch self {
        case .list, .detail: .pushed
        case .signIn: .presented
        }
    }
}

enum Tab: String, NavigationTab {
    case browse, account

    var root: Screen {
        switch self {
        case .browse: .list
        case .account: .signIn
        }
    }
}

@MainActor final class ScreenViewModel {
    let screen: Screen
    let coordination: any Coordination<Screen>
    init(screen: Screen, coordination: any Coordination<Screen>) {
        self.screen = screen
        self.coordination = coordination
    }
}

struct ScreenAssembly: Assembly {
    let screen: Screen
    let coordination: any Coordination<Screen>
    func build() -> ScreenViewModel { ScreenViewModel(screen: screen, coordination: coordination) }
}

struct RootAssembly: AssemblyProvider {
    func viewModel(for screen: Screen, coordination: any Coordination<Screen>) throws -> BuiltViewModel {
        switch screen {
        case .list, .detail, .signIn: try ScreenAssembly(screen: screen, coordination: coordination).built()
        }
    }
}

// A show and a pop.
let coordinator = try Coordinator(root: Screen.list, assemblies: RootAssembly())
try coordinator.show(.detail(id: 1))
print(coordinator.state)
try coordinator.pop()
print(coordinator.state)

// Through a view model's handle, a modal flow, a result and a refusal.
try coordinator.topViewModel(as: ScreenViewModel.self).coordination.show(.detail(id: 2))
try coordinator.present(.signIn)
try coordinator.dismiss()
try coordinator.popToRoot()
do {
    try coordinator.pop()
} catch {
    print(error)
}
print(coordinator.state)

// A guard, a link and a saved session read back.
let links = DeepLinks<Screen>(scheme: "app")
coordinator.addGuard { request, state in
    request.requestedScreens(in: state).contains(.detail(id: 13)) ? .refuse(reason: "thirteen is locked") : .allow
}
try coordinator.open(link: "app://list/detail;id=3", using: links)
print(try links.url(for: coordinator.state))
do {
    try coordinator.open(link: "app://list/detail;id=13", using: links)
} catch {
    print(error)
}
let saved = try coordinator.savedNavigation.json()
let restored = try Coordinator(restoring: saved, orRoot: Screen.list, assemblies: RootAssembly())
print(restored.state.screens == coordinator.state.screens, restored.restoreOutcome.map { "\($0)" } ?? "nil")

// Tabs.
let tabbed = try Coordinator(selecting: Tab.browse, assemblies: RootAssembly())
try tabbed.show(.detail(id: 4))
try tabbed.select(Tab.account)
try tabbed.select(Tab.browse)
print(tabbed.state.screens.map { "\($0)" })

// The host models, as a SwiftUI and a UIKit host follow them: each step read or handed over, then finished.
let hosted = try Coordinator(root: Screen.list, assemblies: RootAssembly())
let swiftUI = SwiftUIHostModel(hosted)
var calls: [String] = []
let uiKit = UIKitHostModel(hosted)
uiKit.onStep = { step in
    if case .push(let entry, let stack) = step { calls.append("push \(entry.screen) on \(stack)") }
    if case .pop(let top, let stack) = step { calls.append("pop to #\(top.rawValue) on \(stack)") }
    uiKit.stepFinished()
}
try hosted.show(.detail(id: 5))
print(
    swiftUI.path(ofStack: 0).map { "#\($0.rawValue)" },
    try swiftUI.viewModel(for: hosted.state.top.id, as: ScreenViewModel.self).screen)
swiftUI.stepFinished()
try swiftUI.setPath([], ofStack: 0)
swiftUI.stepFinished()
print(hosted.state, calls)

// A tab selected with the SwiftUI-shaped model following: the tab it shows, once its step is finished.
let tabbedModel = SwiftUIHostModel(tabbed)
try tabbed.select(Tab.account)
while !tabbedModel.isSettled { tabbedModel.stepFinished() }
print(tabbedModel.selectedTab?.name ?? "no tab", tabbedModel.path(of: AnyNavigationTab(Tab.browse)).count)
