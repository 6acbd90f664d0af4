import Adwaita
import CGtk
import Rows

/// Controls at the end of a toolbar that fold into a menu button when the window is too narrow for
/// them (360 px): an `AdwSqueezer` shows the first that fits, the controls or the button. The menu
/// offers what the controls do, through the page's actions (``PageActions``).
@MainActor
enum FoldingControls {
    /// The controls in a row, or a flat `view-more-symbolic` button opening `menu` (which it takes a
    /// reference to), named `name` for assistive technologies and described by `tooltip`.
    static func make(
        _ controls: [UnsafeMutablePointer<GtkWidget>], menu: UnsafeMutablePointer<GMenuModel>, name: String, tooltip: String
    ) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for control in controls { gtk_box_append(row.cast(to: GtkBox.self), control) }
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(button), "view-more-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(button), menu)
        g_object_unref(UnsafeMutableRawPointer(menu))  // the button holds it
        gtk_widget_set_halign(button, GTK_ALIGN_END)  // the squeezer is as wide as the controls
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_tooltip_text(button, tooltip)
        rows_accessible_set_label(OpaquePointer(button), name)
        let squeezer = adw_squeezer_new()!
        adw_squeezer_set_transition_type(OpaquePointer(squeezer), ADW_SQUEEZER_TRANSITION_TYPE_NONE)
        adw_squeezer_add(OpaquePointer(squeezer), row)
        adw_squeezer_add(OpaquePointer(squeezer), button)
        return squeezer
    }
}
