import CGtk
import Rows

/// The main menu (the sidebar header's `open-menu-symbolic` button): Keyboard Shortcuts and About
/// Rows, as the window's actions `win.shortcuts` and `win.about`.
@MainActor
enum MainMenu {
    /// The window action that opens the shortcuts window.
    static let shortcutsAction = "shortcuts"
    /// The window action that opens the About window.
    static let aboutAction = "about"

    /// The menu button, its menu a model naming the window's actions (F10 opens it).
    static func button() -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        g_menu_append(menu, "_Keyboard Shortcuts", "win.\(shortcutsAction)")
        g_menu_append(menu, "_About Rows", "win.\(aboutAction)")
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(button), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(button), UnsafeMutablePointer<GMenuModel>(menu))
        gtk_menu_button_set_primary(OpaquePointer(button), 1)
        gtk_widget_set_tooltip_text(button, "Main Menu")
        rows_accessible_set_label(OpaquePointer(button), "Main Menu")
        g_object_unref(UnsafeMutableRawPointer(menu))
        return button
    }

    /// Adds the menu's actions to `window` (an AdwApplicationWindow, which is an action map):
    /// `showShortcuts` and `showAbout` run when they are activated.
    static func addActions(
        to window: UnsafeMutablePointer<GtkWindow>, showShortcuts: @escaping @MainActor () -> Void,
        showAbout: @escaping @MainActor () -> Void
    ) {
        for (name, body) in [(shortcutsAction, showShortcuts), (aboutAction, showAbout)] {
            let action = g_simple_action_new(name, nil)!
            Signal.connect(UnsafeMutablePointer<GObject>(action), "activate", body)
            g_action_map_add_action(OpaquePointer(window), action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }
    }
}
