/// Builds the view model of one screen.
///
/// An Assembly's initializer lists everything its screen needs — long-lived services, the screen's
/// ``Coordination`` handle, the data of its case — so reading it tells you the screen's dependencies.
/// ``build()`` makes the view model; the ``Coordinator`` keeps it while the screen is in the stack.
///
/// ```swift
/// struct DetailAssembly: Assembly {
///     let coordination: any Coordination<AppScreen>
///     let catalog: any Catalog
///     let productID: Int
///
///     func build() throws -> DetailViewModel {
///         DetailViewModel(product: try catalog.product(id: productID), coordination: coordination)
///     }
/// }
/// ```
@MainActor
public protocol Assembly {
    /// The type of view model this Assembly builds.
    associatedtype ViewModel: AnyObject

    /// Builds the screen's view model.
    ///
    /// - Throws: Any error that keeps the screen from being built (for example, data that does not exist).
    ///   The coordinator then refuses the navigation with ``NavigationError/buildFailed(screen:reason:)``
    ///   and leaves the stack unchanged.
    func build() throws -> ViewModel

    /// Builds the view model for the coordinator: the view model, and the same object as a
    /// ``NavigationLifecycle`` when it listens to its lifecycle. An ``AssemblyProvider`` calls this for each
    /// screen; an Assembly implements ``build()`` only. The default for a `ViewModel` that adopts
    /// ``NavigationLifecycle`` is chosen when the conformance is made, so that building needs no dynamic cast;
    /// any other casts once per build.
    ///
    /// - Throws: What ``build()`` throws.
    func built() throws -> BuiltViewModel
}

extension Assembly {
    /// ``build()``, with a cast to find whether the view model listens to its lifecycle.
    @inlinable
    public func built() throws -> BuiltViewModel {
        let viewModel = try build()
        if let listening = viewModel as? any NavigationLifecycle { return BuiltViewModel(held: .listening(listening)) }
        return BuiltViewModel(held: .plain(viewModel))
    }
}

extension Assembly where ViewModel: NavigationLifecycle {
    /// ``build()``: the view model listens to its lifecycle, as its type says.
    @inlinable
    public func built() throws -> BuiltViewModel {
        let viewModel = try build()
        return BuiltViewModel(held: .listening(viewModel))
    }
}

/// A view model as an ``Assembly`` built it for the coordinator, which keeps it while its screen is in the stack.
///
/// Made by ``Assembly/built()`` only, so every view model a coordinator keeps comes from its screen's Assembly.
/// It holds the view model and its type's answer to whether it listens to its lifecycle, not the Assembly: the
/// Assembly is a value used once, on the stack of the provider's `switch`, never stored in an existential box.
@MainActor
public struct BuiltViewModel {
    /// The view model, held once, whether it listens to its lifecycle or not.
    @usableFromInline let held: HeldViewModel

    /// The view model.
    public var viewModel: AnyObject { held.object }
    /// The same object as a ``NavigationLifecycle``, when it listens to its lifecycle.
    public var lifecycle: (any NavigationLifecycle)? { held.lifecycle }

    /// A built view model; ``Assembly/built()`` makes it.
    @usableFromInline
    init(held: HeldViewModel) {
        self.held = held
    }
}

/// A view model held by one strong reference: as a ``NavigationLifecycle`` when it listens to its lifecycle —
/// the reference the lifecycle calls go through — and as any object otherwise. The protocol is class-bound, so
/// the view model as an object is the same reference. Holding the object and its lifecycle apart took two
/// references to one object, a retain when a screen was built and a release when it left (BENCHMARKS.md,
/// "Smaller steps"), and a word more in every screen the coordinator moves.
@usableFromInline
enum HeldViewModel {
    /// A view model that does not listen to its lifecycle.
    case plain(AnyObject)
    /// A view model that listens to its lifecycle.
    case listening(any NavigationLifecycle)

    /// The view model.
    @inlinable
    var object: AnyObject {
        switch self {
        case .plain(let object): object
        case .listening(let listening): listening
        }
    }

    /// The view model as a ``NavigationLifecycle``, or `nil` when it does not listen.
    @inlinable
    var lifecycle: (any NavigationLifecycle)? {
        if case .listening(let listening) = self { listening } else { nil }
    }
}

/// Maps every screen to its ``Assembly``: the seam through which a ``Coordinator`` builds screens.
///
/// An app's `RootAssembly` implements it with one exhaustive `switch` over its screen enum, taking
/// long-lived services from its scope, each case building its screen through its Assembly with
/// ``Assembly/built()``, so adding a case makes the compiler point at the switch.
///
/// ```swift
/// enum AppScreen: Hashable, Sendable {
///     case list
///     case detail(id: Int)
/// }
///
/// struct RootAssembly: AssemblyProvider {
///     let scope: AppScope
///
///     func viewModel(for screen: AppScreen, coordination: any Coordination<AppScreen>) throws -> BuiltViewModel {
///         switch screen {
///         case .list: try ListAssembly(coordination: coordination, catalog: scope.catalog).built()
///         case .detail(let id):
///             try DetailAssembly(coordination: coordination, catalog: scope.catalog, productID: id).built()
///         }
///     }
/// }
/// ```
///
/// Each case's Assembly is of a type the switch knows, so building it needs neither an existential box nor a
/// dynamic cast to find its lifecycle.
@MainActor
public protocol AssemblyProvider<Screen> {
    /// The app's screen enum.
    associatedtype Screen

    /// Builds the view model of `screen` through its Assembly: `try SomeAssembly(…).built()`.
    ///
    /// - Parameters:
    ///   - screen: The screen to build, with its data.
    ///   - coordination: The handle the screen's view model uses to ask for navigation. It belongs to
    ///     the new entry; once that entry leaves the stack, requests through it are refused.
    /// - Throws: What the Assembly's ``Assembly/build()`` throws; the coordinator then refuses the navigation
    ///   with ``NavigationError/buildFailed(screen:reason:)`` and leaves the stack unchanged.
    func viewModel(for screen: Screen, coordination: any Coordination<Screen>) throws -> BuiltViewModel
}
