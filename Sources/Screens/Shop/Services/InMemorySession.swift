import Observation

/// A ``Session`` over a fixed list of accounts, kept in memory.
@MainActor
@Observable
public final class InMemorySession: Session {
    /// One account: the user and their password.
    public struct Account: Sendable {
        /// The user the account signs in.
        public let user: User
        /// The account's password.
        public let password: String

        /// Creates an account.
        ///
        /// - Parameters:
        ///   - user: The user the account signs in.
        ///   - password: The account's password.
        public init(user: User, password: String) {
            self.user = user
            self.password = password
        }
    }

    /// The signed-in user, or `nil`.
    public private(set) var user: User?
    @ObservationIgnored private let accounts: [Account]

    /// Creates a session where nobody is signed in yet.
    ///
    /// - Parameter accounts: The accounts that can sign in.
    public init(accounts: [Account] = [InMemorySession.sampleAccount]) {
        self.accounts = accounts
    }

    /// Signs in with an email and a password.
    ///
    /// - Parameters:
    ///   - email: The account's email; surrounding spaces and case do not matter.
    ///   - password: The account's password.
    /// - Returns: The signed-in user.
    /// - Throws: ``ShopError/missingCredentials`` or ``ShopError/wrongCredentials``.
    public func signIn(email: String, password: String) throws(ShopError) -> User {
        let email = email.trimmed().lowercased()
        guard !email.isEmpty, !password.isEmpty else { throw .missingCredentials }
        guard let account = accounts.first(where: { $0.user.email.lowercased() == email && $0.password == password })
        else { throw .wrongCredentials }
        user = account.user
        return account.user
    }

    /// Signs the user out.
    public func signOut() {
        user = nil
    }

    /// The account the app's session knows: `ada@example.com`, password `lovelace`.
    public nonisolated static let sampleAccount = Account(
        user: User(id: 1, name: "Ada", email: "ada@example.com"),
        password: "lovelace"
    )
}
