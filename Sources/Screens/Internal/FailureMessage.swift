/// Runs `body` and tells why it failed, as a screen shows it: `nil` when it succeeded, otherwise the error's
/// one-line description (every error of the app's services and of navigation has one).
@MainActor
func failureMessage(of body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return String(describing: error)
    }
}
