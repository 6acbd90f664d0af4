import Adwaita
import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// The main window: a sidebar of pages and the page shown, in a ``WindowShell`` that folds into
/// back navigation when narrow. Ctrl+F (or just typing) searches the page shown; Ctrl+? shows the
/// shortcuts; the window remembers its size between runs. The sidebar lists every page from the
/// start, but a page is built (its data read, its list and timers made) only the first time it is
/// shown, then kept (see ``PageStack``).
@MainActor
final class DemoWindow {
    /// The AdwApplicationWindow.
    let window: UnsafeMutablePointer<GtkWindow>
    /// The same window as a widget.
    var widget: UnsafeMutablePointer<GtkWidget> { window.cast(to: GtkWidget.self) }
    /// The pages built so far: the one opened, and each one shown since.
    var pages: [PageName: any DemoPage] { stack.built }
    /// The search entry.
    let searchEntry = gtk_search_entry_new()!
    let searchBar = gtk_search_bar_new()!
    let stack = PageStack()
    let sidebar = gtk_stack_sidebar_new()!
    /// The leaflet and header bars around the sidebar and the page.
    private(set) var shell: WindowShell!
    private let loader: PageLoader
    private let remembersSize: Bool
    private(set) var shownPage: PageName
    var hasPlacedFocus = false
    /// Whether the main menu open was opened by F10 on a folded page, to go back to once it closes.
    var mainMenuReturnsToPage = false
    /// Set when the window is destroyed: work posted to the main loop before then finds its widgets
    /// gone (the leaflet notifies `folded` as it is disposed).
    private(set) var isDestroyed = false
    /// The words the page shown was last asked to search (GtkSearchEntry says typed words only
    /// after a pause: the entry may hold newer ones).
    var searchedText = ""
    /// Counts the waits for a search's results to give their first row the keyboard: only the
    /// newest goes on (Enter pressed twice waits once).
    var resultWaits = 0
    /// The settings' choices the app acts on, as picked now; pages built later follow them too.
    private var choices: [String: Int]

    /// A window on `context`'s data showing `page`; in an application when given (tests pass nil).
    /// With `remembersSize`, the size of the last run is restored and this one's saved on close;
    /// `size` (when given) is the size to open at instead. Folded, the window shows the sidebar
    /// first, or the page when `opensPage`.
    init(
        application: UnsafeMutablePointer<GtkApplication>?, context: DemoContext, page: PageName, remembersSize: Bool = true,
        size: WindowSize? = nil, opensPage: Bool = false
    ) {
        loader = PageLoader(context: context)
        self.remembersSize = remembersSize
        shownPage = page
        choices = loader.currentChoices()
        window = adw_application_window_new(application)!.cast(to: GtkWindow.self)
        gtk_window_set_title(window, "Rows")
        gtk_window_set_icon_name(window, "org.rows.Demo")
        restoreSize(size)

        // Only the page opened is built now; the others when they are first shown.
        self.page(page)
        stack.setVisible(page)
        shell = WindowShell(sidebar: sidebar, content: makeContent(), searchBar: searchBar)
        adw_application_window_set_content(UnsafeMutablePointer(OpaquePointer(window)), shell.leaflet)
        if opensPage { shell.startOnContent() }
        connectSignals()
        applyChoices(choices)
        pageShown(page, previous: nil, isNew: true)
        pages[page]?.focusFirstRow()
        Signal.connect(window, "destroy") { [weak self] in self?.isDestroyed = true }
        if remembersSize { Signal.connect(window, "destroy") { [weak self] in self?.saveSize() } }
    }

    /// Shows the page `name`, as picking it in the sidebar does (building it the first time; when
    /// folded, going from the sidebar to the page).
    func show(_ name: PageName) {
        stack.setVisible(name)
        shell.showContent()
    }

    /// The page `name`; the first time it is asked for, it is built and joined to the window.
    @discardableResult
    private func page(_ name: PageName) -> (page: any DemoPage, isNew: Bool) {
        let (page, isNew) = stack.page(name) { [loader, choices] in loader.page($0, choices: choices) }
        if isNew { join(page) }
        return (page, isNew)
    }

    /// Gives a newly built page what it needs from the window.
    private func join(_ page: any DemoPage) {
        if let settings = page as? SettingsPage {
            settings.parentWindow = window
            settings.onChoice = { [weak self] id, index in self?.applyChoices([id: index]) }
        }
        if let files = page as? FilesPage {
            files.onEndSearch = { [weak self] in self?.endSearch() }
            files.onFolderChange = { [weak self] in self?.showSearchPlaceholder() }
        }
        if let people = page as? PeoplePage {
            people.parentWindow = window
            people.onOrderChange = { [weak self] order in self?.saveChoices([PageLoader.sortSetting: order.rawValue]) }
            people.onEndSearch = { [weak self] in self?.endSearch() }
            people.onDecorationChange = { [weak self, weak people] decoration in
                let error = self?.saveChoices([
                    PageLoader.layoutChoice: PersonLayout.allCases.firstIndex(of: decoration.layout) ?? 0,
                    PageLoader.vipThemeChoice: decoration.emphasizesVIPs ? 1 : 0,
                ])
                if let error { people?.toasts.show("The layout was not saved: \(error)", isError: true) }
            }
        }
    }

