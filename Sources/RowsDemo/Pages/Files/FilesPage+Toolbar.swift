import Adwaita
import CGtk
import Rows
import RowsDemoKit

/// The Files page's toolbar: up, the path, a spinner while the folder is read, the view switcher,
/// the order, hidden files, refresh (in a menu when the window is narrow); and the page's shortcuts.
extension FilesPage {
    func makeToolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(bar, "rows-toolbar")
        gtk_label_set_ellipsize(OpaquePointer(pathLabel), PANGO_ELLIPSIZE_START)
        gtk_label_set_xalign(OpaquePointer(pathLabel), 0)
        gtk_widget_set_hexpand(pathLabel, 1)
        gtk_widget_add_css_class(pathLabel, "rows-path")
        gtk_widget_set_tooltip_text(spinner, "Reading the folder")
        gtk_widget_set_visible(spinner, 0)
        for child in [upButton, pathLabel, spinner, switcher.widget, viewControls()] {
            gtk_box_append(bar.cast(to: GtkBox.self), child)
        }
        return NarrowToolbar.wrap(bar)
    }

    /// The order drop-down, the hidden-files toggle and refresh; or, where the window is too narrow
    /// for them, a menu button offering the same as ``actions``.
    private func viewControls() -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_set_tooltip_text(orderMenu, "Sort order")
        rows_accessible_set_label(OpaquePointer(orderMenu), "Sort order")
        selectInMenu(order)
        let hidden = gtk_toggle_button_new()!
        gtk_button_set_icon_name(hidden.cast(to: GtkButton.self), "view-reveal-symbolic")
        gtk_widget_set_tooltip_text(hidden, "Show hidden files")
        rows_accessible_set_label(OpaquePointer(hidden), "Show hidden files")
        gtk_widget_add_css_class(hidden, "flat")
        gtk_actionable_set_action_name(OpaquePointer(hidden), "\(FilesActions.prefix).show-hidden")
        let refresh = Button.icon("view-refresh-symbolic", tooltip: "Refresh (F5)") { [weak self] in self?.refresh() }
        let wide = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for child in [orderMenu, hidden, refresh] { gtk_box_append(wide.cast(to: GtkBox.self), child) }

        let more = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(more), "view-more-symbolic")
        let menu = actions.menu()
        gtk_menu_button_set_menu_model(OpaquePointer(more), menu)
        g_object_unref(UnsafeMutableRawPointer(menu))  // the button holds it
        gtk_widget_set_halign(more, GTK_ALIGN_END)  // the squeezer is as wide as the controls
        gtk_widget_add_css_class(more, "flat")
        gtk_widget_set_tooltip_text(more, "Sort order, hidden files, refresh")
        rows_accessible_set_label(OpaquePointer(more), "View options")

        // The first that fits: the controls, else the menu button.
        let squeezer = adw_squeezer_new()!
        adw_squeezer_set_transition_type(OpaquePointer(squeezer), ADW_SQUEEZER_TRANSITION_TYPE_NONE)
        adw_squeezer_add(OpaquePointer(squeezer), wide)
        adw_squeezer_add(OpaquePointer(squeezer), more)
        return squeezer
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
        actions.onOrder = { [weak self] order in self?.setOrder(order) }
        actions.onShowsHidden = { [weak self] shows in self?.setShowsHidden(shows) }
        actions.onRefresh = { [weak self] in self?.refresh() }
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
