/// The narrow handle through which a view model asks for navigation.
///
/// View models receive a `Coordination` from their Assembly. They never see the ``Coordinator``'s
/// internals, never build another screen and never hold another view model; a test hands them a
/// recording double instead.
///
/// ```swift
/// @MainActor final class ListViewModel {
///     private let coordination: any Coordination<AppScreen>
///     init(coordination: any Coordination<AppScreen>) { self.coordination = coordination }
///
///     func select(productID: Int) throws(NavigationError) {
///         try coordination.show(.detail(id: productID), firstPosition: false)
///     }
/// }
/// ```
@MainActor
public protocol Coordination<Screen>: AnyObject {
    /// The app's screen enum.
    associatedtype Screen

    /// Shows `screen`: pushes it on top of the stack or, with `firstPosition`, makes it the only screen.
    ///
    /// - Parameters:
    ///   - screen: The screen to show, with the data it needs.
    ///   - firstPosition: `true` to replace the whole stack with `screen`; `false` to push it.
    /// - Throws: ``NavigationError`` when the request is refused; the stack is then unchanged.
    func show(_ screen: Screen, firstPosition: Bool) throws(NavigationError)

    /// Removes the top screen.
    ///
    /// - Throws: ``NavigationError/cannotPopRoot`` when only the root is left; the stack is then unchanged.
    func pop() throws(NavigationError)
}

extension Coordination {
    /// Pushes `screen` on top of the stack.
    ///
    /// - Parameter screen: The screen to show.
    /// - Throws: ``NavigationError`` when the request is refused; the stack is then unchanged.
    public func show(_ screen: Screen) throws(NavigationError) {
        try show(screen, firstPosition: false)
    }
}
