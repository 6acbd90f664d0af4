import RowsCore

/// Keeps its own copy of the rows, updated only through the updates it is told, as a GTK model would.
@MainActor
final class MirrorObserver<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    let model: ListViewModel<SectionID, Item>
    var rows: [ListRow<SectionID, Item>]
    var updates: [ListUpdate<SectionID, Item>] = []
    private var observation: ListObservation?
    /// Called after each update is applied to the copy.
    var onUpdate: (@MainActor () -> Void)?
    /// `model.filter?.query` after each update: what searches were shown, in order.
    var queriesShown: [String?] = []

    init(_ model: ListViewModel<SectionID, Item>) {
        self.model = model
        rows = Array(model.rows)
        observation = model.observe { [weak self] update in self?.listDidUpdate(update) }
    }

    /// Stops following the view model.
    func stop() { observation?.cancel() }

    private func listDidUpdate(_ update: ListUpdate<SectionID, Item>) {
        updates.append(update)
        queriesShown.append(model.filter?.query)
        guard !isBroken else { return }
        for splice in update.splices {
            guard splice.position >= 0, splice.removed >= 0, splice.added >= 0,
                splice.position + splice.removed <= rows.count, splice.position + splice.added <= update.rows.count
            else {
                // A splice outside the rows a GTK model would hold: a failure to report, not a crash.
                isBroken = true
                return
            }
            rows.replaceSubrange(
                splice.position..<(splice.position + splice.removed),
                with: (splice.position..<(splice.position + splice.added)).map { update.rows[$0] })
        }
        for row in update.reconfiguredRows {
            guard rows.indices.contains(row), update.rows.indices.contains(row) else {
                isBroken = true
                return
            }
            rows[row] = update.rows[row]
        }
        onUpdate?()
    }

    /// Set when an update reached outside the rows.
    private(set) var isBroken = false

    var isInSync: Bool { !isBroken && rows == Array(model.rows) }
}
