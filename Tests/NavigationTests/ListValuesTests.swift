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

    @Test func whatALinkCannotTellApartIsRefusedWhenWritten() throws {
        for (screen, reason) in [
            (ListScreen.picked(ids: []), "the optional list ids is empty, which a link cannot tell from nil"),
            (.nested(grid: [[1]]), "a list is not a value a link can hold"),
            (
                .addresses(list: [Address(city: "Oslo")]),
                "the list list holds values with fields; a link holds one per value"
            ),
            (.unlabeled([1]), "a list is not a value a link can hold"),
            (.gaps(counts: [1, nil]), "the list counts holds nil, which a link cannot write"),
        ] {
            let error = try #require(throws: DeepLinkError.self) { try screen.route() }
            #expect(error.reason == .unwritable(reason: reason))
        }
    }

    @Test func aValueOfTheWrongTypeInAListIsRefusedAtItsPosition() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try links.stacks(in: "app://compare;productIDs=1;productIDs=x")
        }
        #expect(error.reason == .invalidParameter(name: "productIDs", expected: "Int"))
        #expect(error.component == "x")
    }
}
