import Navigation
import Testing

@testable import NavigationTesting

enum PagesTab: String, NavigationTab {
    case shop, other

    var root: ShopPages { self == .shop ? .catalog : .product(productID: 0) }
}

/// A change is the steps a host takes, stack by stack, and each step prints its screens as routes.
struct NavigationStepTests {
    @Test func aLinkThatPushesAndPresentsIsAStepPerStack() throws {
        var state = NavigationState(root: ShopPages.catalog)
        try state.push(.product(productID: 1))
        _ = try state.present(.product(productID: 2))
        // The flow goes, the product is popped, another pushed, and a flow of two presented.
        let change = try #require(
            try state.plan(
                .setStacks([[.catalog, .product(productID: 3)], [.catalog, .product(productID: 4)]])))
        #expect(
            NavigationStep.steps(of: change) == [
                .dismissed([.product(productID: 2)]), .popped([.product(productID: 1)]),
                .pushed(.product(productID: 3)), .presented(.catalog), .pushed(.product(productID: 4)),
            ])
    }

    @Test func aTabSwitchSelectsTheTabThenChangesItsStack() throws {
        var state = NavigationState(selecting: PagesTab.shop)
        try state.push(.product(productID: 1))
        _ = try state.present(.product(productID: 2))
        let change = try #require(try state.plan(.selectTab(PagesTab.other, popToRootIfSelected: false)))
        #expect(
            NavigationStep.steps(of: change) == [.dismissed([.product(productID: 2)]), .selectedTab(PagesTab.other)])
        // Showing in a tab out of sight is a step in that tab.
        let aside = try #require(try state.plan(.showInTab(PagesTab.other, .product(productID: 5))))
        #expect(NavigationStep.steps(of: aside) == [.inTab(PagesTab.other, .pushed(.product(productID: 5)))])
    }

    @Test func stepsPrintTheirScreensAsRoutes() {
        let steps: [NavigationStep<ShopPages>] = [
            .pushed(.product(productID: 3)), .popped([.catalog, .product(productID: 1)]),
            .inTab(PagesTab.shop, .presented(.catalog)),
        ]
        #expect(
            steps.map(\.description) == [
                ".pushed(product;productID=3)", ".popped([catalog, product;productID=1])",
                ".inTab(shop, .presented(catalog))",
            ])
    }
}
