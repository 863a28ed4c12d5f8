import Navigation
import Testing

@testable import NavigationTesting

/// A list that a link can open a rating (an `Int`) and a note (a `String`) above, each for a result.
enum RatedPages: Routable {
    case list(declares: Bool)
    case rating
    case note

    var screensBeneath: [RatedPages] { self == .list(declares: true) ? [] : [.list(declares: true)] }
    var linkRule: LinkRule<RatedPages> {
        switch self {
        case .list: .pushed
        case .rating: .result(openedBy: .list(declares: true), presentation: .modal)
        case .note: .result(openedBy: .list(declares: false), presentation: .modal)
        }
    }
}

@MainActor
final class RatedList {
    init(declares: Bool, coordination: any Coordination<RatedPages>) {
        if declares { coordination.receiveResults(expecting: Int.self) { _ in } }
    }
}

@MainActor
struct RatedPagesAssemblies: AssemblyProvider {
    struct ListAssembly: Assembly {
        let declares: Bool
        let coordination: any Coordination<RatedPages>
        func build() -> RatedList { RatedList(declares: declares, coordination: coordination) }
    }

    func viewModel(for screen: RatedPages, coordination: any Coordination<RatedPages>) throws -> BuiltViewModel {
        switch screen {
        case .list(let declares): try ListAssembly(declares: declares, coordination: coordination).built()
        case .rating, .note: try ListAssembly(declares: false, coordination: coordination).built()
        }
    }
}

/// A screen a link opens for a result above an opener that declares no receiver loses its value: the wiring
/// expectation names it.
@MainActor
struct LinkResultsReceivedTests {
    @Test func aScreenOpenedForAResultAboveAnOpenerWithoutAReceiverFailsNamingBoth() {
        let messages = failures {
            expectLinkResultsReceived([.list(declares: true), .rating, .note], assemblies: RatedPagesAssemblies())
        }
        #expect(
            messages == [
                "note is opened for a result by a link above list(declares: false), whose view model declares no "
                    + "receiveResults for it: its value would reach no one"
            ])
    }
}
