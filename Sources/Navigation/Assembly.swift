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

    /// Builds the view model and returns it with the same object as a ``NavigationLifecycle``, when it listens
    /// to its lifecycle. The coordinator calls this; an Assembly implements ``build()`` only. The default for a
    /// `ViewModel` that adopts ``NavigationLifecycle`` is chosen when the conformance is made, so that building
    /// needs no dynamic cast; any other casts once per build.
    ///
    /// - Throws: What ``build()`` throws.
    func buildWithLifecycle() throws -> (viewModel: AnyObject, lifecycle: (any NavigationLifecycle)?)
}

extension Assembly {
    /// ``build()``, with a cast to find whether the view model listens to its lifecycle.
    @inlinable
    public func buildWithLifecycle() throws -> (viewModel: AnyObject, lifecycle: (any NavigationLifecycle)?) {
        let viewModel = try build()
        return (viewModel, viewModel as? any NavigationLifecycle)
    }
}

extension Assembly where ViewModel: NavigationLifecycle {
    /// ``build()``: the view model listens to its lifecycle, as its type says.
    @inlinable
    public func buildWithLifecycle() throws -> (viewModel: AnyObject, lifecycle: (any NavigationLifecycle)?) {
        let viewModel = try build()
        return (viewModel, viewModel)
    }
}

/// Maps every screen to its ``Assembly``: the seam through which a ``Coordinator`` builds screens.
///
/// An app's `RootAssembly` implements it with one exhaustive `switch` over its screen enum, taking
/// long-lived services from its scope, so adding a case makes the compiler point at the switch.
///
/// ```swift
/// struct RootAssembly: AssemblyProvider {
///     let scope: AppScope
///
///     func assembly(for screen: AppScreen, coordination: any Coordination<AppScreen>) -> any Assembly {
///         switch screen {
///         case .list: ListAssembly(coordination: coordination, catalog: scope.catalog)
///         case .detail(let id): DetailAssembly(coordination: coordination, catalog: scope.catalog, productID: id)
///         }
///     }
/// }
/// ```
@MainActor
public protocol AssemblyProvider<Screen> {
    /// The app's screen enum.
    associatedtype Screen

    /// Returns the Assembly that builds `screen`.
    ///
    /// - Parameters:
    ///   - screen: The screen to build, with its data.
    ///   - coordination: The handle the screen's view model uses to ask for navigation. It belongs to
    ///     the new entry; once that entry leaves the stack, requests through it are refused.
    func assembly(for screen: Screen, coordination: any Coordination<Screen>) -> any Assembly
}
