/// What a user interface of the confirmation screen reads and does.
@MainActor
public protocol TextConfirmationPresentable: AnyObject {
    /// The confirmed text.
    var text: String { get }
    /// Why the last request did not go through, or `nil`.
    var message: String? { get }
    /// Goes back to the previous screen.
    func goBack()
}
