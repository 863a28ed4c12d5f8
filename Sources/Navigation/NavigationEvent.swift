/// One change of the navigation state, or one refusal, as observers of a ``Coordinator`` see it.
///
/// Every change produces exactly one event. Events are delivered synchronously, in the order the changes
/// happened, after the new state is in place and lifecycle calls were made.
public indirect enum NavigationEvent<Screen> {
    /// `entry` was pushed on top of the active stack.
    case pushed(NavigationEntry<Screen>)
    /// These entries (bottom first) were removed from the top: by a pop, a pop to root or a pop to an entry.
    case popped([NavigationEntry<Screen>])
    /// The entries in `removed` (bottom first) were replaced by those in `inserted` (bottom first): by
    /// `resetStack(to:)`, `replaceTop`, `setStack` or a restore.
    case replaced(removed: [NavigationEntry<Screen>], inserted: [NavigationEntry<Screen>])
    /// `entry` was presented as the root of a new modal flow.
    case presented(NavigationEntry<Screen>)
    /// A modal flow was closed; these are its entries and those of any flow above it, bottom first.
    case dismissed([NavigationEntry<Screen>])
    /// A guard redirected `request`; `outcome` is the change made instead.
    case redirected(NavigationRequest<Screen>, outcome: NavigationEvent<Screen>)
    /// `request` was refused with `error`; the state did not change.
    case refused(NavigationRequest<Screen>, error: NavigationError)
    /// The entry's screen tried to finish with a result and was refused with `error` (nobody waits for its
    /// result, or waits for another type); the state did not change.
    case finishRefused(entry: EntryID, error: NavigationError)
}

extension NavigationEvent {
    /// The event that tells of `change`: a push or a presentation of one entry, a removal (a dismissal when
    /// it only closes flows), or a replacement.
    @inlinable
    init(_ change: NavigationChange<Screen>) {
        if change.removesNothing, change.presented.isEmpty, change.pushed.count == 1 {
            self = .pushed(change.pushed[0])
        } else if change.removesNothing, change.pushed.isEmpty, change.presented.count == 1,
            change.presented[0].count == 1
        {
            self = .presented(change.presented[0][0])
        } else if change.insertsNothing {
            self = change.removed.isEmpty ? .dismissed(change.removedEntries) : .popped(change.removedEntries)
        } else {
            self = .replaced(removed: change.removedEntries, inserted: change.insertedEntries)
        }
    }
}

extension NavigationEvent: CustomStringConvertible {
    /// The event as a log line shows it: `pushed #1 detail(id: 3)`, `refused pop: Cannot go back: …`.
    public var description: String {
        func list(_ entries: [NavigationEntry<Screen>]) -> String {
            entries.map(\.description).joined(separator: ", ")
        }
        return switch self {
        case .pushed(let entry): "pushed \(entry)"
        case .popped(let entries): "popped \(list(entries))"
        case .replaced(let removed, let inserted): "replaced \(list(removed)) with \(list(inserted))"
        case .presented(let entry): "presented \(entry)"
        case .dismissed(let entries): "dismissed \(list(entries))"
        case .redirected(let request, let outcome): "redirected \(request): \(outcome)"
        case .refused(let request, let error): "refused \(request): \(error)"
        case .finishRefused(let entry, let error): "refused finishing \(entry): \(error)"
        }
    }
}

extension NavigationEvent: Equatable where Screen: Equatable {}
extension NavigationEvent: Hashable where Screen: Hashable {}
extension NavigationEvent: Sendable where Screen: Sendable {}
