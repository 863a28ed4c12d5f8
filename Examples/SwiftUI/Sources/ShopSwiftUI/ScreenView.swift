import Navigation
import NavigationHosting
import Screens
import SwiftUI

/// One screen of the example app, drawn from its view model. The switch has no `default:`: a new screen is a
/// compiler error here, as in the `RootAssembly`.
struct ScreenView: View {
    let entry: NavigationEntry<ControllersList>
    let model: SwiftUIHostModel<ControllersList>

    var body: some View {
        switch entry.screen {
        case .startScreen: drawn(as: (any StartPresentable).self, StartView.init)
        case .textInputScreen: drawn(as: (any TextInputPresentable).self, TextInputView.init)
        case .textConfirmationScreen: drawn(as: (any TextConfirmationPresentable).self, TextConfirmationView.init)
        case .ratingScreen: drawn(as: (any RatingPresentable).self, RatingView.init)
        case .textHistoryScreen:
            drawn(as: (any HistoryPresentable).self) { history in List(history.texts, id: \.self) { Text($0) } }
        case .unlockScreen: drawn(as: (any UnlockPresentable).self, UnlockView.init)
        case .shop(.catalog): drawn(as: (any CatalogPresentable).self, CatalogView.init)
        case .shop(.product): drawn(as: (any ProductPresentable).self, ProductView.init)
        case .shop(.cart): drawn(as: (any CartPresentable).self, CartView.init)
        case .shop(.checkout): drawn(as: (any CheckoutPresentable).self, CheckoutView.init)
        case .shop(.signIn): drawn(as: (any SignInPresentable).self, SignInView.init)
        case .shop(.orderConfirmation): drawn(as: (any OrderConfirmationPresentable).self, OrderView.init)
        case .cleanSwift: Text("The Clean Swift scenes are drawn by the terminal demo and the web front end.")
        }
    }

    /// The view `content` makes from the entry's view model, typed as `Model`.
    @ViewBuilder
    private func drawn<Model, Content: View>(as type: Model.Type, _ content: (Model) -> Content) -> some View {
        switch Result(catching: { () throws(NavigationError) in try model.viewModel(for: entry.id, as: type) }) {
        case .success(let viewModel): content(viewModel)
        case .failure(let error): Text("\(error)")
        }
    }
}

/// The view model's message, when it has one.
struct Message: View {
    let text: String?
    var body: some View {
        if let text { Text(text).foregroundStyle(.red) }
    }
}

struct StartView: View {
    let screen: any StartPresentable
    var body: some View {
        List {
            ForEach(screen.choices, id: \.self) { choice in
                Button(choice.rawValue.capitalized) { screen.choose(choice) }
            }
            Message(text: screen.message)
        }
        .navigationTitle("Start")
    }
}

struct TextInputView: View {
    let screen: any TextInputPresentable
    var body: some View {
        Form {
            TextField(
                "Text",
                text: Binding(
                    get: { @MainActor [screen] in screen.text }, set: { @MainActor [screen] in screen.text = $0 }))
            Button("Confirm") { screen.confirm() }
            Button("History") { screen.showHistory() }
            Message(text: screen.message)
        }
        .navigationTitle("Text")
    }
}

struct TextConfirmationView: View {
    let screen: any TextConfirmationPresentable
    var body: some View {
        Form {
            Text(screen.text)
            Text(screen.rating.map { "Rated \($0) of 5" } ?? "Not rated")
            Button("Rate") { screen.rate() }
            Button("Back") { screen.goBack() }
            Message(text: screen.message)
        }
    }
}

struct RatingView: View {
    let screen: any RatingPresentable
    var body: some View {
        Form {
            Text(screen.text)
            ForEach(1...5, id: \.self) { stars in Button(String(repeating: "★", count: stars)) { screen.rate(stars) } }
            Message(text: screen.message)
        }
    }
}

struct UnlockView: View {
    let screen: any UnlockPresentable
    @State private var pin = ""
    var body: some View {
        Form {
            SecureField("PIN", text: $pin)
            Button("Unlock") { screen.submit(pin: pin) }
            if let hint = screen.hint { Text(hint) }
            Message(text: screen.message)
        }
    }
}

struct CatalogView: View {
    let screen: any CatalogPresentable
    var body: some View {
        List {
            ForEach(screen.products) { product in
                Button("\(product.name) — \(product.price)") { screen.openProduct(id: product.id) }
            }
            Button("Cart (\(screen.itemsInCart))") { screen.openCart() }
            if screen.user == nil {
                Button("Sign in") { screen.signIn() }
            } else {
                Button("Sign out") { screen.signOut() }
            }
            if let greeting = screen.greeting { Text(greeting) }
            Message(text: screen.message)
        }
        .navigationTitle("Shop")
    }
}

struct ProductView: View {
    let screen: any ProductPresentable
    var body: some View {
        Form {
            Text(screen.product.summary)
            Text("\(screen.product.price), \(screen.quantityInCart) in the cart")
            Button("Add to cart") { screen.add(quantity: 1) }
            Button("Cart") { screen.openCart() }
            Message(text: screen.message)
        }
        .navigationTitle(screen.product.name)
    }
}

struct CartView: View {
    let screen: any CartPresentable
    var body: some View {
        LinesView(title: "Cart", lines: screen.lines, total: screen.total, message: screen.message) {
            Button("Check out") { screen.checkout() }
        }
    }
}

struct CheckoutView: View {
    let screen: any CheckoutPresentable
    var body: some View {
        LinesView(title: "Checkout", lines: screen.lines, total: screen.total, message: screen.message) {
            Button("Place the order") { screen.placeOrder() }
        }
    }
}

/// The lines of a cart or an order, their total, and what the screen does with them.
struct LinesView<Action: View>: View {
    let title: String
    let lines: [CartLine]
    let total: Price
    let message: String?
    @ViewBuilder let action: () -> Action

    var body: some View {
        List {
            ForEach(lines, id: \.product.id) { line in Text("\(line.quantity) × \(line.product.name)") }
            Text("Total: \(total)")
            action()
            Message(text: message)
        }
        .navigationTitle(title)
    }
}

struct SignInView: View {
    let screen: any SignInPresentable
    var body: some View {
        Form {
            TextField(
                "Email",
                text: Binding(
                    get: { @MainActor [screen] in screen.email }, set: { @MainActor [screen] in screen.email = $0 }))
            SecureField(
                "Password",
                text: Binding(
                    get: { @MainActor [screen] in screen.password },
                    set: { @MainActor [screen] in screen.password = $0 }))
            Button("Sign in") { screen.submit() }
            Button("Cancel") { screen.cancel() }
            Message(text: screen.message)
        }
    }
}

struct OrderView: View {
    let screen: any OrderConfirmationPresentable
    var body: some View {
        Form {
            Text("Order \(screen.order.id): \(screen.order.total)")
            Button("Done") { screen.done() }
            Message(text: screen.message)
        }
    }
}
