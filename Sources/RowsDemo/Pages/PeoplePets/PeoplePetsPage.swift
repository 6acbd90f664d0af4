import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// Article 000: one reusable row shows users and pets through their adapters. A user has no picture,
/// so the row closes the gap; a pet shows its avatar. Activating a row says who it is below the list.
@MainActor
final class PeoplePetsPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Search users and pets"
    /// The list and its empty states.
    let panel: ListPanel<String, Companion>
    /// The line under the list that describes the activated row.
    let detail: UnsafeMutablePointer<GtkWidget>

    init(users: [User], pets: [Pet]) {
        let viewModel = ListViewModel(Companion.snapshot(users: users, pets: pets), selectionMode: .single)
        let rows = CellRegistration<RowCell, Companion> { cell, companion in cell.show(companion.content) }
        let list = ListView(viewModel) { cells, companion in cells.cell(using: rows, for: companion) }
        panel = ListPanel(
            list, emptyIcon: "system-users-symbolic", emptyTitle: "No users or pets",
            emptyDetail: "users.json and pets.json are empty.")
        detail = gtk_label_new("Activate a row to see who it is.")
        gtk_widget_add_css_class(detail, "dim-label")
        gtk_widget_add_css_class(detail, "rows-footer-line")
        gtk_label_set_xalign(OpaquePointer(detail), 0)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(widget.cast(to: GtkBox.self), panel.widget)
        gtk_box_append(widget.cast(to: GtkBox.self), detail)
        list.onActivate = { [weak self] companion in self?.describe(companion) }
    }

    func focusFirstRow() { panel.focusFirstRow() }
    func focusFirstResult() { panel.focusFirstRow(selecting: true) }
    var rowsView: UnsafeMutablePointer<GtkWidget>? { panel.list.listView }
    var isSearchPending: Bool { panel.list.viewModel.isSearchPending }

    func search(_ text: String) {
        panel.list.viewModel.search(text) { $0.searchableText }
    }

    private func describe(_ companion: Companion) {
        let text =
            switch companion {
            case .user(let user): "\(user.name) is a user" + (user.nickname.isBlank ? "." : ", known as “\(user.nickname)”.")
            case .pet(let pet): "\(pet.name) is a \(pet.breed) living with \(pet.owner)."
            }
        gtk_label_set_text(OpaquePointer(detail), text)
    }
}
