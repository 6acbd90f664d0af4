import Adwaita
import CGtk
import Rows

/// The window's frame: the page sidebar and the page, side by side in an `AdwLeaflet`, each under
/// its own `AdwHeaderBar` (the sidebar's with the main menu, the page's with its title, the search
/// toggle and, folded, a back button). Narrower than about 600 px the leaflet folds: it shows the
/// sidebar or the page, and picking a page in the sidebar goes to it.
@MainActor
final class WindowShell {
    /// The sidebar's width; with ``contentWidth`` it sets where the leaflet folds (240 + 1 + 360).
    static let sidebarWidth: Int32 = 240
    /// The narrowest the page pane gets: a 360-px-wide window shows it folded.
    static let contentWidth: Int32 = 360

    /// The AdwLeaflet.
    let leaflet = adw_leaflet_new()!
    /// The sidebar pane: its header bar over the page sidebar.
    let sidebarPane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    /// The page pane: its header bar over the search bar and the pages.
    let contentPane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    /// The page pane's back button, shown when folded.
    let backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
    /// The toggle that opens the search bar.
    let searchToggle = gtk_toggle_button_new()!
    /// The main menu's button in the sidebar's header bar.
    let menuButton = MainMenu.button()
    private let pageTitle = adw_window_title_new("", nil)!

    /// A shell around `sidebar` (a GtkStackSidebar) and `content` (what the page pane shows under
    /// its header bar), with the search toggle bound to `searchBar`.
    init(
        sidebar: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>,
        searchBar: UnsafeMutablePointer<GtkWidget>
    ) {
        let leaflet = OpaquePointer(self.leaflet)
        adw_leaflet_set_can_navigate_back(leaflet, 1)
        adw_leaflet_set_fold_threshold_policy(leaflet, ADW_FOLD_THRESHOLD_POLICY_MINIMUM)

        let sidebarHeader = adw_header_bar_new()!
        adw_header_bar_set_title_widget(OpaquePointer(sidebarHeader), adw_window_title_new("Rows", nil))
        adw_header_bar_pack_end(OpaquePointer(sidebarHeader), menuButton)
        // Folded, the sidebar is the whole window and needs the window's buttons; side by side the
        // page's header bar has the end ones (and the sidebar's the start ones).
        bind(leaflet: "folded", to: sidebarHeader, "show-end-title-buttons")
        gtk_widget_set_size_request(sidebar, Self.sidebarWidth, -1)
        gtk_widget_set_vexpand(sidebar, 1)
        gtk_box_append(sidebarPane.cast(to: GtkBox.self), sidebarHeader)
        gtk_box_append(sidebarPane.cast(to: GtkBox.self), sidebar)

        let contentHeader = adw_header_bar_new()!
        adw_header_bar_set_title_widget(OpaquePointer(contentHeader), pageTitle)
        gtk_widget_set_tooltip_text(backButton, "Back to the pages")
        rows_accessible_set_label(OpaquePointer(backButton), "Back")
        bind(leaflet: "folded", to: backButton, "visible")
        Signal.connect(backButton, "clicked") { [weak self] in self?.showSidebar() }
        adw_header_bar_pack_start(OpaquePointer(contentHeader), backButton)
        gtk_button_set_icon_name(searchToggle.cast(to: GtkButton.self), "system-search-symbolic")
        gtk_widget_set_tooltip_text(searchToggle, "Search (Ctrl+F)")
        rows_accessible_set_label(OpaquePointer(searchToggle), "Search")
        g_object_bind_property(
            UnsafeMutableRawPointer(searchToggle), "active", UnsafeMutableRawPointer(searchBar), "search-mode-enabled",
            GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        adw_header_bar_pack_end(OpaquePointer(contentHeader), searchToggle)
        bind(leaflet: "folded", to: contentHeader, "show-start-title-buttons")
        gtk_widget_set_hexpand(contentPane, 1)
        gtk_widget_set_size_request(contentPane, Self.contentWidth, -1)
        gtk_box_append(contentPane.cast(to: GtkBox.self), contentHeader)
        gtk_box_append(contentPane.cast(to: GtkBox.self), content)
        gtk_widget_set_vexpand(content, 1)

        adw_leaflet_append(leaflet, sidebarPane)
        let separator = adw_leaflet_append(leaflet, gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        adw_leaflet_page_set_navigatable(separator, 0)
        adw_leaflet_append(leaflet, contentPane)
        // Narrowed while the keyboard is in the page, the window goes on showing the page (the
        // leaflet would show the sidebar it last showed, and the focus would be lost with the page).
        // Not at the window's first layout (no pane laid out yet): a window opening narrow shows the
        // sidebar first.
        Signal.observe(self.leaflet, property: "folded") { [weak self] in
            guard let self, self.isFolded, self.isFocusInContent, self.wasLaidOut else { return }
            self.startOnContent()
        }
    }

    /// Whether the panes have been laid out before (the leaflet folds in its own layout, before
    /// its panes get their sizes).
    private var wasLaidOut: Bool { gtk_widget_get_width(sidebarPane) > 0 || gtk_widget_get_width(contentPane) > 0 }

    /// Whether the keyboard focus is in the page pane.
    private var isFocusInContent: Bool {
        guard let root = gtk_widget_get_root(leaflet), let focus = gtk_root_get_focus(root) else { return false }
        return gtk_widget_is_ancestor(focus, contentPane) != 0
    }

    /// Whether the leaflet is folded (the window too narrow for both panes).
    var isFolded: Bool { adw_leaflet_get_folded(OpaquePointer(leaflet)) != 0 }

    /// Whether the page pane is the leaflet's visible child: what a folded leaflet shows.
    var isShowingContent: Bool { adw_leaflet_get_visible_child(OpaquePointer(leaflet)) == contentPane }

    /// Folded, shows the page pane instead of the sidebar. Side by side it does nothing: the leaflet
    /// would move the keyboard focus from the sidebar into the page.
    func showContent() {
        if isFolded { startOnContent() }
    }

    /// Makes the page pane the one a folded leaflet shows, folded or not (before the window is shown).
    func startOnContent() {
        adw_leaflet_set_visible_child(OpaquePointer(leaflet), contentPane)
    }

    /// Shows the sidebar (folded, instead of the page), as the back button does.
    func showSidebar() {
        adw_leaflet_set_visible_child(OpaquePointer(leaflet), sidebarPane)
    }

    /// Sets the title the page's header bar shows.
    func setPageTitle(_ title: String) {
        adw_window_title_set_title(OpaquePointer(pageTitle), title)
    }

    private func bind(leaflet property: String, to target: UnsafeMutablePointer<GtkWidget>, _ targetProperty: String) {
        g_object_bind_property(
            UnsafeMutableRawPointer(leaflet), property, UnsafeMutableRawPointer(target), targetProperty, G_BINDING_SYNC_CREATE)
    }
}
