/// The data that travels around the profile scene's VIP cycle: a ``FetchUser/Request`` from the display
/// to the interactor, a ``FetchUser/Response`` from the interactor to the presenter, and a
/// ``FetchUser/ViewModel`` from the presenter back to the display.
public enum ProfileModels {
    /// Loading the profile of one person.
    public enum FetchUser {
        /// What the display asks the interactor for.
        public struct Request: Hashable, Sendable {
            /// Whose profile.
            public let userName: String

            /// Creates the request.
            ///
            /// - Parameter userName: Whose profile.
            public init(userName: String) {
                self.userName = userName
            }
        }

        /// What the interactor found, raw, for the presenter.
        public enum Response: Hashable, Sendable {
            /// The person's record, as stored.
            case found(UserRecord)
            /// Nobody has the name; the error says why.
            case failed(UserDirectoryError)
        }

        /// What the display shows, formatted by the presenter.
        public struct ViewModel: Hashable, Sendable {
            /// The person's name.
            public let name: String
            /// The phone number, formatted for reading.
            public let phone: String
            /// The email address.
            public let email: String

            /// Creates the view model.
            ///
            /// - Parameters:
            ///   - name: The person's name.
            ///   - phone: The phone number, formatted.
            ///   - email: The email address.
            public init(name: String, phone: String, email: String) {
                self.name = name
                self.phone = phone
                self.email = email
            }
        }
    }
}
