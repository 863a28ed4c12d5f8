import Foundation
import Navigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif

/// Input that nests as deep as it can reaches a typed error, not a stack overflow — on the 512 KiB stack
/// that Apple platforms give a secondary thread, since reading links and saved state is not bound to the
/// main thread. CI runs these in a release build too (`.ci/run`), where inlining changes frame sizes.
struct CrashClassTests {
    @Test func theDeepestLinkReadsAndOneLevelDeeperIsRefusedOnASmallStack() async {
        let outcome = await onSmallStack { () -> (deepest: Int, refused: Bool) in
            let links = DeepLinks<NestingScreen>(scheme: "x")
            var deepest = 0
            for depth in 1...40 {
                let link = "x://" + String(repeating: "nested/", count: depth - 1) + "leaf"
                guard (try? links.target(for: link)) != nil else { break }
                deepest = depth
            }
            let tooDeep = "x://" + String(repeating: "nested/", count: deepest) + "leaf"
            do {
                _ = try links.target(for: tooDeep)
                return (deepest, false)
            } catch {
                return (deepest, (error as? DeepLinkError)?.reason == .tooDeep(limit: 32))
            }
        }
        #expect(outcome.deepest == 32)
        #expect(outcome.refused)
    }

    @Test func aLinkOfNestingAsLongAsTheLimitIsRefusedOnASmallStack() async {
        let refused = await onSmallStack { () -> Bool in
            let links = DeepLinks<NestingScreen>(scheme: "x")
            let nesting = (links.maxLength - "x://leaf".utf8.count) / "nested/".utf8.count
            let link = "x://" + String(repeating: "nested/", count: nesting) + "leaf"
            do {
                _ = try links.stacks(in: link)
                return false
            } catch {
                return (error as? DeepLinkError)?.reason == .tooDeep(limit: 32)
            }
        }
        #expect(refused)
    }

    @Test func aSavedRouteNestingAMillionDeepIsRefusedOnASmallStack() async {
        let error = await onSmallStack { () -> RestorationError? in
            let route = String(repeating: "nested/", count: 500_000) + "leaf"
            let json = #"{"version": 2, "nextID": 1, "stacks": [[{"id": 0, "screen": "\#(route)"}]]}"#
            do {
                _ = try SavedNavigation<NestingScreen>(json: Data(json.utf8))
                return nil
            } catch {
                return error as? RestorationError
            }
        }
        guard case .invalidScreen(let path, let linkError) = error else {
            Issue.record("read as \(String(describing: error))")
            return
        }
        #expect(path == "stacks[0][0].screen")
        #expect(linkError.reason == .tooDeep(limit: 32))
    }

    @Test func aSavedDocumentNestingFourMillionArraysIsRefusedOnASmallStack() async {
        let error = await onSmallStack { () -> RestorationError? in
            let json = Data(repeating: UInt8(ascii: "["), count: SavedNavigation<NestingScreen>.defaultMaxBytes)
            do {
                _ = try SavedNavigation<NestingScreen>(json: json)
                return nil
            } catch {
                return error as? RestorationError
            }
        }
        guard case .unreadable(let reason) = error else {
            Issue.record("read as \(String(describing: error))")
            return
        }
        #expect(reason.contains("nest more than 64 deep"))
    }

    @Test func aScreenNestingDeeperThanALinkMayIsNotWrittenOnASmallStack() async {
        let refused = await onSmallStack { () -> Bool in
            var screen = NestingScreen.leaf
            for _ in 0..<1_000 { screen = .nested(screen) }
            do {
                _ = try screen.route()
                return false
            } catch {
                if case .unwritable = (error as? DeepLinkError)?.reason { return true }
                return false
            }
        }
        #expect(refused)
    }
}

/// Runs `body` on a new thread with a 512 KiB stack, the size Apple platforms give secondary threads.
func onSmallStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = 512 << 10
        thread.start()
    }
}
