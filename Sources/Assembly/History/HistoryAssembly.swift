import Navigation
import Screens

/// Builds the history screen.
@MainActor
public struct HistoryAssembly: Assembly {
    private let history: any TextHistory

    /// Creates the Assembly from everything the screen needs.
    ///
    /// - Parameter history: The confirmed texts.
    public init(history: any TextHistory) {
        self.history = history
    }

    /// Builds the screen's view model.
    public func build() -> HistoryViewModel {
        HistoryViewModel(history: history)
    }
}
