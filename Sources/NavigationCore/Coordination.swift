/// The narrow handle through which a view model asks for navigation.
///
/// View models receive a `Coordination` from their Assembly. They never see the ``Coordinator``'s
/// internals, never build another screen and never hold another view model; a test hands them a
/// recording double instead. Three requirements carry everything: ``navigate(_:)`` for every stack
/// operation, ``open(_:presentation:expecting:onResult:)`` to open a screen for a result, and
/// ``finish(with:)`` for that screen to hand its result back. The familiar operations — `show`, `pop`,
/// `present`, `dismiss` … — are built on them.
///
/// A conforming type may be a class or a value. The handles a ``Coordinator`` gives are values: each names its
/// entry and reaches the coordinator through one reference all its handles share, weakly, so a view model
/// keeps its handle as a plain `let` and never keeps the coordinator alive.
///
/// ```swift
/// @MainActor final class CartViewModel {
///     private let coordination: any Coordination<AppScreen>
///     init(coordination: any Coordination<AppScreen>) { self.coordination = coordination }
///
///     func checkout() async {
///         guard let user = try? await coordination.result(of: .signIn, presentation: .modal, as: User.self)
///         else { return }   // closed without signing in
///         try? coordination.show(.checkout(userID: user.id))
///     }
/// }
/// ```
@MainActor
public protocol Coordination<Screen>: Sendable {
    /// The app's screen enum.
    associatedtype Screen

    /// Applies `request`, or throws why it cannot; a refused request changes nothing.
    ///
    /// - Parameter request: The navigation asked for.
    /// - Throws: ``NavigationError`` when the request is refused.
    func navigate(_ request: NavigationRequest<Screen>) throws(NavigationError)

    /// Opens `screen` to produce a value of type `Value`, and calls `onResult` exactly once: with the value
    /// the screen finishes with, or with ``ScreenResult/closed`` when it is closed without one (popped,
    /// dismissed, replaced) or when the opener itself leaves the state.
    ///
    /// ```swift
    /// try coordination.open(.colorPicker, presentation: .modal, expecting: Color.self) { [weak self] result in
    ///     self?.color = result.value ?? self?.color
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - presentation: Pushed on the active stack, or presented as a modal flow.
    ///   - expecting: The type of the result.
    ///   - onResult: Receives the outcome; it is released as soon as it was called.
    /// - Throws: ``NavigationError`` when the screen cannot be opened; `onResult` is then never called.
    func open<Value: Sendable>(
        _ screen: Screen,
        presentation: Presentation,
        expecting: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) throws(NavigationError)

    /// Hands `value` to the screen that opened this one for a result, and closes this screen (and anything
    /// above it; a modal flow it is the root of is dismissed).
    ///
    /// ```swift
    /// try coordination.finish(with: Color.red)   // in the picker's view model
    /// ```
    ///
    /// - Parameter value: The result.
    /// - Throws: ``NavigationError/noResultExpected(entry:)`` when nobody opened this screen for a result,
    ///   ``NavigationError/resultTypeMismatch(expected:received:)`` when the opener expects another type.
    func finish<Value: Sendable>(with value: Value) throws(NavigationError)

    /// The entry of the screen this handle speaks for; `nil` for a handle that speaks for none.
    ///
    /// The coordinator gives every entry a handle of its own: what a view model asks through it is about its
    /// own screen (see ``NavigationRequest`` and *Modal flows and guards*). A view model can compare it with
    /// ``NavigationState/top`` to know whether the user sees it. A test double returns what the test sets.
    var entry: EntryID? { get }

    /// The entry of the topmost screen satisfying `predicate` that this handle can pop back to: for a screen's
    /// handle, its own screen or one beneath it — in its stack, then in the stacks beneath its flow; for the
    /// coordinator, any. `nil` when none does, or for a handle that sees no state (a test double, unless told
    /// which entries it speaks over).
    ///
    /// - Parameter predicate: Tells whether a screen is the one looked for.
    /// - Returns: The entry's id, for ``NavigationRequest/popTo(_:)``.
    func lastEntry(where predicate: (Screen) -> Bool) -> EntryID?

