/// Which decodes to run and which finished decodes may be shown where: the bookkeeping behind
/// images that load off the main thread into recycled cells.
///
/// A *viewer* (an image widget in a cell) asks for a *key* (a file at a size). A viewer waits for
/// one key at a time: asking for another, or ``withdraw(_:)`` (its row unbound, its image hidden),
/// makes its earlier request stale, and a decode that finishes is shown only in the viewers still
/// waiting for its key, never in one that has since moved to another row. Viewers asking for the
/// same key share one decode; at most ``maxRunning`` decodes run at once, the others wait in the
/// order asked, and a waiting decode nobody wants any more is never started.
///
/// ```swift
/// var requests = ImageRequests<String, ObjectIdentifier>(maxRunning: 2)
/// for path in requests.request("/photos/a.png", for: viewer) { startDecode(path) }
/// // … the decode of "/photos/a.png" ends:
/// let (show, next) = requests.finish("/photos/a.png")
/// ```
public struct ImageRequests<Key: Hashable, Viewer: Hashable> {
    /// The most decodes that run at once.
    public let maxRunning: Int

    private var wanted: [Viewer: Key] = [:]
    private var waiters: [Key: Set<Viewer>] = [:]
    private var running: Set<Key> = []
    private var queue: [Key] = []
    private var queueStart = 0
    private var queued: Set<Key> = []

    /// No requests; at most `maxRunning` decodes at once (at least 1).
    public init(maxRunning: Int = 2) {
        self.maxRunning = max(1, maxRunning)
    }

    /// How many decodes run.
    public var runningCount: Int { running.count }

    /// Whether the decode of `key` runs.
    public func isRunning(_ key: Key) -> Bool { running.contains(key) }

    /// The key `viewer` waits for, if any.
    public func key(awaitedBy viewer: Viewer) -> Key? { wanted[viewer] }

    /// `viewer` now waits for `key`, and no longer for what it asked before. Returns the keys whose
    /// decode starts now: `key` if no decode of it runs or waits and one may start, else none.
    ///
    /// - Complexity: O(1) on average.
    public mutating func request(_ key: Key, for viewer: Viewer) -> [Key] {
        if wanted[viewer] == key { return [] }
        withdraw(viewer)
        wanted[viewer] = key
        waiters[key, default: []].insert(viewer)
        guard !running.contains(key), !queued.contains(key) else { return [] }
        queue.append(key)
        queued.insert(key)
        return startable()
    }

    /// `viewer` waits for nothing: whatever it asked for will not be shown in it. A decode nobody
    /// waits for any more that has not started never will; one that runs finishes (and may be kept).
    ///
    /// - Complexity: O(1) on average.
    public mutating func withdraw(_ viewer: Viewer) {
        guard let key = wanted.removeValue(forKey: viewer) else { return }
        waiters[key]?.remove(viewer)
        if waiters[key]?.isEmpty == true { waiters[key] = nil }
    }

    /// The decode of `key` has ended. Returns the viewers waiting for it, which show its result and
    /// wait no more, and the keys whose decode starts now in its place.
    ///
    /// - Complexity: O(*v*) for *v* viewers shown, plus O(1) amortized per stale waiting key skipped.
    public mutating func finish(_ key: Key) -> (show: [Viewer], start: [Key]) {
        running.remove(key)
        let viewers = Array(waiters.removeValue(forKey: key) ?? [])
        for viewer in viewers { wanted[viewer] = nil }
        return (viewers, startable())
    }

    /// Takes waiting keys someone still wants off the queue, up to the free decode slots.
    private mutating func startable() -> [Key] {
        var starts: [Key] = []
        while running.count < maxRunning, queueStart < queue.count {
            let key = queue[queueStart]
            queueStart += 1
            queued.remove(key)
            guard waiters[key] != nil else { continue }
            running.insert(key)
            starts.append(key)
        }
        if queueStart > 64, queueStart * 2 > queue.count {
            queue.removeFirst(queueStart)
            queueStart = 0
        }
        return starts
    }
}

extension ImageRequests: Sendable where Key: Sendable, Viewer: Sendable {}
