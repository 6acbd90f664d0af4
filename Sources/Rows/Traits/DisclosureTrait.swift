import CGtk

/// A cell that opens another page when activated and shows a chevron saying so (article 001). Its
/// row's accessible description ends with "Opens a page" while the chevron shows, which says to a
/// screen reader what the chevron says to the eye (unless its registration describes the row
/// itself); hide the chevron of a row that opens nothing.
@MainActor
public protocol DisclosureTrait: ListCell {
    /// The `go-next-symbolic` icon at the end of the row.
    var disclosureIcon: UnsafeMutablePointer<GtkWidget> { get }
}

extension DisclosureTrait {
    /// A dimmed `go-next-symbolic` icon.
    public static func makeDisclosureIcon() -> UnsafeMutablePointer<GtkWidget> {
        let icon = gtk_image_new_from_icon_name("go-next-symbolic")!
        gtk_widget_add_css_class(icon, "dim-label")
        gtk_widget_add_css_class(icon, "rows-disclosure")
        return icon
    }
}
