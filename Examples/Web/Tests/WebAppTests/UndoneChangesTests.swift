import Foundation
import SQLiteNIO
import Testing

@testable import WebApp

/// A change that cannot be saved is undone and said so: no page shows a change the store does not have, so none
/// is lost when the session's next request reaches another server, or when the session is let go past the cap.
@Suite(.temporaryDatabases)
@MainActor
struct UndoneChangesTests {
    /// The quantity the last page showed in the cart.
    nonisolated static func cart(_ browser: Browser) throws -> Int {
        let match = try #require(browser.page.firstMatch(of: /In your cart: (\d+)\./))
        return try #require(Int(match.1))
    }

    @Test func whileTheStoreIsDownNoPageOfTwoServersShowsAChangeThatIsNotSavedAndNoneShownIsLost() async throws {
        try await withTwoServers { one, two, interposed in
            let first = Browser(one)
            try await first.openTheTeapot()
            let second = Browser(two, sharing: first)
            let teapot = first.path
            try await second.open(teapot)
            var (shown, undone) = (0, 0)
            for round in 0..<24 {
                if round == 8 { interposed.outage.set(true) }
                if round == 16 {
                    interposed.outage.set(false)
                    // Each server tries the store again a moment after it last failed.
                    try await Task.sleep(for: .seconds(WebFrontEnd.storeRetryPause + 0.2))
                }
                // Turn by turn through each server, from the page each window shows.
                let window = round.isMultiple(of: 2) ? first : second
                if !window.page.contains("In your cart:") { try await window.open(teapot) }
                try await window.submit("add")
                if window.page.contains("this page shows what is saved") {
                    undone += 1
                    #expect(try Self.cart(window) == shown, "round \(round): the page shows what is saved")
                } else if window.page.contains("cannot reach its saved sessions") {
                    // A server whose copy of the session is older than the browser saw cannot read it again: it
                    // answers 503, and does nothing.
                    undone += 1
                } else {
                    #expect(try Self.cart(window) == shown + 1, "round \(round)")
                    shown += 1
                }
            }
            #expect(undone == 8, "every change while the store was down, and only those")
            #expect(shown == 16)
            // Through either server, without the version cookie (the server asks the store): what the last page
            // showed.
            for server in [one, two] {
                let window = Browser(server, cookie: first.cookie)
                try await window.open(teapot)
                #expect(try Self.cart(window) == shown)
            }
        }
    }

    @Test func aChangeThatCouldNotBeSavedIsNotShownSoAFloodOfVisitsPastTheCapLosesNothing() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let clock = TestClock()
        let configuration = WebConfiguration(maxLiveSessions: 20)
        try await withApp(
            configuration: configuration, databasePath: file, clock: clock, store: .sqlite(busyTimeout: 200)
        ) { client, frontEnd in
            let shopper = Browser(client)
            _ = try await shopper.open("/@shop")
            try await shopper.submit("open", value: "2")
            try await shopper.submit("add")
            #expect(try Self.cart(shopper) == 1)
            // Another process keeps the database locked while the shopper adds one more.
            let other = try await SQLiteConnection.open(storage: .file(path: file))
            _ = try await other.query("BEGIN IMMEDIATE")
            try await shopper.submit("add")
            #expect(shopper.page.contains("this page shows what is saved"))
            #expect(try Self.cart(shopper) == 1)
            _ = try await other.query("ROLLBACK")
            try await other.close()
            // A flood of first visits lets the shopper's session go from the live ones.
            for _ in 0..<30 { _ = try await Browser(client).open("/@shop") }
            let id = try #require(shopper.cookie)
            #expect(await frontEnd.state(ofSession: id) == nil)
            #expect(await frontEnd.liveSessionCount <= 20)
            // The shopper comes back, a moment later, to what the page showed, and goes on.
            await MainActor.run { clock.now += WebFrontEnd.storeRetryPause }
            _ = try await shopper.open(shopper.path)
            #expect(try Self.cart(shopper) == 1)
            try await shopper.submit("add")
            #expect(try Self.cart(shopper) == 2)
        }
    }
}

/// However many requests queue behind a store that stays locked, each answers within one wait for it.
@Suite(.temporaryDatabases)
@MainActor
struct BoundedWaitTests {
    @Test func sixRequestsQueuedBehindALockedStoreEachAnswerWithinOneWait() async throws {
        let file = StoreSafetyTests.temporaryDatabase()
        let wait = 1.0
        try await withApp(databasePath: file, store: .sqlite(busyTimeout: Int(wait * 1_000))) { client, _ in
            // Three windows of one session, and three other sessions.
            let shopper = Browser(client)
            _ = try await shopper.open("/@shop")
            try await shopper.submit("open", value: "2")
            let others = [Browser(client), Browser(client), Browser(client)]
            for other in others {
                _ = try await other.open("/@shop")
                try await other.submit("open", value: "2")
            }
            let windows = [shopper, Browser(client, cookie: shopper.cookie), Browser(client, cookie: shopper.cookie)]
            for window in windows.dropFirst() { try await window.open(shopper.path) }
            let other = try await SQLiteConnection.open(storage: .file(path: file))
            _ = try await other.query("BEGIN IMMEDIATE")
            let took = try await withThrowingTaskGroup(of: Double.self) { group in
                for browser in windows + others {
                    group.addTask { try await StoreSafetyTests.seconds { try await browser.submit("add") } }
                }
                return try await group.reduce(into: [Double]()) { $0.append($1) }
            }
            _ = try await other.query("ROLLBACK")
            try await other.close()
            #expect(took.count == 6)
            #expect(took.allSatisfy { $0 < wait * 1.6 }, "each answered within one wait of \(wait) s: \(took.sorted())")
            // Each change undone and said so — once a session: the windows of one session share its message.
            for browser in windows + others { #expect(try UndoneChangesTests.cart(browser) == 0) }
            for browser in others { #expect(browser.page.contains("this page shows what is saved")) }
            #expect(windows.contains { $0.page.contains("this page shows what is saved") })
        }
    }
}
