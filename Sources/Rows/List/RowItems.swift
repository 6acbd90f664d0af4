import CGtk

/// The `RowsRowItem`s GTK holds for a list's rows: one item per row, the same object for as long as
/// GTK holds it, so GTK can tell a row it already shows by its item pointer.
///
/// The table does not own the items (GTK does, through its list items); it hears of each item's end
/// as the item is finalized. Items are kept by position and moved with every `items-changed`
/// emission: an item after the change shifts, an item inside the removed range is *detached*, and
/// when the same update adds its row again (a move), `get_item` returns the detached item, which lets
/// GTK keep the row's widget. Where a removed row went is read from the update's splices and moves
/// (``RowsCore/RowDestinations``), not by hashing row ids: GTK asks for an item at every position an
/// emission adds when that emission removes the row it scrolls by, so this look-up runs hundreds
/// of times in one frame. Positions are unique, so rows with repeated ids still get distinct items.
///
/// A detached item whose row the emission does not show again (its row went, or moved out of the
/// rows GTK builds) is *given* to a row the emission adds that has no item yet: GTK 4.8 re-finds
/// the removed widget by that item and shows the new row in it, instead of building a new widget
/// and destroying the old one (a sort, a filter or a search that changes every shown row). An item
/// that comes to stand for other content this way, or by a move that changed its row, gets a new
/// serial, so that every cell configured for it is configured again.
@MainActor
final class RowItems<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: RowItemSource
where Item.ID: Sendable {
    typealias Rows = FlatRows<SectionID, Item>

    /// Items standing for a row, by position.
    private var attached: [Int: OpaquePointer] = [:]
    /// Items whose row an emission removed, with the row's index in the old rows and, when the
    /// update keeps the row, its index in the new rows.
    private var detached: [OpaquePointer: (oldRow: Int, newRow: Int?)] = [:]
    /// Detached items whose row the update keeps, by the row's index in the new rows.
    private var waiting: [Int: OpaquePointer] = [:]
    /// Detached items of the current emission that its rows shown again do not claim.
    private var donors = ItemDonors()
    /// During an update: the rows before and after, how far the emissions so far reached, and where
    /// the old rows go (as the update brought them, read where it was prepared; otherwise read from
    /// its splices and moves when an emission first detaches).
    private var update: UpdateState?
    /// Passed to each item's finalize callback.
    private lazy var watcher = RowItemSources.Watcher(self)

    private struct UpdateState {
        let old: Rows
        let new: Rows
        let splices: [ListChanges.Splice]
        let moves: [ListChanges.Move]
        var destinations: RowDestinations?
        /// The emissions so far replaced the rows before this with the new rows.
        var finalEnd = 0
        /// New index minus old index for the rows from `finalEnd` on.
        var shift = 0
    }

    /// Position a detached item carries.
    private static var detachedPosition: guint { guint.max }

    init() {}

    /// How many items GTK holds now (for tests).
    var liveCount: Int { attached.count + detached.count }

    // MARK: Updates

    /// Starts an update from `old` to `new` rows, which `splices` (front to back) and `moves` lead
    /// between; `willEmit` follows for each emission. `destinations`, read from the same splices and
    /// moves where the update was prepared, spare the main actor reading them when an emission first
    /// removes a row with an item (a sort's million moves).
    func beginUpdate(
        from old: Rows, to new: Rows, splices: [ListChanges.Splice], moves: [ListChanges.Move],
        destinations: RowDestinations? = nil
    ) {
        update = UpdateState(old: old, new: new, splices: splices, moves: moves, destinations: destinations)
    }

    /// Moves the items for an emission about to be made, so that `get_item` during it answers for
    /// the rows after it.
    func willEmit(_ emission: ListChanges.Splice) {
        guard var state = update else { return }
        let position = emission.position
        let removedEnd = position + emission.removed
        let delta = emission.added - emission.removed
        // The items of an earlier emission GTK did not re-find are gone with its widgets.
        donors.removeAll()
        var detachedNow: [(position: Int, item: OpaquePointer, newRow: Int?)] = []
        if !attached.isEmpty {
            var moved: [Int: OpaquePointer] = [:]
            moved.reserveCapacity(attached.count)
            for (itemPosition, item) in attached {
                if itemPosition < position {
                    moved[itemPosition] = item
                } else if itemPosition >= removedEnd {
                    moved[itemPosition + delta] = item
                    rows_row_item_set_position(item, guint(itemPosition + delta))
                } else {
                    // Emissions go front to back, so a removed row is one of the old rows.
                    let oldRow = itemPosition - state.shift
                    if state.destinations == nil {
                        state.destinations = RowDestinations(splices: state.splices, moves: state.moves)
                    }
                    let newRow = state.destinations!.newIndex(ofOldRow: oldRow)
                    detached[item] = (oldRow, newRow)
                    if let newRow { waiting[newRow] = item }
                    detachedNow.append((itemPosition, item, newRow))
                    rows_row_item_set_position(item, Self.detachedPosition)
                }
            }
            attached = moved
        }
        state.finalEnd = position + emission.added
        state.shift += delta
        update = state
        if !detachedNow.isEmpty { chooseDonors(among: detachedNow, for: emission) }
    }

    /// Makes donors of the items just detached whose rows are not among the rows the emission adds
    /// where GTK will build them: about where the detached rows were (scaled as GTK moves the row
    /// it scrolls by when that row is removed), widened by their span and count on each side.
    private func chooseDonors(
        among detachedNow: [(position: Int, item: OpaquePointer, newRow: Int?)], for emission: ListChanges.Splice
    ) {
        let positions = detachedNow.lazy.map(\.position)
        let (first, last) = (positions.min()!, positions.max()!)
        let center = emission.position + ((first + last) / 2 - emission.position) * emission.added / emission.removed
        let radius = last - first + detachedNow.count
        let window = max(emission.position, center - radius)..<min(emission.position + emission.added, center + radius + 1)
        donors.replace(
            with: detachedNow.compactMap { position, item, newRow in
                if let newRow, window.contains(newRow) { return nil }
                return (position, item)
            })
    }

    /// Ends the update: items no emission re-added stand for no row. GTK has let go of them, or
    /// will (a removed row's widget kept a moment for the keyboard focus): their finalize then tells
    /// no one, as this may be gone by then.
    func endUpdate() {
        guard update != nil else { return }
        update = nil
        for item in detached.keys { RowItemSources.unwatch(item) }
        detached.removeAll()
        waiting.removeAll()
        donors.removeAll()
    }

    // MARK: RowItemSource

    func item(at position: Int) -> gpointer {
        if let item = attached[position] {
            return g_object_ref(GtkPointer.raw(item))
        }
        if update != nil, let item = reattach(at: position) ?? donor(for: position) {
            attached[position] = item
            rows_row_item_set_position(item, guint(position))
            return g_object_ref(GtkPointer.raw(item))
        }
        let item = rows_row_item_new(guint(position))!
        attached[position] = item
        RowItemSources.watch(item, by: watcher)
        return GtkPointer.raw(item)  // the new reference goes to the caller
    }

    /// The detached item of the row now at `position`, if an emission removed that row and this
    /// update keeps it; with a new serial when the row's content changed.
    private func reattach(at position: Int) -> OpaquePointer? {
        // Rows from `finalEnd` on are old rows no emission reached yet: none of them is detached.
        guard !waiting.isEmpty, let state = update, position < state.finalEnd,
            let item = waiting.removeValue(forKey: position), let rows = detached.removeValue(forKey: item)
        else { return nil }
        donors.remove(item)
        if state.old[rows.oldRow] != state.new[position] { rows_row_item_renew_serial(item) }
        return item
    }

    /// A donor item for the row added at `position`, with a new serial: it stands for another row now.
    private func donor(for position: Int) -> OpaquePointer? {
        guard let item = donors.take(preferring: position) else { return nil }
        if let rows = detached.removeValue(forKey: item), let newRow = rows.newRow { waiting[newRow] = nil }
        rows_row_item_renew_serial(item)
        return item
    }

    func itemFinalized(_ item: OpaquePointer) {
        let position = rows_row_item_get_position(item)
        if position != Self.detachedPosition {
            if attached[Int(position)] == item { attached[Int(position)] = nil }
        } else if let rows = detached.removeValue(forKey: item) {
            if let newRow = rows.newRow, waiting[newRow] == item { waiting[newRow] = nil }
            donors.remove(item)
        }
    }

    /// Stops watching every item (the list is going away; the items may live on in GTK a while).
    func forgetAll() {
        for item in attached.values { RowItemSources.unwatch(item) }
        for item in detached.keys { RowItemSources.unwatch(item) }
        attached.removeAll()
        detached.removeAll()
        waiting.removeAll()
        donors.removeAll()
    }
}

