/// Looks people up by name: the service behind the Clean Swift profile scene's worker.
@MainActor
public protocol UserDirectory: AnyObject {
    /// The person called `name`.
    ///
    /// - Parameter name: A name; case and surrounding spaces do not matter.
    /// - Throws: ``UserDirectoryError/unknownUser(name:)`` when nobody has it.
    func user(named name: String) throws(UserDirectoryError) -> UserRecord
}

/// One person of a ``UserDirectory``, as stored: the phone number is not formatted for display.
public struct UserRecord: Hashable, Sendable {
    /// The person's name.
    public let name: String
    /// The phone number, as stored (`+7 (999) 111-22-33`).
    public let phone: String
    /// The email address.
    public let email: String

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - name: The person's name.
    ///   - phone: The phone number, as stored.
    ///   - email: The email address.
    public init(name: String, phone: String, email: String) {
        self.name = name
        self.phone = phone
        self.email = email
    }
}

/// Why a ``UserDirectory`` found nobody.
public enum UserDirectoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nobody is called `name`.
    case unknownUser(name: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unknownUser(let name): "Nobody called \"\(name)\" is in the directory."
        }
    }
}
