import NavigationCore

/// A ``Coordination`` handle that speaks the screen enum of one feature group and forwards every request to
/// the app's handle, each screen embedded in the app's enum.
///
/// A large app splits its screens into feature groups: the app's enum has a case per group
/// (`case shop(ShopScreen)`), and each group's enum lists its screens. The view models of a group then take
/// a handle typed by the group's enum — they name only their own screens, and a test drives them with a
/// `RecordingCoordination<ShopScreen>` — and the group's assemblies receive it scoped from the entry's
/// handle:
///
/// ```swift
/// enum AppScreen: Hashable, Sendable {
///     case home
///     case shop(ShopScreen)
/// }
///
/// struct RootAssembly: AssemblyProvider {
///     let scope: AppScope
///
///     func viewModel(for screen: AppScreen, coordination: any Coordination<AppScreen>) throws -> BuiltViewModel {
///         switch screen {
///         case .home: try HomeAssembly(coordination: coordination).built()
///         case .shop(let screen):
///             try ShopAssemblies(scope: scope)
///                 .viewModel(for: screen, coordination: coordination.scoped(to: AppScreen.shop))
///         }
///     }
/// }
/// ```
///
/// In a view model of the shop:
///
/// ```swift
/// try shopCoordination.show(.product(id: 3))   // the coordinator receives .show(.shop(.product(id: 3)))
/// ```
///
/// Everything goes through the app's handle: guards, results, events and stale-handle checks see the app's
/// screens and work as for any other screen. ``parent`` reaches the screens of other groups.
@MainActor
public final class ScopedCoordination<Parent, Screen>: Coordination {
    /// The handle this one forwards to, typed by the app's screen enum.
    public let parent: any Coordination<Parent>
    /// Embeds a screen of the group in the app's enum; usually the group's case, such as `AppScreen.shop`.
    public let embed: @Sendable (Screen) -> Parent

    /// Creates a handle for the screens of one feature group.
    ///
    /// - Parameters:
    ///   - parent: The handle to forward to.
    ///   - embed: Embeds a screen of the group in the app's enum.
    public init(parent: any Coordination<Parent>, embed: @escaping @Sendable (Screen) -> Parent) {
        self.parent = parent
        self.embed = embed
    }

    /// The entry of the screen ``parent`` speaks for: a group's screen is an entry of the app's state.
    public var entry: EntryID? { parent.entry }

    /// Forwards `request` to ``parent`` with its screens embedded.
    ///
    /// - Parameter request: The navigation asked for, in the group's screens.
    /// - Throws: The ``NavigationError`` of the app's handle; nothing changes then.
    public func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError) {
        try parent.navigate(request.map(embed))
    }

    /// Opens `screen`, embedded, for a result through ``parent``.
    ///
    /// - Parameters:
    ///   - screen: The screen of the group to open.
    ///   - presentation: Pushed on the active stack, or presented as a modal flow.
    ///   - expecting: The type of the result.
    ///   - onResult: Called exactly once, with the value or ``ScreenResult/closed``.
    /// - Throws: The ``NavigationError`` of the app's handle; `onResult` is then never called.
    public func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError) {
        try parent.open(embed(screen), presentation: presentation, expecting: expecting, onResult: onResult)
    }

    /// The entry of the topmost screen of this group satisfying `predicate` that ``parent`` can pop back to.
    /// Each of the app's screens is matched as the group's screen it embeds: the value of its case, when
    /// ``embed`` makes the same screen of it again; another group's screens never match.
    ///
    /// - Parameter predicate: Tells whether a screen of the group is the one looked for.
    /// - Returns: The entry's id; `nil` when none matches.
    public func lastEntry(where predicate: (Screen) -> Bool) -> EntryID? {
        parent.lastEntry { screen in
            guard let feature = embedded(in: screen) else { return false }
            return predicate(feature)
        }
    }

    /// The group's screen that `screen`, one of the app's, embeds, or `nil` when it is not one of this group's:
    /// its case's value, when embedding that value again gives an equal screen.
    private func embedded(in screen: Parent) -> Screen? {
        guard let value = Mirror(reflecting: screen).children.first?.value as? Screen else { return nil }
        guard let equatable = screen as? any Equatable else { return value }
        return isEqual(equatable, embed(value)) ? value : nil
    }

    /// Declares, through ``parent``, where the value goes of a screen opened above this one for a result
    /// without its asking.
    ///
    /// - Parameters:
    ///   - expecting: The type of the result.
    ///   - onResult: Receives each such screen's outcome.
    public func receiveResults<Value: Sendable>(
        expecting: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        parent.receiveResults(expecting: expecting, onResult: onResult)
    }

    /// Finishes the screen with `value` through ``parent``.
    ///
    /// - Parameter value: The result.
    /// - Throws: The ``NavigationError`` of the app's handle.
    public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
        try parent.finish(with: value)
    }
}

extension Coordination {
    /// A handle for the screens of a feature group, forwarding to this one.
    ///
    /// ```swift
    /// let shop = coordination.scoped(to: AppScreen.shop)   // any Coordination<ShopScreen>
    /// try shop.show(.cart)                                 // asks for .show(.shop(.cart))
    /// ```
    ///
    /// - Parameter embed: Embeds a screen of the group in this handle's enum: the group's case.
    /// - Returns: The scoped handle.
    public func scoped<Feature>(
        to embed: @escaping @Sendable (Feature) -> Screen
    ) -> ScopedCoordination<Screen, Feature> {
        ScopedCoordination(parent: self, embed: embed)
    }
}

/// Whether `value` equals `other`, for a value whose type is known only as `Equatable`.
private func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
    (other as? Value) == value
}
