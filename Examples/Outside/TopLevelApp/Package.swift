// swift-tools-version: 6.2
import PackageDescription

// An app whose top-level code creates its coordinators and host models, made as the README's Installation section says: beside
// a clone of the framework named HeadlessNavigation. `Scripts/check-outside-packages.sh` builds it in debug
// and in release and compares what it prints with `expected-output.txt`.
let package = Package(
    name: "TopLevelApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../HeadlessNavigation")
    ],
    targets: [
        .executableTarget(
            name: "TopLevelApp",
            dependencies: [
                .product(name: "Navigation", package: "HeadlessNavigation"),
                .product(name: "NavigationHosting", package: "HeadlessNavigation"),
            ])
    ]
)
