import Navigation
import Screens

/// One screen as the browser shows it: its title, its content with its forms, and what it does with an action
/// a form posted — drawing and actions together, on the screen's view model typed as the screen's protocol.
///
/// ``of(_:in:)`` picks a screen's view with one exhaustive switch over the app's screens (and a feature group's
/// screens with the group's own), so a new screen does not compile until the web front end draws it.
@MainActor
struct WebScreen {
    /// The screen's title, as the breadcrumb shows it.
    let title: String
    /// Whether the screen offers its own way out (a sign-in's Cancel): the page then draws no Back or Close that
    /// would leave it too.
    let closesItself: Bool
    private let drawContent: (Forms) -> HTML
    private let perform: (String, FormData) -> ActionOutcome

    /// A view that draws and drives `model`.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - model: The view model, typed as the view draws it.
    ///   - closesItself: Whether the screen offers its own way out.
    ///   - draw: The content, from the view model.
    ///   - act: What the screen does with an action and the form's fields.
    init<Model>(
        title: String,
        model: Model,
        closesItself: Bool = false,
        draw: @escaping (Model, Forms) -> HTML,
        act: @escaping (String, FormData, Model) -> ActionOutcome = { _, _, _ in .unknown }
    ) {
        self.title = title
        self.closesItself = closesItself
        drawContent = { forms in draw(model, forms) }
        perform = { action, form in act(action, form, model) }
    }

    /// The content.
    func content(_ forms: Forms) -> HTML {
        drawContent(forms)
    }

    /// Lets the screen act on `action`, posted with `form`.
    func act(_ action: String, _ form: FormData) -> ActionOutcome {
        perform(action, form)
    }

    /// The view of `entry` with its view model.
    ///
    /// - Throws: ``NavigationError/viewModelTypeMismatch(entry:expected:built:)`` for a wiring mistake.
    static func of(
        _ entry: NavigationEntry<ControllersList>, in coordinator: Coordinator<ControllersList>
    ) throws(NavigationError) -> WebScreen {
        let viewModel = WebViewModel(entry: entry.id, coordinator: coordinator)
        return switch entry.screen {
        case .startScreen: .start(try viewModel.typed())
        case .textInputScreen: .textInput(try viewModel.typed())
        case .textConfirmationScreen: .textConfirmation(try viewModel.typed())
        case .ratingScreen: .rating(try viewModel.typed())
        case .textHistoryScreen: .history(try viewModel.typed())
        case .unlockScreen: .unlock(try viewModel.typed())
        case .shop(let screen): try .of(screen, viewModel)
        case .cleanSwift(let screen): try .of(screen, viewModel)
        }
    }
}

/// What a screen did with a posted action.
enum ActionOutcome: Equatable {
    /// Done; `message` says why it did not go through, when it did not.
    case done(message: String?)
    /// The screen has no such action.
    case unknown
}

/// The view model built for one entry, which a view's switch takes typed as the view draws it.
@MainActor
struct WebViewModel {
    let entry: EntryID
    let coordinator: Coordinator<ControllersList>

    func typed<Model>() throws(NavigationError) -> Model {
        try coordinator.viewModel(for: entry, as: Model.self)
    }
}