    /// Declares where the value goes of a screen opened above this one for a result without this view model
    /// asking: by a link that opens both (the screen's ``LinkRule/result(openedBy:presentation:)`` names this
    /// one), or by a restored session. `onResult` is then called exactly once per such screen, as the
    /// `onResult` of ``open(_:presentation:expecting:onResult:)`` would be: with the value, or with
    /// ``ScreenResult/closed``. Without a declaration, such a value reaches no one.
    ///
    /// A view model declares one receiver per result type, each for every screen or for the screens it names
    /// (``receiveResults(expecting:from:onResult:)``): a value goes to the declaration of its type that covers
    /// the screen, and a screen that closes without a value is reported to the last declaration covering it. A
    /// second declaration of a type replaces the first.
    ///
    /// ```swift
    /// @MainActor final class NoteViewModel {
    ///     private(set) var rating: Int?
    ///
    ///     init(coordination: any Coordination<AppScreen>) {
    ///         coordination.receiveResults(expecting: Int.self) { [weak self] in self?.rating = $0.value }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - expecting: The type of the result; a screen that finishes with another type is refused, as when
    ///     opened for a result.
    ///   - onResult: Receives each such screen's outcome.
    func receiveResults<Value: Sendable>(
        expecting: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void)

    /// Declares where the value goes of the screens `screens` names, opened above this one for a result without
    /// this view model asking; see ``receiveResults(expecting:onResult:)``.
    ///
    /// ```swift
    /// coordination.receiveResults(expecting: Int.self, from: { $0.isRating }) { [weak self] in
    ///     self?.rating = $0.value
    /// }
    /// coordination.receiveResults(expecting: Color.self, from: { $0.isColorPicker }) { [weak self] in
    ///     if case .delivered(let color) = $0 { self?.color = color }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - expecting: The type of the result; a screen that finishes with a type no declaration covering it
    ///     expects is refused.
    ///   - screens: Tells whether a screen opened above this one is one this declaration receives from.
    ///   - onResult: Receives each such screen's outcome.
    func receiveResults<Value: Sendable>(
        expecting: Value.Type, from screens: @escaping @MainActor (Screen) -> Bool,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void)

    /// Makes this handle's own entry show `screen` — the same screen with the data the user has typed since,
    /// its draft — so that a saved session holds it. It is not navigation: no guard is asked and no host moves;
    /// the entry keeps its id, its view model, and the result it was opened for (where ``replaceTop(with:)``
    /// would close it with a new view model).
    ///
    /// ```swift
    /// func textChanged(to text: String) {
    ///     try? coordination.updateScreen(to: .note(text: text))   // saved with the session, result kept open
    /// }
    /// ```
    ///
    /// Call it once the screen is shown, not from its view model's initializer: the entry is the state's only
    /// once built.
    ///
    /// - Parameter screen: The screen the entry shows now; the same case, with other data.
    /// - Throws: ``NavigationError/staleHandle(entry:)`` when the entry left the state, or is not in it yet (its
    ///   view model is being built); nothing changes then.
    func updateScreen(to screen: Screen) throws(NavigationError)
}

extension Coordination {
    /// `nil`: a handle that speaks for no entry of a coordinator.
    public var entry: EntryID? { nil }

    /// `nil`: a handle that sees no state finds no entry.
    public func lastEntry(where predicate: (Screen) -> Bool) -> EntryID? { nil }

