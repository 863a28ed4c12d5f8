import Foundation
import Navigation

struct NotesAssembly: Assembly {
    let coordination: any Coordination<Screen>
    func build() -> NotesViewModel { NotesViewModel(coordination: coordination) }
}

struct NoteAssembly: Assembly {
    let id: Int
    let coordination: any Coordination<Screen>
    func build() -> NoteViewModel { NoteViewModel(id: id, coordination: coordination) }
}

struct EditorAssembly: Assembly {
    let coordination: any Coordination<Screen>
    func build() -> EditorViewModel { EditorViewModel(coordination: coordination) }
}

/// Maps every screen to the Assembly that builds its view model.
public struct RootAssembly: AssemblyProvider {
    /// Creates the app's assemblies.
    public init() {}

    /// The Assembly of `screen`.
    public func assembly(for screen: Screen, coordination: any Coordination<Screen>) -> any Assembly {
        switch screen {
        case .notes: NotesAssembly(coordination: coordination)
        case .note(let id): NoteAssembly(id: id, coordination: coordination)
        case .editor: EditorAssembly(coordination: coordination)
        }
    }
}

/// The app's links.
public let links = DeepLinks<Screen>(scheme: "notes")

/// Starts the app at its list of notes, or where a saved session left it.
@MainActor public func start(restoring saved: Data? = nil) throws(NavigationError) -> Coordinator<Screen> {
    try Coordinator(restoring: saved, orRoot: .notes, assemblies: RootAssembly())
}
