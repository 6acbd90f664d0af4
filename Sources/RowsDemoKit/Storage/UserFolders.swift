import Foundation

/// Where the app keeps what belongs to the user, following the XDG base directory specification:
/// saved data under `$XDG_DATA_HOME/rows` (`~/.local/share/rows`), disposable files under
/// `$XDG_CACHE_HOME/rows` (`~/.cache/rows`) and window state under `$XDG_STATE_HOME/rows`
/// (`~/.local/state/rows`). Relative XDG values are ignored, as the specification asks.
public struct UserFolders: Sendable, Equatable {
    /// Saved data: the people directory, the settings the user picked.
    public let data: URL
    /// Files that can be rebuilt: what "Clear cache…" deletes.
    public let cache: URL
    /// State that is not data: the window size.
    public let state: URL

    /// The folders for `environment` (the process environment by default), named `application`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, application: String = "rows") {
        let home = Self.home(environment: environment)
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return URL(fileURLWithPath: home).appendingPathComponent(fallback)
        }
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent(application)
        cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent(application)
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent(application)
    }

    /// The user's home folder: `HOME` when it is absolute, as GLib reads it (and so GTK's file
    /// dialogs and the account page), else the one the user database gives.
    public static func home(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
    }

    /// Folders at explicit places (tests, portable installs).
    public init(data: URL, cache: URL, state: URL) {
        self.data = data
        self.cache = cache
        self.state = state
    }
}
