import Foundation
import Navigation
import Testing

/// Version 3 of an app split `settings` into `account` with `privacy` above it — more than a rule per screen
/// can say — and migrates sessions of earlier versions as a whole.
enum SplitScreen: Routable {
    case home
    case account
    case privacy

    static var savedStateVersion: Int { 3 }

    static func migrateSavedState(_ saved: inout SavedRoutes) throws(RestorationError) {
        if saved.appVersion < 2, saved.stacks.count > 3 {
            throw .invalidValue(path: "stacks", reason: "version 1 had at most two modal flows")
        }
        if saved.appVersion < 3 {
            for stack in saved.stacks.indices {
                guard let index = saved.stacks[stack].firstIndex(where: { $0.route == "settings" }) else { continue }
                saved.stacks[stack][index].route = "account"
                saved.stacks[stack].insert(SavedRoutes.Entry(id: saved.makeID(), route: "privacy"), at: index + 1)
            }
            saved.appVersion = 3
        }
    }

    var screensBeneath: [SplitScreen] { self == .home ? [] : [.home] }
    var linkRule: LinkRule<SplitScreen> { .pushed }
}

struct SavedStateMigrationTests {
    func document(appVersion: String? = nil, stacks: String) -> Data {
        let version = appVersion.map { "\"appVersion\": \($0), " } ?? ""
        return Data(#"{"version": 2, \#(version)"nextID": 2, "stacks": \#(stacks)}"#.utf8)
    }

    @Test func aSessionOfAnEarlierVersionIsMigratedWholeBeforeItsScreensAreRead() throws {
        let old = document(stacks: #"[[{"id": 0, "screen": "home"}, {"id": 1, "screen": "settings"}]]"#)
        let saved = try SavedNavigation<SplitScreen>(json: old)
        #expect(saved.state.screens == [.home, .account, .privacy])
        #expect(saved.state.entries.map(\.id.rawValue) == [0, 1, 2])
        #expect(saved.state.nextID.rawValue == 3)
        // Written again, it says its version, and reads back without migrating twice.
        let text = try saved.jsonText()
        #expect(text.contains("\"appVersion\": 3,"))
        #expect(try SavedNavigation<SplitScreen>(json: Data(text.utf8)).state.screens == [.home, .account, .privacy])
    }

    @Test func aSessionOfThisVersionIsNotMigrated() throws {
        let current = document(
            appVersion: "3", stacks: #"[[{"id": 0, "screen": "home"}, {"id": 1, "screen": "account"}]]"#)
        #expect(try SavedNavigation<SplitScreen>(json: current).state.screens == [.home, .account])
    }

    @Test func aMigrationThatCannotGoOnRefusesTheSessionWithItsReason() throws {
        let flows =
            #"[[{"id": 0, "screen": "home"}], [{"id": 1, "screen": "home"}], [{"id": 2, "screen": "home"}], [{"id": 3, "screen": "home"}]]"#
        #expect(throws: RestorationError.invalidValue(path: "stacks", reason: "version 1 had at most two modal flows"))
        {
            try SavedNavigation<SplitScreen>(json: Data(#"{"version": 2, "nextID": 4, "stacks": \#(flows)}"#.utf8))
        }
    }

    @Test func theAppVersionIsAWholeNumberFromOneAndNullIsVersionOne() throws {
        let stacks = #"[[{"id": 0, "screen": "home"}]]"#
        #expect(
            throws: RestorationError.invalidValue(path: "appVersion", reason: "an app version is a whole number from 1")
        ) {
            try SavedNavigation<SplitScreen>(json: document(appVersion: "0", stacks: stacks))
        }
        #expect(throws: RestorationError.wrongType(path: "appVersion", expected: "whole number")) {
            try SavedNavigation<SplitScreen>(json: document(appVersion: "\"3\"", stacks: stacks))
        }
        #expect(
            try SavedNavigation<SplitScreen>(json: document(appVersion: "null", stacks: stacks)).state.screens == [
                .home
            ])
    }
}

/// An app that declared a version below the first.
enum VersionZeroScreen: Routable {
    case home

    static var savedStateVersion: Int { 0 }
    var screensBeneath: [VersionZeroScreen] { [] }
    var linkRule: LinkRule<VersionZeroScreen> { .pushed }
}

struct InvalidAppVersionTests {
    /// Written, `"appVersion": 0` was refused by the app's own reader: every session saved was lost at the next
    /// start. Saving now refuses, naming the declaration.
    @Test func aVersionBelowOneIsRefusedWhenSavingNamingTheDeclaration() throws {
        let saved = SavedNavigation(state: NavigationState(root: VersionZeroScreen.home))
        #expect(throws: SavingError.invalidAppVersion(0)) { try saved.json() }
        #expect("\(SavingError.invalidAppVersion(0))".contains("savedStateVersion is 0"))
        #expect(throws: RestorationError.self) {
            try SavedNavigation<SplitScreen>(
                json: Data(
                    #"{"version": 2, "appVersion": 0, "nextID": 1, "stacks": [[{"id": 0, "screen": "home"}]]}"#.utf8))
        }
    }
}
