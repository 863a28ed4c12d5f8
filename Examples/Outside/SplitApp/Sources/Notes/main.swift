import Navigation
import NotesCore

// The executable only starts the app and plays a short session, as a host would.
let app = try start()
try app.topViewModel(as: NotesViewModel.self).open(3)
let note = try app.topViewModel(as: NoteViewModel.self)
note.edit()
print(app.state)
try app.topViewModel(as: EditorViewModel.self).save("Milk, eggs")
print(app.state, "·", note.text)
print(try links.url(for: app.state))

let again = try start(restoring: try app.savedNavigation.json())
print(again.state.screens == app.state.screens)
try again.open(link: "notes://editor;noteID=8", using: links)
print(try links.url(for: again.state))
