import Navigation
import Observation

/// The unlock screen's logic: checks a PIN and, when it is right, finishes with `true`.
@MainActor
@Observable
public final class UnlockViewModel: UnlockPresentable {
    /// Why the last attempt did not unlock, or `nil`.
    public private(set) var message: String?

    /// What the screen may tell about the PIN, or `nil`.
    public var hint: String? { lock.hint }

    /// The message shown after a wrong PIN.
    public static let wrongPINMessage = "Wrong PIN. Try again, or close to give up."

    @ObservationIgnored private let coordination: any Coordination<ControllersList>
    @ObservationIgnored private let lock: any Lock

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - coordination: The screen's navigation handle.
    ///   - lock: The lock to open.
    public init(coordination: any Coordination<ControllersList>, lock: any Lock) {
        self.coordination = coordination
        self.lock = lock
    }

    /// Tries `pin`; on success the screen finishes with `true`, otherwise ``message`` says why not.
    ///
    /// - Parameter pin: What the user entered.
    public func submit(pin: String) {
        guard lock.unlock(pin: pin) else {
            message = Self.wrongPINMessage
            return
        }
        do {
            try coordination.finishOrGoBack(with: true)
            message = nil
        } catch {
            message = error.description
        }
    }
}
