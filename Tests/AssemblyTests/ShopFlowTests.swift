import Assembly
import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

@MainActor
struct ShopFlowTests {
    let scope = AppScope()

    func start() throws -> (Coordinator<ControllersList>, NavigationRecorder<ControllersList>) {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator()
        return (coordinator, NavigationRecorder(coordinator))
    }

    func top<Model>(_ coordinator: Coordinator<ControllersList>, as type: Model.Type) throws -> Model {
        try #require(coordinator.topViewModel as? Model)
    }

    /// Runs `act` on the top view model as a `Model`, without the test keeping it alive afterwards.
    func on<Model>(
        _ coordinator: Coordinator<ControllersList>, as type: Model.Type, _ act: (Model) throws -> Void
    ) throws {
        try act(try top(coordinator, as: type))
    }

    @Test func browseAddCheckOutAsAnonymousSignInConfirmAndFinish() throws {
        let (coordinator, navigation) = try start()
        try top(coordinator, as: StartViewModel.self).choose(.shop)
        let catalog = try top(coordinator, as: CatalogViewModel.self)
        catalog.openProduct(id: 3)
        try on(coordinator, as: ProductViewModel.self) { product in
            #expect(product.product.name == "Teapot")
            product.add(quantity: 2)
            product.openCart()
        }
        try on(coordinator, as: CartViewModel.self) { cart in
            #expect(cart.total == Price(cents: 5_980))
            cart.checkout()
        }
        navigation.expect([
            .pushed(.shop(.catalog)),
            .pushed(.shop(.product(productID: 3))),
            .presented(.shop(.cart)),
            .redirected(.show(.shop(.checkout)), to: [.presented(.shop(.signIn))]),
        ])

        try on(coordinator, as: SignInViewModel.self) { signIn in
            signIn.email = "ada@example.com"
            signIn.password = "lovelace"
            signIn.submit()
        }
        navigation.expect([.dismissed([.shop(.signIn)]), .pushed(.shop(.checkout))])
        #expect(
            coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.startScreen, .shop(.catalog), .shop(.product(productID: 3))], [.shop(.cart), .shop(.checkout)],
            ])

        try on(coordinator, as: CheckoutViewModel.self) { checkout in
            #expect(checkout.user?.name == "Ada")
            checkout.placeOrder()
        }
        navigation.expect([.popped([.shop(.checkout)]), .pushed(.shop(.orderConfirmation(orderID: 1)))])
        let teapot = try scope.shop.catalog.product(id: 3)
        try on(coordinator, as: OrderConfirmationViewModel.self) { confirmation in
            #expect(confirmation.order.lines == [CartLine(product: teapot, quantity: 2)])
            #expect(scope.shop.cart.lines.isEmpty)
            confirmation.done()
        }
        // The cart's flow is dismissed, then the product popped beneath it.
        navigation.expect([
            .dismissed([.shop(.cart), .shop(.orderConfirmation(orderID: 1))]), .popped([.shop(.product(productID: 3))]),
        ])
        #expect(coordinator.state.screens == [.startScreen, .shop(.catalog)])
        #expect(identical(coordinator.topViewModel, catalog))
        #expect(catalog.itemsInCart == 0)
        expectNoRetainedViewModels(coordinator)
    }

    @Test func cancellingSignInReturnsToTheCartWithoutCheckingOut() throws {
        let (coordinator, navigation) = try start()
        try scope.shop.cart.add(scope.shop.catalog.product(id: 1), quantity: 1)
        try coordinator.show(.shop(.catalog))
        try coordinator.present(.shop(.cart))
        let cart = try top(coordinator, as: CartViewModel.self)
        cart.checkout()
        try top(coordinator, as: SignInViewModel.self).cancel()
        navigation.expect([
            .pushed(.shop(.catalog)),
            .presented(.shop(.cart)),
            .redirected(.show(.shop(.checkout)), to: [.presented(.shop(.signIn))]),
            .dismissed([.shop(.signIn)]),
        ])
        #expect(identical(coordinator.topViewModel, cart))
        #expect(scope.shop.session.user == nil)
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aSignedInUserChecksOutWithoutBeingAskedAgain() throws {
        let (coordinator, navigation) = try start()
        _ = try scope.shop.session.signIn(email: "ada@example.com", password: "lovelace")
        try scope.shop.cart.add(scope.shop.catalog.product(id: 1), quantity: 1)
        try coordinator.present(.shop(.cart))
        try top(coordinator, as: CartViewModel.self).checkout()
        navigation.expect([.presented(.shop(.cart)), .pushed(.shop(.checkout))])
    }

    @Test func signInFromTheCatalogReturnsTheUserToTheCatalog() throws {
        let (coordinator, _) = try start()
        try coordinator.show(.shop(.catalog))
        let catalog = try top(coordinator, as: CatalogViewModel.self)
        catalog.signIn()
        let signIn = try top(coordinator, as: SignInViewModel.self)
        signIn.email = "ada@example.com"
        signIn.password = "nope"
        signIn.submit()
        #expect(signIn.message == "Wrong email or password.")
        #expect(identical(coordinator.topViewModel, signIn))
        signIn.password = "lovelace"
        signIn.submit()
        #expect(identical(coordinator.topViewModel, catalog))
        #expect(catalog.greeting == "Welcome, Ada!")
    }

    @Test func aLinkToAProductOpensOverTheCatalog() throws {
        let (coordinator, _) = try start()
        try coordinator.open(link: "demo://shop/product;productID=3", using: ControllersList.links)
        #expect(coordinator.state.screens == [.startScreen, .shop(.catalog), .shop(.product(productID: 3))])
        #expect(try top(coordinator, as: ProductViewModel.self).product.name == "Teapot")
    }

    @Test func aLinkToAnUnknownProductIsRefusedAndChangesNothing() throws {
        let (coordinator, navigation) = try start()
        try coordinator.show(.shop(.catalog))
        let before = coordinator.state
        #expect(
            throws: NavigationError.buildFailed(
                screen: "shop/product;productID=99", reason: "No product has the id 99.")
        ) {
            try coordinator.open(link: "demo://shop/product;productID=99", using: ControllersList.links)
        }
        #expect(coordinator.state == before)
        #expect(navigation.steps.count == 2)
    }

    @Test func aLinkToTheCheckoutAsksAnAnonymousUserToSignInFirst() throws {
        let (coordinator, _) = try start()
        try scope.shop.cart.add(scope.shop.catalog.product(id: 2), quantity: 1)
        try coordinator.open(link: "demo://shop/checkout", using: ControllersList.links)
        #expect(
            coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.startScreen, .shop(.catalog)], [.shop(.cart)], [.shop(.signIn)],
            ])
        let cart = coordinator.viewModel(for: coordinator.state.stacks[1][0].id)
        let signIn = try top(coordinator, as: SignInViewModel.self)
        signIn.email = "ada@example.com"
        signIn.password = "lovelace"
        signIn.submit()
        #expect(
            coordinator.state.stacks.map { $0.map(\.screen) } == [
                [.startScreen, .shop(.catalog)], [.shop(.cart), .shop(.checkout)],
            ])
        #expect(identical(coordinator.viewModel(for: coordinator.state.stacks[1][0].id), cart))
    }

    @Test func repeatingAGuardedLinkDoesNotStackASecondSignIn() throws {
        let (coordinator, _) = try start()
        try coordinator.open(link: "demo://shop/checkout", using: ControllersList.links)
        let first = coordinator.state
        try coordinator.open(link: "demo://shop/checkout", using: ControllersList.links)
        #expect(coordinator.state == first)
        #expect(coordinator.state.stacks.joined().filter { $0.screen == .shop(.signIn) }.count == 1)
    }

    @Test func anOrderConfirmationReturnsToTheCatalogAndNoLinkOpensOne() throws {
        let (coordinator, _) = try start()
        let order = try scope.shop.orders.place(
            [CartLine(product: try scope.shop.catalog.product(id: 4), quantity: 1)],
            for: InMemorySession.sampleAccount.user)
        try coordinator.setStack([.shop(.orderConfirmation(orderID: order.id))])
        try top(coordinator, as: OrderConfirmationViewModel.self).done()
        #expect(coordinator.state.screens == [.shop(.catalog)])
        #expect(
            throws: NavigationError.invalidLink(
                DeepLinkError(.notLinkable(.never), component: "shop/orderConfirmation;orderID=5", offset: 7))
        ) {
            try coordinator.open(link: "demo://shop/orderConfirmation;orderID=5", using: ControllersList.links)
        }
    }

    @Test func aShopSessionWithAModalIsSavedAndRestoredAcrossGroups() throws {
        let (original, _) = try start()
        try original.open(link: "demo://shop/product;productID=2", using: ControllersList.links)
        try original.present(.shop(.cart))
        try original.show(.cleanSwift(.detail(message: "inside the cart's flow")))
        let json = try original.savedNavigation.json()
        let restored = try RootAssembly(scope: scope).makeCoordinator()
        try restored.restore(json: json)
        #expect(restored.state.stacks.map { $0.map(\.screen) } == original.state.stacks.map { $0.map(\.screen) })
        #expect(try top(restored, as: DetailViewState.self).message?.quote == "\"inside the cart's flow\"")
    }
}

