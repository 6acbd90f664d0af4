/// A file or folder moved (or renamed) from one path to another: where the paths at and below it
/// went. The Files tree knows its rows by path, so it finds them again through it.
public struct PathMove: Sendable, Equatable {
    /// The path before the move.
    public let from: String
    /// The path after it.
    public let to: String

    /// The move of whatever was at `from` to `to` (paths without a trailing slash).
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// Where `path` went: `to` for `from` itself, the same place under `to` for a path below `from`;
    /// nil for a path elsewhere (one that only starts with the same characters, as `/a/bc` for
    /// `/a/b`, is elsewhere).
    ///
    /// ```swift
    /// PathMove(from: "/a/b", to: "/a/c").moved("/a/b/d/e")  // "/a/c/d/e"
    /// ```
    ///
    /// - Complexity: O(*l*) for a path of length *l*.
    public func moved(_ path: String) -> String? {
        if path == from { return to }
        let rest = path.utf8.dropFirst(from.utf8.count)
        guard from != "/", path.utf8.starts(with: from.utf8), rest.first == UInt8(ascii: "/") else { return nil }
        return to + path[rest.startIndex...]
    }

    /// This move, then `next` of where it went: one move from this one's `from` to `next`'s `to`;
    /// nil when `next` moved something else.
    ///
    /// - Complexity: O(*l*) for paths of length *l*.
    public func then(_ next: PathMove) -> PathMove? {
        next.from == to ? PathMove(from: from, to: next.to) : nil
    }
}
