/// What a user interface of the confirmation screen reads and does.
@MainActor
public protocol TextConfirmationPresentable: AnyObject {
    /// The confirmed text.
    var text: String { get }
    /// Why the last request did not go through, or `nil`.
    var message: String? { get }
    /// The rating the text got, or `nil` while it has none.
    var rating: Int? { get }
    /// Goes back to the previous screen.
    func goBack()
    /// Opens the rating screen; its rating comes back into ``rating``.
    func rate()
}
