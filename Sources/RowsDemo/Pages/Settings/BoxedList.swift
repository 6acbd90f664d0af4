import Adwaita
import CGtk
import Rows

/// A Rows list dressed as GNOME's preferences: a card per section (libadwaita's `.boxed-list` look,
/// which style.css gives `listview.rows-boxed-list`, since `.boxed-list` itself styles only
/// GtkListBox), the section titles above the cards as group titles, and the list at most 600 px
/// wide, centred, as `AdwPreferencesPage` clamps its groups; Tab goes from row to row, as in
/// GNOME's preferences (a `GtkListBox`), not out of the list after one row. The list stays a Rows list: search,
/// diffs and its cells' traits work as in any other.
@MainActor
enum BoxedList {
    /// The widest the cards grow, as `AdwPreferencesPage`'s clamp.
    static let maximumWidth: Int32 = 600

    /// Styles `list` so: its rows know their section's edges (rounded first and last rows), Tab
    /// walks its rows, and its list view goes into an `AdwClampScrollable` inside the list's
    /// scrolled window.
    static func style<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>(
        _ list: ListView<SectionID, Item>
    ) where Item.ID: Sendable {
        list.marksSectionEdges = true
        list.tabBehavior = .acrossRows
        gtk_widget_add_css_class(list.listView, "rows-boxed-list")
        let clamp = adw_clamp_scrollable_new()!
        adw_clamp_scrollable_set_maximum_size(OpaquePointer(clamp), maximumWidth)
        adw_clamp_scrollable_set_tightening_threshold(OpaquePointer(clamp), 400)
        let scrolledWindow = OpaquePointer(list.widget)
        g_object_ref(list.listView)
        gtk_scrolled_window_set_child(scrolledWindow, nil)
        adw_clamp_scrollable_set_child(OpaquePointer(clamp), list.listView)
        g_object_unref(list.listView)
        gtk_scrolled_window_set_child(scrolledWindow, clamp)
    }
}
