import Navigation
import Screens

/// Builds the history screen.
@MainActor
struct HistoryAssembly: Assembly {
    let history: any TextHistory

    /// Builds the screen's view model.
    func build() -> HistoryViewModel {
        HistoryViewModel(history: history)
    }
}
