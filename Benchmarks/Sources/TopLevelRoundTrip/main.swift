// An app's own top-level code, as `main.swift` runs it: it creates a coordinator, pushes `DEPTH` screens (1 by
// default), then shows a detail and pops it `COUNT` times (1,000 by default), nobody observing. Built in release,
// the framework's inlinable engine is compiled here, in the program's own module, for its screen type — where
// an app's release build compiles it. `Benchmarks/instructions.sh` counts its instructions under callgrind for
// two counts and divides the difference: the instructions of one round trip, at depths 1 and 1,000.
import BenchmarkApp
import Foundation
import Navigation

let environment = ProcessInfo.processInfo.environment
let depth = environment["DEPTH"].flatMap(Int.init) ?? 1
let count = environment["COUNT"].flatMap(Int.init) ?? 1_000

let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
for index in 0..<depth {
    try coordinator.show(.detail(id: index, title: "screen \(index)"))
}
let screen = BenchScreen.detail(id: -1, title: "detail")
for _ in 0..<count {
    try coordinator.show(screen)
    try coordinator.pop()
}
// What the loop left, so that it cannot be optimized away: the root and the pushed screens.
print(coordinator.state.stacks[0].count)
