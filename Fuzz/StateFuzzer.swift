// libFuzzer target for the saved-state decoder, on the app's real routes and on a screen enum with groups
// mounted without their prefix, lists and a route history (Fuzz/MountedScreen.swift).
//
// For any input, decoding either fails with a typed error that describes itself in one line safe to show
// (Fuzz/ErrorText.swift), or succeeds; a success must save to JSON that
// decodes to the same state and saves to the same bytes, and must be a state the navigation model allows —
// with tabs, every tab's stack, unique names, the selected tab among them, ids unique over every tab.
import Foundation
import Navigation
import Screens

/// libFuzzer's entry point: checks one input; a broken property stops the run with a fatal error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSavedState(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    check(input, as: ControllersList.self)
    check(input, as: MountedScreen.self)
    return 0
}

/// Decodes `input` as saved navigation of `Screen`; checks the error, or that the state is one the model
/// allows and saves to JSON that decodes the same and saves to the same bytes.
func check<Screen: Routable>(_ input: Data, as screens: Screen.Type) {
    let saved: SavedNavigation<Screen>
    do {
        saved = try SavedNavigation(json: input)
    } catch {
        checkDescription(error)
        return
    }
    let state = saved.state
    // Every entry, of the selected stack, the flows and every other tab.
    let entries = state.entries + state.entriesOfOtherTabs
    guard !state.stacks.isEmpty, state.stacks.allSatisfy({ !$0.isEmpty }),
        state.tabStacks.allSatisfy({ !$0.stack.isEmpty }),
        Set(state.tabs).count == state.tabs.count,
        state.selectedTab.map(state.tabs.contains) ?? true,
        Set(entries.map(\.id)).count == entries.count,
        entries.allSatisfy({ $0.id < state.nextID }),
        saved.awaitingResult.allSatisfy(state.contains)
    else { fatalError("decoded an impossible state: \(state)") }
    let json: Data
    do {
        json = try saved.json()
    } catch .tooLarge {
        return  // percent-encoding made it larger than the reader's limit: refused, as documented
    } catch {
        fatalError("\(state) was read but cannot be saved: \(error)")
    }
    do {
        let again = try SavedNavigation<Screen>(json: json)
        guard again == saved else { fatalError("\(state) decoded as \(again.state)") }
        guard try again.json() == json else { fatalError("\(state) does not save to the same bytes") }
    } catch {
        fatalError("\(String(decoding: json, as: UTF8.self)) does not decode: \(error)")
    }
}
