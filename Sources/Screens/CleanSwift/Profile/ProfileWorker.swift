/// Does the profile interactor's fetching: looks the person up in the ``UserDirectory``.
///
/// A worker takes work off the interactor; one that several scenes need can be shared between them.
@MainActor
public final class ProfileWorker {
    private let directory: any UserDirectory

    /// Creates the worker.
    ///
    /// - Parameter directory: Where people are looked up.
    public init(directory: any UserDirectory) {
        self.directory = directory
    }

    /// The record of the person called `userName`.
    ///
    /// - Parameter userName: Whose record.
    /// - Throws: ``UserDirectoryError`` when nobody has the name.
    public func fetchUser(named userName: String) throws(UserDirectoryError) -> UserRecord {
        try directory.user(named: userName)
    }
}
