/// What a list's recycling has done so far (``ListView/statistics``): the counters a diagnostics
/// view, a log, tests and benchmarks read.
public struct ListStatistics: Sendable, Equatable {
    /// Cells made, over all types.
    public var cellsBuilt = 0
    /// Cells made, by cell type: its module-qualified name, e.g. `"Rows.RowCell"`.
    public var cellsBuiltByType: [String: Int] = [:]
    /// Slots made by GTK's `setup`.
    public var setups = 0
    /// Slots torn down by GTK's `teardown`.
    public var teardowns = 0
    /// `bind` calls from GTK.
    public var binds = 0
    /// Of `binds`, those of a row the cell already showed unchanged, which did no work (GTK 4.8
    /// repeats the bind of every built row after each change before it, and on selection changes).
    public var repeatedBinds = 0
    /// Rebinds Rows did in place, without GTK, for reconfigured rows.
    public var rebinds = 0
    /// Cells configured for a row: what binds and rebinds cost in configure closures.
    public var configures = 0
    /// `unbind` calls from GTK.
    public var unbinds = 0
    /// `items-changed` emissions (an update's splices, grouped around the built rows).
    public var splices = 0
    /// Cells moved into a slot that showed another cell (or none): GTK unparents one widget tree
    /// and parents another, the cost of mixing row types in one GtkListView.
    public var reparents = 0
    /// Time spent inside Rows' bind handler, when the list measures it (for benchmarks).
    package var bindNanoseconds: UInt64 = 0
    /// Of that, time spent inside GTK moving cell widgets between slots (`reparents`).
    package var reparentNanoseconds: UInt64 = 0

    /// Counters all zero.
    public init() {}
}

extension ListStatistics {
    /// Adds `other`'s counters to these.
    mutating func add(_ other: ListStatistics) {
        cellsBuilt += other.cellsBuilt
        cellsBuiltByType.merge(other.cellsBuiltByType, uniquingKeysWith: +)
        setups += other.setups
        teardowns += other.teardowns
        binds += other.binds
        repeatedBinds += other.repeatedBinds
        rebinds += other.rebinds
        configures += other.configures
        unbinds += other.unbinds
        splices += other.splices
        reparents += other.reparents
        bindNanoseconds &+= other.bindNanoseconds
        reparentNanoseconds &+= other.reparentNanoseconds
    }
}
