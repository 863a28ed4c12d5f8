import Assembly
import Foundation
import Navigation
import Screens
import TerminalUI
import Testing

/// The demo's tab bar: `tab <name>` is the user tapping a tab, and each tab keeps its own stack and view models.
@MainActor
struct TabBarTests {
    /// The demo's app, with its tab bar, over a scope of its own.
    func makeApp(selecting tab: AppTab = .start) throws -> TerminalApp {
        let scope = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "1234"))
        return TerminalApp(coordinator: try RootAssembly(scope: scope).makeCoordinator(selecting: tab))
    }

    func screens(of tab: AppTab, in app: TerminalApp) -> [ControllersList]? {
        app.coordinator.state.stack(of: tab)?.map(\.screen)
    }

    @Test func theTabBarListsEveryTabWithTheSelectedOneMarked() throws {
        let app = try makeApp()
        #expect(app.tabBar == "Tabs: [start] · text · shop · vip")
        #expect(app.render().contains("== Start ==\nTabs: [start] · text · shop · vip\nStack: Start\n"))
        #expect(app.render().contains("tab <name>"))
        _ = app.handle("tab shop")
        #expect(app.tabBar == "Tabs: start · text · [shop] · vip")
        #expect(app.render().contains("== Catalog ==\nTabs: start · text · [shop] · vip\nStack: Catalog\n"))
        // An app without tabs draws no tab bar.
        let single = TerminalApp(coordinator: try RootAssembly(scope: AppScope()).makeCoordinator())
        #expect(single.tabBar == nil)
        #expect(!single.render().contains("Tabs:"))
        #expect(!single.render().contains("tab <name>"))
    }

    @Test func eachTabKeepsItsHistoryAndViewModelsAcrossSwitches() throws {
        let app = try makeApp()
        for line in ["shop", "3", "tab text", "hello", "tab shop", "2", "add", "tab vip", "hi there"] {
            _ = app.handle(line)
        }
        let state = app.coordinator.state
        #expect(state.selectedTab(as: AppTab.self) == .vip)
        #expect(screens(of: .start, in: app) == [.startScreen, .shop(.catalog), .shop(.product(productID: 3))])
        #expect(screens(of: .text, in: app) == [.textInputScreen, .textConfirmationScreen(text: "hello")])
        #expect(screens(of: .shop, in: app) == [.shop(.catalog), .shop(.product(productID: 2))])
        #expect(screens(of: .vip, in: app) == [.cleanSwift(.home), .cleanSwift(.detail(message: "hi there"))])

        // Switching back shows each tab as it was left, drawn by the view models it had.
        let productInShop = try #require(state.stack(of: AppTab.shop)?.last)
        let model = try #require(app.coordinator.viewModel(for: productInShop.id))
        for (tab, title, breadcrumb) in [
            ("text", "Confirmation", "Text input › Confirmation"),
            ("start", "Product 3", "Start › Catalog › Product 3"),
            ("shop", "Product 2", "Catalog › Product 2"),
            ("vip", "VIP detail", "VIP home › VIP detail"),
        ] {
            guard case .proceed(let screen) = app.handle("tab \(tab)") else {
                Issue.record("tab \(tab) ended the app")
                continue
            }
            #expect(screen.contains("== \(title) ==\n"), "tab \(tab)")
            #expect(screen.contains("Stack: \(breadcrumb)\n"), "tab \(tab)")
        }
        _ = app.handle("tab shop")
        #expect(app.coordinator.viewModel(for: productInShop.id) === model)
        #expect(app.render().contains("In your cart: 1."))
        #expect(app.coordinator.retainedViewModels.isEmpty)
    }

    @Test func theSelectedTabTappedAgainGoesBackToItsRoot() throws {
        let app = try makeApp(selecting: .shop)
        for line in ["3", "cart"] { _ = app.handle(line) }
        #expect(app.coordinator.state.stacks.count == 2)
        _ = app.handle("tab shop")
        #expect(app.coordinator.state.stacks.map { $0.map(\.screen) } == [[.shop(.catalog)]])
        // At the root, tapping it again changes nothing.
        let before = app.coordinator.state
        _ = app.handle("tab shop")
        #expect(app.coordinator.state == before)
    }

    @Test func switchingTabsClosesModalFlowsAndKeepsTheStackBeneath() throws {
        let app = try makeApp(selecting: .shop)
        for line in ["3", "cart", "tab text"] { _ = app.handle(line) }
        #expect(app.coordinator.state.modals.isEmpty)
        _ = app.handle("tab shop")
        #expect(
            app.coordinator.state.stacks.map { $0.map(\.screen) } == [[.shop(.catalog), .shop(.product(productID: 3))]])
    }

    @Test func aTabThatDoesNotExistIsExplainedAndNothingChanges() throws {
        let app = try makeApp()
        _ = app.handle("shop")
        let before = app.coordinator.state
        #expect(app.handle("tab nowhere") == .proceed("! No tab is named \"nowhere\". Tabs: start, text, shop, vip."))
        #expect(app.handle("tab") == .proceed("! Say which tab: start, text, shop, vip."))
        #expect(app.coordinator.state == before)
        let single = TerminalApp(coordinator: try RootAssembly(scope: AppScope()).makeCoordinator())
        #expect(single.handle("tab shop") == .proceed("! This app has no tabs."))
    }

    @Test func aTabCommandOnTheTextInputScreenSwitchesInsteadOfConfirmingIt() throws {
        let app = try makeApp(selecting: .text)
        _ = app.handle("tab vip")
        #expect(app.coordinator.state.selectedTab(as: AppTab.self) == .vip)
        #expect(screens(of: .text, in: app) == [.textInputScreen])
        // Typed with a backslash, it is text.
        _ = app.handle("tab text")
        _ = app.handle("\\tab vip")
        #expect(screens(of: .text, in: app) == [.textInputScreen, .textConfirmationScreen(text: "tab vip")])
    }

    @Test func aTabTheGuardsStopIsAskedOfThemFirst() throws {
        // A guard that refuses the shop tab while the cart is empty: the tap is asked of the guards, refused
        // with the guard's reason, and nothing changes.
        let app = try makeApp()
        app.coordinator.addGuard { request, _ in
            request == .selectTab(AppTab.shop) ? .refuse(reason: "The shop is closed.") : .allow
        }
        let before = app.coordinator.state
        guard case .proceed(let reply) = app.handle("tab shop") else {
            Issue.record("tab shop ended the app")
            return
        }
        #expect(reply.hasPrefix("! ") && reply.contains("The shop is closed."))
        #expect(app.coordinator.state == before)
        _ = app.handle("tab text")
        #expect(app.coordinator.state.selectedTab(as: AppTab.self) == .text)
    }
}
