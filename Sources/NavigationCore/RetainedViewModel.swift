/// A view model whose entry was removed from the stack but that is still alive: something other than the
/// coordinator keeps it, which usually is a leak (a retain cycle, a task or a closure that captured it).
///
/// ``Coordinator/retainedViewModels`` lists them; the list does not keep them alive.
public struct RetainedViewModel<Screen> {
    /// The entry the view model was built for.
    public let entry: NavigationEntry<Screen>
    /// The name of the view model's type.
    public let viewModelType: String
}

extension RetainedViewModel: Equatable where Screen: Equatable {}
extension RetainedViewModel: Sendable where Screen: Sendable {}

extension RetainedViewModel: CustomStringConvertible {
    /// The view model's type and its entry, for failure messages.
    public var description: String { "\(viewModelType) of \(entry)" }
}
