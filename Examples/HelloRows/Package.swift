// swift-tools-version: 6.1
import PackageDescription

// An app that uses Rows, as any other package would: Rows comes from this repository by path, as
// yours would name a checkout of it until Rows has a release (see "Use Rows in your package" in the
// README).
let package = Package(
    name: "HelloRows",
    products: [.executable(name: "hello-rows", targets: ["HelloRows"])],
    dependencies: [.package(name: "Rows", path: "../..")],
    targets: [
        .executableTarget(name: "HelloRows", dependencies: [.product(name: "Rows", package: "Rows")])
    ],
    swiftLanguageModes: [.v6]
)
