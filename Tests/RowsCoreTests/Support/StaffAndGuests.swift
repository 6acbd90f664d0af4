import DiffFuzzing
import RowsCore

/// The view model most view-model tests start from: sections "staff" (rows 1–4) and "guests" (rows 5
/// and 6), with multiple selection.
@MainActor
func staffAndGuests() throws -> ListViewModel<String, Row> {
    var snapshot = Snapshot()
    try snapshot.appendSections(["staff", "guests"])
    try snapshot.appendItems((1...4).map { Row(id: $0) }, toSection: "staff")
    try snapshot.appendItems((5...6).map { Row(id: $0) }, toSection: "guests")
    return ListViewModel(snapshot, selectionMode: .multiple)
}
