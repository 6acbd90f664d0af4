import Foundation

/// The executables this build made, for tests that run them as a user would.
public enum BuiltProducts {
    /// The folder the test bundle was built into (`.build/debug`, or `.build-asan/debug` for a
    /// sanitizer build), where SwiftPM also puts the package's executables.
    public static let folder: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if bundle.path.hasSuffix(".xctest") { return bundle.deletingLastPathComponent() }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug")
    }()

    /// The built executable `name`, e.g. `rows-demo`.
    public static func executable(_ name: String) -> URL { folder.appendingPathComponent(name) }
}
