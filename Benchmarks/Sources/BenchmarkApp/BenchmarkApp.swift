import Foundation
import Navigation
import Observation
import Swinject

/// The screens of the benchmarks' app: a root and a detail that opens with data.
/// Its routes are the compiler's: `home`, `detail;id=<id>;title=<title>`.
public enum BenchScreen: Hashable, Routable {
    case home
    case detail(id: Int, title: String)

    /// A detail opens over the home screen.
    public var screensBeneath: [BenchScreen] {
        switch self {
        case .home: []
        case .detail: [.home]
        }
    }

    /// Every screen is pushed.
    public var linkRule: LinkRule<BenchScreen> { .pushed }
}

/// Five tabs, each starting at the home screen.
public enum BenchTab: String, NavigationTab {
    case first, second, third, fourth, fifth

    /// Every tab starts at the home screen.
    public var root: BenchScreen { .home }
}

/// A small view model, as a real screen has: its data and its navigation handle.
@MainActor
public final class DetailViewModel {
    /// The detail's id.
    public let id: Int
    /// The detail's title.
    public let title: String
    /// The screen's navigation handle; `nil` where no coordinator is involved.
    public let coordination: (any Coordination<BenchScreen>)?

    /// How many lifecycle calls the view model received, as a screen that listens to them counts.
    public private(set) var lifecycleCalls = 0

    /// Creates the view model.
    public init(id: Int, title: String, coordination: (any Coordination<BenchScreen>)?) {
        self.id = id
        self.title = title
        self.coordination = coordination
    }
}

// The benchmark's view model listens to its lifecycle, as most real screens do: the round trips pay for the
// calls a real app receives.
extension DetailViewModel: NavigationLifecycle {
    /// Counts the call.
    public func screenBecameTop() { lifecycleCalls &+= 1 }
    /// Counts the call.
    public func screenWasCovered() { lifecycleCalls &+= 1 }
    /// Counts the call.
    public func screenWasRemoved() { lifecycleCalls &+= 1 }
}

@MainActor
struct DetailAssembly: Navigation.Assembly {
    let id: Int
    let title: String
    let coordination: any Coordination<BenchScreen>

    func build() -> DetailViewModel {
        DetailViewModel(id: id, title: title, coordination: coordination)
    }
}

/// The benchmarks' RootAssembly: one exhaustive switch from screen to Assembly.
@MainActor
public struct BenchRootAssembly: AssemblyProvider {
    /// Creates the root assembly.
    public init() {}

    /// The view model of `screen`, built through its Assembly.
    public func viewModel(for screen: BenchScreen, coordination: any Coordination<BenchScreen>) throws -> BuiltViewModel
    {
        switch screen {
        case .home: try DetailAssembly(id: 0, title: "home", coordination: coordination).built()
        case .detail(let id, let title): try DetailAssembly(id: id, title: title, coordination: coordination).built()
        }
    }
}

/// The operations measured, each set up once and then run `count` times.
@MainActor
public enum Workloads {
    /// The floor: allocate a view model, append it to an array, remove it.
    public static func floor() -> (Int) -> Void {
        var stack: [DetailViewModel] = []
        stack.reserveCapacity(4)
        return { count in
            for index in 0..<count {
                stack.append(DetailViewModel(id: index, title: "detail", coordination: nil))
                stack.removeLast()
            }
        }
    }

    /// How a coordinator is watched during a round trip.
    public enum Watching: String, CaseIterable, Sendable {
        /// Nobody watches: events and observation are wired, with no observer.
        case none = "no observer"
        /// An event observer is attached.
        case events = "event observer"
        /// `withObservationTracking` tracks the state, as a SwiftUI view would, again after each change.
        case observation = "observation tracking"
    }

