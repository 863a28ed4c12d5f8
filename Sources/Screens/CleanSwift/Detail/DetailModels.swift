/// The data that travels around the detail scene's VIP cycle.
public enum DetailModels {
    /// Showing the message the home scene passed.
    public enum ShowMessage {
        /// What the display asks for: the message of the data store.
        public struct Request: Hashable, Sendable {
            /// Creates the request.
            public init() {}
        }

        /// The message, raw.
        public struct Response: Hashable, Sendable {
            /// The message, as the home scene passed it.
            public let message: String

            /// Creates the response.
            ///
            /// - Parameter message: The message.
            public init(message: String) {
                self.message = message
            }
        }

        /// The message as the display shows it.
        public struct ViewModel: Hashable, Sendable {
            /// The message, quoted.
            public let quote: String
            /// Its length, in words a reader expects (`1 character`, `12 characters`).
            public let length: String

            /// Creates the view model.
            ///
            /// - Parameters:
            ///   - quote: The message, quoted.
            ///   - length: Its length, in words.
            public init(quote: String, length: String) {
                self.quote = quote
                self.length = length
            }
        }
    }
}
