import Navigation
import Observation

/// The text input screen's logic: the user types a text and confirms it.
///
/// Confirming a text that has something besides whitespace, and at most ``maxLength`` characters, records it
/// in the ``TextHistory`` and shows ``ControllersList/textConfirmationScreen(text:)`` with it; otherwise
/// ``message`` says why nothing happened.
@MainActor
@Observable
public final class TextInputViewModel: TextInputPresentable {
    /// The text being typed. Changing it clears ``message``.
    public var text: String = "" {
        didSet { message = nil }
    }
    /// Why the last confirmation did not go through, or `nil`.
    public private(set) var message: String?

    /// The message shown when the user confirms a text that is empty or only whitespace.
    public static let emptyTextMessage = "Type some text before confirming."
    /// The most characters a confirmed text has: a text is a line or a paragraph, and it travels in links and
    /// saved sessions.
    public nonisolated static let maxLength = 500
    /// The message shown when the user confirms a text longer than ``maxLength``.
    public nonisolated static let tooLongMessage = "Type at most \(maxLength) characters."

    @ObservationIgnored private let coordination: any Coordination<ControllersList>
    @ObservationIgnored private let history: any TextHistory

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - coordination: The handle through which the screen asks for navigation.
    ///   - history: Where confirmed texts are recorded.
    public init(coordination: any Coordination<ControllersList>, history: any TextHistory) {
        self.coordination = coordination
        self.history = history
    }

    /// The texts confirmed before, most recent first, at most three.
    public var recentTexts: [String] { Array(history.texts.suffix(3).reversed()) }

    /// Confirms ``text``: opens the confirmation screen with it, or explains in ``message`` why not.
    ///
    /// The text is passed as it was typed; only the check for emptiness ignores surrounding whitespace.
    public func confirm() {
        guard !text.allSatisfy(\.isWhitespace) else {
            message = Self.emptyTextMessage
            return
        }
        guard text.count <= Self.maxLength else {
            message = Self.tooLongMessage
            return
        }
        do {
            try coordination.show(.textConfirmationScreen(text: text))
            history.record(text)
            message = nil
        } catch {
            message = error.description
        }
    }

    /// Opens the history of confirmed texts; the app's guard asks for the PIN first while it is locked.
    public func showHistory() {
        do {
            try coordination.show(.textHistoryScreen)
            message = nil
        } catch {
            message = error.description
        }
    }
}
