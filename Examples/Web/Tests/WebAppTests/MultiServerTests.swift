import Foundation
import Hummingbird
import NIOConcurrencyHelpers
import Testing
import WebPostgres

@testable import WebApp

/// Several servers over one store — PostgreSQL in CI, and SQLite's file here, which two connections share the
/// same way: each sees the other's changes, and no change is written over one its server had not seen.
@Suite(.temporaryDatabases)
@MainActor
struct MultiServerTests {
    @Test func aSaveReplacesOnlyTheVersionItReadAndALoadAtTheStoresVersionReadsNothingMore() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let store = try await TestStore.underTest.open(file)
        let id = WebSession.randomToken()
        var row = SessionRow(
            csrf: "token", navigation: Data("{}".utf8), services: Data("{}".utf8), path: "/@shop", version: 1,
            updated: 1)
        #expect(try await store.load(id: id, unlessAt: 0) == .missing)
        #expect(try await store.save(id: id, row, replacing: 0))
        // A second first save — another server's, of the same new session — is refused.
        #expect(try await !store.save(id: id, row, replacing: 0))
        #expect(try await store.load(id: id, unlessAt: 1) == .unchanged)
        #expect(try await store.load(id: id, unlessAt: 0) == .changed(row))
        var next = row
        next.version = 2
        next.path = "/@shop/shop/catalog"
        #expect(try await store.save(id: id, next, replacing: 1))
        // A save based on version 1 after version 2 was written changes nothing.
        row.version = 2
        row.path = "/@text"
        #expect(try await !store.save(id: id, row, replacing: 1))
        #expect(try await store.load(id: id) == next)
        #expect(try await store.renamed(id: id) == nil)
        try await store.rename(id: id, to: "renamed", at: 10)
        #expect(try await store.load(id: id, unlessAt: 2) == .missing)
        #expect(try await store.load(id: "renamed", unlessAt: 2) == .unchanged)
        // The rename is noted, for a form posted again under the old id, until the sessions saved before it go.
        #expect(try await store.renamed(id: id) == "renamed")
        try await store.rename(id: "nothing", to: "else", at: 10)
        #expect(try await store.renamed(id: "nothing") == nil, "no session, nothing renamed, no note")
        try await store.deleteSessions(savedBefore: 5)
        #expect(try await store.renamed(id: id) == "renamed")
        try await store.deleteSessions(savedBefore: 11)
        #expect(try await store.renamed(id: id) == nil)
        try await TestStore.underTest.close(store, ownTable: true)
    }

    @Test func savesOfManySessionsAtOnceAreEachWrittenOrRefusedByTheVersionEachReplaces() async throws {
        // Under PostgreSQL, saves that come together are written in one statement: each must still be written
        // only over the version it read, and each caller told whether it was.
        let file = StoreSafetyTests.temporaryDatabase()
        let store = try await TestStore.underTest.open(file)
        let ids = (0..<300).map { _ in WebSession.randomToken() }
        for (index, id) in ids.enumerated() {
            #expect(try await store.save(id: id, Self.row(index, version: 1), replacing: 0))
        }
        // Every third save replaces a version the store does not have: another server's save came first.
        let saved = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    let replacing = index.isMultiple(of: 3) ? 7 : 1
                    return (index, try await store.save(id: id, Self.row(index, version: 2), replacing: replacing))
                }
            }
            var saved: [Int: Bool] = [:]
            for try await (index, written) in group { saved[index] = written }
            return saved
        }
        for (index, id) in ids.enumerated() {
            let refused = index.isMultiple(of: 3)
            #expect(saved[index] == !refused, "session \(index)")
            #expect(try await store.load(id: id) == Self.row(index, version: refused ? 1 : 2), "session \(index)")
        }
        try await TestStore.underTest.close(store, ownTable: true)
    }

    @Test func savesOfTwoStoresAtOnceAreEachWrittenInTheStoresOwnTable() async throws {
        // Over PostgreSQL, the statement that writes saves together is prepared on each connection, named and
        // written for its store's table: two stores of one process, over two tables of one database, saving the same
        // sessions' ids at once, must each write only its own table.
        let stores = [
            try await TestStore.underTest.open(StoreSafetyTests.temporaryDatabase()),
            try await TestStore.underTest.open(StoreSafetyTests.temporaryDatabase()),
        ]
        let ids = (0..<100).map { _ in WebSession.randomToken() }
        // The row store `which` saves for the session `index` at `version`: the two stores' rows differ.
        let row = { @Sendable (which: Int, index: Int, version: Int) in
            Self.row(1_000 * which + index, version: version)
        }
        for (which, store) in stores.enumerated() {
            for (index, id) in ids.enumerated() {
                #expect(try await store.save(id: id, row(which, index, 1), replacing: 0))
            }
        }
        for round in 2...4 {
            let saved = try await withThrowingTaskGroup(of: Bool.self) { group in
                for (which, store) in stores.enumerated() {
                    for (index, id) in ids.enumerated() {
                        group.addTask { try await store.save(id: id, row(which, index, round), replacing: round - 1) }
                    }
                }
                var saved: [Bool] = []
                for try await written in group { saved.append(written) }
                return saved
            }
            #expect(saved.count == 2 * ids.count)
            #expect(saved.filter { !$0 }.count == 0, "saves refused in round \(round)")
        }
        for (which, store) in stores.enumerated() {
            for (index, id) in ids.enumerated() {
                #expect(try await store.load(id: id) == row(which, index, 4), "store \(which), session \(index)")
            }
            try await TestStore.underTest.close(store, ownTable: true)
        }
    }

    /// A row of its own for the session `index` at `version`.
    nonisolated static func row(_ index: Int, version: Int) -> SessionRow {
        SessionRow(
            csrf: "token\(index)", navigation: Data(#"{"session":\#(index),"version":\#(version)}"#.utf8),
            services: Data("{}".utf8), path: "/@shop/\(index)/\(version)", version: version, updated: Double(version))
    }

    @Test func aChangeMadeThroughOneServerIsSeenThroughTheOther() async throws {
        try await withTwoServers { one, two, _ in
            let first = Browser(one)
            try await first.walkToTheCart()
            let cart = first.path
            // The same browser's next request reaches the other server.
            let second = Browser(two, sharing: first)
            let response = try await second.open(first.path)
            #expect(response.sessionCookie == nil, "the same session")
            #expect(second.title == "Cart")
            #expect(second.page.contains("Teapot"))
            // And a change there is seen back through the first.
            try await second.open("/@shop/shop/catalog/shop/product;productID=2")
            try await second.submit("add")
            #expect(second.page.contains("In your cart: 1."), "\(second.page)")
            try await first.open(cart)
            #expect(first.title == "Cart")
            #expect(first.page.contains("Teapot") && first.page.contains("Coffee beans"))
        }
    }

    @Test func changesMadeInTurnThroughTwoServersFromPagesEachKeptAreAllKept() async throws {
        try await withTwoServers { one, two, _ in
            let first = Browser(one)
            try await first.openTheTeapot()
            let second = Browser(two, sharing: first)
            try await second.open(first.path)
            // Each window posts from the page it shows, which the other server's change made out of date.
            for round in 1...5 {
                try await first.submit("add")
                #expect(first.page.contains("In your cart: \(2 * round - 1)."))
                try await second.submit("add")
                #expect(second.page.contains("In your cart: \(2 * round)."))
            }
            #expect(!first.page.contains("out of date") && !second.page.contains("out of date"))
        }
    }

    @Test func aSaveThatFindsAnotherServersNewerVersionIsRedoneFromIt() async throws {
        try await withTwoServers { one, two, interposed in
            let first = Browser(one)
            try await first.openTheTeapot()
            try await first.submit("add")
            let second = Browser(two, sharing: first)
            try await second.open(first.path)
            #expect(second.page.contains("In your cart: 1."))
            // The other server saves its change after this one read the session and before it saves its own.
            await interposed.beforeNextSave {
                try await second.submit("add")
                #expect(second.page.contains("In your cart: 2."))
            }
            try await first.submit("add")
            // Saved: the first change (opening the shop and the product wrote nothing: the session held nothing
            // worth saving yet); then the other server's first, this one's refused and done again.
            let saves = await interposed.saves
            #expect(saves == .init(refused: 1, written: 2), "\(saves)")
            // Done again on the state the other server saved: both changes are there.
            #expect(first.page.contains("In your cart: 3."))
            try await second.open(second.path)
            #expect(second.page.contains("In your cart: 3."))
        }
    }

    @Test func aServerThatDoesNotAskTheStoreBeforeEachRequestStillRedoesItsChangeOnAnothersNewerOne() async throws {
        // SQLite's file without `isShared`: a server shows its own copy of a session, but its save still finds
        // the other's newer version, and the change is done again on it.
        try await withTwoServers(store: .sqlite(), isShared: false) { one, two, _ in
            let first = Browser(one)
            try await first.openTheTeapot()
            try await first.submit("add")
            // Another window — without the version cookie the first's answers set — on the other server.
            let second = Browser(two, cookie: first.cookie)
            try await second.open(first.path)
            try await first.submit("add")
            #expect(first.page.contains("In your cart: 2."))
            try await second.submit("add")
            #expect(second.page.contains("In your cart: 3."))
        }
    }

    @Test func theVersionCookieShowsABrowserItsChangesThroughAServerThatDoesNotAskTheStore() async throws {
        try await withTwoServers(store: .sqlite(), isShared: false) { one, two, _ in
            let first = Browser(one)
            try await first.openTheTeapot()
            try await first.submit("add")
            // The same browser — its session and version cookies — on the other server.
            let second = Browser(two, cookie: first.cookie)
            second.version = first.version
            try await second.open(first.path)
            #expect(second.page.contains("In your cart: 1."))
            try await first.submit("add")
            // Without the cookie, the other server shows its own copy, older than the store's.
            let cookieless = Browser(two, cookie: first.cookie)
            try await cookieless.open(first.path)
            #expect(cookieless.page.contains("In your cart: 1."))
            // With it, it reads the session again: the browser sees its change.
            second.version = first.version
            try await second.open(first.path)
            #expect(second.page.contains("In your cart: 2."))
            #expect(second.version == first.version)
        }
    }

    @Test func aRequestWhoseSaveIsRefusedEveryTimeIsAnswered503AndChangesNothing() async throws {
        try await withTwoServers { one, _, interposed in
            let first = Browser(one)
            try await first.openTheTeapot()
            try await first.submit("add")
            // Every save finds another version: the request is done again, then given up.
            await interposed.refuseSaves(true)
            let response = try await first.post(first.pageFields.merging(["action": "add"]) { $1 })
            #expect(response.status == .serviceUnavailable)
            #expect(String(buffer: response.body).contains("Nothing was done"))
            let (refused, attempts) = (await interposed.saves.refused, await WebFrontEnd.attempts)
            #expect(refused == attempts)
            // The session is as the store has it: the change given up is nowhere.
            await interposed.refuseSaves(false)
            try await first.open(first.path)
            #expect(first.page.contains("In your cart: 1."))
        }
    }

    @Test func concurrentChangesThroughTwoServersAreEachKeptOrRefusedAsNotDone() async throws {
        try await withTwoServers { one, two, _ in
            let first = Browser(one)
            try await first.openTheTeapot()
            let (cookie, form) = (first.cookie, first.pageFields.merging(["action": "add"]) { $1 })
            // Forty clicks of forty pages: each its own submission.
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<40 {
                    let click = form.merging(["submission": "\(index)"]) { $1 }
                    group.addTask {
                        try await Browser(index.isMultiple(of: 2) ? one : two, cookie: cookie).post(click).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let done = statuses.filter { $0 == .seeOther }.count
            // Each request either did its change, or answered that it did nothing (503, the session busy).
            #expect(statuses.allSatisfy { $0 == .seeOther || $0 == .serviceUnavailable })
            #expect(done > 0)
            // A window that has seen none of those answers (no version cookie): the server asks the store.
            let window = Browser(one, cookie: cookie)
            try await window.open(first.path)
            #expect(window.page.contains("In your cart: \(done)."), "\(statuses)")
        }
    }
}

/// A form posted again and again, at once, through two servers has the effect of one: the saved session says where
/// its first landed, and every other lands there too.
@Suite(.temporaryDatabases)
@MainActor
struct RepeatedFormTests {
    @Test func oneFormPostedFortyTimesThroughTwoServersAddsOnce() async throws {
        try await withTwoServers { one, two, _ in
            let first = Browser(one)
            try await first.openTheTeapot()
            let (cookie, form) = (first.cookie, first.pageFields.merging(["action": "add"]) { $1 })
            let answers = try await withThrowingTaskGroup(of: (HTTPResponse.Status, String?).self) { group in
                for index in 0..<40 {
                    group.addTask {
                        let response = try await Browser(index.isMultiple(of: 2) ? one : two, cookie: cookie).post(form)
                        return (response.status, response.headers[.location])
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.allSatisfy { $0.0 == .seeOther || $0.0 == .serviceUnavailable }, "\(answers)")
            #expect(Set(answers.compactMap(\.1)).count == 1, "every one lands where the first did: \(answers)")
            let window = Browser(two, cookie: cookie)
            try await window.open(first.path)
            #expect(window.page.contains("In your cart: 1."))
        }
    }

    @Test func signingInClickedTwiceThroughTwoServersLandsOnceAndKeepsTheSignedInSession() async throws {
        // The second click reaches the server that did not sign in: the store's note of the rename takes it where
        // the first landed.
        try await withTwoServers { one, two, _ in try await FormTests.signInClickedTwice(first: one, second: two) }
    }
}

/// Runs `test` against two servers over one store (``TestStore/underTest`` unless told otherwise), the first
/// saving through an ``InterposedStore``.
@MainActor
func withTwoServers(
    store kind: TestStore = .underTest, isShared: Bool = true,
    _ test: @escaping @Sendable (HTTPTestClient, HTTPTestClient, InterposedStore) async throws -> Void
) async throws {
    let file = StoreSafetyTests.temporaryDatabase()
    let configuration = WebConfiguration()
    let interposed = InterposedStore(try await kind.open(file, isShared: isShared))
    let other = try await kind.open(file, isShared: isShared)
    let one = WebFrontEnd(configuration: configuration, store: interposed)
    // The second server's store is down whenever the first's is.
    let two = WebFrontEnd(configuration: configuration, store: InterposedStore(other, outage: interposed.outage))
    do {
        try await withLiveServer(one, configuration: configuration) { first in
            try await withLiveServer(two, configuration: configuration) { second in
                try await test(first, second, interposed)
            }
        }
    } catch {
        try await interposed.close()
        try await kind.close(other, ownTable: true)
        throw error
    }
    try await interposed.close()
    try await kind.close(other, ownTable: true)
}

/// A real store whose next save can first let something else happen — another server's request —, which
/// counts the saves it writes and the ones the store refuses, and which can be down (``outage``).
actor InterposedStore: SessionStore {
    /// Whether the store is down: every query then fails at once, as over a database server that is stopped.
    final class Outage: Sendable {
        struct Down: Error {}
        private let down = NIOLockedValueBox(false)

        /// The store goes down (`true`) or comes back.
        func set(_ isDown: Bool) { down.withLockedValue { $0 = isDown } }

        /// Throws while the store is down.
        func check() throws { if down.withLockedValue({ $0 }) { throw Down() } }
    }

    /// Whether the store is down; stores made with the same one are down together.
    nonisolated let outage: Outage
    /// Saves written and refused.
    struct Saves: Equatable {
        var refused = 0
        var written = 0
    }

    private let store: any SessionStore
    private var interlude: (@Sendable () async throws -> Void)?
    private(set) var saves = Saves()
    private var refusesSaves = false

    init(_ store: any SessionStore, outage: Outage = Outage()) {
        self.store = store
        self.outage = outage
    }

    /// Makes the store answer every save as if another server had saved first (nothing written), or not.
    func refuseSaves(_ refusing: Bool) {
        refusesSaves = refusing
    }

    /// Runs `interlude` when the next save comes, before it is made.
    func beforeNextSave(_ interlude: @escaping @Sendable () async throws -> Void) {
        self.interlude = interlude
    }

    func save(id: String, _ row: SessionRow, replacing version: Int) async throws -> Bool {
        try outage.check()
        if let interlude {
            self.interlude = nil
            try await interlude()
        }
        let written = refusesSaves ? false : try await store.save(id: id, row, replacing: version)
        if written { saves.written += 1 } else { saves.refused += 1 }
        return written
    }

    nonisolated var isShared: Bool { store.isShared }
    func check() async throws {
        try outage.check()
        try await store.check()
    }
    func load(id: String, unlessAt version: Int?) async throws -> StoredSession {
        try outage.check()
        return try await store.load(id: id, unlessAt: version)
    }
    func rename(id: String, to new: String, at time: Double) async throws {
        try outage.check()
        try await store.rename(id: id, to: new, at: time)
    }
    func renamed(id: String) async throws -> String? {
        try outage.check()
        return try await store.renamed(id: id)
    }
    func keepAside(id: String, navigation: Data) async throws {
        try await store.keepAside(id: id, navigation: navigation)
    }
    func keptAside(id: String) async throws -> Data? { try await store.keptAside(id: id) }
    func touch(id: String, at time: Double) async throws { try await store.touch(id: id, at: time) }
    func delete(id: String) async throws { try await store.delete(id: id) }
    func deleteSessions(savedBefore time: Double) async throws { try await store.deleteSessions(savedBefore: time) }
    func count() async throws -> Int { try await store.count() }
    func close() async throws { try await store.close() }
}
