// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HeadlessNavigation",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // The framework as apps import it: the core, the routes (deep links, saved sessions) and feature groups,
        // re-exported by one module.
        .library(name: "Navigation", targets: ["Navigation"]),
        // The core alone, for a module that navigates but neither opens links nor saves sessions.
        .library(name: "NavigationCore", targets: ["NavigationCore"]),
        .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
        .library(name: "NavigationHosting", targets: ["NavigationHosting"]),
        // The SwiftUI and UIKit hosts: empty where SwiftUI or UIKit does not exist (Linux, and UIKit on macOS).
        .library(name: "NavigationSwiftUI", targets: ["NavigationSwiftUI"]),
        .library(name: "NavigationUIKit", targets: ["NavigationUIKit"]),
        // The example app's headless modules, for its hosts in other packages (Examples/Web).
        .library(name: "Screens", targets: ["Screens"]),
        .library(name: "Assembly", targets: ["Assembly"]),
        .executable(name: "demo", targets: ["Demo"]),
    ],
    targets: [
        .target(name: "NavigationCore"),
        .target(name: "NavigationRoutes", dependencies: ["NavigationCore"]),
        .target(name: "NavigationFeatureGroups", dependencies: ["NavigationCore"]),
        .target(name: "Navigation", dependencies: ["NavigationCore", "NavigationRoutes", "NavigationFeatureGroups"]),
        .target(name: "NavigationTesting", dependencies: ["Navigation"]),
        .target(name: "NavigationHosting", dependencies: ["NavigationCore"]),
        .target(name: "NavigationSwiftUI", dependencies: ["Navigation", "NavigationHosting"]),
        .target(name: "NavigationUIKit", dependencies: ["Navigation", "NavigationHosting"]),
        .target(name: "Screens", dependencies: ["Navigation"]),
        .target(name: "Assembly", dependencies: ["Navigation", "Screens"]),
        .target(name: "TerminalUI", dependencies: ["Navigation", "Screens"]),
        .executableTarget(name: "Demo", dependencies: ["TerminalUI", "Assembly"]),
        .target(name: "TestSupport", dependencies: ["Navigation"], path: "Tests/TestSupport"),
        .testTarget(
            name: "NavigationTests",
            dependencies: [
                "Navigation", "NavigationCore", "NavigationRoutes", "NavigationTesting", "NavigationHosting",
                "TestSupport",
            ]),
        .testTarget(name: "NavigationTestingTests", dependencies: ["Navigation", "NavigationTesting"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "NavigationTesting", "TestSupport"]),
        .testTarget(
            name: "AssemblyTests",
            dependencies: ["Assembly", "Screens", "Navigation", "NavigationTesting", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Assembly", "Screens"]),
    ],
    swiftLanguageModes: [.v6]
)
