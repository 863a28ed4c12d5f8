// swift-tools-version: 6.2
import PackageDescription

// The example app under SwiftUI: its `Screens` and `Assembly` modules, drawn by the package's `NavigationSwiftUI` host.
// SwiftUI exists only on Apple platforms; see README.md.
let package = Package(
    name: "ShopSwiftUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "HeadlessNavigation", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ShopSwiftUI",
            dependencies: [
                .product(name: "Navigation", package: "HeadlessNavigation"),
                .product(name: "NavigationHosting", package: "HeadlessNavigation"),
                .product(name: "NavigationSwiftUI", package: "HeadlessNavigation"),
                .product(name: "Screens", package: "HeadlessNavigation"),
                .product(name: "Assembly", package: "HeadlessNavigation"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