    /// Saves choices made outside the settings page (a reorder of people switching their order to
    /// "As arranged", the people's layout), by id, in one write, as if picked there, and shows them
    /// there if that page is built and has them. Returns why they were not saved (a file that cannot
    /// be read is not written over), for the page to say; nil when they were.
    private func saveChoices(_ changed: [String: Int]) -> (any Error)? {
        choices.merge(changed) { $1 }
        for (id, index) in changed { (pages[.settings] as? SettingsPage)?.showChoice(index, for: id) }
        do {
            try loader.savedChoices.save(merging: changed)
            return nil
        } catch {
            return error
        }
    }

    /// The page shown now.
    var currentPage: PageName { shownPage }

    /// Opens the search bar, as Ctrl+F does.
    func beginSearch() {
        guard isSearchable else { return }
        gtk_search_bar_set_search_mode(OpaquePointer(searchBar), 1)
        gtk_widget_grab_focus(searchEntry)
    }

    /// Closes the search bar; its text goes, and the page shown shows all its rows again.
    func endSearch() {
        gtk_search_bar_set_search_mode(OpaquePointer(searchBar), 0)
        // Closed already, with text set (a test, or text typed as the bar closed): clear it too.
        gtk_editable_set_text(OpaquePointer(searchEntry), "")
    }

    /// Whether the page shown can be searched: not a page saying its data cannot be read.
    var isSearchable: Bool { !(pages[shownPage] is UnavailablePage) }

    /// Whether the search bar is open.
    var isSearching: Bool { gtk_search_bar_get_search_mode(OpaquePointer(searchBar)) != 0 }

    // MARK: Building

    /// The page pane's body (the search bar over the pages); names the sidebar's rows.
    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        gtk_stack_sidebar_set_stack(OpaquePointer(sidebar), OpaquePointer(stack.widget))
        gtk_widget_add_css_class(sidebar, "rows-sidebar")
        ListBoxRowNames.name(rowsIn: sidebar)

        gtk_search_bar_set_child(OpaquePointer(searchBar), searchEntry)
        gtk_search_bar_connect_entry(OpaquePointer(searchBar), OpaquePointer(searchEntry))
        gtk_search_bar_set_key_capture_widget(OpaquePointer(searchBar), widget)
        gtk_widget_set_hexpand(searchEntry, 1)
        // Without a label GTK 4.8 gives a screen reader the entry's class name, "GtkSearchEntry".
        rows_accessible_set_label(OpaquePointer(searchEntry), "Search")

