import Navigation
import NavigationHosting

/// The least a UI host does, by the contract of the article "Driving a UI": it keeps a controller — the entry
/// and its view model, typed — for every entry on display, and applies each change the coordinator lends it to
/// them. What it costs over an unobserved coordinator is what a host adds.
@MainActor
public final class BenchHost {
    /// What is on display: the base stack's controllers, then each modal flow's.
    public var stacks: [[(entry: EntryID, viewModel: DetailViewModel?)]] { shown.stacks }
    private var shown: ShownStacks<(entry: EntryID, viewModel: DetailViewModel?)>
    private var registration: NavigationRegistration?
    /// The coordinator followed, held as the framework's host models hold theirs: the observer holds the host
    /// weakly, so nothing holds the host but its owner. (Captured `unowned` in the observer instead, it cost
    /// 196 instructions more a round trip — 6,420 against 6,224, BENCHMARKS.md, "Targets": every use of an
    /// unowned reference to an object that weak references also point at — the handles' link does — takes the
    /// runtime's side-table path.)
    private let coordinator: Coordinator<BenchScreen>

    /// Shows `coordinator`'s state and follows its changes.
    public init(_ coordinator: Coordinator<BenchScreen>) {
        self.coordinator = coordinator
        shown = ShownStacks(coordinator.state) { Self.controller($0.id, coordinator) }
        registration = coordinator.observeChanges { [weak self] change in
            guard let self else { return }
            shown.apply(change) { Self.controller($0.id, self.coordinator) }
        }
    }

    private static func controller(
        _ id: EntryID, _ coordinator: Coordinator<BenchScreen>
    ) -> (entry: EntryID, viewModel: DetailViewModel?) {
        (id, try? coordinator.viewModel(for: id, as: DetailViewModel.self))
    }
}

/// How a round trip opens a screen and closes it: a type, not a value, so that each workload is compiled for its
/// own and measures no choice of its own.
@MainActor
public protocol Trip {
    /// Opens `screen`.
    static func open(_ screen: BenchScreen, on coordinator: Coordinator<BenchScreen>)
    /// Closes what ``open(_:on:)`` opened.
    static func close(on coordinator: Coordinator<BenchScreen>)
    /// What a SwiftUI view reads of `model` to draw the step.
    static func read(_ model: SwiftUIHostModel<BenchScreen>) -> Int
}

/// `show`, then `pop`.
public enum Push: Trip {
    /// Shows `screen`.
    public static func open(_ screen: BenchScreen, on coordinator: Coordinator<BenchScreen>) {
        try? coordinator.show(screen)
    }
    /// Pops it.
    public static func close(on coordinator: Coordinator<BenchScreen>) { try? coordinator.pop() }
    /// The stack's path.
    public static func read(_ model: SwiftUIHostModel<BenchScreen>) -> Int { model.path(ofStack: 0).count }
}

/// `present`, then `dismiss`: a modal flow.
public enum Modal: Trip {
    /// Presents `screen`.
    public static func open(_ screen: BenchScreen, on coordinator: Coordinator<BenchScreen>) {
        try? coordinator.present(screen)
    }
    /// Dismisses its flow.
    public static func close(on coordinator: Coordinator<BenchScreen>) { try? coordinator.dismiss() }
    /// The flow presented over the base stack.
    public static func read(_ model: SwiftUIHostModel<BenchScreen>) -> Int {
        model.presentedFlow(over: 0) == nil ? 0 : 1
    }
}

extension Workloads {
    /// Open a detail and close it — pushed and popped, or presented and dismissed as a modal flow — with the
    /// SwiftUI-shaped host model following: each step read as a view reads it (the path of the stack, or the
    /// flow presented over it) and reported finished, as its animation would.
    public static func roundTripWithSwiftUIModel<T: Trip>(_ trip: T.Type) throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        let model = SwiftUIHostModel(coordinator)
        let screen = BenchScreen.detail(id: 1, title: "detail")
        var drawn = 0
        return { count in
            for _ in 0..<count {
                trip.open(screen, on: coordinator)
                drawn &+= trip.read(model)
                model.stepFinished()
                trip.close(on: coordinator)
                drawn &+= trip.read(model)
                model.stepFinished()
            }
            precondition(drawn >= 0)
        }
    }

    /// Open a detail and close it with the UIKit-shaped host model following: each step handed to the host as a
    /// UIKit call and reported finished, as its transition's completion would.
    public static func roundTripWithUIKitModel<T: Trip>(_ trip: T.Type) throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        let model = UIKitHostModel(coordinator)
        var calls = 0
        model.onStep = { _ in calls &+= 1 }
        let screen = BenchScreen.detail(id: 1, title: "detail")
        return { count in
            for _ in 0..<count {
                trip.open(screen, on: coordinator)
                model.stepFinished()
                trip.close(on: coordinator)
                model.stepFinished()
            }
            precondition(calls >= 0)
        }
    }

    /// Select another of five tabs, each with a detail on its root, and the first again, with the SwiftUI-shaped
    /// host model following: the selected tab read as a tab view reads it, and each step reported finished.
    public static func tabSwitchWithSwiftUIModel() throws -> (Int) -> Void {
        let coordinator = try Coordinator(selecting: BenchTab.first, assemblies: BenchRootAssembly())
        for tab in BenchTab.allCases { try coordinator.show(.detail(id: 1, title: "detail"), in: tab) }
        let model = SwiftUIHostModel(coordinator)
        var drawn = 0
        return { count in
            for _ in 0..<count {
                for tab in [BenchTab.second, .first] {
                    try? coordinator.select(tab)
                    while !model.isSettled {
                        drawn &+= model.selectedTab?.name.count ?? 0
                        model.stepFinished()
                    }
                }
            }
            precondition(drawn >= 0)
        }
    }

    /// Show a detail and pop it with a ``BenchHost`` applying each change.
    public static func roundTripWithHost() throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        let host = BenchHost(coordinator)
        let screen = BenchScreen.detail(id: 1, title: "detail")
        return { count in
            for _ in 0..<count {
                try? coordinator.show(screen)
                try? coordinator.pop()
            }
            withExtendedLifetime(host) {}
        }
    }

    /// Restore a saved state of `entries` entries with a ``BenchHost`` applying the change.
    public static func restoreWithHost(entries: Int) throws -> (Int) -> Void {
        let json = try savedJSON(entries: entries)
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        let host = BenchHost(coordinator)
        return { count in
            for _ in 0..<count {
                try? coordinator.restore(json: json, maxEntries: entries)
            }
            withExtendedLifetime(host) {}
        }
    }
}
