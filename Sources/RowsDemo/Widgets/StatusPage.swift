import Adwaita
import CGtk
import Rows

/// A centred icon, title and explanation, shown in place of content: an empty list, a search with
/// no match, a file that cannot be read. libadwaita's `AdwStatusPage`.
@MainActor
final class StatusPage {
    /// The status page.
    let widget: UnsafeMutablePointer<GtkWidget>

    /// A page showing `iconName` (none when nil), `title` and `detail`.
    init(iconName: String?, title: String, detail: String) {
        widget = adw_status_page_new()
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        show(iconName: iconName, title: title, detail: detail)
    }

    /// Shows new texts and icon. `title` and `detail` are plain text, shown as written: a search
    /// for `<b>&` or a file named so is not read as markup.
    func show(iconName: String?, title: String, detail: String) {
        let page = OpaquePointer(widget)
        adw_status_page_set_icon_name(page, iconName)
        adw_status_page_set_title(page, title)
        // The description is Pango markup (the title is not).
        adw_status_page_set_description(page, detail.markupEscaped)
    }

    /// The name of the icon shown.
    var iconName: String? { adw_status_page_get_icon_name(OpaquePointer(widget)).map { String(cString: $0) } }

    /// The title and the explanation as shown.
    var shownTexts: [String] { GtkTexts.labels(under: widget) }

    /// The page shown when a data file cannot be read: the error names the file and the key.
    static func error(_ error: some Error & CustomStringConvertible) -> StatusPage {
        let view = StatusPage(iconName: "dialog-error-symbolic", title: "The data cannot be read", detail: error.description)
        gtk_widget_add_css_class(view.widget, "error-page")
        return view
    }
}
