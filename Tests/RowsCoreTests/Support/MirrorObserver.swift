import RowsCore

/// Keeps its own copy of the rows, updated only through the updates it is told, as a GTK model would.
@MainActor
final class MirrorObserver<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: ListViewModelObserver
where Item.ID: Sendable {
    let model: ListViewModel<SectionID, Item>
    var rows: [ListRow<SectionID, Item>]
    var updates: [ListUpdate] = []
    /// `model.filter?.query` after each update: what searches were shown, in order.
    var queriesShown: [String?] = []

    init(_ model: ListViewModel<SectionID, Item>) {
        self.model = model
        rows = Array(model.rows)
        model.observer = self
    }

    func listDidUpdate(_ update: ListUpdate) {
        updates.append(update)
        queriesShown.append(model.filter?.query)
        for splice in update.splices {
            rows.replaceSubrange(
                splice.position..<(splice.position + splice.removed),
                with: (splice.position..<(splice.position + splice.added)).map { model.rows[$0] })
        }
        for row in update.reconfiguredRows { rows[row] = model.rows[row] }
    }

    var isInSync: Bool { rows == Array(model.rows) }
}