/// What a `RowsListModel`'s item function and the items' finalize callbacks call back into.
@MainActor
protocol RowItemSource: AnyObject {
    /// The item for `position`, a new reference for the caller.
    func item(at position: Int) -> gpointer
    /// `item` is being finalized.
    func itemFinalized(_ item: OpaquePointer)
}

/// The C callbacks between `RowsListModel` and a ``RowItemSource``.
@MainActor
enum RowItemSources {
    /// Makes `source` answer `model`'s `get_item`; the model keeps `source` alive until it is
    /// replaced (``disconnect(_:)``) or the model is finalized.
    static func connect(_ model: OpaquePointer, to source: any RowItemSource) {
        let box = Unmanaged.passRetained(SourceBox(source)).toOpaque()
        rows_list_model_set_item_func(
            model,
            { position, data in
                // GTK calls get_item on the main thread. (Addresses cross into the main actor as
                // integers: raw pointers are not Sendable.)
                let box = UInt(bitPattern: data)
                let item = MainActor.assumeIsolated {
                    let source = Unmanaged<SourceBox>.fromOpaque(UnsafeRawPointer(bitPattern: box)!).takeUnretainedValue().source
                    return UInt(bitPattern: source.item(at: Int(position)))
                }
                return UnsafeMutableRawPointer(bitPattern: item)
            },
            box,
            { data in Unmanaged<SourceBox>.fromOpaque(data!).release() })
    }

