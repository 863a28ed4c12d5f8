import Observation

/// The history screen's logic: every text confirmed so far.
@MainActor
@Observable
public final class HistoryViewModel: HistoryPresentable {
    @ObservationIgnored private let history: any TextHistory

    /// Creates the view model.
    ///
    /// - Parameter history: The confirmed texts.
    public init(history: any TextHistory) {
        self.history = history
    }

    /// Every confirmed text, oldest first.
    public var texts: [String] { history.texts }
}
