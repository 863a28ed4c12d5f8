// swift-tools-version: 6.2
import PackageDescription

// An app split as apps grow: its screens, view models and assemblies in a library, a small executable that
// starts it, and tests of the library's view models with NavigationTesting. Made beside a clone of the
// framework named HeadlessNavigation; `Scripts/check-outside-packages.sh` builds and runs it in debug and in
// release, and runs its tests with `swift test -c release`.
let package = Package(
    name: "SplitApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../HeadlessNavigation")
    ],
    targets: [
        .target(
            name: "NotesCore",
            dependencies: [.product(name: "Navigation", package: "HeadlessNavigation")]),
        .executableTarget(name: "Notes", dependencies: ["NotesCore"]),
        .testTarget(
            name: "NotesCoreTests",
            dependencies: ["NotesCore", .product(name: "NavigationTesting", package: "HeadlessNavigation")]),
    ]
)
