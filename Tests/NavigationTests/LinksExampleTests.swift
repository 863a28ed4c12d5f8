import Foundation
import Navigation
import Testing

// A whole app's links and saved state, as a newcomer writes them: optional parameters, a flow, a screen
// opened for a result, a screen never opened by a link, a nested feature group — and every result promised.
private enum AppScreen: Routable {
    case catalog
    case product(id: Int)
    case search(text: String, page: Int? = nil)
    case cart
    case review(productID: Int)
    case signIn
    case shop(ShopScreen)

    var screensBeneath: [AppScreen] {
        switch self {
        case .catalog: []
        case .product, .search, .cart, .signIn: [.catalog]
        case .review(let id): [.catalog, .product(id: id)]
        case .shop(let screen): [.catalog] + screen.screensBeneath.map(AppScreen.shop)
        }
    }

    var linkRule: LinkRule<AppScreen> {
        switch self {
        case .catalog, .product, .search: .pushed
        case .cart: .presented
        case .review(let id): .result(openedBy: .product(id: id), presentation: .modal)
        case .signIn: .never
        case .shop(let screen): screen.linkRule.map(AppScreen.shop)
        }
    }
}

/// A feature group, nested as `shop(ShopScreen)`.
private enum ShopScreen: Routable {
    case orders
    case order(number: Int)

    var screensBeneath: [ShopScreen] {
        switch self {
        case .orders: []
        case .order: [.orders]
        }
    }

    var linkRule: LinkRule<ShopScreen> { .pushed }
}

@MainActor private final class ScreenModel {
    let screen: AppScreen
    init(screen: AppScreen) { self.screen = screen }
}

private struct ScreenAssembly: Assembly {
    let screen: AppScreen
    func build() -> ScreenModel { ScreenModel(screen: screen) }
}

private struct AppAssemblies: AssemblyProvider {
    func viewModel(for screen: AppScreen, coordination: any Coordination<AppScreen>) throws -> BuiltViewModel {
        try ScreenAssembly(screen: screen).built()
    }
}

@MainActor
struct LinksExampleTests {
    fileprivate let links = DeepLinks<AppScreen>(scheme: "app")

    @Test func theLinksOpenWhatTheCommentsSay() throws {
        let coordinator = try Coordinator(root: AppScreen.catalog, assemblies: AppAssemblies())
        try coordinator.open(link: "app://product;id=3", using: links)
        #expect(coordinator.state.screens == [.catalog, .product(id: 3)])
        try coordinator.open(link: "app://review;productID=3", using: links)
        #expect(
            coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.catalog, .product(id: 3)], [.review(productID: 3)],
            ])
        #expect(try links.url(for: coordinator.state) == "app://catalog/product;id=3/+/review;productID=3")
    }

    @Test func theRoutesAreTheCaseNamesWithOptionalAndNestedValues() throws {
        #expect(try links.stacks(in: "app://search;text=green%20tea") == [[.search(text: "green tea")]])
        #expect(try links.stacks(in: "app://search;text=tea;page=2") == [[.search(text: "tea", page: 2)]])
        #expect(try links.url(for: [AppScreen.search(text: "green tea")]) == "app://search;text=green%20tea")
        #expect(try links.stacks(in: "app://shop/order;number=7") == [[.shop(.order(number: 7))]])
        #expect(try links.target(for: "app://cart").stacks == [[.catalog], [.cart]], "only as a modal flow")
    }

    @Test func theErrorsReadAsQuotedAndLeaveTheStateUntouched() throws {
        let coordinator = try Coordinator(root: AppScreen.catalog, assemblies: AppAssemblies())
        try coordinator.open(link: "app://product;id=3", using: links)
        let before = coordinator.state
        #expect(
            throws: NavigationError.invalidLink(
                DeepLinkError(.invalidParameter(name: "id", expected: "Int"), component: "x", offset: 17))
        ) { try coordinator.open(link: "app://product;id=x", using: self.links) }
        do {
            try coordinator.open(link: "app://product;id=x", using: links)
        } catch {
            #expect(error.description == #"Invalid link at character 18 ("x"): the parameter "id" is not a valid Int."#)
        }
        do {
            try coordinator.open(link: "app://signIn", using: links)
            Issue.record("a link opened the sign-in")
        } catch {
            #expect(error.description.hasSuffix(#"("signIn"): this screen cannot be opened by a link."#))
        }
        #expect(coordinator.state == before)
    }

    @Test func theSavedSessionStartsTheNextCoordinator() throws {
        let coordinator = try Coordinator(root: AppScreen.catalog, assemblies: AppAssemblies())
        try coordinator.open(link: "app://review;productID=3", using: links)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readme-links-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try coordinator.savedNavigation.json().write(to: file)
        var guardSaw: [NavigationRequest<AppScreen>] = []
        let restored = try Coordinator(
            restoring: try? Data(contentsOf: file), orRoot: .catalog, assemblies: AppAssemblies()
        ) {
            $0.addGuard { request, _ in
                guardSaw.append(request)
                return .allow
            }
        }
        #expect(restored.restoreOutcome == .restored)
        #expect(restored.state.stacks.map { $0.map(\.screen) } == coordinator.state.stacks.map { $0.map(\.screen) })
        #expect(guardSaw.count == 1, "the guard, installed before the first screen is built, saw the restore")
    }
}
