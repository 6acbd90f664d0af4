/// What a ``ListView/applyInBackground(_:completion:)`` update did, for counters and logs.
public struct BackgroundUpdateReport: Sendable {
    /// How long making, filtering and diffing took on the background thread.
    public let diffDuration: Duration
    /// How long applying it took on the main loop: the splices, the binds GTK asked for, the rebinds.
    public let applyDuration: Duration
    /// True when the list changed while the diff ran, so the change was made and diffed again (on a
    /// background thread too) against what was shown then.
    public let wasRedone: Bool
}
