import Navigation

/// Where the home scene can go: Clean Swift's routing logic.
@MainActor
public protocol HomeRoutingLogic: AnyObject {
    /// Shows the detail scene with the message of the data store.
    ///
    /// - Throws: ``NavigationError`` when the navigation is refused.
    func routeToDetail() throws(NavigationError)
    /// Shows the profile scene of `userName`.
    ///
    /// - Parameter userName: Whose profile.
    /// - Throws: ``NavigationError`` when the navigation is refused.
    func routeToProfile(userName: String) throws(NavigationError)
}

/// What the home scene's router reads: Clean Swift's data passing.
@MainActor
public protocol HomeDataPassing: AnyObject {
    /// The scene's data store.
    var dataStore: any HomeDataStore { get }
}

/// The home scene's router. Where Clean Swift's router would build the detail scene, find its data store
/// and copy the message into it through an `inout` parameter — failing at run time when the destination is
/// missing — this one asks for ``CleanSwiftScreen/detail(message:)``: the message travels in the case,
/// checked by the compiler, and the detail scene's Assembly builds it.
@MainActor
public final class HomeRouter: HomeRoutingLogic, HomeDataPassing {
    /// The scene's data store: its interactor.
    public let dataStore: any HomeDataStore
    private let coordination: any Coordination<CleanSwiftScreen>

    /// Creates the router.
    ///
    /// - Parameters:
    ///   - dataStore: The scene's data store.
    ///   - coordination: The scene's navigation handle, in the Clean Swift scenes.
    public init(dataStore: any HomeDataStore, coordination: any Coordination<CleanSwiftScreen>) {
        self.dataStore = dataStore
        self.coordination = coordination
    }

    /// Shows the detail scene with the data store's message.
    ///
    /// - Throws: ``NavigationError`` when the navigation is refused.
    public func routeToDetail() throws(NavigationError) {
        try coordination.show(.detail(message: dataStore.message))
    }

    /// Shows the profile scene of `userName`.
    ///
    /// - Parameter userName: Whose profile.
    /// - Throws: ``NavigationError`` when the navigation is refused.
    public func routeToProfile(userName: String) throws(NavigationError) {
        try coordination.show(.profile(userName: userName))
    }
}
