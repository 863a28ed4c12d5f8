import Screens

/// One screen as the terminal shows it: its title, what it draws and what it does with a line the user
/// typed — drawing and input together, both on the screen's typed protocol.
///
/// Each screen's view lives in a file of its own, in the folder that mirrors its place in `Screens`
/// (`Shop/Cart/CartView.swift` draws `Screens/Shop/Cart`); `TerminalView.of(_:)` picks a
/// screen's view with one exhaustive switch, so a new screen does not compile until it has one.
@MainActor
public struct TerminalView {
    /// The screen's title, as the breadcrumb shows it.
    public let title: String
    private let drawModel: (AnyObject) -> ScreenDrawing
    private let handleLine: (String, AnyObject) -> ScreenInput

    /// A view that draws and drives a view model of type `Model`, usually the screen's `…Presentable`.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - model: The type the view model is drawn and driven as.
    ///   - draw: The content and the actions, from the view model.
    ///   - handle: What the screen does with a line; by default it takes none.
    init<Model>(
        title: String,
        model: Model.Type,
        draw: @escaping (Model) -> (lines: [String], actions: [String]),
        handle: @escaping (String, Model) -> ScreenInput = { _, _ in .notHandled }
    ) {
        self.title = title
        drawModel = { viewModel in ScreenDrawing.of(title, viewModel, as: Model.self, draw) }
        handleLine = { line, viewModel in ScreenInput.on(viewModel, as: Model.self) { handle(line, $0) } }
    }

    /// Draws the screen from `viewModel`, the view model the coordinator built for it.
    ///
    /// - Parameter viewModel: The screen's view model.
    /// - Returns: The drawing; a line that says so when the view model is of another type (a wiring mistake).
    public func draw(_ viewModel: AnyObject) -> ScreenDrawing {
        drawModel(viewModel)
    }

    /// Lets the screen act on a line the user typed.
    ///
    /// - Parameters:
    ///   - line: What the user typed, without the line break.
    ///   - viewModel: The screen's view model.
    /// - Returns: What the screen did with the line; ``ScreenInput/notHandled`` leaves it to the app's global
    ///   commands.
    public func handle(_ line: String, viewModel: AnyObject) -> ScreenInput {
        handleLine(line, viewModel)
    }
}

extension TerminalView {
    /// The view of `screen`: the one exhaustive switch over the app's screens; a feature group's screens are
    /// chosen by the group's own switch.
    ///
    /// - Parameter screen: A screen of the app.
    public static func of(_ screen: ControllersList) -> TerminalView {
        switch screen {
        case .startScreen: .start()
        case .textInputScreen: .textInput()
        case .textConfirmationScreen: .textConfirmation()
        case .ratingScreen: .rating()
        case .historyScreen: .history()
        case .unlockScreen: .unlock()
        case .shop(let screen): .of(screen)
        case .cleanSwift(let screen): .of(screen)
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters, for columns.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
