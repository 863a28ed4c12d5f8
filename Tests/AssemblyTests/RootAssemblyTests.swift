import Assembly
import Navigation
import NavigationTesting
import Screens
import TestSupport
import Testing

/// One sample of every screen; the test below switches over each without `default:`. The order sample needs
/// an order placed first (``RootAssemblyTests/scopeWithAnOrder()``).
let screenSamples: [ControllersList] = [
    .startScreen, .textInputScreen, .textConfirmationScreen(text: "sample / ünïcode & more"),
    .ratingScreen(text: "rated"), .textHistoryScreen, .unlockScreen,
    .shop(.catalog), .shop(.product(productID: 3)), .shop(.cart), .shop(.checkout), .shop(.signIn),
    .shop(.orderConfirmation(orderID: 1)),
    .cleanSwift(.home), .cleanSwift(.detail(message: "a message / ünïcode")),
    .cleanSwift(.profile(userName: "Aleksey")),
]

@MainActor
struct RootAssemblyTests {
    let scope = AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000"))

    /// A fresh scope whose orders hold order 1.
    func scopeWithAnOrder() throws -> AppScope {
        let scope = AppScope()
        let product = try scope.shop.catalog.product(id: 2)
        _ = try scope.shop.orders.place(
            [CartLine(product: product, quantity: 1)], for: InMemorySession.sampleAccount.user)
        return scope
    }

    /// The rating a link opens over the confirmation reaches the confirmation's view model: it declares a
    /// receiver for it.
    @Test func everyResultALinkOpensHasAReceiver() throws {
        expectLinkResultsReceived(screenSamples, assemblies: RootAssembly(scope: try scopeWithAnOrder()))
    }

    @Test func everyScreenBuildsTheRightViewModelWithItsData() throws {
        expectEveryScreenBuilds(screenSamples, assemblies: RootAssembly(scope: try scopeWithAnOrder())) {
            screen, model in
            switch screen {
            case .startScreen:
                #expect(model is StartViewModel)
            case .textInputScreen:
                #expect(model is TextInputViewModel)
            case .textConfirmationScreen(let text):
                #expect((model as? TextConfirmationViewModel)?.text == text)
            case .ratingScreen(let text):
                #expect((model as? RatingViewModel)?.text == text)
            case .textHistoryScreen:
                #expect(model is HistoryViewModel)
            case .unlockScreen:
                #expect(model is UnlockViewModel)
            case .shop(let screen):
                switch screen {
                case .catalog: #expect(model is CatalogViewModel)
                case .product(let id): #expect((model as? ProductViewModel)?.product.id == id)
                case .cart: #expect(model is CartViewModel)
                case .checkout: #expect(model is CheckoutViewModel)
                case .signIn: #expect(model is SignInViewModel)
                case .orderConfirmation(let id): #expect((model as? OrderConfirmationViewModel)?.order.id == id)
                }
            case .cleanSwift(let screen):
                switch screen {
                case .home: #expect(model is HomeViewState)
                case .detail(let message): #expect((model as? DetailViewState)?.message?.quote == "\"\(message)\"")
                case .profile(let name): #expect((model as? ProfileViewState)?.userName == name)
                }
            }
        }
    }

    @Test func theSeedFlowRunsEndToEnd() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(root: .textInputScreen)
        let navigation = NavigationRecorder(coordinator)
        let input = try #require(coordinator.topViewModel as? TextInputViewModel)
        input.text = "hello"
        input.confirm()
        navigation.expect([.pushed(.textConfirmationScreen(text: "hello"))])
        let confirmation = try #require(coordinator.topViewModel as? TextConfirmationViewModel)
        #expect(confirmation.text == "hello")
        confirmation.goBack()
        navigation.expect([.popped([.textConfirmationScreen(text: "hello")])])
        #expect(identical(coordinator.topViewModel, input))
        #expect(coordinator.retainedViewModels.map(\.viewModelType) == ["TextConfirmationViewModel"])
        #expect(input.recentTexts == ["hello"])
    }

    @Test func aConfirmationScreenReleasedOnceNothingHoldsIt() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(root: .textInputScreen)
        try coordinator.show(.textConfirmationScreen(text: "bye"))
        weak let confirmation = coordinator.topViewModel as? TextConfirmationViewModel
        #expect(confirmation != nil)
        try coordinator.pop()
        #expect(confirmation == nil)
        #expect(coordinator.retainedViewModels.isEmpty)
    }

    @Test func testsNeverShareAServiceOrACoordinator() throws {
        let first = try RootAssembly(scope: AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000")))
            .makeCoordinator(root: .textInputScreen)
        let second = try RootAssembly(scope: AppScope(textHistory: InMemoryTextHistory(), lock: PinLock(pin: "0000")))
            .makeCoordinator(root: .textInputScreen)
        let firstInput = try #require(first.topViewModel as? TextInputViewModel)
        firstInput.text = "only in the first"
        firstInput.confirm()
        let secondInput = try #require(second.topViewModel as? TextInputViewModel)
        #expect(secondInput.recentTexts.isEmpty)
        #expect(second.state.screens == [.textInputScreen])
    }

    @Test func aLockedScreenLeadsThroughUnlockAndContinuesToIt() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(root: .textInputScreen)
        let input = try #require(coordinator.topViewModel as? TextInputViewModel)
        input.showHistory()
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.textInputScreen], [.unlockScreen]])
        let unlock = try #require(coordinator.topViewModel as? UnlockViewModel)
        unlock.submit(pin: "9999")
        #expect(unlock.message == UnlockViewModel.wrongPINMessage)
        unlock.submit(pin: "0000")
        #expect(coordinator.state.stacks.map { $0.map(\.screen) } == [[.textInputScreen, .textHistoryScreen]])
        try coordinator.pop()
        input.showHistory()
        #expect(coordinator.top.screen == .textHistoryScreen)
    }

    @Test func closingTheUnlockScreenDropsTheLockedScreen() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(root: .textInputScreen)
        try coordinator.setStack([.textInputScreen, .textHistoryScreen])
        #expect(coordinator.state.modals.map { $0.map(\.screen) } == [[.unlockScreen]])
        try coordinator.dismiss()
        #expect(coordinator.state.screens == [.textInputScreen])
        expectNoRetainedViewModels(coordinator)
    }

    @Test func aRatingComesBackToTheConfirmationScreen() throws {
        let coordinator = try RootAssembly(scope: scope).makeCoordinator(root: .textConfirmationScreen(text: "hi"))
        let confirmation = try #require(coordinator.topViewModel as? TextConfirmationViewModel)
        confirmation.rate()
        #expect(coordinator.state.modals.map { $0.map(\.screen) } == [[.ratingScreen(text: "hi")]])
        try #require(coordinator.topViewModel as? RatingViewModel).rate(4)
        #expect(confirmation.rating == 4)
        #expect(coordinator.state.modals.isEmpty)
        expectNoRetainedViewModels(coordinator)
    }

    @Test func theLiveScopeIsOneValueSharedByTheApp() {
        #expect(identical(AppScope.live.textHistory, AppScope.live.textHistory))
    }
}
