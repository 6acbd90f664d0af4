import CGtk
import Rows

/// Drop-downs of fixed strings.
@MainActor
enum DropDown {
    /// A `GtkDropDown` offering `choices`, the first selected.
    static func make(_ choices: [String]) -> UnsafeMutablePointer<GtkWidget> {
        var strings: [UnsafePointer<CChar>?] = choices.map { UnsafePointer(strdup($0)!) }
        strings.append(nil)
        defer { for string in strings { free(UnsafeMutableRawPointer(mutating: string)) } }
        return gtk_drop_down_new_from_strings(&strings)!
    }
}
