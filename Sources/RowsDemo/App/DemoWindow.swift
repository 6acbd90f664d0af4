import CGtk
import Foundation
import Rows
import RowsCore

/// The main window: a sidebar of pages, a header bar with search, and the page shown. Ctrl+F (or
/// just typing) searches the page shown; the window remembers its size between runs.
@MainActor
final class DemoWindow {
    /// The GtkWindow.
    let window: UnsafeMutablePointer<GtkWindow>
    /// The same window as a widget.
    var widget: UnsafeMutablePointer<GtkWidget> { GtkPointer.widget(UnsafeMutableRawPointer(window)) }
    /// The pages, built on start.
    private(set) var pages: [PageName: any DemoPage] = [:]
    /// The search entry.
    let searchEntry = gtk_search_entry_new()!
    private let searchBar = gtk_search_bar_new()!
    private let stack = gtk_stack_new()!
    private let loader: PageLoader
    private let remembersSize: Bool
    private var shownPage: PageName

    /// A window on `context`'s data showing `page`; in an application when given (tests pass nil).
    /// With `remembersSize`, the size of the last run is restored and this one's saved on close.
    init(application: UnsafeMutablePointer<GtkApplication>?, context: DemoContext, page: PageName, remembersSize: Bool = true) {
        loader = PageLoader(context: context)
        self.remembersSize = remembersSize
        shownPage = page
        let raw = application.map { gtk_application_window_new($0) } ?? gtk_window_new()
        window = GtkPointer.window(UnsafeMutableRawPointer(raw!))
        gtk_window_set_title(window, "Rows")
        gtk_window_set_icon_name(window, "org.rows.Demo")
        restoreSize()

        for name in PageName.allCases {
            let page = loader.page(name)
            pages[name] = page
            gtk_stack_add_titled(GtkPointer.opaque(stack), page.widget, name.rawValue, name.title)
        }
        gtk_stack_set_visible_child_name(GtkPointer.opaque(stack), page.rawValue)
        gtk_window_set_titlebar(window, makeHeaderBar())
        gtk_window_set_child(window, makeContent())
        connectPages()
        applyChoices(loader.currentChoices())
        pageShown(page, previous: nil)
        if remembersSize { Signal.connect(GtkPointer.raw(window), "destroy") { [weak self] in self?.saveSize() } }
    }

    /// Shows the page `name`.
    func show(_ name: PageName) {
        gtk_stack_set_visible_child_name(GtkPointer.opaque(stack), name.rawValue)
    }

    /// The page shown now.
    var currentPage: PageName { shownPage }

    /// Opens the search bar, as Ctrl+F does.
    func beginSearch() {
        gtk_search_bar_set_search_mode(GtkPointer.opaque(searchBar), 1)
        gtk_widget_grab_focus(searchEntry)
    }

    /// Whether the search bar is open.
    var isSearching: Bool { gtk_search_bar_get_search_mode(GtkPointer.opaque(searchBar)) != 0 }

    // MARK: Building

