import Navigation
import Screens

/// One screen as the terminal shows it: its title, what it draws and what it does with a line the user
/// typed — drawing and input together, both on the screen's view model, typed as the screen's protocol.
///
/// Each screen's view lives in a file of its own, in the folder that mirrors its place in `Screens`
/// (`Shop/Cart/CartView.swift` draws `Screens/Shop/Cart`); `TerminalView.of(_:in:)` picks a screen's view
/// and hands it its view model, typed, with one exhaustive switch, so a new screen does not compile until it
/// has one.
@MainActor
public struct TerminalView {
    /// The screen's title, as the breadcrumb shows it.
    public let title: String
    private let drawModel: () -> (lines: [String], actions: [String])
    private let handleLine: (String) -> ScreenInput

    /// A view that draws and drives `model`, usually the screen's view model as its `…Presentable`.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - model: The view model, typed as the view draws it.
    ///   - draw: The content and the actions, from the view model.
    ///   - handle: What the screen does with a line; by default it takes none.
    init<Model>(
        title: String,
        model: Model,
        draw: @escaping (Model) -> (lines: [String], actions: [String]),
        handle: @escaping (String, Model) -> ScreenInput = { _, _ in .notHandled }
    ) {
        self.title = title
        drawModel = { draw(model) }
        handleLine = { line in handle(line, model) }
    }

    /// Draws the screen from its view model.
    public func draw() -> ScreenDrawing {
        let (lines, actions) = drawModel()
        return ScreenDrawing(title: title, lines: lines, actions: actions)
    }

    /// Lets the screen act on a line the user typed.
    ///
    /// - Parameter line: What the user typed, without the line break.
    /// - Returns: What the screen did with the line; ``ScreenInput/notHandled`` leaves it to the app's global
    ///   commands.
    public func handle(_ line: String) -> ScreenInput {
        handleLine(line)
    }
}

/// The view model built for one entry, which a view's switch takes typed as the view draws it.
@MainActor
public struct EntryViewModel {
    /// The entry.
    public let entry: EntryID
    /// The coordinator that built it.
    public let coordinator: Coordinator<ControllersList>

    /// The view model, as `Model`.
    ///
    /// - Returns: The view model.
    /// - Throws: ``NavigationError/viewModelTypeMismatch(entry:expected:built:)`` when it is of another type.
    public func typed<Model>() throws(NavigationError) -> Model {
        try coordinator.viewModel(for: entry, as: Model.self)
    }
}

extension TerminalView {
    /// The view of `entry` with its view model: the one exhaustive switch over the app's screens; a feature
    /// group's screens are chosen by the group's own switch.
    ///
    /// - Parameters:
    ///   - entry: An entry of the coordinator's state.
    ///   - coordinator: The coordinator that built its view model.
    /// - Returns: The view, bound to the entry's view model.
    /// - Throws: ``NavigationError/viewModelTypeMismatch(entry:expected:built:)`` when the screen's Assembly
    ///   built another type than its view draws — a wiring mistake; ``NavigationError/entryNotFound(_:)`` for
    ///   an entry that is not in the state.
    public static func of(
        _ entry: NavigationEntry<ControllersList>, in coordinator: Coordinator<ControllersList>
    ) throws(NavigationError) -> TerminalView {
        let viewModel = EntryViewModel(entry: entry.id, coordinator: coordinator)
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

extension String {
    /// The string followed by spaces up to `width` characters, for columns.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
