import Navigation

/// Every screen of the notes app.
public enum Screen: Routable {
    case notes
    case note(id: Int)
    case editor(noteID: Int)

    /// The screens a link opening this screen alone puts beneath it.
    public var screensBeneath: [Screen] {
        switch self {
        case .notes: []
        case .note: [.notes]
        case .editor(let noteID): [.notes, .note(id: noteID)]
        }
    }

    /// How a link may open this screen.
    public var linkRule: LinkRule<Screen> {
        switch self {
        case .notes, .note: .pushed
        case .editor(let noteID): .result(openedBy: .note(id: noteID), presentation: .modal)
        }
    }
}
