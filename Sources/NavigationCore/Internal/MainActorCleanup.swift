import Dispatch

/// Runs the clean-up of a main-actor object's `deinit` on the main actor: at once when the object is released
/// there, as it almost always is; otherwise on the main actor's next turn.
///
/// The package's `deinit`s are `nonisolated` and call this rather than being `isolated deinit`: an isolated
/// `deinit` of a generic main-actor class, built for a deployment target before iOS 18.4 or macOS 15.4, takes a
/// back-deployment path whose Release build crashes the optimizer on Xcode 26 (swiftlang/swift#85308, #89896,
/// #90625). This is what that back-deployment path does, in source the optimizer handles. Only main-actor
/// objects, which are `Sendable`, cross into `body`.
///
/// - Parameter body: The clean-up.
package func cleanUpOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueueMark.key) != nil {
        // The main queue is the main actor's executor: `deinit` ran there, from main-actor code.
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}

/// A key whose value only the main queue has, so that code can tell whether it runs there — on the main
/// thread, or on the thread that serves the main queue after `dispatchMain()`, as a test runner's main actor
/// may. Set once, the first time it is read.
private let mainQueueMark: MainQueueMark = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return MainQueueMark(key: key)
}()

/// The key of ``mainQueueMark``: set once and only read after, so shared by every thread (a key is a plain
/// object, not declared `Sendable` by every SDK).
private struct MainQueueMark: @unchecked Sendable {
    let key: DispatchSpecificKey<Bool>
}
