import CGtk
import Rows

/// Counts test cells alive, to prove a destroyed list releases every cell.
@MainActor
enum CellCensus {
    static var alive = 0
}

/// A one-label cell for tests; the label's text is what the test reads back.
@MainActor
class TestLabelCell: ListCell {
    let root: UnsafeMutablePointer<GtkWidget>
    let label = Label()
    var reuses = 0

    required init() {
        root = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        g_object_ref_sink(GtkPointer.raw(root))
        gtk_box_append(GtkPointer.cast(root, to: GtkBox.self), label.widget)
        CellCensus.alive += 1
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(root))
        CellCensus.alive -= 1
    }

    func prepareForReuse() { reuses += 1 }
}

/// Cells of two more types, so a list mixes three.
final class EvenCell: TestLabelCell {}
final class OddCell: TestLabelCell {}
final class HeaderTestCell: TestLabelCell {}

/// An item of the GTK tests: an id, a text, and which cell type shows it.
struct Entry: Identifiable, Equatable, Sendable {
    let id: Int
    var text: String
    var usesOddCell: Bool { id % 2 != 0 }

    /// What its cell's label shows.
    var shownText: String { "\(id): \(text)" }
}
