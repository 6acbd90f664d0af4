import CGtk
import Rows

/// Drop-downs of fixed strings.
@MainActor
enum DropDown {
    /// A `GtkDropDown` offering `choices`, the first selected, that screen readers read by `title`
    /// and the value chosen ("Sort order, Name (A–Z)"), however it is chosen.
    static func make(_ choices: [String], title: String) -> UnsafeMutablePointer<GtkWidget> {
        var strings: [UnsafePointer<CChar>?] = choices.map { UnsafePointer(strdup($0)!) }
        strings.append(nil)
        defer { for string in strings { free(UnsafeMutableRawPointer(mutating: string)) } }
        let dropDown = gtk_drop_down_new_from_strings(&strings)!
        rows_accessible_set_label(OpaquePointer(dropDown), title)
        // GTK 4.8 focuses the button inside the drop-down, which has no name of its own.
        rows_drop_down_name_button(OpaquePointer(dropDown), title)
        Signal.observe(dropDown, property: "selected") { rows_drop_down_name_button(OpaquePointer(dropDown), title) }
        return dropDown
    }
}
