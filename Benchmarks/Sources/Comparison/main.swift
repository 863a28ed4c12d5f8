// Runs every workload side by side in one process, interleaved round after round, and prints a Markdown
// table of the median time per operation with its ratios to the floor and to Swinject, then the goals.
// Build it in release: swift run --package-path Benchmarks -c release Comparison [rounds]
import BenchmarkApp
import Foundation

struct Workload {
    let name: String
    /// Operations per iteration, to report a time per operation (a round trip, an entry, a parse).
    let operations: Int
    let unit: String
    /// Sets the workload up (outside any measurement) and returns it.
    let make: () throws -> (Int) -> Void
    var run: (Int) -> Void = { _ in }
    var iterations = 1
    var samples: [Double] = []

    init(_ name: String, per operations: Int = 1, unit: String = "op", _ make: @escaping () throws -> (Int) -> Void) {
        self.name = name
        self.operations = operations
        self.unit = unit
        self.make = make
    }

    /// Nanoseconds per operation of one sample of `iterations` iterations.
    func sample() -> Double {
        let start = ContinuousClock.now
        run(iterations)
        let elapsed = ContinuousClock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        return nanoseconds / Double(iterations * operations)
    }

    var median: Double {
        let sorted = samples.sorted()
        return sorted[sorted.count / 2]
    }
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 15
let entries = 10_000
let linkScreens = 1_000
let linkLength = try Workloads.linkLength(screens: linkScreens)
var workloads = [
    Workload("floor: allocate a view model, append, remove", { Workloads.floor() }),
    Workload(
        "hand-written coordinator: array and switch, show + pop", { Workloads.handWrittenRoundTrip(observable: false) }),
    Workload("hand-written coordinator, @Observable, show + pop", { Workloads.handWrittenRoundTrip(observable: true) }),
    Workload("show + pop, no observer", { try Workloads.roundTrip(watching: .none) }),
    Workload("show + pop, event observer", { try Workloads.roundTrip(watching: .events) }),
    Workload("show + pop, observation tracking", { try Workloads.roundTrip(watching: .observation) }),
    Workload("show + pop through view models' handles", { try Workloads.roundTripThroughHandles() }),
    Workload("show + pop, a host applying each change", { try Workloads.roundTripWithHost() }),
    Workload("show + pop at depth 100", { try Workloads.roundTrip(depth: 100, flows: 0) }),
    Workload("show + pop at depth 10,000", { try Workloads.roundTrip(depth: 10_000, flows: 0) }),
    Workload("show + pop over 10 modal flows", { try Workloads.roundTrip(depth: 1, flows: 10) }),
    Workload("show + pop over 1,000 modal flows", { try Workloads.roundTrip(depth: 1, flows: 1_000) }),
    Workload("Swinject: resolve with arguments, append, remove", { Workloads.swinject() }),
    Workload("part: floor + a handle with a weak reference", { Parts.floorWithHandle() }),
    Workload("part: floor + built through the provider's switch", { try Parts.builtThroughProvider() }),
    Workload("part: two observed changes, no observer", { Parts.observedChanges() }),
    Workload("set a 10,000-entry stack", per: entries, unit: "entry", { try Workloads.setStack(entries: entries) }),
    Workload(
        "build 10,000 view models only", per: entries, unit: "entry", { Workloads.buildViewModels(entries: entries) }),
    Workload(
        "decode a 10,000-entry saved state", per: entries, unit: "entry",
        { try Workloads.decodeSavedState(entries: entries) }),
    Workload(
        "restore a 10,000-entry saved state", per: entries, unit: "entry", { try Workloads.restore(entries: entries) }),
    Workload(
        "restore a 10,000-entry saved state, a host applying it", per: entries, unit: "entry",
        { try Workloads.restoreWithHost(entries: entries) }),
    Workload(
        "bare JSONDecoder decode of the same bytes", per: entries, unit: "entry",
        { try Workloads.decodeSameBytes(entries: entries) }),
    Workload(
        "parse a 1,000-screen deep link", per: linkLength, unit: "character",
        { try Workloads.parseLink(screens: linkScreens) }),
    Workload(
        "open a 1,000-screen deep link, then pop to the root", per: linkScreens, unit: "screen",
        { try Workloads.openLink(screens: linkScreens) }),
    Workload("show + pop in the selected tab of five", { try Workloads.roundTripInTabs() }),
    Workload("select another of five tabs and back", { try Workloads.tabSwitch() }),
    Workload(
        "hand-written coordinator, @Observable, observation tracking", { Workloads.handWrittenTrackedRoundTrip() }),
    Workload("show + pop at depth 1,000", { try Workloads.roundTrip(depth: 1_000, flows: 0) }),
    Workload(
        "show + pop, the SwiftUI-shaped host model following", { try Workloads.roundTripWithSwiftUIModel(Push.self) }),
    Workload("show + pop, the UIKit-shaped host model following", { try Workloads.roundTripWithUIKitModel(Push.self) }),
    Workload(
        "write a 1,000-screen deep link", per: linkLength, unit: "character",
        { Workloads.writeLink(screens: linkScreens) }),
    Workload(
        "save a 10,000-entry state as JSON", per: entries, unit: "entry", { try Workloads.save(entries: entries) }),
    Workload("push onto 100 entries, save as JSON, pop", { try Workloads.pushAndSave(depth: 100) }),
    Workload("write the link of a two-screen stack", { Workloads.writeLink(screens: 2) }),
    Workload(
        "the same screens through the least Decoder", per: linkLength, unit: "character",
        { try Workloads.decodeThroughLeastDecoder(screens: linkScreens) }),
    Workload(
        "present + dismiss, the SwiftUI-shaped host model following",
        { try Workloads.roundTripWithSwiftUIModel(Modal.self) }),
    Workload(
        "present + dismiss, the UIKit-shaped host model following",
        { try Workloads.roundTripWithUIKitModel(Modal.self) }),
    Workload("present + dismiss, no observer", { try Workloads.presentAndDismiss() }),
    Workload(
        "select another of five tabs and back, the SwiftUI-shaped host model following",
        { try Workloads.tabSwitchWithSwiftUIModel() }),
    Workload(
        "hand-written coordinator, @Observable, view models asking through a weak reference, show + pop",
        { Workloads.handWrittenRoundTripThroughViewModels() }),
    Workload(
        "the same link read by code written for its screens, through no Decoder", per: linkLength, unit: "character",
        { try Workloads.parseLinkByHand(screens: linkScreens) }),
    Workload("make a coordinator of five tabs at their roots, and let it go", { Workloads.makeTabCoordinator() }),
]

// `PROFILE=<index>` runs one workload for a while (`COUNT` iterations, 300,000 by default), for a profiler, and
// prints nothing else. Under callgrind, the difference between two counts gives instructions per iteration.
let environment = ProcessInfo.processInfo.environment
// `LIST=1` prints each workload's index, operations per iteration and name, tab-separated.
if environment["LIST"] != nil {
    for (index, workload) in workloads.enumerated() {
        print("\(index)\t\(workload.operations)\t\(workload.unit)\t\(workload.name)")
    }
    exit(0)
}
if let only = environment["PROFILE"].flatMap(Int.init), workloads.indices.contains(only) {
    try workloads[only].make()(environment["COUNT"].flatMap(Int.init) ?? 300_000)
    exit(0)
}
for index in workloads.indices {
    workloads[index].run = try workloads[index].make()
}

// Calibrate: about 20 ms a sample.
for index in workloads.indices {
    workloads[index].iterations = 1
    while true {
        let perOperation = workloads[index].sample()
        let sampleNanoseconds = perOperation * Double(workloads[index].iterations * workloads[index].operations)
        if sampleNanoseconds > 20_000_000 { break }
        workloads[index].iterations *= 2
    }
}
for _ in 0..<rounds {
    for index in workloads.indices {
        workloads[index].samples.append(workloads[index].sample())
    }
}

func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
}

