/// Who is signed in to the shop.
@MainActor
public protocol Session: AnyObject {
    /// The signed-in user, or `nil` for an anonymous visitor.
    var user: User? { get }

    /// Signs in with an email and a password.
    ///
    /// - Parameters:
    ///   - email: The account's email; surrounding spaces and case do not matter.
    ///   - password: The account's password.
    /// - Returns: The signed-in user.
    /// - Throws: ``ShopError/missingCredentials`` or ``ShopError/wrongCredentials``; nobody is signed in then
    ///   who was not before.
    func signIn(email: String, password: String) throws(ShopError) -> User

    /// Signs the user out.
    func signOut()
}