        let main = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(main.cast(to: GtkBox.self), searchBar)
        gtk_box_append(main.cast(to: GtkBox.self), stack.widget)
        gtk_widget_set_vexpand(stack.widget, 1)
        return main
    }

    private func connectSignals() {
        Signal.connect(searchEntry, "search-changed") { [weak self] in
            guard let self, let page = self.pages[self.shownPage] else { return }
            // Not again when Enter or Down searched the words already (a search restarted would
            // begin its scan of a million rows again).
            let text = GtkTexts.text(of: self.searchEntry)
            guard text != self.searchedText else { return }
            self.search(text, in: page)
        }
        Signal.observe(searchBar, property: "search-mode-enabled") { [weak self] in
            guard let self else { return }
            // Searching (typing on the sidebar, too) is searching the page: folded, go to it.
            guard !self.isSearching else { return self.shell.showContent() }
            let wasTyping = self.isFocusInSearch
            gtk_editable_set_text(OpaquePointer(self.searchEntry), "")
            // Escape: the keyboard goes back to the page's rows (GTK focuses the row it had last;
            // Rows' view, the row that had it before the search, when GTK lost it with the search).
            if wasTyping { self.focusPage(afterSearch: true) }
        }
        // Enter or Down in the search entry goes to the first result, as in GNOME Files. With no
        // result, Down stays in the entry (GTK moved the focus to the toolbar's sort button below).
        Signal.connect(searchEntry, "activate") { [weak self] in _ = self?.focusFirstResult() }
        KeyPresses.capture(in: searchEntry) { [weak self] keyval, state in
            guard Int32(keyval) == GDK_KEY_Down || Int32(keyval) == GDK_KEY_KP_Down, KeyPresses.isPlain(state), let self
            else { return false }
            let bell: @MainActor () -> Void = { [weak self] in if let self { gtk_widget_error_bell(self.searchEntry) } }
            if !self.focusFirstResult(noResult: bell) { bell() }
            return true
        }
        // The keyboard starts where the eyes do: in the page (the sidebar, when folded on it), so the
        // page's shortcuts work at once. GTK gives the first header bar button the focus when the
        // window is mapped; the leaflet maps its panes later, at its first allocation.
        for pane in [stack.widget, sidebar] {
            Signal.connect(pane, "map") { MainLoop.post { [weak self] in self?.focusFirstPane() } }
        }
        Signal.observe(shell.leaflet, property: "folded") { MainLoop.post { [weak self] in self?.followFolding() } }
        Signal.observe(shell.leaflet, property: "visible-child") { [weak self] in self?.followGoingBack() }
        // A row picked in the sidebar (a click, Enter) goes to its page when folded; moving along
        // the rows with the arrow keys only changes the page behind.
        if let rows = Self.listBox(in: sidebar) {
            Signal.connect(rows, "row-activated") { [weak self] in self?.openPickedPage() }
            tabLeavesSidebar(rows)
        }
        // Runs while the stack switches, before the next frame: a page shown for the first time is
        // built here, so its empty slot is never drawn.
        Signal.observe(stack.widget, property: "visible-child-name") { [weak self] in
            guard let self, let name = self.stack.visible, name != self.shownPage else { return }
            let previous = self.shownPage
            self.shownPage = name
            self.pageShown(name, previous: previous, isNew: self.page(name).isNew)
        }
        Shortcut.add(to: widget, AppShortcuts.search) { [weak self] in
            self?.beginSearch()
            return true
        }
        // Escape in the rows a search found closes the search too, the keyboard staying on its row
        // (the entry closes it itself; a dialog, a popover or a sub-page takes Escape first).
        Shortcut.add(to: widget, AppShortcuts.closeSearch) { [weak self] in
            guard let self, self.isSearching, KeyboardFocus.isIn(self.stack.widget) else { return false }
            gtk_search_bar_set_search_mode(OpaquePointer(self.searchBar), 0)
            return true
        }
        Shortcut.add(to: widget, AppShortcuts.mainMenu) { [weak self] in self?.openMainMenuFolded() ?? false }
        if let menu = gtk_menu_button_get_popover(OpaquePointer(shell.menuButton)) {
            Signal.connect(menu, "closed") { [weak self] in self?.mainMenuClosed() }
        }
        for (name, trigger) in zip(PageName.allCases, AppShortcuts.showPage.triggers) {
            Shortcut.add(to: widget, [trigger]) { [weak self] in
                guard let self else { return false }
                self.show(name)
                self.focusPage()
                return true
            }
        }
        Shortcut.add(to: widget, AppShortcuts.showShortcuts) { [weak self] in
            self?.showShortcuts()
            return true
        }
        MainMenu.addActions(
            to: window, showShortcuts: { [weak self] in self?.showShortcuts() },
            showAbout: { [weak self] in self?.showAbout() })
    }

    /// Opens the shortcuts window, as Ctrl+? and the main menu do.
    func showShortcuts() {
        gtk_window_present(ShortcutsWindow.make(over: window))
    }

    /// Opens the About window, as the main menu does.
    func showAbout() {
        gtk_window_present(AboutWindow.make(over: window))
    }

    /// Names the page in the title and moves the search to it: the previous page shows everything
    /// again. A page shown again (not `isNew`) brings its settings sizes up to date.
    private func pageShown(_ name: PageName, previous: PageName?, isNew: Bool) {
        gtk_window_set_title(window, "Rows — \(name.title)")
        shell.setPageTitle(name.title)
        if let previous { pages[previous]?.search("") }
        let page = pages[name]
        let text = GtkTexts.text(of: searchEntry)
        searchedText = text
        if !text.isEmpty { page?.search(text) }
        showSearchPlaceholder()
        // A page saying its data cannot be read has nothing to search: the search button is dimmed
        // and typing opens no search bar.
        gtk_widget_set_sensitive(shell.searchToggle, isSearchable ? 1 : 0)
        gtk_search_bar_set_key_capture_widget(OpaquePointer(searchBar), isSearchable ? widget : nil)
        if !isSearchable { endSearch() }
        if !isNew { (page as? SettingsPage)?.refreshSizes() }
        if name != .million { (pages[.million] as? MillionPage)?.setLive(false) }
    }

    /// Shows the page's placeholder in the search entry ("Search in Documents").
    private func showSearchPlaceholder() {
        let placeholder = pages[shownPage]?.searchPlaceholder ?? "Search"
        rows_object_set_string(UnsafeMutableRawPointer(searchEntry), "placeholder-text", placeholder)
    }

    /// The search entry's placeholder now (for tests).
    var searchPlaceholder: String {
        guard let text = rows_object_dup_string(UnsafeMutableRawPointer(searchEntry), "placeholder-text") else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Applies the settings' choices the app acts on: row density everywhere (a class on the window,
    /// so pages built later have it too), people's order (pages built later are built in it).
    private func applyChoices(_ changed: [String: Int]) {
        choices.merge(changed) { $1 }
        if let density = changed[PageLoader.densitySetting] {
            for (index, name) in ["density-compact", "density-comfortable", "density-spacious"].enumerated() {
                if index == density { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
            }
        }
        if let sort = changed[PageLoader.sortSetting], let order = PersonOrder(rawValue: sort) {
            (pages[.people] as? PeoplePage)?.setOrder(order)
        }
    }

    // MARK: Size

    private var sizeFile: URL { loader.context.folders.state.appendingPathComponent("window.json") }

    private func restoreSize(_ given: WindowSize?) {
        let size = given ?? (remembersSize ? WindowSize.load(from: sizeFile) : .standard)
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