@MainActor
struct CleanSwiftFlowTests {
    @Test func homePassesItsMessageToDetailInTheCase() throws {
        let coordinator = try RootAssembly(scope: AppScope()).makeCoordinator()
        let navigation = NavigationRecorder(coordinator)
        try #require(coordinator.topViewModel as? StartViewModel).choose(.cleanSwift)
        let home = try #require(coordinator.topViewModel as? HomeViewState)
        home.draft = "  "
        home.send()
        #expect(home.error == HomePresenter.emptyMessage)
        home.draft = "hello, detail"
        home.send()
        navigation.expect([.pushed(.cleanSwift(.home)), .pushed(.cleanSwift(.detail(message: "hello, detail")))])
        #expect(
            (coordinator.topViewModel as? DetailViewState)?.message
                == DetailModels.ShowMessage.ViewModel(quote: "\"hello, detail\"", length: "13 characters"))
        try coordinator.pop()
        #expect(identical(coordinator.topViewModel, home))
        expectNoRetainedViewModels(coordinator)
    }

    @Test func theProfileSceneShowsTheFormattedPhoneNumber() throws {
        let coordinator = try RootAssembly(scope: AppScope()).makeCoordinator(root: .cleanSwift(.home))
        try #require(coordinator.topViewModel as? HomeViewState).openProfile(userName: "Aleksey")
        #expect(
            (coordinator.topViewModel as? ProfileViewState)?.profile
                == ProfileModels.FetchUser.ViewModel(
                    name: "Aleksey", phone: "+7 (999) 111 22 33", email: "aleksey@example.com"))
        try coordinator.pop()
        try #require(coordinator.topViewModel as? HomeViewState).openProfile(userName: "Nobody")
        #expect(
            (coordinator.topViewModel as? ProfileViewState)?.error == #"Nobody called "Nobody" is in the directory."#)
        try coordinator.pop()
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aSceneIsReleasedWithItsWholeCycle() throws {
        let coordinator = try RootAssembly(scope: AppScope()).makeCoordinator(root: .cleanSwift(.home))
        try coordinator.show(.cleanSwift(.profile(userName: "Bastien")))
        weak let display = coordinator.topViewModel as? ProfileViewState
        #expect(display?.profile?.phone == "+33 6 12 34 56 78")
        try coordinator.pop()
        #expect(display == nil)
    }
}
