// libFuzzer target for the deep-link parser, on the app's real routes.
//
// For any input, reading it as a link or a route either fails with an error that points inside the input,
// or succeeds; a success must print back to a link that reads as the same screens and prints the same.
import Navigation
import Screens

/// libFuzzer's entry point: checks one input; a broken property stops the run with a fatal error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let links = ControllersList.links
    check(text) { () throws(DeepLinkError) in try links.screens(in: text) }
    check("demo://" + text) { () throws(DeepLinkError) in try links.screens(in: "demo://" + text) }
    check(text) { () throws(DeepLinkError) in [try ControllersList(route: text)] }
    return 0
}

/// Reads `link` with `read`; checks the error or the round trip.
func check(_ link: String, _ read: () throws(DeepLinkError) -> [ControllersList]) {
    let screens: [ControllersList]
    do {
        screens = try read()
    } catch {
        guard error.offset >= 0, error.offset <= link.unicodeScalars.count else {
            fatalError("error offset \(error.offset) outside \(link.debugDescription): \(error)")
        }
        return
    }
    let printed = ControllersList.links.url(for: screens)
    // Percent-encoding can make the printed link longer than the one read: read it back without the limit.
    let links = DeepLinks<ControllersList>(scheme: "demo", maxLength: printed.utf8.count)
    do {
        let again = try links.screens(in: printed)
        guard again == screens else { fatalError("\(printed) read as \(again), not \(screens)") }
        guard links.url(for: again) == printed else { fatalError("\(printed) does not print back the same") }
        guard try links.stack(for: printed).suffix(screens.count) == screens[...] else {
            fatalError("the stack of \(printed) does not end with its screens")
        }
        for screen in screens where try ControllersList(route: screen.route.description, maxLength: .max) != screen {
            fatalError("the route of \(screen) does not read back")
        }
    } catch {
        fatalError("\(printed), printed from \(link.debugDescription), does not read back: \(error)")
    }
}
