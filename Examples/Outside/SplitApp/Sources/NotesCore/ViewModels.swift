import Navigation

/// The list of notes.
@MainActor public final class NotesViewModel {
    let coordination: any Coordination<Screen>

    /// Creates the list, navigating through `coordination`.
    public init(coordination: any Coordination<Screen>) { self.coordination = coordination }

    /// Opens the note `id`.
    public func open(_ id: Int) { try? coordination.show(.note(id: id)) }
}

/// One note, whose text the editor changes.
@MainActor public final class NoteViewModel {
    /// The note's id.
    public let id: Int
    /// The note's text, as the editor last saved it.
    public private(set) var text = ""
    let coordination: any Coordination<Screen>

    /// Creates the note `id`, navigating through `coordination`.
    public init(id: Int, coordination: any Coordination<Screen>) {
        self.id = id
        self.coordination = coordination
    }

    /// Opens the editor in a modal flow; what it saves becomes the note's text.
    public func edit() {
        try? coordination.open(.editor(noteID: id), presentation: .modal, expecting: String.self) {
            [weak self] result in
            if let text = result.value { self?.text = text }
        }
    }
}

/// The editor of a note, opened for the text it saves.
@MainActor public final class EditorViewModel {
    let coordination: any Coordination<Screen>

    /// Creates the editor, finishing through `coordination`.
    public init(coordination: any Coordination<Screen>) { self.coordination = coordination }

    /// Closes the editor with `text` as its result.
    public func save(_ text: String) { try? coordination.finish(with: text) }
}
