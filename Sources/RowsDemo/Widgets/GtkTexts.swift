import CGtk
import Rows

/// Reads what widgets show, for the app's own checks and its tests.
@MainActor
enum GtkTexts {
    /// The texts of the visible labels under `widget`, depth first.
    static func labels(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard gtk_widget_get_visible(widget) != 0 else { return [] }
        var texts = [String]()
        if String(cString: rows_type_name_of(UnsafeMutableRawPointer(widget))) == "GtkLabel" {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += labels(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    /// The text of an editable (entry, search entry).
    static func text(of editable: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(OpaquePointer(editable)))
    }
}
