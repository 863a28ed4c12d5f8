import NavigationCore

/// A host reported something the user cannot have done: a path, a presented flow or a controller that was
/// never on display. What is shown and the coordinator's state are left as they were.
public enum HostBindingError: Error, Equatable, Sendable {
    /// No stack is shown at this index.
    case noSuchStack(Int)
    /// The state has no such tab.
    case noSuchTab(AnyNavigationTab)
    /// A path written for the stack at `stack` is not the path shown (or the one shown before the step in
    /// flight) with entries removed from its end — a `NavigationLink` pushing a value, say. Screens are
    /// opened by asking the coordinator, never by writing a path.
    case notGoingBack(stack: Int, path: [EntryID])
    /// A presented flow written over the stack at `stack` is neither the one shown nor `nil`. Flows are
    /// presented by asking the coordinator, never by setting a sheet's item.
    case notADismissal(stack: Int, flow: EntryID)
    /// A tab out of sight was written a path it does not show: only the selected tab's stack takes the user's
    /// navigation.
    case tabOutOfSight(AnyNavigationTab)
    /// The host reported showing, or closing, an entry that is not on display, nor was before the step in
    /// flight.
    case notShown(EntryID)
    /// The coordinator refused what the host reported — an id it never gave, a dismissal of an entry that is
    /// not a flow's root.
    case coordinator(NavigationError)
}

extension HostBindingError: CustomStringConvertible {
    /// The mistake, as a log line shows it.
    public var description: String {
        switch self {
        case .noSuchStack(let index): "No stack is shown at index \(index)."
        case .noSuchTab(let tab): "There is no tab named \(tab.name)."
        case .notGoingBack(let stack, let path):
            "The path \(path) written for the stack \(stack) is not the path shown with entries removed from its end."
        case .notADismissal(let stack, let flow):
            "The flow of \(flow) written over the stack \(stack) is neither the one presented nor nil."
        case .tabOutOfSight(let tab): "The tab \(tab.name) is out of sight: its path cannot be the user's navigation."
        case .notShown(let id): "The entry \(id) is not on display."
        case .coordinator(let error): "The coordinator refused what the host reported: \(error)"
        }
    }
}
