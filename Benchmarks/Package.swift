// swift-tools-version: 6.1
// The benchmarks of the navigation framework, in a package of their own so that the root package stays
// free of dependencies. Run from the repository root:
//   swift package --package-path Benchmarks benchmark          (package-benchmark: time and allocations)
//   swift run --package-path Benchmarks -c release Comparison  (side by side in one process, with ratios)
//   Benchmarks/instructions.sh                                   (instructions under callgrind, with TopLevelRoundTrip:
//                                                                 an app's own top-level code making round trips)
import PackageDescription

import struct Foundation.URL

/// The root package is named by its folder, which a clone may call anything.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "NavigationBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    ],
    targets: [
        .target(
            name: "BenchmarkApp",
            dependencies: [
                .product(name: "Navigation", package: root),
                .product(name: "NavigationHosting", package: root),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        .executableTarget(
            name: "Comparison",
            dependencies: ["BenchmarkApp"]
        ),
        .executableTarget(
            name: "TopLevelRoundTrip",
            dependencies: [
                "BenchmarkApp",
                .product(name: "Navigation", package: root),
            ]
        ),
        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [
                "BenchmarkApp",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/NavigationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
