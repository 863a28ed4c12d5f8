/// The data that travels around the home scene's VIP cycle.
public enum HomeModels {
    /// Sending a message to the detail scene.
    public enum SendMessage {
        /// What the display asks the interactor to send.
        public struct Request: Hashable, Sendable {
            /// The message, as typed.
            public let message: String

            /// Creates the request.
            ///
            /// - Parameter message: The message, as typed.
            public init(message: String) {
                self.message = message
            }
        }

        /// What the interactor decided, for the presenter.
        public enum Response: Hashable, Sendable {
            /// The message is kept in the data store, ready for the detail scene.
            case accepted(message: String)
            /// The message has nothing to send.
            case empty
        }

        /// What the display shows when the message is refused.
        public struct ErrorViewModel: Hashable, Sendable {
            /// Why, in one line.
            public let message: String

            /// Creates the view model.
            ///
            /// - Parameter message: Why, in one line.
            public init(message: String) {
                self.message = message
            }
        }
    }
}
