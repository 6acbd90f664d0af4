import CGtk

/// The `RowsRowItem`s GTK holds for a list's rows: one item per row, the same object for as long as
/// GTK holds it, so GTK can tell a row it already shows by its item pointer.
///
/// The table does not own the items (GTK does, through its list items); it hears of each item's end
/// through a weak reference. Items are kept by position and moved with every `items-changed`
/// emission: an item after the change shifts, an item inside the removed range is *detached* under
/// its row's id, and when the same emission adds a row with that id again (a move), `get_item`
/// returns the detached item, which lets GTK keep the row's widget. Positions are unique, so rows
/// with repeated ids still get distinct items.
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
    typealias Row = ListRow<SectionID, Item>

    /// Items standing for a row, by position.
    private var attached: [Int: OpaquePointer] = [:]
    /// Items whose row an emission removed, by the removed row's id, with the row they showed.
    private var detached: [Row.ID: [(item: OpaquePointer, row: Row)]] = [:]
    private var detachedIDs: [OpaquePointer: Row.ID] = [:]
    /// Detached items of the current emission that its rows shown again do not claim, by the
    /// position they stood for: given to added rows without an item.
    private var donors: [Int: OpaquePointer] = [:]
    /// During an update: the rows before and after, and how far the emissions so far reached.
    private var update: (old: Rows, new: Rows, finalEnd: Int, shift: Int)?

    /// Position a detached item carries.
    private static var detachedPosition: guint { guint.max }

    init() {}

    /// How many items GTK holds now (for tests).
    var liveCount: Int { attached.count + detachedIDs.count }

    // MARK: Updates

    /// Starts an update from `old` to `new` rows; `willEmit` follows for each emission.
    func beginUpdate(from old: Rows, to new: Rows) {
        update = (old, new, 0, 0)
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
        var detachedNow: [(position: Int, item: OpaquePointer, id: Row.ID)] = []
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
                    let row = self.row(at: itemPosition, in: state)
                    detached[row.id, default: []].append((item, row))
                    detachedIDs[item] = row.id
                    detachedNow.append((itemPosition, item, row.id))
                    rows_row_item_set_position(item, Self.detachedPosition)
                }
            }
            attached = moved
        }
        state.finalEnd = position + emission.added
        state.shift += delta
        update = state
        if !detachedNow.isEmpty { chooseDonors(among: detachedNow, for: emission, in: state) }
    }

    /// Makes donors of the items just detached whose rows are not among the rows the emission adds
    /// where GTK will build them: about where the detached rows were (scaled as GTK moves the row
    /// it scrolls by when that row is removed), widened by their span and count on each side.
    private func chooseDonors(
        among detachedNow: [(position: Int, item: OpaquePointer, id: Row.ID)], for emission: ListChanges.Splice,
        in state: (old: Rows, new: Rows, finalEnd: Int, shift: Int)
    ) {
        let positions = detachedNow.lazy.map(\.position)
        let (first, last) = (positions.min()!, positions.max()!)
        let center = emission.position + ((first + last) / 2 - emission.position) * emission.added / emission.removed
        let radius = last - first + detachedNow.count
        let window = max(emission.position, center - radius)..<min(emission.position + emission.added, center + radius + 1)
        var claimed = Set<Row.ID>(minimumCapacity: window.count)
        for newPosition in window { claimed.insert(self.row(at: newPosition, in: state).id) }
        for (position, item, id) in detachedNow where !claimed.contains(id) { donors[position] = item }
    }

    /// A donor for a row added at `position`: the one that stood at the same position if any (so the
    /// widget stays where it was), else the first. Nil when there is none.
    private func takeDonor(for position: Int) -> OpaquePointer? {
        guard !donors.isEmpty else { return nil }
        let key = donors[position] != nil ? position : donors.keys.min()!
        let item = donors.removeValue(forKey: key)!
        let id = detachedIDs.removeValue(forKey: item)!
        detached[id]?.removeAll { $0.item == item }
        if detached[id]?.isEmpty == true { detached[id] = nil }
        return item
    }

    /// Ends the update: items no emission re-added stand for no row.
    func endUpdate() {
        guard update != nil else { return }
        update = nil
        detached.removeAll()
        detachedIDs.removeAll()
        donors.removeAll()
    }

    /// The row at `position` in the list as the emissions so far left it.
    private func row(at position: Int, in state: (old: Rows, new: Rows, finalEnd: Int, shift: Int)) -> Row {
        position < state.finalEnd ? state.new[position] : state.old[position - state.shift]
    }

    // MARK: RowItemSource

    func item(at position: Int) -> gpointer {
        if let item = attached[position] {
            return g_object_ref(GtkPointer.raw(item))
        }
        if let update, let item = reattach(self.row(at: position, in: update)) ?? donor(for: position) {
            attached[position] = item
            rows_row_item_set_position(item, guint(position))
            return g_object_ref(GtkPointer.raw(item))
        }
        let item = rows_row_item_new(guint(position))!
        attached[position] = item
        RowItemSources.watch(item, for: self)
        return GtkPointer.raw(item)  // the new reference goes to the caller
    }

    /// A detached item for `row`'s id, with a new serial when its row's content differs.
    private func reattach(_ row: Row) -> OpaquePointer? {
        let id = row.id
        guard var waiting = detached[id], !waiting.isEmpty else { return nil }
        let (item, oldRow) = waiting.removeFirst()
        detached[id] = waiting.isEmpty ? nil : waiting
        detachedIDs[item] = nil
        forgetDonor(item)
        if oldRow != row { rows_row_item_renew_serial(item) }
        return item
    }

    /// A donor item for the row added at `position`, with a new serial: it stands for another row now.
    private func donor(for position: Int) -> OpaquePointer? {
        guard let item = takeDonor(for: position) else { return nil }
        rows_row_item_renew_serial(item)
        return item
    }

    func itemFinalized(_ item: OpaquePointer) {
        let position = rows_row_item_get_position(item)
        if position != Self.detachedPosition {
            if attached[Int(position)] == item { attached[Int(position)] = nil }
        } else if let id = detachedIDs.removeValue(forKey: item) {
            detached[id]?.removeAll { $0.item == item }
            if detached[id]?.isEmpty == true { detached[id] = nil }
            forgetDonor(item)
        }
    }

    private func forgetDonor(_ item: OpaquePointer) {
        if !donors.isEmpty, let position = donors.first(where: { $0.value == item })?.key { donors[position] = nil }
    }

    /// Stops watching every item (the list is going away; the items may live on in GTK a while).
    func forgetAll() {
        for item in attached.values { RowItemSources.unwatch(item, for: self) }
        for item in detachedIDs.keys { RowItemSources.unwatch(item, for: self) }
        attached.removeAll()
        detached.removeAll()
        detachedIDs.removeAll()
        donors.removeAll()
    }
}

/// What a `RowsListModel`'s item function and the items' weak references call back into.
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

    /// Tells `source` when `item` is finalized (a weak reference; `source` must unwatch before it goes).
    static func watch(_ item: OpaquePointer, for source: any RowItemSource) {
        g_object_weak_ref(GtkPointer.object(item), finalized, Unmanaged.passUnretained(source as AnyObject).toOpaque())
    }

    static func unwatch(_ item: OpaquePointer, for source: any RowItemSource) {
        g_object_weak_unref(GtkPointer.object(item), finalized, Unmanaged.passUnretained(source as AnyObject).toOpaque())
    }

    private static let finalized: GWeakNotify = { data, object in
        let (sourceAddress, itemAddress) = (UInt(bitPattern: data), UInt(bitPattern: object))
        MainActor.assumeIsolated {
            let source =
                Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: sourceAddress)!)
                .takeUnretainedValue() as! any RowItemSource
            source.itemFinalized(OpaquePointer(bitPattern: itemAddress)!)
        }
    }

    /// Holds a source for the C side (an existential cannot be made unmanaged directly).
    private final class SourceBox {
        let source: any RowItemSource
        init(_ source: any RowItemSource) { self.source = source }
    }
}
