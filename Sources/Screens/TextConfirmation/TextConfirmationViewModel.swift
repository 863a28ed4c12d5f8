import Navigation
import Observation

/// The confirmation screen's logic: shows the confirmed text and goes back on request.
@MainActor
@Observable
public final class TextConfirmationViewModel: TextConfirmationPresentable {
    /// The confirmed text, as it was typed.
    public let text: String
    /// Why the last request did not go through, or `nil`.
    public private(set) var message: String?
    /// The rating the text got, or `nil` while it has none.
    public private(set) var rating: Int?

    @ObservationIgnored private let coordination: any Coordination<ControllersList>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - text: The confirmed text, from ``ControllersList/textConfirmationScreen(text:)``.
    ///   - coordination: The handle through which the screen asks for navigation.
    public init(text: String, coordination: any Coordination<ControllersList>) {
        self.text = text
        self.coordination = coordination
        // A rating screen a link or a restored session opened above this one rates this text too.
        coordination.receiveResults(expecting: Int.self) { [weak self] result in self?.keep(result) }
    }

    /// Goes back to the previous screen, or explains in ``message`` why it cannot.
    public func goBack() {
        do {
            try coordination.pop()
            message = nil
        } catch {
            message = error.description
        }
    }

    /// Opens the rating screen as a modal flow; the rating it returns lands in ``rating``. Closing it without
    /// a rating leaves ``rating`` as it was.
    public func rate() {
        do {
            try coordination.open(.ratingScreen(text: text), presentation: .modal, expecting: Int.self) {
                [weak self] result in self?.keep(result)
            }
            message = nil
        } catch {
            message = error.description
        }
    }

    /// Keeps the rating a rating screen finished with; one closed without a rating leaves ``rating`` as it was.
    private func keep(_ result: ScreenResult<Int>) {
        if let stars = result.value { rating = stars }
    }
}
