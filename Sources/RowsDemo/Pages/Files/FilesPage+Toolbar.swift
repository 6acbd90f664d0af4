import CGtk
import Rows
import RowsDemoKit

/// The Files page's toolbar: up, the path, a spinner while the folder is read, the view switcher,
/// the order, hidden files, refresh; and the page's shortcuts.
extension FilesPage {
    func makeToolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(bar, "rows-toolbar")
        gtk_label_set_ellipsize(OpaquePointer(pathLabel), PANGO_ELLIPSIZE_START)
        gtk_label_set_xalign(OpaquePointer(pathLabel), 0)
        gtk_widget_set_hexpand(pathLabel, 1)
        gtk_widget_add_css_class(pathLabel, "rows-path")
        gtk_widget_set_tooltip_text(orderMenu, "Sort order")
        rows_accessible_set_label(OpaquePointer(orderMenu), "Sort order")
        selectInMenu(order)
        let hidden = gtk_toggle_button_new()!
        gtk_button_set_icon_name(hidden.cast(to: GtkButton.self), "view-reveal-symbolic")
        gtk_widget_set_tooltip_text(hidden, "Show hidden files")
        rows_accessible_set_label(OpaquePointer(hidden), "Show hidden files")
        gtk_widget_add_css_class(hidden, "flat")
        Signal.connect(hidden, "toggled") { [weak self] in
            self?.setShowsHidden(gtk_toggle_button_get_active(hidden.cast(to: GtkToggleButton.self)) != 0)
        }
        let refresh = Button.icon("view-refresh-symbolic", tooltip: "Refresh (F5)") { [weak self] in self?.refresh() }
        gtk_widget_set_tooltip_text(spinner, "Reading the folder")
        gtk_widget_set_visible(spinner, 0)
        for child in [upButton, pathLabel, spinner, switcher.widget, orderMenu, hidden, refresh] {
            gtk_box_append(bar.cast(to: GtkBox.self), child)
        }
        return NarrowToolbar.wrap(bar)
    }

    /// Connects the toolbar's controls and the page's shortcuts.
    func connectControls() {
        Signal.connect(upButton, "clicked") { [weak self] in self?.openParent() }
        Signal.observe(orderMenu, property: "selected") { [weak self] in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(OpaquePointer(self.orderMenu)))
            if FileOrder.allCases.indices.contains(index) { self.setOrder(FileOrder.allCases[index]) }
        }
        switcher.onChange = { [weak self] mode in self?.show(mode) }
        Shortcut.add(to: widget, ["F5", "<Control>r"]) { [weak self] in
            self?.refresh()
            return true
        }
        Shortcut.add(to: widget, ["<Alt>Up", "BackSpace"]) { [weak self] in self?.openParent() ?? false }
        for mode in FilesViewMode.allCases {
            Shortcut.add(to: widget, [mode.shortcut]) { [weak self] in
                self?.show(mode)
                return true
            }
        }
    }

    /// Shows `order` in the drop-down (its `selected` handler then finds the order unchanged).
    func selectInMenu(_ order: FileOrder) {
        guard let index = FileOrder.allCases.firstIndex(of: order) else { return }
        gtk_drop_down_set_selected(OpaquePointer(orderMenu), guint(index))
    }
}
