import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import WebPostgres

/// A trait that removes the databases a test made with ``StoreSafetyTests/temporaryDatabase()`` once the test
/// ends, however it ends: the SQLite file with its journal's files, and, when the tests run over PostgreSQL
/// (`WEB_TEST_POSTGRES`), the table named after it (``TestStore/table(of:)``) — so that running the tests leaves
/// neither files in the temporary folder nor tables in the database.
struct TemporaryDatabases: SuiteTrait, TestTrait, TestScoping {
    /// The databases the running test made, when it runs within this trait.
    @TaskLocal static var made: NIOLockedValueBox<[String]>?

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let made = NIOLockedValueBox<[String]>([])
        var failure: (any Error)?
        do { try await Self.$made.withValue(made, operation: function) } catch { failure = error }
        for path in made.withLockedValue({ $0 }) { try await Self.remove(path) }
        if let failure { throw failure }
    }

    /// Removes the database `path`: its files, and its PostgreSQL table when the tests run over PostgreSQL.
    static func remove(_ path: String) async throws {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        guard let url = TestStore.postgres else { return }
        let store = try await PostgresSessionStore.open(url: url, table: TestStore.table(of: path))
        try await store.dropTable()
        try await store.close()
    }
}

extension Trait where Self == TemporaryDatabases {
    /// Removes the databases each test made once it ends (``TemporaryDatabases``).
    static var temporaryDatabases: Self { TemporaryDatabases() }
}
