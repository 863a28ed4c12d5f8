import NavigationTesting
import NotesCore
import XCTest

final class NotesCoreXCTests: XCTestCase {
    @MainActor func testOpeningANoteShowsIt() async {
        let coordination = RecordingCoordination<Screen>()
        NotesViewModel(coordination: coordination).open(3)
        coordination.expectRequests([.show(.note(id: 3))])
    }
}
