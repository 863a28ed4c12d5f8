import Foundation
import Navigation
import Testing

enum Size: String, Codable, Hashable, Sendable {
    case small, large
}

struct Address: Codable, Hashable, Sendable {
    var city: String
}

/// Screens whose values are lists: a labeled list is its parameter repeated, one value each.
enum ListScreen: Routable {
    case home
    case compare(productIDs: [Int])
    case tagged(tags: [String], sizes: [Size])
    case picked(ids: [Int]?)
    case nested(grid: [[Int]])
    case addresses(list: [Address])
    case unlabeled([Int])
    case gaps(counts: [Int?])

    var screensBeneath: [ListScreen] { self == .home ? [] : [.home] }
    var linkRule: LinkRule<ListScreen> { .pushed }
}

struct ListValuesTests {
    let links = DeepLinks<ListScreen>(scheme: "app")

    @Test func aLabeledListIsItsParameterRepeatedAndReadsBackInOrder() throws {
        #expect(
            try ListScreen.compare(productIDs: [3, 1, 2]).route() == "compare;productIDs=3;productIDs=1;productIDs=2")
        #expect(
            try links.stacks(in: "app://home/compare;productIDs=3;productIDs=1") == [
                [.home, .compare(productIDs: [3, 1])]
            ])
        // An empty list is no parameter.
        #expect(try ListScreen.compare(productIDs: []).route() == "compare")
        #expect(try ListScreen(route: "compare") == .compare(productIDs: []))
    }

    @Test func listsOfTextAndOfRawValuesRoundTripThroughLinksAndSavedState() throws {
        let screens: [ListScreen] = [
            .home, .tagged(tags: ["a b", "", "x;y=z", "100%", "été"], sizes: [.large, .small]),
            .picked(ids: [7]), .picked(ids: nil), .compare(productIDs: [-1, Int.max]),
        ]
        for screen in screens {
            #expect(try ListScreen(route: try screen.route()) == screen)
        }
        let state = try NavigationState(
            stacks: [
                screens.enumerated().map {
                    NavigationEntry(id: EntryID(rawValue: UInt64($0.offset)), screen: $0.element)
                }
            ],
            nextID: EntryID(rawValue: UInt64(screens.count)))
        let read = try SavedNavigation<ListScreen>(
            json: try SavedNavigation(state: state).json(unwritableScreens: .refused))
        #expect(read.state.screens == screens)
    }

    @Test func aListARepeatedParameterCannotHoldIsWrittenByIndexAndReadsBack() throws {
        for (screen, route) in [
            (ListScreen.picked(ids: []), "picked;ids.count=0"),
            (.picked(ids: nil), "picked"),
            (.picked(ids: [4]), "picked;ids=4"),
            (.nested(grid: [[1, 2], [], [3]]), "nested;grid.count=3;grid.0=1;grid.0=2;grid.2=3"),
            (
                .addresses(list: [Address(city: "Oslo"), Address(city: "a b")]),
                "addresses;list.count=2;list.0.city=Oslo;list.1.city=a%20b"
            ),
            (.unlabeled([1]), "unlabeled;_0=1"),
            (.gaps(counts: [1, nil, 3, nil]), "gaps;counts.count=4;counts.0=1;counts.2=3"),
        ] {
            #expect(try screen.route() == route)
            #expect(try ListScreen(route: route) == screen, "\(route)")
            #expect(try links.stacks(in: links.url(for: [.home, screen])) == [[.home, screen]])
        }
    }

    @Test func aListByIndexWithACountItsValuesDoNotMatchIsRefused() throws {
        for (route, name) in [
            ("nested;grid.count=-1", "grid.count"), ("nested;grid.count=x", "grid.count"),
            ("nested;grid.count=1000001", "grid.count"),
        ] {
            let error = try #require(throws: DeepLinkError.self) { try ListScreen(route: route) }
            #expect(error.reason == .invalidParameter(name: name, expected: "Int"), "\(route)")
        }
        // A value past the count is no value of the list.
        let error = try #require(throws: DeepLinkError.self) {
            try ListScreen(route: "addresses;list.count=1;list.0.city=a;list.1.city=b")
        }
        #expect(error.reason == .unexpectedParameter)
        #expect(error.component == "list.1.city")
    }

    @Test func aValueOfTheWrongTypeInAListIsRefusedAtItsPosition() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try links.stacks(in: "app://compare;productIDs=1;productIDs=x")
        }
        #expect(error.reason == .invalidParameter(name: "productIDs", expected: "Int"))
        #expect(error.component == "x")
    }
}
