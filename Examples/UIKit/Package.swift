// swift-tools-version: 6.2
import PackageDescription

// The example app under UIKit: its `Screens` and `Assembly` modules, hosted by the package's `NavigationUIKit` host.
// UIKit exists only on Apple platforms; see README.md.
let package = Package(
    name: "ShopUIKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "ShopUIKit", targets: ["ShopUIKit"])
    ],
    dependencies: [
        .package(name: "HeadlessNavigation", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopUIKit",
            dependencies: [
                .product(name: "Navigation", package: "HeadlessNavigation"),
                .product(name: "NavigationHosting", package: "HeadlessNavigation"),
                .product(name: "NavigationUIKit", package: "HeadlessNavigation"),
                .product(name: "Screens", package: "HeadlessNavigation"),
                .product(name: "Assembly", package: "HeadlessNavigation"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
