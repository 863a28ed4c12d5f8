import Navigation
import NavigationHosting
import Screens
import UIKit

/// One row of a screen: a line of text, a button, or a text field.
enum Row {
    case text(String)
    case button(String, @MainActor () -> Void)
    case field(String, secure: Bool, get: @MainActor () -> String, set: @MainActor (String) -> Void)
}

/// A screen drawn as rows, made again from its view model when it appears and after each button.
final class RowsController: UIViewController {
    private let rows: () -> [Row]
    private let stack = UIStackView()

    init(title: String, rows: @escaping () -> [Row]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        redraw()
    }

    private func redraw() {
        for subview in stack.arrangedSubviews { subview.removeFromSuperview() }
        for row in rows() {
            switch row {
            case .text(let text):
                let label = UILabel()
                label.text = text
                label.numberOfLines = 0
                stack.addArrangedSubview(label)
            case .button(let title, let action):
                let button = UIButton(
                    configuration: .tinted(),
                    primaryAction: UIAction(title: title) { [weak self] _ in
                        action()
                        self?.redraw()
                    })
                stack.addArrangedSubview(button)
            case .field(let placeholder, let secure, let get, let set):
                let field = UITextField()
                field.placeholder = placeholder
                field.isSecureTextEntry = secure
                field.borderStyle = .roundedRect
                field.text = get()
                // Weakly: the field keeps its actions, and an action that kept the field would keep both alive.
                field.addAction(UIAction { [weak field] _ in set(field?.text ?? "") }, for: .editingChanged)
                stack.addArrangedSubview(field)
            }
        }
    }
}

/// The controller of one screen of the example app, from its view model. The switch has no `default:`: a new
/// screen is a compiler error here, as in the `RootAssembly`.
@MainActor
func makeController(
    for entry: NavigationEntry<ControllersList>, model: UIKitHostModel<ControllersList>
) -> UIViewController {
    func drawn<Model>(_ title: String, as type: Model.Type, _ rows: @escaping (Model) -> [Row]) -> UIViewController {
        do {
            let viewModel = try model.viewModel(for: entry.id, as: type)
            return RowsController(title: title) { rows(viewModel) }
        } catch {
            return RowsController(title: title) { [.text("\(error)")] }
        }
    }
    func message(_ text: String?) -> [Row] { text.map { [.text($0)] } ?? [] }

    switch entry.screen {
    case .startScreen:
        return drawn("Start", as: (any StartPresentable).self) { screen in
            screen.choices.map { choice in .button(choice.rawValue.capitalized) { screen.choose(choice) } }
                + message(screen.message)
        }
    case .textInputScreen:
        return drawn("Text", as: (any TextInputPresentable).self) { screen in
            [
                .field("Text", secure: false, get: { screen.text }, set: { screen.text = $0 }),
                .button("Confirm") { screen.confirm() }, .button("History") { screen.showHistory() },
            ] + message(screen.message)
        }
    case .textConfirmationScreen:
        return drawn("Confirmed", as: (any TextConfirmationPresentable).self) { screen in
            [
                .text(screen.text), .text(screen.rating.map { "Rated \($0) of 5" } ?? "Not rated"),
                .button("Rate") { screen.rate() }, .button("Back") { screen.goBack() },
            ] + message(screen.message)
        }
    case .ratingScreen:
        return drawn("Rating", as: (any RatingPresentable).self) { screen in
            [.text(screen.text)]
                + (1...5).map { stars in .button(String(repeating: "★", count: stars)) { screen.rate(stars) } }
                + message(screen.message)
        }
    case .textHistoryScreen:
        return drawn("History", as: (any HistoryPresentable).self) { screen in screen.texts.map { .text($0) } }
    case .unlockScreen:
        return drawn("Unlock", as: (any UnlockPresentable).self) { screen in
            var pin = ""
            return [
                .field("PIN", secure: true, get: { pin }, set: { pin = $0 }),
                .button("Unlock") { screen.submit(pin: pin) },
            ] + message(screen.hint) + message(screen.message)
        }
    case .shop(.catalog):
        return drawn("Shop", as: (any CatalogPresentable).self) { screen in
            screen.products.map { product in
                .button("\(product.name) — \(product.price)") { screen.openProduct(id: product.id) }
            }
                + [.button("Cart (\(screen.itemsInCart))") { screen.openCart() }]
                + [
                    screen.user == nil
                        ? .button("Sign in") { screen.signIn() } : .button("Sign out") { screen.signOut() }
                ]
                + message(screen.greeting) + message(screen.message)
        }
    case .shop(.product):
        return drawn("Product", as: (any ProductPresentable).self) { screen in
            [
                .text("\(screen.product.name): \(screen.product.summary)"),
                .text("\(screen.product.price), \(screen.quantityInCart) in the cart"),
                .button("Add to cart") { screen.add(quantity: 1) }, .button("Cart") { screen.openCart() },
            ] + message(screen.message)
        }
    case .shop(.cart):
        return drawn("Cart", as: (any CartPresentable).self) { screen in
            screen.lines.map { .text("\($0.quantity) × \($0.product.name)") }
                + [.text("Total: \(screen.total)"), .button("Check out") { screen.checkout() }]
                + message(screen.message)
        }
    case .shop(.checkout):
        return drawn("Checkout", as: (any CheckoutPresentable).self) { screen in
            screen.lines.map { .text("\($0.quantity) × \($0.product.name)") }
                + [.text("Total: \(screen.total)"), .button("Place the order") { screen.placeOrder() }]
                + message(screen.message)
        }
    case .shop(.signIn):
        return drawn("Sign in", as: (any SignInPresentable).self) { screen in
            [
                .field("Email", secure: false, get: { screen.email }, set: { screen.email = $0 }),
                .field("Password", secure: true, get: { screen.password }, set: { screen.password = $0 }),
                .button("Sign in") { screen.submit() }, .button("Cancel") { screen.cancel() },
            ] + message(screen.message)
        }
    case .shop(.orderConfirmation):
        return drawn("Order", as: (any OrderConfirmationPresentable).self) { screen in
            [.text("Order \(screen.order.id): \(screen.order.total)"), .button("Done") { screen.done() }]
                + message(screen.message)
        }
    case .cleanSwift:
        return RowsController(title: "Clean Swift") {
            [.text("The Clean Swift scenes are drawn by the terminal demo and the web front end.")]
        }
    }
}
