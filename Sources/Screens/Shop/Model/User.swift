/// A signed-in customer of the shop.
public struct User: Hashable, Sendable {
    /// The user's id.
    public let id: Int
    /// The user's name, as the shop greets them.
    public let name: String
    /// The email the user signs in with.
    public let email: String

    /// Creates a user.
    ///
    /// - Parameters:
    ///   - id: The user's id.
    ///   - name: The user's name.
    ///   - email: The email the user signs in with.
    public init(id: Int, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}
