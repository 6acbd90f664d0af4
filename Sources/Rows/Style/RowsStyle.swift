import CGtk

/// The CSS Rows' lists need, installed once per display at the lowest application priority so an
/// app's own stylesheet overrides it.
///
/// Headers and footers (a grid's title cells too) get no hover or selection highlight; rows highlight on hover and press only
/// when their cell has the highlight trait; a selected row is tinted alike in a list, a column view and a grid (Adwaita's grey for a grid's
/// cell was hardly told from its hover); Colours come
/// from Adwaita's named colours, so dark mode works unchanged.
@MainActor
enum RowsStyle {
    /// Rows' stylesheet.
    static let css = """
        listview.rows > row.header, listview.rows > row.footer {
          background: none;
          padding-top: 18px;
          padding-bottom: 6px;
        }
        listview.rows > row.header:hover, listview.rows > row.footer:hover { background: none; }
        listview.rows > row.footer { padding-top: 6px; }
        listview.rows > row.footer .rows-section-title { font-weight: normal; opacity: 0.7; }
        listview.rows > row:not(.highlightable):hover { background-color: transparent; }
        listview.rows > row:not(.highlightable):active { background-color: transparent; }
        listview.rows > row.highlightable:hover { background-color: alpha(currentColor, 0.07); }
        listview.rows > row.highlightable:active { background-color: alpha(currentColor, 0.16); }
        listview.rows > row:selected, listview.rows > row:selected:hover,
        columnview.rows > listview > row:selected, columnview.rows > listview > row:selected:hover,
        gridview.rows > child:selected, gridview.rows > child:selected:hover {
          background-color: alpha(@theme_selected_bg_color, 0.25);
        }
        listview.rows > row.drop-above { box-shadow: inset 0 2px @theme_selected_bg_color; }
        listview.rows > row.drop-below { box-shadow: inset 0 -2px @theme_selected_bg_color; }
        gridview.rows > child.header, gridview.rows > child.footer { background: none; }
        gridview.rows > child.header:hover, gridview.rows > child.footer:hover { background: none; }
        gridview.rows > child.footer .rows-section-title { font-weight: normal; opacity: 0.7; }
        .rows-cell { min-height: 36px; }
        .rows-cell .rows-action { color: mix(@theme_selected_bg_color, @theme_fg_color, 0.3); }
        .rows-cell .numeric { font-feature-settings: "tnum"; }
        .rows-cell .rows-subtitle { font-size: smaller; opacity: 0.7; }
        .rows-cell image.rows-avatar { -gtk-icon-size: 32px; }
        """

    private static var installed = false

    /// Adds ``css`` to the default display (once).
    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1)
        g_object_unref(GtkPointer.raw(provider))
    }
}
