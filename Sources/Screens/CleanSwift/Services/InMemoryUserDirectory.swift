/// A ``UserDirectory`` over a fixed list of people.
@MainActor
public final class InMemoryUserDirectory: UserDirectory {
    private let records: [UserRecord]

    /// Creates a directory of `records`.
    ///
    /// - Parameter records: The people it knows.
    public init(records: [UserRecord] = InMemoryUserDirectory.sampleRecords) {
        self.records = records
    }

    /// The person called `name`, whatever its case and surrounding spaces.
    ///
    /// - Parameter name: A name.
    /// - Throws: ``UserDirectoryError/unknownUser(name:)`` when nobody has it.
    public func user(named name: String) throws(UserDirectoryError) -> UserRecord {
        let wanted = name.trimmed().lowercased()
        guard let record = records.first(where: { $0.name.lowercased() == wanted }) else {
            throw .unknownUser(name: name)
        }
        return record
    }

    /// The people the app's directory knows.
    public nonisolated static let sampleRecords = [
        UserRecord(name: "Aleksey", phone: "+7 (999) 111-22-33", email: "aleksey@example.com"),
        UserRecord(name: "Bastien", phone: "+33 6-12-34-56-78", email: "bastien@example.com"),
    ]
}