/// The median of the workload named `name`.
@MainActor func median(_ name: String) -> Double {
    workloads.first { $0.name == name }?.median ?? .nan
}

let floor = median("floor: allocate a view model, append, remove")
let swinject = median("Swinject: resolve with arguments, append, remove")
print("| benchmark | median | × floor | Swinject ÷ this |")
print("|---|---:|---:|---:|")
for workload in workloads {
    let perOp = workload.median
    let perRoundTrip = workload.operations == 1
    print(
        "| \(workload.name) | \(format(perOp)) ns/\(workload.unit) | "
            + (perRoundTrip ? "\(format(perOp / floor))" : "") + " | "
            + (perRoundTrip ? "\(format(swinject / perOp))" : "") + " |")
}

func goal(_ text: String, _ value: Double, _ met: Bool) {
    print("- \(met ? "met" : "MISSED"): \(text): \(format(value))")
}

func ratio(_ text: String, _ value: Double) {
    print("- \(text): \(format(value))")
}
print("\nRatios (medians of \(rounds) interleaved rounds; the goals are in instructions, see instructions.sh):")
let roundTrip = median("show + pop, no observer")
ratio(
    "show + pop, no observer, ÷ hand-written @Observable",
    roundTrip / median("hand-written coordinator, @Observable, show + pop"))
ratio(
    "show + pop through handles ÷ hand-written, view models asking through a weak reference",
    median("show + pop through view models' handles")
        / median("hand-written coordinator, @Observable, view models asking through a weak reference, show + pop"))
ratio("show + pop at depth 10,000 ÷ at depth 1 (flat: about 1)", median("show + pop at depth 10,000") / roundTrip)
ratio(
    "show + pop over 1,000 flows ÷ over none (flat: about 1)", median("show + pop over 1,000 modal flows") / roundTrip)
let perEntry = median("set a 10,000-entry stack") - median("build 10,000 view models only")
ratio("set a stack, ns per entry beyond building the view models", perEntry)
let restoreRatio = median("restore a 10,000-entry saved state") / median("bare JSONDecoder decode of the same bytes")
goal("restore ÷ decoding the same bytes ≤ 1.4", restoreRatio, restoreRatio <= 1.4)
ratio(
    "parse a link ÷ the same link read by code written for its screens",
    median("parse a 1,000-screen deep link")
        / median("the same link read by code written for its screens, through no Decoder"))
