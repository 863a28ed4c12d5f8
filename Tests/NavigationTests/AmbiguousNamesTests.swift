import Foundation
import Navigation
import Testing

/// A screen of a group mounted without its prefix whose name is also a screen of the app's own, or of a group
/// tried before it: its link and its saved form carry the prefix, so that they read back as the same screen.
enum SettingsPages: Routable {
    case home
    case privacy
    case about

    var screensBeneath: [SettingsPages] { self == .home ? [] : [.home] }
    var linkRule: LinkRule<SettingsPages> { .pushed }
}

enum HelpPages: Routable {
    case about
    case faq

    var screensBeneath: [HelpPages] { [] }
    var linkRule: LinkRule<HelpPages> { .pushed }
}

enum AmbiguousScreen: Routable {
    case home
    case settings(SettingsPages)
    case help(HelpPages)

    static var groupsWithoutPrefix: [String] { ["help", "settings"] }

    var screensBeneath: [AmbiguousScreen] {
        switch self {
        case .home: []
        case .settings(let screen): [.home] + screen.screensBeneath.map(AmbiguousScreen.settings)
        case .help(let screen): [.home] + screen.screensBeneath.map(AmbiguousScreen.help)
        }
    }

    var linkRule: LinkRule<AmbiguousScreen> { .pushed }
}

struct AmbiguousNamesTests {
    let links = DeepLinks<AmbiguousScreen>(scheme: "x")

    @Test func aGroupScreenNamedLikeAnAppScreenIsWrittenWithItsPrefixAndReadsBackAsItself() throws {
        #expect(try links.url(for: [.home, .settings(.home)]) == "x://home/settings/home")
        #expect(try links.stacks(in: "x://home/settings/home") == [[.home, .settings(.home)]])
        // The app's own screen keeps its name, and the link that names it reads it.
        #expect(try links.stacks(in: "x://home/home") == [[.home, .home]])
        #expect(try AmbiguousScreen.settings(.home).route() == "settings/home")
    }

    @Test func aGroupScreenNamedLikeAScreenOfAGroupTriedBeforeItIsWrittenWithItsPrefix() throws {
        #expect(try AmbiguousScreen.help(.about).route() == "about")
        #expect(try AmbiguousScreen.settings(.about).route() == "settings/about")
        #expect(try AmbiguousScreen(route: "settings/about") == .settings(.about))
    }

    @Test func anUnambiguousScreenKeepsTheShortForm() throws {
        #expect(try links.url(for: [.home, .settings(.privacy)]) == "x://home/privacy")
        #expect(try AmbiguousScreen.help(.faq).route() == "faq")
    }

    @Test func everyScreenIsSavedInAFormThatRestoresTheSameScreens() throws {
        let screens: [AmbiguousScreen] = [
            .home, .settings(.home), .settings(.privacy), .settings(.about), .help(.about), .help(.faq),
        ]
        let state = try NavigationState(
            stacks: [
                screens.enumerated().map {
                    NavigationEntry(id: EntryID(rawValue: UInt64($0.offset)), screen: $0.element)
                }
            ], nextID: EntryID(rawValue: 6))
        let read = try SavedNavigation<AmbiguousScreen>(json: try SavedNavigation(state: state).json())
        #expect(read.state.screens == screens)
        for screen in screens {
            #expect(try AmbiguousScreen(route: try screen.route()) == screen)
            #expect(try links.stacks(in: try links.url(for: [[.home, screen]])) == [[.home, screen]])
        }
    }
}
