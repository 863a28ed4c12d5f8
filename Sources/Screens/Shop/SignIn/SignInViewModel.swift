import Navigation
import Observation

/// The sign-in screen's logic: checks the email and password and finishes with the signed-in ``User``.
@MainActor
@Observable
public final class SignInViewModel: SignInPresentable {
    /// The email typed. Changing it clears ``message``.
    public var email = "" {
        didSet { message = nil }
    }
    /// The password typed. Changing it clears ``message``.
    public var password = "" {
        didSet { message = nil }
    }
    /// Why the last attempt did not sign in, or `nil`.
    public private(set) var message: String?

    @ObservationIgnored private let session: any Session
    @ObservationIgnored private let coordination: any Coordination<ShopScreen>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - session: Where the user signs in.
    ///   - coordination: The screen's navigation handle, in the shop's screens.
    public init(session: any Session, coordination: any Coordination<ShopScreen>) {
        self.session = session
        self.coordination = coordination
    }

    /// Signs in; on success hands the user to the screen that opened this one (a screen opened by a link goes
    /// back instead), otherwise explains in ``message`` why not.
    public func submit() {
        message = failureMessage {
            let user = try session.signIn(email: email, password: password)
            try coordination.finishOrGoBack(with: user)
        }
    }

    /// Closes the screen without signing in: its modal flow is dismissed (a screen opened by a link on the
    /// base stack is popped). Whoever opened it learns that it closed without a user.
    public func cancel() {
        message = failureMessage {
            do throws(NavigationError) {
                try coordination.dismiss()
            } catch .noModalToDismiss {
                try coordination.pop()
            }
        }
    }
}
