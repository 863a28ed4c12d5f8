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

    /// The view model of `screen`, built through its Assembly.
    public func viewModel(for screen: Screen, coordination: any Coordination<Screen>) throws -> BuiltViewModel {
        switch screen {
        case .notes: try NotesAssembly(coordination: coordination).built()
        case .note(let id): try NoteAssembly(id: id, coordination: coordination).built()
        case .editor: try EditorAssembly(coordination: coordination).built()
        }
    }
}

/// The app's links.
public let links = DeepLinks<Screen>(scheme: "notes")

/// Starts the app at its list of notes, or where a saved session left it.
@MainActor public func start(restoring saved: Data? = nil) throws(NavigationError) -> Coordinator<Screen> {
    try Coordinator(restoring: saved, orRoot: .notes, assemblies: RootAssembly())
}