    /// Nothing: a handle that speaks for no entry has no screen above which another could be opened.
    public func receiveResults<Value: Sendable>(
        expecting: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {}

    /// Nothing: a handle that speaks for no entry has no screen to update.
    public func updateScreen(to screen: Screen) throws(NavigationError) {}

    /// Nothing: a handle that speaks for no entry has no screen above which another could be opened.
    public func receiveResults<Value: Sendable>(
        expecting: Value.Type, from screens: @escaping @MainActor (Screen) -> Bool,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {}

    // The methods below that make one request are always inlined into their caller. A view model calls them on
    // `any Coordination<Screen>`, and there the optimizer left each a generic call, which looked up the
    // metadata of `NavigationRequest<Screen>` at run time to build the request; inlined, the request is built for
    // the app's own screen type (BENCHMARKS.md, "The state read where it is kept").

    /// Removes everything above the topmost entry whose screen satisfies `predicate` — through a screen's
    /// handle, its own screen or one beneath it (``lastEntry(where:)``): the request
    /// ``NavigationRequest/popTo(_:)`` with that entry's id, which guards and observers see.
    ///
    /// ```swift
    /// try coordination.pop(toLast: { if case .catalog = $0 { true } else { false } })
    /// ```
    ///
    /// The entry is looked for in the state as it is when this is called: when no entry matches, nothing is
    /// asked for, and the error is thrown here.
    ///
    /// - Parameter predicate: Tells whether a screen is the one to return to.
    /// - Throws: ``NavigationError/screenNotFound(screen:)`` when no entry matches, or the error of the
    ///   refused request.
    @inlinable @inline(__always)
    public func pop(toLast predicate: (Screen) -> Bool) throws(NavigationError) {
        guard let id = lastEntry(where: predicate) else {
            throw .screenNotFound(screen: "a screen matching the predicate")
        }
        try navigate(.popTo(id))
    }

    /// Shows `screen`: pushes it on the active stack.
    ///
    /// Through a screen's handle, only the screen on top can open another: from a screen that is covered or in
    /// a tab out of sight, this throws ``NavigationError/requesterNotOnTop(entry:)`` (as do ``present(_:)``,
    /// ``replaceTop(with:)``, ``resetStack(to:)`` and opening a screen for a result).
    ///
    /// ```swift
    /// try coordination.show(.detail(id: 3))
    /// ```
    ///
    /// - Parameter screen: The screen to show, with the data it needs.
    /// - Throws: ``NavigationError`` when the request is refused; nothing changes then.
    @inlinable @inline(__always)
    public func show(_ screen: Screen) throws(NavigationError) {
        try navigate(.show(screen))
    }

    /// Makes `screen` the only screen of the active stack: removes every screen there and shows `screen`.
    ///
    /// ```swift
    /// try coordination.resetStack(to: .catalog)   // after an order: back to a fresh catalog
    /// ```
    ///
    /// - Parameter screen: The screen to show as the stack's root, with the data it needs.
    /// - Throws: ``NavigationError`` when the request is refused; nothing changes then.
    @inlinable @inline(__always)
    public func resetStack(to screen: Screen) throws(NavigationError) {
        try navigate(.resetStack(to: screen))
    }

    /// Goes back one step, as a back button does: pops the top screen, or dismisses its modal flow when it
    /// is the flow's root. A screen that was opened for a result closes without a value.
    ///
    /// Through a screen's handle, it closes *that* screen, wherever it is, with everything above it: a covered
    /// screen whose task ends and goes back closes itself, not the screen the user is looking at. Guards see
    /// the request as ``NavigationRequest/popTo(_:)`` the entry beneath it.
    ///
    /// A UI's back button calls this on the top screen's view model, so that no UI decides the rule itself.
    ///
    /// ```swift
    /// try coordination.goBack()
    /// ```
    ///
    /// - Throws: ``NavigationError/cannotPopRoot`` on the first screen, where there is nowhere to go back to.
    @inlinable @inline(__always)
    public func goBack() throws(NavigationError) {
        try navigate(.goBack)
    }

    /// Removes the top screen of the active stack.
    ///
    /// Through a screen's handle, it removes that screen and everything above it, within its own stack.
    ///
    /// ```swift
    /// try coordination.pop()
    /// ```
    ///
    /// - Throws: ``NavigationError/cannotPopRoot`` when the active stack (through a handle, the screen's own
    ///   stack) has only its root.
    @inlinable @inline(__always)
    public func pop() throws(NavigationError) {
        try navigate(.pop)
    }

    /// Removes every screen of the active stack above its root; does nothing when the root is on top.
    ///
    /// Through a screen's handle, it pops that screen's own stack to its root, closing the flows above it.
    ///
    /// ```swift
    /// try coordination.popToRoot()
    /// ```
    ///
    /// - Throws: ``NavigationError`` when a guard refuses.
    @inlinable @inline(__always)
    public func popToRoot() throws(NavigationError) {
        try navigate(.popToRoot)
    }

    /// Removes everything above the entry `id`, including modal flows over it.
    ///
    /// ```swift
    /// try coordination.pop(to: catalogEntryID)
    /// ```
    ///
    /// - Parameter id: An entry of the state.
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when no entry has `id`.
    @inlinable @inline(__always)
    public func pop(to id: EntryID) throws(NavigationError) {
        try navigate(.popTo(id))
    }

    /// Removes everything above the topmost entry showing `screen`.
    ///
    /// ```swift
    /// try coordination.pop(to: .catalog)
    /// ```
    ///
    /// - Parameter screen: The screen to return to.
    /// - Throws: ``NavigationError/screenNotFound(screen:)`` when no entry shows `screen`.
    @inlinable @inline(__always)
    public func pop(to screen: Screen) throws(NavigationError) {
        try navigate(.popToScreen(screen))
    }

    /// Replaces the top screen of the active stack with `screen`.
    ///
    /// ```swift
    /// try coordination.replaceTop(with: .orderConfirmation(orderID: 12))
    /// ```
    ///
    /// - Parameter screen: The screen that takes the top's place.
    /// - Throws: ``NavigationError`` when the request is refused.
    @inlinable @inline(__always)
    public func replaceTop(with screen: Screen) throws(NavigationError) {
        try navigate(.replaceTop(screen))
    }

    /// Replaces everything with one base stack of `screens`; screens at the bottom that stay keep their
    /// view models.
    ///
    /// ```swift
    /// try coordination.setStack([.catalog, .product(id: 3)])
    /// ```
    ///
    /// - Parameter screens: The new stack, root first.
    /// - Throws: ``NavigationError/emptyStack`` when `screens` is empty.
    @inlinable @inline(__always)
    public func setStack(_ screens: [Screen]) throws(NavigationError) {
        try navigate(.setStack(screens))
    }

    /// Presents `screen` as a modal flow with its own stack, on top of everything.
    ///
    /// ```swift
    /// try coordination.present(.cart)
    /// ```
    ///
    /// - Parameter screen: The first screen of the modal flow.
    /// - Throws: ``NavigationError`` when the request is refused.
    @inlinable @inline(__always)
    public func present(_ screen: Screen) throws(NavigationError) {
        try navigate(.present(screen))
    }

    /// Closes the last modal flow with everything in it.
    ///
    /// Through a screen's handle, it closes what that screen's stack presented — every flow above it — as
    /// UIKit's `dismiss(animated:)` does on a presenting controller; with nothing presented over it, the flow
    /// the screen is in.
    ///
    /// ```swift
    /// try coordination.dismiss()
    /// ```
    ///
    /// - Throws: ``NavigationError/noModalToDismiss`` when no modal flow is open.
    @inlinable @inline(__always)
    public func dismiss() throws(NavigationError) {
        try navigate(.dismiss)
    }

    /// Opens `screen` for a result and waits for it.
    ///
    /// ```swift
    /// if let user = try await coordination.result(of: .signIn, presentation: .modal, as: User.self) {
    ///     greet(user)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - presentation: Pushed on the active stack, or presented as a modal flow.
    ///   - type: The type of the result.
    /// - Returns: The value the screen finished with, or `nil` when it was closed without one.
    /// - Throws: ``NavigationError`` when the screen cannot be opened.
    public func result<Value: Sendable>(
        of screen: Screen,
        presentation: Presentation = .push,
        as type: Value.Type = Value.self
    ) async throws(NavigationError) -> Value? {
        let outcome: Result<Value?, NavigationError> = await withCheckedContinuation { continuation in
            do throws(NavigationError) {
                try open(screen, presentation: presentation, expecting: type) { result in
                    continuation.resume(returning: .success(result.value))
                }
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }
        return try outcome.get()
    }
}
