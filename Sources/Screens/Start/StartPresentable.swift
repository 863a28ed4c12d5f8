/// What a user interface of the start screen reads and does.
@MainActor
public protocol StartPresentable: AnyObject {
    /// The flows the user can choose, in the order shown.
    var choices: [StartChoice] { get }
    /// Why the last choice did not open, or `nil`.
    var message: String? { get }
    /// Opens the first screen of `choice`.
    ///
    /// - Parameter choice: The flow chosen.
    func choose(_ choice: StartChoice)
}

/// A flow the start screen offers.
public enum StartChoice: String, CaseIterable, Sendable {
    /// The seed's text input and confirmation, with a rating and a locked history.
    case text
    /// The shop: catalog, cart, checkout behind sign-in.
    case shop
    /// The Clean Swift (VIP) scenes.
    case cleanSwift = "vip"

    /// The screen the flow starts with.
    public var firstScreen: ControllersList {
        switch self {
        case .text: .textInputScreen
        case .shop: .shop(.catalog)
        case .cleanSwift: .cleanSwift(.home)
        }
    }
}
