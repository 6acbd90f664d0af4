/// A cache that keeps its most recently used values within a budget of bytes: when an insert takes
/// the total cost over the budget, the least recently used values go first.
///
/// A value type with no toolkit in it: Rows keeps decoded image textures in one (default budget
/// 64 MB) and releases the values each call hands back. Reading a value with ``value(for:)`` makes
/// it the most recently used; ``peek(_:)`` does not.
///
/// ```swift
/// var cache = ByteBudgetCache<String, Texture>(budget: 64 << 20)
/// for evicted in cache.insert(texture, cost: width * height * 4, for: path) { evicted.release() }
/// ```
///
/// A value that costs more than the whole budget is not kept: ``insert(_:cost:for:)`` hands it
/// straight back, so the cache never holds more than its budget.
public struct ByteBudgetCache<Key: Hashable, Value> {
    fileprivate struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var newer: Int
        var older: Int
    }

    /// The most bytes the values kept may cost in total.
    public private(set) var budget: Int
    /// What the values kept cost in total; never more than ``budget``.
    public private(set) var totalCost = 0

    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var newest = -1
    private var oldest = -1

    /// An empty cache of `budget` bytes (a negative budget counts as 0).
    public init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// How many values are kept.
    public var count: Int { slots.count }

    /// The keys kept, most recently used first.
    ///
    /// - Complexity: O(*n*) for *n* values kept.
    public var keysByRecency: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(slots.count)
        var slot = newest
        while slot >= 0, let node = nodes[slot] {
            keys.append(node.key)
            slot = node.older
        }
        return keys
    }

    /// The value kept for `key`, which becomes the most recently used; nil if there is none.
    ///
    /// - Complexity: O(1) on average.
    public mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return nodes[slot]?.value
    }

    /// The value kept for `key`, leaving the order of use as it is.
    ///
    /// - Complexity: O(1) on average.
    public func peek(_ key: Key) -> Value? {
        slots[key].flatMap { nodes[$0]?.value }
    }

    /// Keeps `value` for `key` as the most recently used, at `cost` bytes, then drops least recently
    /// used values until the total is within the budget. Returns the values no longer kept, for the
    /// caller to release: a value `key` had before, those evicted, and `value` itself if it costs
    /// more than the whole budget.
    ///
    /// - Complexity: O(1) on average, plus O(1) per value evicted.
    @discardableResult
    public mutating func insert(_ value: Value, cost: Int, for key: Key) -> [Value] {
        var dropped: [Value] = []
        if let old = removeValue(for: key) { dropped.append(old) }
        let cost = max(0, cost)
        guard cost <= budget else {
            dropped.append(value)
            return dropped
        }
        let node = Node(key: key, value: value, cost: cost, newer: -1, older: -1)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            nodes[slot] = node
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        slots[key] = slot
        totalCost += cost
        link(slot)
        dropped += evict(downTo: budget)
        return dropped
    }

    /// Forgets the value kept for `key` and returns it, or nil if there is none.
    ///
    /// - Complexity: O(1) on average.
    @discardableResult
    public mutating func removeValue(for key: Key) -> Value? {
        guard let slot = slots.removeValue(forKey: key), let node = nodes[slot] else { return nil }
        unlink(slot)
        nodes[slot] = nil
        freeSlots.append(slot)
        totalCost -= node.cost
        return node.value
    }

    /// Sets a new budget and drops least recently used values until the total is within it; returns
    /// the values dropped.
    ///
    /// - Complexity: O(1) per value evicted.
    @discardableResult
    public mutating func setBudget(_ newBudget: Int) -> [Value] {
        budget = max(0, newBudget)
        return evict(downTo: budget)
    }

    /// Forgets every value and returns them, least recently used first.
    ///
    /// - Complexity: O(*n*) for *n* values kept.
    public mutating func removeAll() -> [Value] {
        evict(downTo: -1)
    }

    private mutating func evict(downTo limit: Int) -> [Value] {
        var dropped: [Value] = []
        while totalCost > limit, oldest >= 0, let node = nodes[oldest] {
            if let value = removeValue(for: node.key) { dropped.append(value) }
        }
        return dropped
    }

    private mutating func link(_ slot: Int) {
        nodes[slot]?.older = newest
        nodes[slot]?.newer = -1
        if newest >= 0 { nodes[newest]?.newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        if node.newer >= 0 { nodes[node.newer]?.older = node.older } else { newest = node.older }
        if node.older >= 0 { nodes[node.older]?.newer = node.newer } else { oldest = node.newer }
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        link(slot)
    }
}

extension ByteBudgetCache: Sendable where Key: Sendable, Value: Sendable {}
extension ByteBudgetCache.Node: Sendable where Key: Sendable, Value: Sendable {}
