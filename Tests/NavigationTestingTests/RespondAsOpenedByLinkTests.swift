import Navigation
import Testing

@testable import NavigationTesting

/// A view model that keeps the results of screens a link opens above it, tested with the double alone.
@MainActor
final class RatedModel {
    var rating: Int?

    init(coordination: any Coordination<Screen>) {
        coordination.receiveResults(expecting: Int.self) { [weak self] in self?.rating = $0.value }
    }
}

/// A view model that keeps a rating and a note, each from the screens that give it.
@MainActor
final class RatedAndNotedModel {
    var rating: Int?
    var note: String?

    init(coordination: any Coordination<Screen>) {
        coordination.receiveResults(expecting: Int.self) { [weak self] in self?.rating = $0.value }
        coordination.receiveResults(
            expecting: String.self, from: { _ in true }, onResult: { [weak self] in self?.note = $0.value })
    }
}

@MainActor
struct RespondAsOpenedByLinkTests {
    @Test func eachDeclarationGetsTheValuesOfItsType() {
        let coordination = RecordingCoordination<Screen>()
        let model = RatedAndNotedModel(coordination: coordination)
        coordination.respondAsOpenedByLink(with: 4)
        coordination.respondAsOpenedByLink(with: "great")
        #expect(model.rating == 4)
        #expect(model.note == "great")
        let messages = failures { coordination.respondAsOpenedByLink(with: 4.5) }
        #expect(messages == ["respondAsOpenedByLink(with: 4.5): the view model expects a Int or String, not a Double"])
    }

    @Test func theDeclaredReceiverGetsTheValue() {
        let coordination = RecordingCoordination<Screen>()
        let model = RatedModel(coordination: coordination)
        coordination.respondAsOpenedByLink(with: 4)
        #expect(model.rating == 4)
    }

    @Test func noDeclarationOrAnotherTypeFailsTheTest() {
        let messages = failures {
            RecordingCoordination<Screen>().respondAsOpenedByLink(with: 4)
            let coordination = RecordingCoordination<Screen>()
            _ = RatedModel(coordination: coordination)
            coordination.respondAsOpenedByLink(with: "four")
        }
        #expect(
            messages == [
                "respondAsOpenedByLink(with: 4): the view model declared no receiveResults(expecting:onResult:)",
                "respondAsOpenedByLink(with: four): the view model expects a Int, not a String",
            ])
    }
}
