import CGtk

/// Shows a ``ListViewModel``'s rows as text in a `GtkStringList`, applying each update's splices as
/// `gtk_string_list_splice` calls: one `items-changed` emission per splice, nothing else touched.
///
/// The simplest adapter between RowsCore and GTK: one label per row. Typed cells, per-type recycling
/// and in-place reconfigure come with Rows' own list model.
@MainActor
public final class TextListModel<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>:
    ListViewModelObserver
where Item.ID: Sendable {
    /// The view model whose rows are shown.
    public let viewModel: ListViewModel<SectionID, Item>
    /// The `GtkStringList` holding one string per row; owned by this object.
    public let store: OpaquePointer
    private let text: (ListRow<SectionID, Item>) -> String

    /// Shows `viewModel`'s rows, each as `text(row)`, and follows its updates.
    public init(_ viewModel: ListViewModel<SectionID, Item>, text: @escaping (ListRow<SectionID, Item>) -> String) {
        self.viewModel = viewModel
        self.text = text
        store = gtk_string_list_new(nil)
        splice(at: 0, removing: 0, adding: 0..<viewModel.rows.count)
        viewModel.observer = self
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(store))
    }

    /// Applies `update`: its splices in order, then a one-row splice per reconfigured row.
    public func listDidUpdate(_ update: ListUpdate) {
        for change in update.splices {
            splice(at: change.position, removing: change.removed, adding: change.position..<(change.position + change.added))
        }
        for row in update.reconfiguredRows { splice(at: row, removing: 1, adding: row..<(row + 1)) }
    }

    private func splice(at position: Int, removing removed: Int, adding rows: Range<Int>) {
        var strings: [UnsafePointer<CChar>?] = rows.map { UnsafePointer(strdup(text(viewModel.rows[$0]))) }
        strings.append(nil)
        gtk_string_list_splice(store, guint(position), guint(removed), strings)
        for string in strings { free(UnsafeMutableRawPointer(mutating: string)) }
    }
}
