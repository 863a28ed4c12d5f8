// The names the snippets of the package's doc comments use and do not declare: an app of a few screens, its
// tabs, assemblies and view models, and the values a snippet works with (`coordinator`, `state`, `links`, …).
// `Scripts/doc-comment-snippets.py` says how the snippets are placed around it; nothing here runs.
import Foundation
import Navigation
import NavigationHosting
import NavigationSwiftUI
import NavigationTesting
import SwiftUI
import UIKit

typealias Screen = AppScreen

enum AppScreen: Routable, Hashable {
    case home, list, welcome, catalog, cart, signIn, colorPicker, textInput
    case checkout(userID: Int)
    case detail(id: Int)
    case editor(noteID: Int)
    case product(id: Int)
    case orderConfirmation(orderID: Int)
    case note(text: String)
    case rating(text: String)
    case confirmation(text: String)
    case shop(ShopScreen)

    var isRating: Bool { if case .rating = self { true } else { false } }
    var isColorPicker: Bool { self == .colorPicker }
    var needsSignIn: Bool { if case .checkout = self { true } else { false } }
    var screensBeneath: [AppScreen] { [] }
    var linkRule: LinkRule<AppScreen> { .pushed }
}

enum ShopScreen: Routable, Hashable {
    case catalog, cart, signIn
    case product(id: Int)
    case compare(productIDs: [Int])

    var screensBeneath: [ShopScreen] { [] }
    var linkRule: LinkRule<ShopScreen> { .pushed }
}

enum AppTab: String, NavigationTab {
    case text, shop

    var root: AppScreen { self == .text ? .textInput : .catalog }
}

struct User: Sendable, Equatable {
    let id: Int
    static let sample = User(id: 1)
    static let ada = User(id: 2)
}

struct Color: Sendable, Equatable {
    static let red = Color()
}

struct Product: Sendable {}

protocol Catalog: Sendable {
    func product(id: Int) throws -> Product
}

struct AppScope {
    let catalog: any Catalog
    static var live: AppScope { AppScope(catalog: NoCatalog()) }
    static var test: AppScope { AppScope(catalog: NoCatalog()) }
}

struct NoCatalog: Catalog {
    struct Missing: Error {}
    func product(id: Int) throws -> Product { throw Missing() }
}

@MainActor protocol ListPresentable: AnyObject {}

@MainActor final class ListViewModel: ListPresentable {
    init(coordination: any Coordination<AppScreen>) {}
    func open(_ id: Int) {}
}

@MainActor final class DetailViewModel {
    init(product: Product, coordination: any Coordination<AppScreen>) {}
}

@MainActor final class CartViewModel {
    init(cart: [Product], coordination: any Coordination<AppScreen>) {}
    func checkout() {}
    func checkoutInBackground() {}
    func refresh() {}
}

@MainActor final class PlayerViewModel {
    func resume() {}
    func pause() {}
}

@MainActor final class InputViewModel {
    var text = ""
    func confirm() {}
}

@MainActor final class ConfirmationViewModel {
    func goBack() {}
}

@MainActor final class SignInViewModel {
    func submit() {}
}

// Generic over the screen enum, so that a snippet declaring an `AppScreen` of its own can use them.
struct ListAssembly<Screen>: Assembly {
    let coordination: any Coordination<Screen>
    let catalog: any Catalog
    func build() -> PlayerViewModel { PlayerViewModel() }
}

struct ShopAssembly: Assembly {
    func build() -> PlayerViewModel { PlayerViewModel() }
}

struct HomeAssembly<Screen>: Assembly {
    let coordination: any Coordination<Screen>
    func build() -> PlayerViewModel { PlayerViewModel() }
}

struct ShopAssemblies: AssemblyProvider {
    let scope: AppScope
    func viewModel(for screen: ShopScreen, coordination: any Coordination<ShopScreen>) throws -> BuiltViewModel {
        try ShopAssembly().built()
    }
}

struct RootAssembly: AssemblyProvider {
    let scope: AppScope
    func viewModel(for screen: AppScreen, coordination: any Coordination<AppScreen>) throws -> BuiltViewModel {
        try ListAssembly(coordination: coordination, catalog: scope.catalog).built()
    }
    func makeCoordinator() throws -> Coordinator<AppScreen> { try Coordinator(root: .list, assemblies: self) }
}