    private func makeHeaderBar() -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_header_bar_new()!
        let toggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(GtkPointer.cast(toggle, to: GtkButton.self), "system-search-symbolic")
        gtk_widget_set_tooltip_text(toggle, "Search (Ctrl+F)")
        g_object_bind_property(GtkPointer.raw(toggle), "active", GtkPointer.raw(searchBar), "search-mode-enabled",
                               GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        gtk_header_bar_pack_end(GtkPointer.opaque(header), toggle)
        return header
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let sidebar = gtk_stack_sidebar_new()!
        gtk_stack_sidebar_set_stack(GtkPointer.opaque(sidebar), GtkPointer.opaque(stack))
        gtk_widget_set_size_request(sidebar, 190, -1)
        gtk_widget_add_css_class(sidebar, "rows-sidebar")

        gtk_search_bar_set_child(GtkPointer.opaque(searchBar), searchEntry)
        gtk_search_bar_connect_entry(GtkPointer.opaque(searchBar), OpaquePointer(searchEntry))
        gtk_search_bar_set_key_capture_widget(GtkPointer.opaque(searchBar), widget)
        gtk_widget_set_hexpand(searchEntry, 1)
        gtk_widget_set_size_request(searchEntry, 320, -1)

        let main = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(main, 1)
        gtk_box_append(GtkPointer.cast(main, to: GtkBox.self), searchBar)
        gtk_box_append(GtkPointer.cast(main, to: GtkBox.self), stack)
        gtk_widget_set_vexpand(stack, 1)

        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(GtkPointer.cast(content, to: GtkBox.self), sidebar)
        gtk_box_append(GtkPointer.cast(content, to: GtkBox.self), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        gtk_box_append(GtkPointer.cast(content, to: GtkBox.self), main)
        return content
    }

    private func connectPages() {
        Signal.connect(GtkPointer.raw(searchEntry), "search-changed") { [weak self] in
            guard let self else { return }
            self.pages[self.shownPage]?.search(GtkTexts.text(of: self.searchEntry))
        }
        Signal.observe(GtkPointer.raw(searchBar), property: "search-mode-enabled") { [weak self] in
            guard let self, !self.isSearching else { return }
            gtk_editable_set_text(OpaquePointer(self.searchEntry), "")
        }
        Signal.observe(GtkPointer.raw(stack), property: "visible-child-name") { [weak self] in
            guard let self, let name = gtk_stack_get_visible_child_name(GtkPointer.opaque(self.stack)),
                let page = PageName(rawValue: String(cString: name)), page != self.shownPage
            else { return }
            let previous = self.shownPage
            self.shownPage = page
            self.pageShown(page, previous: previous)
        }
        Shortcut.add(to: widget, ["<Control>f"]) { [weak self] in
            self?.beginSearch()
            return true
        }
        if let settings = pages[.settings] as? SettingsPage {
            settings.parentWindow = window
            settings.onChoice = { [weak self] id, index in self?.applyChoices([id: index]) }
        }
        (pages[.people] as? PeoplePage)?.parentWindow = window
    }

    /// Moves the search to the page now shown: the previous page shows everything again.
    private func pageShown(_ page: PageName, previous: PageName?) {
        gtk_window_set_title(window, "Rows — \(page.title)")
        if let previous { pages[previous]?.search("") }
        let text = GtkTexts.text(of: searchEntry)
        if !text.isEmpty { pages[page]?.search(text) }
        rows_object_set_string(GtkPointer.raw(searchEntry), "placeholder-text", pages[page]?.searchPlaceholder ?? "Search")
        if page == .settings { (pages[.settings] as? SettingsPage)?.refreshSizes() }
        if page != .million { (pages[.million] as? MillionPage)?.setLive(false) }
    }

    /// Applies the settings' choices the app acts on: row density everywhere, people's order.
    private func applyChoices(_ choices: [String: Int]) {
        if let density = choices[PageLoader.densitySetting] {
            for (index, name) in ["density-compact", "density-comfortable", "density-spacious"].enumerated() {
                if index == density { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
            }
        }
        if let sort = choices[PageLoader.sortSetting], let order = PersonOrder(rawValue: sort) {
            (pages[.people] as? PeoplePage)?.setOrder(order)
        }
    }

    // MARK: Size

    private var sizeFile: URL { loader.context.folders.state.appendingPathComponent("window.json") }

    private func restoreSize() {
        let size = remembersSize ? WindowSize.load(from: sizeFile) : .standard
        gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
        if size.isMaximized { gtk_window_maximize(window) }
    }

    private func saveSize() {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        let size = WindowSize(width: Int(width), height: Int(height), isMaximized: gtk_window_is_maximized(window) != 0)
        do {
            try size.save(to: sizeFile)
        } catch {
            FileHandle.standardError.write(Data("rows-demo: the window size was not saved: \(error)\n".utf8))
        }
    }
}
