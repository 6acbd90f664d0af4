// swift-tools-version: 6.1
import PackageDescription

// rows-demo built as another package would build it: Rows comes in through its two products only,
// so a `package` or internal symbol of Rows or RowsCore that the demo uses fails this build. The
// demo's sources, its GTK-free RowsDemoKit and SeededRandom are the repository's own (symbolic links
// under Sources/).
// `./dev example` builds it; CI does too.
// SwiftPM wants target names unique across the graph, so the copies are `Checked…`; the compiler's
// module aliases let their sources import them by their usual names.
let aliases = ["-module-alias", "RowsDemoKit=CheckedRowsDemoKit", "-module-alias", "SeededRandom=CheckedSeededRandom"]

let package = Package(
    name: "PublicAPI",
    dependencies: [
        .package(name: "Rows", path: "../.."),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
    ],
    targets: [
        .target(name: "CheckedSeededRandom"),
        // The repository's own libadwaita module map (a link to Sources/Adwaita): its module is `Adwaita`.
        .systemLibrary(name: "CheckedAdwaita", pkgConfig: "libadwaita-1"),
        .target(
            name: "CheckedRowsDemoKit",
            dependencies: [
                "CheckedSeededRandom", .product(name: "RowsCore", package: "Rows"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.unsafeFlags(aliases)]
        ),
        .executableTarget(
            name: "CheckedRowsDemo",
            dependencies: [
                "CheckedRowsDemoKit", "CheckedAdwaita", .product(name: "Rows", package: "Rows"),
                .product(name: "RowsCore", package: "Rows"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.unsafeFlags(aliases)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
