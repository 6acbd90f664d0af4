import CGtk
import Rows
import RowsDemoKit

/// The Files page's toolbar: up, the path, a spinner while the folder is read, then the order,
/// the view switcher, hidden files and refresh, in a menu when the window is narrow, so that the
/// path keeps room to be read (the order first: its width follows the order's name, and the
/// controls after it stay where they are as it changes); and the page's shortcuts.
extension FilesPage {
    func makeToolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(bar, "rows-toolbar")
        gtk_label_set_ellipsize(OpaquePointer(pathLabel), PANGO_ELLIPSIZE_START)
        gtk_label_set_xalign(OpaquePointer(pathLabel), 0)
        gtk_widget_set_hexpand(pathLabel, 1)
        // A short natural width: the controls get their room before the path takes what is left
        // (a long path made the order, hidden-files and refresh controls fold into the menu while
        // there was room for them), and the path shows whole in a tooltip.
        gtk_label_set_max_width_chars(OpaquePointer(pathLabel), 12)
        gtk_widget_add_css_class(pathLabel, "rows-path")
        gtk_widget_set_tooltip_text(spinner, "Reading the folder")
        gtk_widget_set_visible(spinner, 0)
        for child in [upButton, pathLabel, spinner, viewControls()] {
            gtk_box_append(bar.cast(to: GtkBox.self), child)
        }
        return NarrowToolbar.wrap(bar)
    }

    /// The order drop-down, the view switcher, the hidden-files toggle and refresh; or, where the
    /// window is too narrow for them, a menu button offering the same through ``actions`` (at 360 px
    /// the switcher left the path a few letters: "…ojects").
    private func viewControls() -> UnsafeMutablePointer<GtkWidget> {
        actions.addChoice("mode", selected: FilesViewMode.allCases.firstIndex(of: mode) ?? 0) { [weak self] index in
            if FilesViewMode.allCases.indices.contains(index) { self?.show(FilesViewMode.allCases[index]) }
        }
        actions.addChoice("order", selected: FileOrder.allCases.firstIndex(of: order) ?? 0) { [weak self] index in
            if FileOrder.allCases.indices.contains(index) { self?.setOrder(FileOrder.allCases[index]) }
        }
        actions.addToggle("show-hidden", isOn: showsHidden) { [weak self] shows in self?.setShowsHidden(shows) }
        actions.addAction("refresh") { [weak self] in self?.refresh() }

        gtk_widget_set_tooltip_text(orderMenu, "Sort order")
        selectInMenu(order)
        let hidden = gtk_toggle_button_new()!
        gtk_button_set_icon_name(hidden.cast(to: GtkButton.self), "view-reveal-symbolic")
        gtk_widget_set_tooltip_text(hidden, "Show hidden files (Ctrl+H)")
        rows_accessible_set_label(OpaquePointer(hidden), "Show hidden files")
        gtk_widget_add_css_class(hidden, "flat")
        gtk_actionable_set_action_name(OpaquePointer(hidden), actions.detailed("show-hidden"))
        let refresh = Button.icon("view-refresh-symbolic", tooltip: "Refresh (F5)") { [weak self] in self?.refresh() }

        let menu = g_menu_new()!
        let orders = actions.choiceSection("order", options: FileOrder.allCases.map(\.title))
        g_menu_append_section(menu, "Sort", orders)
        g_object_unref(UnsafeMutableRawPointer(orders))
        let view = g_menu_new()!
        g_menu_append(view, "Show _Hidden Files", actions.detailed("show-hidden"))
        g_menu_append(view, "_Refresh", actions.detailed("refresh"))
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(view))
        g_object_unref(UnsafeMutableRawPointer(view))
        let modes = actions.choiceSection("mode", options: FilesViewMode.allCases.map(\.title))
        g_menu_append_section(menu, "View", modes)
        g_object_unref(UnsafeMutableRawPointer(modes))
        return FoldingControls.make(
            [orderMenu, switcher.widget, hidden, refresh], menu: UnsafeMutablePointer<GMenuModel>(menu), name: "View options",
            tooltip: "View, sort order, hidden files, refresh")
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
        Shortcut.add(to: widget, ["F5", "<Control>r"], whileShown: true) { [weak self] in
            self?.refresh()
            return true
        }
        Shortcut.add(to: widget, ["<Alt>Up"], whileShown: true) { [weak self] in self?.openParent() ?? false }
        // Only in the page: in the sidebar, BackSpace is no request to leave the folder.
        Shortcut.add(to: widget, ["BackSpace"]) { [weak self] in self?.openParent() ?? false }
        // As in GNOME Files.
        Shortcut.add(to: widget, ["<Control>h"], whileShown: true) { [weak self] in
            guard let self else { return false }
            self.setShowsHidden(!self.showsHidden)
            return true
        }
        for mode in FilesViewMode.allCases {
            Shortcut.add(to: widget, [mode.shortcut], whileShown: true) { [weak self] in
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
