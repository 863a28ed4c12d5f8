// package-benchmark suite: wall-clock time and allocations of each workload of BenchmarkApp.
// Run from the repository root: swift package --package-path Benchmarks benchmark
//
// With BENCHMARK_SMOKE set, each benchmark runs a few iterations only: CI checks that they run, not how fast.
import Benchmark
import BenchmarkApp
import Foundation

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["BENCHMARK_SMOKE"] != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: smoke ? .milliseconds(50) : .seconds(2),
        maxIterations: smoke ? 3 : 1_000_000
    )

    /// Registers a workload: `make` sets it up on the main actor, outside the measurement; the results are
    /// per run of the workload, each sample running it `scaling` times (1,000 times for the small ones, so
    /// that the harness's own cost and allocations average out).
    func register(
        _ name: String,
        scaling: BenchmarkScalingFactor = .kilo,
        _ make: @escaping @MainActor () throws -> (Int) -> Void
    ) {
        Benchmark(name, configuration: .init(scalingFactor: scaling)) { benchmark in
            // The benchmark object is only used from the main actor, inside this one hop.
            nonisolated(unsafe) let benchmark = benchmark
            try await MainActor.run {
                let run = try make()
                benchmark.startMeasurement()
                run(benchmark.scaledIterations.count)
                benchmark.stopMeasurement()
            }
        }
    }

    register("floor: allocate a view model, append, remove") { Workloads.floor() }
    register("hand-written coordinator: array and switch, show + pop") {
        Workloads.handWrittenRoundTrip(observable: false)
    }
    register("hand-written coordinator, @Observable, show + pop") { Workloads.handWrittenRoundTrip(observable: true) }
    for watching in Workloads.Watching.allCases {
        register("show + pop, \(watching.rawValue)") { try Workloads.roundTrip(watching: watching) }
    }
    register("show + pop through view models' handles") { try Workloads.roundTripThroughHandles() }
    register("show + pop, a host applying each change") { try Workloads.roundTripWithHost() }
    for (depth, flows) in [(100, 0), (10_000, 0), (1, 10), (1, 1_000)] {
        register("show + pop at depth \(depth) over \(flows) modal flows") {
            try Workloads.roundTrip(depth: depth, flows: flows)
        }
    }
    register("Swinject: resolve with arguments, append, remove") { Workloads.swinject() }
    register("part: floor + a handle with a weak reference") { Parts.floorWithHandle() }
    register("part: floor + built through the provider's switch") { try Parts.builtThroughProvider() }
    register("part: two observed changes, no observer") { Parts.observedChanges() }
    register("set a 10,000-entry stack", scaling: .one) { try Workloads.setStack(entries: 10_000) }
    register("build 10,000 view models only", scaling: .one) { Workloads.buildViewModels(entries: 10_000) }
    register("decode a 10,000-entry saved state", scaling: .one) { try Workloads.decodeSavedState(entries: 10_000) }
    register("restore a 10,000-entry saved state", scaling: .one) { try Workloads.restore(entries: 10_000) }
    register("restore a 10,000-entry saved state, a host applying it", scaling: .one) {
        try Workloads.restoreWithHost(entries: 10_000)
    }
    register("bare JSONDecoder decode of the same bytes", scaling: .one) {
        try Workloads.decodeSameBytes(entries: 10_000)
    }
    register("parse a 1,000-screen deep link", scaling: .one) { try Workloads.parseLink(screens: 1_000) }
    register("open a 1,000-screen deep link, then pop to the root", scaling: .one) {
        try Workloads.openLink(screens: 1_000)
    }
}
