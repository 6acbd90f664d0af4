import CGtk
import Rows
import RowsDemoKit

/// GNOME's view switcher: linked toggle buttons, one per ``FilesViewMode`` (icon, tooltip with the
/// shortcut, accessible name), exactly one pressed. A new mode gets its button from its case.
@MainActor
final class FilesViewSwitcher {
    /// The linked box of buttons.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Each mode's button.
    private(set) var buttons: [FilesViewMode: UnsafeMutablePointer<GtkWidget>] = [:]
    /// Called when the user presses another mode's button.
    var onChange: (@MainActor (FilesViewMode) -> Void)?
    private var isSetting = false

    /// A switcher with `mode` pressed.
    init(selected mode: FilesViewMode) {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(widget, "linked")
        var group: UnsafeMutablePointer<GtkToggleButton>?
        for each in FilesViewMode.allCases {
            let button = gtk_toggle_button_new()!
            gtk_button_set_icon_name(button.cast(to: GtkButton.self), each.iconName)
            gtk_widget_set_tooltip_text(button, "\(each.title) (\(each.shortcutLabel))")
            rows_accessible_set_label(OpaquePointer(button), each.title)
            rows_object_set_string(UnsafeMutableRawPointer(button), "name", each.title)
            let toggle = button.cast(to: GtkToggleButton.self)
            if let group { gtk_toggle_button_set_group(toggle, group) } else { group = toggle }
            gtk_box_append(widget.cast(to: GtkBox.self), button)
            buttons[each] = button
            Signal.connect(button, "toggled") { [weak self] in
                guard let self, !self.isSetting, gtk_toggle_button_get_active(toggle) != 0 else { return }
                self.onChange?(each)
            }
        }
        select(mode)
    }

    /// Presses `mode`'s button without telling ``onChange``.
    func select(_ mode: FilesViewMode) {
        isSetting = true
        defer { isSetting = false }
        if let button = buttons[mode] { gtk_toggle_button_set_active(button.cast(to: GtkToggleButton.self), 1) }
    }

    /// The mode whose button is pressed.
    var selected: FilesViewMode? {
        buttons.first { gtk_toggle_button_get_active($0.value.cast(to: GtkToggleButton.self)) != 0 }?.key
    }
}
