import CGtk

/// One list's cell pools and the slots bound right now.
///
/// Pools are keyed by reuse identifier; the first registration to use an identifier fixes its cell
/// type, and a second type under the same identifier is a programming error reported by name.
@MainActor
final class Recycler {
    private var pools: [ReuseIdentifier: CellPool] = [:]
    private var poolsByRegistration: [ObjectIdentifier: CellPool] = [:]
    /// The slots showing a row now, in no order (each knows its index).
    private(set) var bound: [Slot] = []
    var statistics = ListStatistics()
    /// Whether to time GTK's reparenting of cells (for ``ListStatistics/reparentNanoseconds``).
    var measuresTime = false
    /// The serial of the latest bind.
    private(set) var nextSerial: UInt64 = 0

    /// The pool for `registration`'s cells.
    func pool<Cell, Value>(for registration: CellRegistration<Cell, Value>) -> CellPool {
        if let pool = poolsByRegistration[ObjectIdentifier(registration.key)] { return pool }
        let pool: CellPool
        if let existing = pools[registration.reuseIdentifier] {
            guard existing.cellType == ObjectIdentifier(Cell.self) else {
                fatalError(Self.clash(registration.reuseIdentifier, existing.typeName, String(reflecting: Cell.self)))
            }
            pool = existing
        } else {
            pool = CellPool(registration.reuseIdentifier, cellType: Cell.self)
            pools[registration.reuseIdentifier] = pool
        }
        poolsByRegistration[ObjectIdentifier(registration.key)] = pool
        return pool
    }

    /// The message for one reuse identifier registered for two cell types.
    static func clash(_ identifier: ReuseIdentifier, _ first: String, _ second: String) -> String {
        "Rows: reuse identifier '\(identifier)' is registered for both \(first) and \(second); "
            + "give one of them its own identifier"
    }

    /// Starts a bind of `slot`: a new serial, nothing dequeued yet.
    func beginBind(_ slot: Slot) -> UInt64 {
        nextSerial &+= 1
        slot.serial = nextSerial
        slot.hasDequeued = false
        return nextSerial
    }

    /// Gives `slot` a cell of `registration`'s type for `value` and configures it.
    func dequeue<Cell, Value>(
        _ registration: CellRegistration<Cell, Value>, for value: Value, into slot: Slot, row: Int
    ) -> DequeuedCell {
        let pool = pool(for: registration)
        if slot.hasDequeued {
            fatalError(
                "Rows: the cell provider for row \(row) dequeued a second cell (\(pool.typeName)) after "
                    + "\(slot.pool?.typeName ?? "another"); dequeue exactly one cell per row")
        }
        slot.hasDequeued = true
        statistics.configures += 1
        if slot.pool !== pool {
            if let cell = slot.cell, let root = slot.cellRoot, let old = slot.pool { old.put(cell, root: root) }
            let (cell, root, isNew) = pool.take()
            if isNew {
                statistics.cellsBuilt += 1
                statistics.cellsBuiltByType[pool.typeName, default: 0] += 1
            }
            slot.cell = cell
            slot.cellRoot = root
            slot.pool = pool
            if measuresTime {
                let start = ListClock.now()
                slot.show(root)
                statistics.reparentNanoseconds &+= ListClock.now() &- start
            } else {
                slot.show(root)
            }
            statistics.reparents += 1
        }
        let cell = unsafeDowncast(slot.cell! as AnyObject, to: Cell.self)
        registration.configure(cell, value, slot.scope)
        // Not `describe.map`: that generic call looks up the metadata of a main-actor function type,
        // a costly look-up at every bind.
        if let describe = registration.describe {
            slot.configuredAccessibility = describe(cell, value)
        } else {
            slot.configuredAccessibility = Self.accessibility(of: cell, opensPage: pool.opensPage)
        }
        return DequeuedCell(serial: slot.serial, typeName: pool.typeName)
    }

    /// What a cell's row says to assistive technologies when its registration does not say: the
    /// cell's ``ListCell/accessibility``, and for a ``DisclosureTrait`` cell (`opensPage`) whose
    /// chevron shows that it opens a page (a file among folders, its chevron hidden, opens none).
    static func accessibility(of cell: some ListCell, opensPage: Bool) -> RowAccessibility? {
        guard var text = cell.accessibility else { return nil }
        // The cast only for the cells of a disclosure type: it is a look-up.
        if opensPage, let disclosing = cell as? any DisclosureTrait, gtk_widget_get_visible(disclosing.disclosureIcon) != 0 {
            text.description = [text.description, "Opens a page"].compactMap { $0 }.joined(separator: ", ")
        }
        return text
    }

    /// Records that `slot` shows a row.
    func markBound(_ slot: Slot) {
        guard slot.boundIndex < 0 else { return }
        slot.boundIndex = bound.count
        bound.append(slot)
    }

    /// Records that `slot` no longer shows a row.
    func markUnbound(_ slot: Slot) {
        let index = slot.boundIndex
        guard index >= 0 else { return }
        let last = bound.removeLast()
        if index < bound.count {
            bound[index] = last
            last.boundIndex = index
        }
        slot.boundIndex = -1
    }

    /// Takes the cell out of a slot being torn down and returns it to its pool.
    func recycle(_ slot: Slot) {
        markUnbound(slot)
        let cell = slot.cell
        let pool = slot.pool
        let root = slot.cellRoot
        slot.release()
        if let cell, let pool, let root { pool.put(cell, root: root) }
    }

    /// How many free cells wait in all pools.
    var freeCells: Int { pools.values.reduce(0) { $0 + $1.freeCount } }

    /// Releases every pooled cell and forgets the bound slots (the list is going away).
    func drain() {
        for pool in pools.values { pool.drain() }
        pools.removeAll()
        poolsByRegistration.removeAll()
        for slot in bound { slot.boundIndex = -1 }
        bound.removeAll()
    }
}
