/// The profile scene's presentation logic, as the interactor calls it.
@MainActor
public protocol ProfilePresentationLogic: AnyObject {
    /// Formats what the interactor found for the display.
    ///
    /// - Parameter response: The record, or why there is none.
    func presentUser(_ response: ProfileModels.FetchUser.Response)
}

/// The profile scene's presenter: formats the record — the phone number for reading — and hands it to the
/// display, which it holds weakly (the display owns the cycle).
@MainActor
public final class ProfilePresenter: ProfilePresentationLogic {
    /// The display to update; weak, as the display holds the interactor that holds this presenter.
    public weak var display: (any ProfileDisplayLogic)?

    /// Creates a presenter; its ``display`` is connected by the scene's Assembly.
    public init() {}

    /// Formats `response` and displays it.
    ///
    /// - Parameter response: The record, or why there is none.
    public func presentUser(_ response: ProfileModels.FetchUser.Response) {
        switch response {
        case .found(let record):
            display?.displayUser(
                ProfileModels.FetchUser.ViewModel(
                    name: record.name,
                    phone: Self.formatPhone(record.phone),
                    email: record.email
                ))
        case .failed(let error):
            display?.displayError(error.description)
        }
    }

    /// A phone number as it reads best: the dashes of the stored form become spaces
    /// (`+7 (999) 111-22-33` → `+7 (999) 111 22 33`).
    ///
    /// - Parameter phone: The number as stored.
    public static func formatPhone(_ phone: String) -> String {
        String(phone.map { $0 == "-" ? " " : $0 })
    }
}
