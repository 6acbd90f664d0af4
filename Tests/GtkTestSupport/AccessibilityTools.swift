import Foundation

/// The tools that read a running app's AT-SPI tree: Debian's python3 with pyatspi
/// (python3-pyatspi) and `dbus-run-session` (`./dev test` installs them).
public enum AccessibilityTools {
    /// Debian's python3, which has pyatspi; another python3 on the PATH (pyenv's) may not.
    public static let python = "/usr/bin/python3"

    /// Whether `dbus-run-session` is here and ``python`` imports pyatspi.
    public static let arePresent: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session"),
            FileManager.default.isExecutableFile(atPath: python)
        else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["-c", "import pyatspi"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()
}