    /// Makes `model` answer `get_item` with new items again, and lets go of its source.
    static func disconnect(_ model: OpaquePointer) {
        rows_list_model_set_item_func(model, nil, nil, nil)
    }

    /// Tells `watcher`'s source when `item` is finalized (the source must unwatch its items, or
    /// stop them being finalized, before it goes).
    static func watch(_ item: OpaquePointer, by watcher: Watcher) {
        rows_row_item_set_finalized(item, finalized, Unmanaged.passUnretained(watcher).toOpaque())
    }

    /// Stops telling anyone when `item` is finalized.
    static func unwatch(_ item: OpaquePointer) {
        rows_row_item_set_finalized(item, nil, nil)
    }

    private static let finalized: RowsRowItemFinalized = { object, data in
        let (watcherAddress, itemAddress) = (UInt(bitPattern: data), UInt(bitPattern: object))
        MainActor.assumeIsolated {
            Unmanaged<Watcher>.fromOpaque(UnsafeRawPointer(bitPattern: watcherAddress)!).takeUnretainedValue().source?
                .itemFinalized(OpaquePointer(bitPattern: itemAddress)!)
        }
    }

    /// What an item's finalize callback carries: the source to tell, which owns the watcher.
    final class Watcher {
        private(set) weak var source: (any RowItemSource)?
        init(_ source: any RowItemSource) { self.source = source }
    }

    /// Holds a source for the C side (an existential cannot be made unmanaged directly).
    private final class SourceBox {
        let source: any RowItemSource
        init(_ source: any RowItemSource) { self.source = source }
    }
}
