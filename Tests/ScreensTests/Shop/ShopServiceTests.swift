import Screens
import Testing

struct PriceTests {
    @Test(arguments: [
        (0, "$0.00"), (5, "$0.05"), (450, "$4.50"), (1_200, "$12.00"), (-105, "-$1.05"), (123_456_789, "$1234567.89"),
    ])
    func aPriceShowsDollarsAndTwoDigitsOfCents(cents: Int, shown: String) {
        #expect(Price(cents: cents).description == shown)
    }

    @Test func pricesAddAndMultiplyExactly() {
        #expect(Price(cents: 10) + Price(cents: 20) == Price(cents: 30))
        #expect(Price(cents: 450) * 3 == Price(cents: 1_350))
        #expect(Price(cents: 1) < Price(cents: 2))
    }
}

@MainActor
struct ShopServiceTests {
    let shop = ShopFixture()

    @Test func theCatalogFindsAProductByIDOrSaysThereIsNone() throws {
        #expect(try shop.catalog.product(id: 5).name == "Honey")
        #expect(throws: ShopError.unknownProduct(id: 0)) { try shop.catalog.product(id: 0) }
    }

    @Test func addingAProductAgainAddsToItsLine() throws {
        try shop.fillCart(1, quantity: 1)
        try shop.fillCart(2, quantity: 1)
        try shop.fillCart(1, quantity: 4)
        #expect(shop.cart.lines.map(\.product.id) == [1, 2])
        #expect(shop.cart.lines.map(\.quantity) == [5, 1])
        #expect(shop.cart.lines.itemCount == 6)
    }

    @Test func aRefusedCartChangeLeavesTheCartAsItWas() throws {
        try shop.fillCart(1, quantity: 90)
        let before = shop.cart.lines
        #expect(throws: ShopError.invalidQuantity(100)) { try shop.fillCart(1, quantity: 10) }
        #expect(throws: ShopError.invalidQuantity(0)) { try shop.fillCart(2, quantity: 0) }
        #expect(throws: ShopError.invalidQuantity(100)) { try shop.cart.setQuantity(100, of: 1) }
        #expect(throws: ShopError.notInCart(productID: 2)) { try shop.cart.setQuantity(1, of: 2) }
        #expect(throws: ShopError.notInCart(productID: 2)) { try shop.cart.remove(2) }
        #expect(shop.cart.lines == before)
        shop.cart.clear()
        #expect(shop.cart.lines.isEmpty)
    }

    @Test func signingInIgnoresTheEmailsCaseAndSpacesButNotThePasswords() throws {
        #expect(try shop.session.signIn(email: " Ada@Example.com", password: "lovelace") == ada)
        shop.session.signOut()
        #expect(shop.session.user == nil)
        #expect(throws: ShopError.wrongCredentials) { try shop.session.signIn(email: ada.email, password: "Lovelace") }
        #expect(throws: ShopError.missingCredentials) { try shop.session.signIn(email: "  ", password: "lovelace") }
        #expect(shop.session.user == nil)
    }

    @Test func ordersAreNumberedFromOneAndFoundByNumber() throws {
        let lines = [CartLine(product: try shop.product(3), quantity: 2)]
        let first = try shop.orders.place(lines, for: ada)
        let second = try shop.orders.place(lines, for: ada)
        #expect([first.id, second.id] == [1, 2])
        #expect(try shop.orders.order(id: 2) == second)
        #expect(first.total == Price(cents: 5_980))
        #expect(throws: ShopError.unknownOrder(id: 3)) { try shop.orders.order(id: 3) }
        #expect(throws: ShopError.emptyCart) { try shop.orders.place([], for: ada) }
        #expect(shop.orders.placed.count == 2)
    }

    @Test func ordersPlacedBeforeAreFoundAndTheNextIsNumberedAfterTheLargest() throws {
        let lines = [CartLine(product: try shop.product(3), quantity: 1)]
        let saved = [Order(id: 2, user: ada, lines: lines), Order(id: 5, user: ada, lines: lines)]
        let orders = InMemoryOrders(placed: saved)
        #expect(try orders.order(id: 5) == saved[1])
        #expect(throws: ShopError.unknownOrder(id: 1)) { try orders.order(id: 1) }
        #expect(try orders.place(lines, for: ada).id == 6)
        #expect(orders.placed.map(\.id) == [2, 5, 6])
    }

    @Test func theOrdersKeptAreTheMostRecentUpToTheCapacityAndNumberingGoesOn() throws {
        let lines = [CartLine(product: try shop.product(3), quantity: 1)]
        let saved = (1...5).map { Order(id: $0, user: ada, lines: lines) }
        let orders = InMemoryOrders(placed: saved, capacity: 3)
        #expect(orders.placed.map(\.id) == [3, 4, 5])
        #expect(try orders.place(lines, for: ada).id == 6)
        #expect(orders.placed.map(\.id) == [4, 5, 6])
        #expect(throws: ShopError.unknownOrder(id: 3)) { try orders.order(id: 3) }
        #expect(InMemoryOrders().capacity == InMemoryOrders.defaultCapacity)
    }

    @Test func everyShopErrorSaysWhatToDo() {
        let errors: [ShopError] = [
            .unknownProduct(id: 1), .invalidQuantity(0), .notInCart(productID: 1), .emptyCart, .wrongCredentials,
            .missingCredentials, .notSignedIn, .unknownOrder(id: 1),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(errors.allSatisfy { $0.description.hasSuffix(".") && !$0.description.contains("\n") })
    }

    @Test func onlyTheCheckoutNeedsASignedInUser() {
        let screens: [ShopScreen] = [
            .catalog, .product(productID: 1), .cart, .checkout, .signIn, .orderConfirmation(orderID: 1),
        ]
        #expect(screens.filter(\.requiresSignIn) == [.checkout])
    }
}
