import Navigation
import NavigationTesting
import Screens
import Testing

@MainActor
struct CatalogViewModelTests {
    let shop = ShopFixture()
    let coordination = RecordingCoordination<ShopScreen>()

    func makeViewModel() -> CatalogViewModel {
        CatalogViewModel(catalog: shop.catalog, cart: shop.cart, session: shop.session, coordination: coordination)
    }

    @Test func listsTheCatalogsProductsAndWhatTheCartHolds() throws {
        try shop.fillCart(2, quantity: 3)
        let model = makeViewModel()
        #expect(model.products.map(\.name) == ["Green tea", "Coffee beans", "Teapot", "Mug", "Honey"])
        #expect(model.itemsInCart == 3)
        #expect(model.user == nil)
    }

    @Test func openingAProductShowsItsScreenWithItsID() {
        makeViewModel().openProduct(id: 3)
        coordination.expectRequests([.show(.product(productID: 3))])
    }

    @Test func anUnknownProductIsExplainedAndNothingOpens() {
        let model = makeViewModel()
        model.openProduct(id: 42)
        coordination.expectRequests([])
        #expect(model.message == "No product has the id 42.")
    }

    @Test func theCartOpensAsAModalFlow() {
        makeViewModel().openCart()
        coordination.expectRequests([.present(.cart)])
    }

    @Test func signingInOpensTheSignInScreenAndGreetsTheUserItReturns() {
        let model = makeViewModel()
        model.signIn()
        coordination.expectRequests([.open(.signIn, presentation: .modal, expecting: User.self)])
        coordination.respond(with: ada)
        #expect(model.greeting == "Welcome, Ada!")
    }

    @Test func closingTheSignInScreenGreetsNobody() {
        let model = makeViewModel()
        model.signIn()
        coordination.expectRequests([.open(.signIn, presentation: .modal, expecting: User.self)])
        coordination.closeOpened()
        #expect(model.greeting == nil)
        #expect(model.message == nil)
    }

    @Test func aSignedInUserIsToldSoAndCanSignOut() throws {
        try shop.signIn()
        let model = makeViewModel()
        model.signIn()
        coordination.expectRequests([])
        #expect(model.message == "You are already signed in as Ada.")
        model.signOut()
        #expect(model.user == nil)
        #expect(model.message == nil)
    }

    @Test func aRefusedNavigationIsExplained() {
        coordination.refusal = .refusedByGuard(reason: "the shop is closed")
        let model = makeViewModel()
        model.openCart()
        coordination.expectRequests([.present(.cart)])
        #expect(model.message == "Not allowed: the shop is closed")
    }
}

@MainActor
struct ProductViewModelTests {
    let shop = ShopFixture()
    let coordination = RecordingCoordination<ShopScreen>()

    func makeViewModel(_ id: Int = 1) throws -> ProductViewModel {
        ProductViewModel(product: try shop.product(id), cart: shop.cart, coordination: coordination)
    }

    @Test func addingPutsTheProductInTheSharedCart() throws {
        let model = try makeViewModel(4)
        model.add(quantity: 2)
        model.add(quantity: 1)
        #expect(model.quantityInCart == 3)
        #expect(shop.cart.lines == [CartLine(product: try shop.product(4), quantity: 3)])
        #expect(model.message == nil)
    }

    @Test(arguments: [0, -1, 100])
    func aQuantityOutsideOneToNinetyNineIsExplainedAndTheCartUnchanged(quantity: Int) throws {
        let model = try makeViewModel()
        model.add(quantity: quantity)
        #expect(shop.cart.lines.isEmpty)
        #expect(model.message == "\(quantity) is not a quantity: choose from 1 to 99.")
    }

    @Test func theCartNeverHoldsMoreThanNinetyNineOfAProduct() throws {
        let model = try makeViewModel()
        model.add(quantity: 98)
        model.add(quantity: 2)
        #expect(model.quantityInCart == 98)
        #expect(model.message == "100 is not a quantity: choose from 1 to 99.")
    }

    @Test func theCartOpensAsAModalFlow() throws {
        try makeViewModel().openCart()
        coordination.expectRequests([.present(.cart)])
    }
}

@MainActor
struct CartViewModelTests {
    let shop = ShopFixture()
    let coordination = RecordingCoordination<ShopScreen>()

    func makeViewModel() -> CartViewModel {
        CartViewModel(cart: shop.cart, coordination: coordination)
    }

    @Test func quantitiesChangeAndLinesGoAndTheTotalFollows() throws {
        try shop.fillCart(1, quantity: 2)
        try shop.fillCart(3, quantity: 1)
        let model = makeViewModel()
        #expect(model.total == Price(cents: 2 * 450 + 2_990))
        model.setQuantity(5, of: 1)
        #expect(model.lines.map(\.quantity) == [5, 1])
        model.remove(3)
        #expect(model.lines.map(\.product.id) == [1])
        #expect(model.total == Price(cents: 2_250))
        #expect(model.message == nil)
    }

