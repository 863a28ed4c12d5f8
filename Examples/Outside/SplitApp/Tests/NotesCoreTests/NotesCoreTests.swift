import Navigation
import NavigationTesting
import NotesCore
import Testing

// No `@testable`: these tests see the library as the executable does, and run in a release build.

@MainActor
@Test func openingANoteShowsIt() {
    let coordination = RecordingCoordination<Screen>()
    NotesViewModel(coordination: coordination).open(3)
    coordination.expectRequests([.show(.note(id: 3))])
}

@MainActor
@Test func whatTheEditorSavesBecomesTheNotesText() {
    let coordination = RecordingCoordination<Screen>()
    let note = NoteViewModel(id: 3, coordination: coordination)
    note.edit()
    coordination.expectRequests([.open(.editor(noteID: 3), presentation: .modal, expecting: String.self)])
    coordination.respond(with: "Milk")
    #expect(note.text == "Milk")
}

@MainActor
@Test func aWholeSessionThroughTheAppsCoordinator() throws {
    let app = try start()
    let recorder = NavigationRecorder(app)
    try app.topViewModel(as: NotesViewModel.self).open(3)
    try app.topViewModel(as: NoteViewModel.self).edit()
    try app.topViewModel(as: EditorViewModel.self).save("Milk")
    recorder.expect([.pushed(.note(id: 3)), .presented(.editor(noteID: 3)), .dismissed([.editor(noteID: 3)])])
    expectEveryScreenBuilds([.notes, .note(id: 1), .editor(noteID: 1)], assemblies: RootAssembly())
}
