/// A file or folder moved (or renamed) from one path to another: where the paths at and below it
/// went. The Files tree knows its rows by path, so it finds them again through it.
///
/// Paths are compared by their bytes, as the file system names them: two names that Swift's
/// strings hold equal (a composed "é" and "e" with a combining accent) are two files.
public struct PathMove: Sendable, Equatable {
    /// The path before the move.
    public let from: String
    /// The path after it.
    public let to: String

    /// The move of whatever was at `from` to `to` (paths without a trailing slash).
    ///
    /// - Complexity: O(1).
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
        guard from != "/", path.utf8.starts(with: from.utf8) else { return nil }
        let rest = path.utf8.dropFirst(from.utf8.count)
        if rest.isEmpty { return to }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        return to + String(Substring(rest))
    }

    /// This move, then `next` of where it went: one move from this one's `from` to `next`'s `to`;
    /// nil when `next` moved something else.
    ///
    /// - Complexity: O(*l*) for paths of length *l*.
    public func then(_ next: PathMove) -> PathMove? {
        next.from.utf8.elementsEqual(to.utf8) ? PathMove(from: from, to: next.to) : nil
    }

    /// Whether the two moves are of the same path to the same path, byte for byte.
    ///
    /// - Complexity: O(*l*) for paths of length *l*.
    public static func == (lhs: PathMove, rhs: PathMove) -> Bool {
        lhs.from.utf8.elementsEqual(rhs.from.utf8) && lhs.to.utf8.elementsEqual(rhs.to.utf8)
    }
}