    @Test func changingALineThatIsNotThereIsExplained() throws {
        try shop.fillCart(1)
        let model = makeViewModel()
        model.setQuantity(2, of: 9)
        #expect(model.message == "Product 9 is not in your cart.")
        model.remove(9)
        #expect(model.message == "Product 9 is not in your cart.")
        model.setQuantity(0, of: 1)
        #expect(model.message == "0 is not a quantity: choose from 1 to 99.")
        #expect(model.lines.map(\.quantity) == [2])
    }

    @Test func checkoutGoesOnToTheCheckoutScreen() throws {
        try shop.fillCart()
        makeViewModel().checkout()
        coordination.expectRequests([.show(.checkout)])
    }

    @Test func checkingOutAnEmptyCartIsExplainedAndGoesNowhere() {
        let model = makeViewModel()
        model.checkout()
        coordination.expectRequests([])
        #expect(model.message == "Your cart is empty: add a product first.")
    }
}

@MainActor
struct CheckoutViewModelTests {
    let shop = ShopFixture()
    let coordination = RecordingCoordination<ShopScreen>()

    func makeViewModel() -> CheckoutViewModel {
        CheckoutViewModel(cart: shop.cart, session: shop.session, orders: shop.orders, coordination: coordination)
    }

    @Test func placingTheOrderEmptiesTheCartAndPutsTheConfirmationInTheCheckoutsPlace() throws {
        try shop.fillCart(2, quantity: 1)
        try shop.signIn()
        let model = makeViewModel()
        #expect(model.user == ada)
        #expect(model.total == Price(cents: 1_200))
        model.placeOrder()
        coordination.expectRequests([.replaceTop(.orderConfirmation(orderID: 1))])
        #expect(shop.cart.lines.isEmpty)
        #expect(try shop.orders.order(id: 1).lines == [CartLine(product: try shop.product(2), quantity: 1)])
        #expect(model.message == nil)
    }

    @Test func withoutASignedInUserNothingIsOrderedAndTheCartIsKept() throws {
        try shop.fillCart()
        let model = makeViewModel()
        model.placeOrder()
        coordination.expectRequests([])
        #expect(model.message == "Sign in first.")
        #expect(shop.orders.placed.isEmpty)
        #expect(shop.cart.lines.count == 1)
    }

    @Test func anEmptyCartIsNotOrdered() throws {
        try shop.signIn()
        let model = makeViewModel()
        model.placeOrder()
        coordination.expectRequests([])
        #expect(model.message == "Your cart is empty: add a product first.")
        #expect(shop.orders.placed.isEmpty)
    }
}

@MainActor
struct SignInViewModelTests {
    let shop = ShopFixture()
    let coordination = RecordingCoordination<ShopScreen>()

    func makeViewModel() -> SignInViewModel {
        SignInViewModel(session: shop.session, coordination: coordination)
    }

    @Test func theRightPasswordSignsInAndHandsTheUserBack() {
        let model = makeViewModel()
        model.email = "  ADA@example.com "
        model.password = "lovelace"
        model.submit()
        coordination.expectFinished(with: [ada])
        #expect(shop.session.user == ada)
        #expect(model.message == nil)
    }

    @Test(arguments: [
        ("ada@example.com", "wrong", "Wrong email or password."),
        ("bob@example.com", "lovelace", "Wrong email or password."),
        ("", "lovelace", "Enter your email and your password."),
        ("ada@example.com", "", "Enter your email and your password."),
    ])
    func badCredentialsAreExplainedAndSignNobodyIn(email: String, password: String, message: String) {
        let model = makeViewModel()
        model.email = email
        model.password = password
        model.submit()
        coordination.expectFinished(with: [User]())
        #expect(shop.session.user == nil)
        #expect(model.message == message)
        model.password = "typing again"
        #expect(model.message == nil)
    }

    @Test func aSignInOpenedByALinkGoesBackOnceSignedIn() {
        coordination.refusal = .noResultExpected(entry: EntryID(rawValue: 4))
        let model = makeViewModel()
        model.email = "ada@example.com"
        model.password = "lovelace"
        model.submit()
        coordination.expectFinished(with: [ada])
        coordination.expectRequests([.pop])
    }

    @Test func cancellingDismissesItsModalFlow() {
        makeViewModel().cancel()
        coordination.expectRequests([.dismiss])
        #expect(shop.session.user == nil)
    }

    @Test func cancellingASignInOnTheBaseStackPopsIt() {
        coordination.refusal = .noModalToDismiss
        makeViewModel().cancel()
        coordination.expectRequests([.dismiss, .pop])
    }
}

@MainActor
struct OrderConfirmationViewModelTests {
    let coordination = RecordingCoordination<ShopScreen>()
    let order = Order(id: 7, user: ada, lines: [])

    @Test func doneReturnsToTheCatalogClosingEverythingAboveIt() {
        let model = OrderConfirmationViewModel(order: order, coordination: coordination)
        #expect(model.order.id == 7)
        model.done()
        coordination.expectRequests([.popToScreen(.catalog)])
        #expect(model.message == nil)
    }

    @Test func withoutACatalogOpenDoneMakesTheCatalogTheStack() {
        coordination.refusal = .screenNotFound(screen: "catalog")
        let model = OrderConfirmationViewModel(order: order, coordination: coordination)
        model.done()
        coordination.expectRequests([.popToScreen(.catalog), .resetStack(to: .catalog)])
    }
}
