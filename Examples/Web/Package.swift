// swift-tools-version: 6.2
import PackageDescription

// The example app in a browser: a web front end over the same `Screens` and `Assembly` modules as the terminal
// demo, on Hummingbird, with each session's navigation saved in SQLite, or in PostgreSQL for several servers.
let package = Package(
    name: "Web",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "web", targets: ["Web"]),
        .executable(name: "web-baseline", targets: ["WebBaseline"]),
        .executable(name: "web-cost", targets: ["WebCost"]),
    ],
    dependencies: [
        .package(name: "HeadlessNavigation", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        .target(
            name: "WebApp",
            dependencies: [
                .product(name: "Navigation", package: "HeadlessNavigation"),
                .product(name: "Screens", package: "HeadlessNavigation"),
                .product(name: "Assembly", package: "HeadlessNavigation"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The PostgreSQL store, apart: the front end builds without PostgreSQL's client (and its TLS).
        .target(
            name: "WebPostgres",
            dependencies: [
                "WebApp",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .executableTarget(name: "Web", dependencies: ["WebApp", "WebPostgres"]),
        // The least a Hummingbird server does for the load workloads: the baseline `load.sh` compares with.
        .executableTarget(
            name: "WebBaseline", dependencies: [.product(name: "Hummingbird", package: "hummingbird")]),
        // The front end's own CPU time a request for the load workloads, without HTTP or the network's noise.
        .executableTarget(name: "WebCost", dependencies: ["WebApp", "WebPostgres"]),
        .testTarget(
            name: "WebAppTests",
            dependencies: [
                "WebApp",
                "WebPostgres",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
