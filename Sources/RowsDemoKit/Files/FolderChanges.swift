/// Changes seen in a shown folder (by a file monitor) and not yet shown, gathered so that a burst
/// becomes one update: they are due ``quiet`` milliseconds after the last one, or ``longest``
/// milliseconds after the first, whichever comes first.
public struct FolderChanges: Sendable, Equatable {
    /// How long without a new change before the changes are shown, in milliseconds.
    public static let quiet: UInt64 = 100
    /// How long the first change waits at most, in milliseconds, however long the burst lasts.
    public static let longest: UInt64 = 200

    /// Names created, deleted or changed, to be read again.
    public private(set) var names: Set<FileName> = []
    /// Renames, in the order they happened: the row keeps its identity.
    public private(set) var renames: [Rename] = []
    /// When the first and the last change were noted (milliseconds on any monotonic clock).
    private var first: UInt64?
    private var last: UInt64 = 0

    /// A file renamed within the folder.
    public struct Rename: Sendable, Equatable {
        /// Its name before.
        public var from: FileName
        /// Its name after.
        public var to: FileName

        /// A rename of `from` to `to`.
        public init(from: FileName, to: FileName) {
            self.from = from
            self.to = to
        }
    }

    /// No changes.
    public init() {}

    /// Whether there is nothing to show.
    public var isEmpty: Bool { names.isEmpty && renames.isEmpty }

    /// Notes that `name` was created, deleted or changed at `time` (milliseconds).
    public mutating func changed(_ name: FileName, at time: UInt64) {
        names.insert(name)
        noted(at: time)
    }

    /// Notes that the file named `name` (UTF-8) was created, deleted or changed at `time` (milliseconds).
    public mutating func changed(_ name: String, at time: UInt64) {
        changed(FileName(name), at: time)
    }

    /// Notes that `from` was renamed `to` at `time` (milliseconds).
    public mutating func renamed(_ from: FileName, to: FileName, at time: UInt64) {
        renames.append(Rename(from: from, to: to))
        names.insert(to)
        noted(at: time)
    }

    /// Notes that `from` was renamed `to` (UTF-8 names) at `time` (milliseconds).
    public mutating func renamed(_ from: String, to: String, at time: UInt64) {
        renamed(FileName(from), to: FileName(to), at: time)
    }

    /// Adds `other`'s changes after these (changes that waited while these were being shown).
    public mutating func add(_ other: FolderChanges) {
        names.formUnion(other.names)
        renames += other.renames
        if let time = other.first { noted(at: time) }
        last = max(last, other.last)
    }

    /// When the changes are due (milliseconds), or nil when there are none.
    public var due: UInt64? {
        guard let first else { return nil }
        return min(last + Self.quiet, first + Self.longest)
    }

    /// The changes gathered, leaving none.
    public mutating func take() -> FolderChanges {
        defer { self = FolderChanges() }
        return self
    }

    private mutating func noted(at time: UInt64) {
        if first == nil { first = time }
        last = max(last, time)
    }
}
