// libFuzzer target for the deep-link parser, on the app's real routes and on the app's groups mounted without
// their prefix, whose screens' names collide with the app's own and with each other's (Fuzz/MountedScreen.swift),
// read with exact names and with names in any letter case.
//
// For any input, reading it as a link, a link's target or a route either fails with an error that points
// inside the input and describes itself in one line safe to show (Fuzz/ErrorText.swift), or succeeds; a
// success must write back to a link that reads as the same stacks and writes the same, and a target — with the
// tab it names, if any — must write back to a link that opens the same target.
import Navigation
import Screens

/// libFuzzer's entry point: checks one input; a broken property stops the run with a fatal error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let links = ControllersList.links
    check(text) { () throws(DeepLinkError) in try links.stacks(in: text) }
    check("demo://" + text) { () throws(DeepLinkError) in try links.stacks(in: "demo://" + text) }
    check(text) { () throws(DeepLinkError) in [[try ControllersList(route: text)]] }
    checkTarget("demo://" + text)
    check("demo://" + text) { () throws(DeepLinkError) in try MountedScreen.links.stacks(in: "demo://" + text) }
    check(text) { () throws(DeepLinkError) in [[try MountedScreen(route: text)]] }
    check("demo://" + text) { () throws(DeepLinkError) in try MountedScreen.lenientLinks.stacks(in: "demo://" + text) }
    return 0
}

/// Fails the run unless `error` points inside `link` and describes itself in one line safe to show.
func checkPosition(_ error: DeepLinkError, in link: String) {
    checkDescription(error)
    guard error.offset >= 0, error.offset <= link.unicodeScalars.count else {
        fatalError("error offset \(error.offset) outside \(link.debugDescription): \(error)")
    }
}

/// Reads `link` with `read`; checks the error, or that the stacks write back to a link that reads the same.
func check<Screen: Routable>(_ link: String, _ read: () throws(DeepLinkError) -> [[Screen]]) {
    let stacks: [[Screen]]
    do {
        stacks = try read()
    } catch {
        return checkPosition(error, in: link)
    }
    // A link that names only a tab (`@name`) has no stacks; its target is checked below.
    guard !stacks.isEmpty else { return }
    // Percent-encoding can make the written link longer than the one read: write and read it without the limit.
    let links = DeepLinks<Screen>(scheme: "demo", maxLength: .max)
    let written: String
    do {
        written = try links.url(for: stacks)
    } catch {
        // The exact stacks of a link may break a rule that only a link's target is checked against.
        if case .notLinkable = error.reason { return }
        fatalError("\(stacks), read from \(link.debugDescription), cannot be written: \(error)")
    }
    do {
        let again = try links.stacks(in: written)
        guard again == stacks else { fatalError("\(written) read as \(again), not \(stacks)") }
        guard try links.url(for: again) == written else { fatalError("\(written) does not write back the same") }
        for screen in stacks.joined() where try Screen(route: screen.route(), maxLength: .max) != screen {
            fatalError("the route of \(screen) does not read back")
        }
    } catch {
        fatalError("\(written), written from \(link.debugDescription), does not read back: \(error)")
    }
}

/// Opens `link` as a target; checks the error, or that the target writes a link that opens the same target.
func checkTarget(_ link: String) {
    let links = DeepLinks<ControllersList>(scheme: "demo", maxLength: .max)
    let target: LinkTarget<ControllersList>
    do {
        target = try links.target(for: link)
    } catch {
        return checkPosition(error, in: link)
    }
    do {
        let written = try links.url(for: target)
        guard try links.target(for: written) == target else { fatalError("\(written) opens another target") }
    } catch {
        fatalError("the target of \(link.debugDescription) does not write back: \(error)")
    }
}