struct AppAssemblies: AssemblyProvider {
    func viewModel(for screen: AppScreen, coordination: any Coordination<AppScreen>) throws -> BuiltViewModel {
        try HomeAssembly(coordination: coordination).built()
    }
}

struct DetailAssembly<Screen>: Assembly {
    let coordination: any Coordination<Screen>
    let catalog: any Catalog
    let productID: Int
    func build() throws -> PlayerViewModel {
        _ = try catalog.product(id: productID)
        return PlayerViewModel()
    }
}

extension AppScreen {
    static let links = DeepLinks<AppScreen>(scheme: "app")
}

struct ListView: View {
    let model: any ListPresentable
    var body: some View { EmptyView() }
}

struct DetailView: View {
    let model: DetailViewModel
    var body: some View { EmptyView() }
}

struct ScreenView: View {
    let entry: NavigationEntry<AppScreen>
    let screens: SwiftUIHostModel<AppScreen>
    var body: some View { EmptyView() }
}

@MainActor final class AppHost {
    func make(_ step: HostStep<AppScreen>) async {}
    func make(_ step: HostStep<AppScreen>, completion: @escaping () -> Void) {}
    func apply(_ change: NavigationChange<AppScreen>) {}
    func make(_ step: UIKitHostStep<AppScreen>, completion: @escaping () -> Void) {}
}

final class Controller {
    init(_ entry: NavigationEntry<AppScreen>) {}
}

// What the snippets of each module that are statements are methods of: the values they work with, as members.

@MainActor final class NavigationDocs {
    let coordinator: Coordinator<AppScreen>
    let coordination: any Coordination<AppScreen>
    let shopCoordination: any Coordination<ShopScreen>
    var state: NavigationState<AppScreen>
    var shown: NavigationState<AppScreen>
    var controllers: ShownStacks<Controller>
    let links: DeepLinks<AppScreen>
    let file: URL
    let data: Data
    let saved: SavedNavigation<AppScreen>
    let id: EntryID
    let catalogEntryID: EntryID
    let list: NavigationEntry<AppScreen>
    let root: NavigationEntry<AppScreen>
    let entry: NavigationEntry<AppScreen>
    let sheet: UIViewController
    let backButton: UIButton
    let user: User
    let session: Session
    let host: AppHost
    let addressTheBrowserAskedFor: String
    let signInGuard: Coordinator<AppScreen>.Guard
    let unlockGuard: Coordinator<AppScreen>.Guard
    var color: Color?
    var rating: Int?

    init() { fatalError("never run: the snippets are only compiled") }

    func greet(_ user: User) {}
    func log(_ event: NavigationEvent<AppScreen>) {}
}

@MainActor struct NavigationHostingDocs {
    let coordinator: Coordinator<AppScreen>
    let shown: NavigationState<AppScreen>
    let model: SwiftUIHostModel<AppScreen>
    let host: AppHost
    let content: EmptyView
    let index: Int

    init() { fatalError("never run: the snippets are only compiled") }
}

@MainActor final class NavigationTestingDocs {
    let coordinator: Coordinator<AppScreen>
    let coordination: RecordingCoordination<AppScreen>
    let model: CartViewModel
    let input: InputViewModel
    let confirmation: ConfirmationViewModel
    let signIn: SignInViewModel
    let cart: [Product]
    let scope: AppScope

    init() { fatalError("never run: the snippets are only compiled") }
}

@MainActor struct NavigationSwiftUIDocs {
    let coordinator: Coordinator<AppScreen>

    init() { fatalError("never run: the snippets are only compiled") }
}

@MainActor struct NavigationUIKitDocs {
    let coordinator: Coordinator<AppScreen>
    let window: UIWindow

    init() { fatalError("never run: the snippets are only compiled") }

    func makeController(for entry: NavigationEntry<AppScreen>, model: AnyObject) -> UIViewController {
        UIViewController()
    }
}

struct Session: Sendable { var isSignedIn: Bool }

let fixtures = URL(fileURLWithPath: "Tests/Fixtures")
