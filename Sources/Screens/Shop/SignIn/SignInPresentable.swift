/// What a user interface of the sign-in screen reads and does.
@MainActor
public protocol SignInPresentable: AnyObject {
    /// The email typed.
    var email: String { get set }
    /// The password typed.
    var password: String { get set }
    /// Why the last attempt did not sign in, or `nil`.
    var message: String? { get }
    /// Signs in with ``email`` and ``password``; on success the screen hands the user back and closes.
    func submit()
    /// Closes the screen without signing in.
    func cancel()
}
