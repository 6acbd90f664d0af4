// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Rows",
    products: [
        .library(name: "RowsCore", targets: ["RowsCore"]),
        .library(name: "Rows", targets: ["Rows"]),
        .executable(name: "rows-demo", targets: ["RowsDemo"]),
        .executable(name: "rows-bench", targets: ["RowsBench"]),
        .executable(name: "rows-fuzz", targets: ["RowsFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation` (`./dev docs`): the DocC catalogs of RowsCore and Rows.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Everything a list decides, for any app: diffs, snapshots, view models, filter and search,
        // selection, the row-content protocol, trait logic, byte counts. No GTK.
        .target(
            name: "RowsCore",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // A seeded random number generator, so generated rows and random cases replay from their seed.
        // Shared by the demo's generated rows, the benchmarks and fuzzing; not part of any product.
        .target(name: "SeededRandom"),
        // The demo app's domain, without GTK: its models, screen rules, files, storage, data loading
        // and generated rows. Not a product: nothing of it is public API of Rows.
        .target(
            name: "RowsDemoKit",
            dependencies: ["RowsCore", "SeededRandom", .product(name: "Logging", package: "swift-log")]
        ),
        // Random diff cases and an independent oracle that audits the diff's results; shared by the
        // property tests, `rows-bench fuzz` and the libFuzzer target.
        .target(
            name: "DiffFuzzing",
            dependencies: ["RowsCore", "SeededRandom"]
        ),
        // GTK 4's headers and library, found with pkg-config.
        .systemLibrary(
            name: "GTK4",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // What Swift cannot import or declare: macros, variadic calls, and Rows' three GObject types.
        .target(
            name: "CGtk",
            dependencies: ["GTK4"]
        ),
        // libadwaita (GNOME's widgets and style over GTK 4), for the demo app only: Rows itself stays
        // GTK-only, so an app without libadwaita can use it.
        .systemLibrary(
            name: "Adwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // Applies RowsCore's decisions to GtkListView.
        .target(
            name: "Rows",
            dependencies: ["RowsCore", "CGtk", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(
            name: "RowsDemo",
            dependencies: [
                "Rows", "RowsCore", "RowsDemoKit", "CGtk", "Adwaita",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "RowsBench",
            dependencies: [
                "Rows", "RowsCore", "RowsDemoKit", "SeededRandom", "CGtk", "DiffFuzzing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `rows-fuzz`: the libFuzzer target for the diff. Built for fuzzing by `./dev fuzz` (with
        // --sanitize=fuzzer and -DLIBFUZZER); a plain build replays the inputs it is given.
        .executableTarget(
            name: "RowsFuzz",
            dependencies: ["RowsCore", "DiffFuzzing"]
        ),
        // The demo's domain, tested headlessly.
        .testTarget(
            name: "RowsDemoKitTests",
            dependencies: ["RowsDemoKit", "RowsCore"]
        ),
        .testTarget(
            name: "RowsCoreTests",
            dependencies: [
                "RowsCore", "DiffFuzzing",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What GTK tests share: opening the display, spinning the main loop, reading widgets.
        .target(
            name: "GtkTestSupport",
            dependencies: ["Rows", "CGtk"],
            path: "Tests/GtkTestSupport"
        ),
        // An Xlib call the GTK tests make as a window manager would: asking a window to close.
        .target(
            name: "CXTest",
            path: "Tests/CXTest",
            linkerSettings: [.linkedLibrary("X11")]
        ),
        .testTarget(
            name: "RowsTests",
            dependencies: ["Rows", "RowsCore", "CGtk", "GtkTestSupport", "SeededRandom"]
        ),
        // Drives the demo app's windows under Xvfb, and runs the built `rows-demo` for screenshots.
        .testTarget(
            name: "RowsDemoTests",
            dependencies: [
                "RowsDemo", "RowsDemoKit", "Rows", "RowsCore", "CGtk", "Adwaita", "GtkTestSupport", "CXTest",
            ]
        ),
        // Runs the built `rows-demo` on a display and a D-Bus session of its own and drives it with real
        // keys and clicks (xdotool), checking what a person perceives: what the accessibility bus says
        // (read by Tests/Tools/app_session.py), the files saved, the screen's pixels. Nothing of the
        // app's code is imported.
        .testTarget(
            name: "RowsDemoAppTests",
            dependencies: ["GtkTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