    /// Show a detail and pop it, through the real Coordinator and a RootAssembly.
    public static func roundTrip(watching: Watching) throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        let screen = BenchScreen.detail(id: 1, title: "detail")
        var seen = 0
        var registration: NavigationRegistration?
        if watching == .events {
            registration = coordinator.observeEvents { _ in seen &+= 1 }
        }
        return { count in
            for _ in 0..<count {
                if watching == .observation {
                    withObservationTracking {
                        _ = coordinator.state
                    } onChange: {
                    }
                }
                try? coordinator.show(screen)
                if watching == .observation {
                    withObservationTracking {
                        _ = coordinator.state
                    } onChange: {
                    }
                }
                try? coordinator.pop()
            }
            withExtendedLifetime(registration) {}
        }
    }

    /// Show a detail and pop it in the selected tab of a five-tab state.
    public static func roundTripInTabs() throws -> (Int) -> Void {
        try roundTrip(Push.self, on: Coordinator(selecting: BenchTab.third, assemblies: BenchRootAssembly()))
    }

    /// Present a detail as a modal flow and dismiss it, nobody observing: what the host models' rows of the same
    /// round trip add to.
    public static func presentAndDismiss() throws -> (Int) -> Void {
        try roundTrip(Modal.self, on: Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly()))
    }

    /// Open a detail and close it on `coordinator`, nobody observing.
    public static func roundTrip<T: Trip>(_ trip: T.Type, on coordinator: Coordinator<BenchScreen>) -> (Int) -> Void {
        let screen = BenchScreen.detail(id: 1, title: "detail")
        return { count in
            for _ in 0..<count {
                trip.open(screen, on: coordinator)
                trip.close(on: coordinator)
            }
        }
    }

    /// Make a coordinator of five tabs, each at its root, and let it go: what a new session of a server that
    /// keeps one coordinator per session pays before its first request is answered.
    public static func makeTabCoordinator() -> (Int) -> Void {
        let assemblies = BenchRootAssembly()
        return { count in
            for _ in 0..<count { _ = try? Coordinator(selecting: BenchTab.first, assemblies: assemblies) }
        }
    }

    /// Select another tab of a five-tab state, each with a detail on its root, and select the first again.
    public static func tabSwitch() throws -> (Int) -> Void {
        let coordinator = try Coordinator(selecting: BenchTab.first, assemblies: BenchRootAssembly())
        for tab in BenchTab.allCases { try coordinator.show(.detail(id: 1, title: "detail"), in: tab) }
        return { count in
            for _ in 0..<count {
                try? coordinator.select(BenchTab.second)
                try? coordinator.select(BenchTab.first)
            }
        }
    }

    /// Show a detail and pop it as an app does: the root's view model asks through its `Coordination` handle,
    /// and the detail's view model pops itself through its own.
    public static func roundTripThroughHandles() throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        guard let root = (coordinator.topViewModel as? DetailViewModel)?.coordination else { return { _ in } }
        let screen = BenchScreen.detail(id: 1, title: "detail")
        return { count in
            for _ in 0..<count {
                try? root.show(screen)
                try? (coordinator.topViewModel as? DetailViewModel)?.coordination?.pop()
            }
        }
    }

    /// A view model like ``DetailViewModel`` resolved from a Swinject container with its arguments, appended
    /// and removed. The class is not main-actor isolated, so that Swinject's factory needs no isolation check:
    /// the row measures Swinject, not the harness.
    public static func swinject() -> (Int) -> Void {
        let container = Container()
        container.register(PlainDetail.self) { (_: Resolver, id: Int, title: String) in
            PlainDetail(id: id, title: title)
        }
        var stack: [PlainDetail] = []
        stack.reserveCapacity(4)
        return { count in
            for index in 0..<count {
                guard let model = container.resolve(PlainDetail.self, arguments: index, "detail") else { return }
                stack.append(model)
                stack.removeLast()
            }
        }
    }

    /// `count` distinct detail screens over the root.
    public static func stack(_ count: Int, offset: Int = 0) -> [BenchScreen] {
        [.home] + (0..<count - 1).map { .detail(id: offset + $0, title: "screen \(offset + $0)") }
    }

    /// Replace a stack of `entries` entries with another of as many, different ones, each time.
    public static func setStack(entries: Int) throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        let stacks = [stack(entries, offset: 0), stack(entries, offset: entries)]
        try coordinator.setStack(stacks[1])
        var next = 0
        return { count in
            for _ in 0..<count {
                try? coordinator.setStack(stacks[next])
                next = 1 - next
            }
        }
    }

    /// Build the view models of `entries` screens, and nothing else: what setting a stack cannot go below.
    public static func buildViewModels(entries: Int) -> (Int) -> Void {
        let screens = stack(entries)
        return { count in
            for _ in 0..<count {
                var models: [DetailViewModel] = []
                models.reserveCapacity(entries)
                for case .detail(let id, let title) in screens {
                    models.append(DetailViewModel(id: id, title: title, coordination: nil))
                }
                withExtendedLifetime(models) {}
            }
        }
    }

    /// The saved form of a state of `entries` entries.
    public static func savedJSON(entries: Int) throws -> Data {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        try coordinator.setStack(stack(entries))
        return try coordinator.savedNavigation.json(maxBytes: .max, maxEntries: .max)
    }

    /// Decode a saved state of `entries` entries (checked completely, routes read), without building it.
    public static func decodeSavedState(entries: Int) throws -> (Int) -> Void {
        let json = try savedJSON(entries: entries)
        return { count in
            for _ in 0..<count {
                let saved = try? SavedNavigation<BenchScreen>(json: json, maxEntries: entries)
                withExtendedLifetime(saved) {}
            }
        }
    }

    /// Restore a saved state of `entries` entries into a coordinator: decode, check, build every view model.
    public static func restore(entries: Int) throws -> (Int) -> Void {
        let json = try savedJSON(entries: entries)
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        return { count in
            for _ in 0..<count {
                try? coordinator.restore(json: json, maxEntries: entries)
            }
        }
    }

    /// The deep link to a stack of `screens` screens.
    public static func link(screens: Int) throws -> String {
        try DeepLinks<BenchScreen>(scheme: "bench", maxLength: 1 << 20).url(for: stack(screens))
    }

    /// Parse a deep link of `screens` screens.
    public static func parseLink(screens: Int) throws -> (Int) -> Void {
        let links = DeepLinks<BenchScreen>(scheme: "bench", maxLength: 1 << 20)
        let url = try link(screens: screens)
        // What is measured reads the link back as the stack written, not a failure.
        guard try links.stacks(in: url) == [stack(screens)] else { throw Misread() }
        return { count in
            for _ in 0..<count {
                let parsed = try? links.stacks(in: url)
                withExtendedLifetime(parsed) {}
            }
        }
    }

    /// Write the deep link of a stack of `screens` screens: each screen's route through its `encode(to:)`.
    public static func writeLink(screens: Int) -> (Int) -> Void {
        let links = DeepLinks<BenchScreen>(scheme: "bench", maxLength: 1 << 20)
        let screens = stack(screens)
        return { count in
            for _ in 0..<count {
                let url = try? links.url(for: screens)
                withExtendedLifetime(url) {}
            }
        }
    }

    /// Save a state of `entries` entries as JSON: every entry's route written, as the first save of a session
    /// does (a saved form made from the state alone, which carries no route already written).
    public static func save(entries: Int) throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        try coordinator.setStack(stack(entries))
        let saved = SavedNavigation(state: coordinator.state)
        return { count in
            for _ in 0..<count {
                let json = try? saved.json(maxBytes: .max, maxEntries: .max)
                withExtendedLifetime(json) {}
            }
        }
    }

    /// Push a screen onto a stack of `depth` entries, save the coordinator's navigation as JSON, pop: an app that
    /// saves after every change (the coordinator keeps the routes of its last save).
    public static func pushAndSave(depth: Int) throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        try coordinator.setStack(stack(depth))
        _ = try coordinator.savedNavigation.json()
        let screen = BenchScreen.detail(id: -1, title: "pushed")
        return { count in
            for _ in 0..<count {
                try? coordinator.show(screen)
                let json = try? coordinator.savedNavigation.json()
                withExtendedLifetime(json) {}
                try? coordinator.pop()
            }
        }
    }

    /// Open a deep link of `screens` screens in a coordinator at its home screen (parse, check the rules, build
    /// every view model), then go back home: one operation.
    public static func openLink(screens: Int) throws -> (Int) -> Void {
        let links = DeepLinks<BenchScreen>(scheme: "bench", maxLength: 1 << 20)
        let url = try link(screens: screens)
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        return { count in
            for _ in 0..<count {
                try? coordinator.open(link: url, using: links)
                try? coordinator.popToRoot()
            }
        }
    }
}
