import CGtk
import Rows

/// Where the window puts the keyboard: into the page shown, onto the sidebar's row when folded on
/// it, from the sidebar to the page on Tab, to the first search result, back to the rows when a
/// search closes.
extension DemoWindow {
    /// Tab and Shift+Tab leave the sidebar's list of pages (the arrow keys move in it): GTK 4.8's
    /// list box moves Tab from row to row, and the sidebar shows the page of each row focused, so
    /// Tab walked through every page. Tab goes on into the page pane (its header bar first), Shift+Tab
    /// back to the sidebar's header bar; folded, where the sidebar is the window, both go to its
    /// header bar.
    func tabLeavesSidebar(_ rows: UnsafeMutablePointer<GtkWidget>) {
        KeyPresses.capture(in: rows) { [weak self] keyval, state in
            let key = Int32(keyval)
            guard let self, key == GDK_KEY_Tab || key == GDK_KEY_KP_Tab || key == GDK_KEY_ISO_Left_Tab,
                KeyPresses.isPlain(state, allowingShift: true)
            else { return false }
            let backward = key == GDK_KEY_ISO_Left_Tab || state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            if !backward, !self.shell.isFolded, gtk_widget_child_focus(self.shell.contentPane, GTK_DIR_TAB_FORWARD) != 0 {
                return true
            }
            return gtk_widget_grab_focus(self.shell.menuButton) != 0
        }
    }

    /// Folded, goes from the sidebar to the page picked there, the keyboard into the page's rows (the
    /// leaflet would give it to the first thing in the pane, the back button, where the page's
    /// shortcuts do not work). Side by side the keyboard stays in the sidebar.
    func openPickedPage() {
        guard shell.isFolded else { return }
        shell.showContent()
        focusPage()
    }

    /// Gives the keyboard to the page shown: its rows (the row focused last, else the first), or
    /// the first thing in it that takes the focus.
    ///
    /// `afterSearch`: the search is closing; the page's view gives the keyboard to the row that had
    /// it before the search in its next layout, so the first row takes it only when the view still
    /// has the focus itself a few frames later.
    func focusPage(afterSearch: Bool = false) {
        guard let page = pages[shownPage] else { return }
        if let view = page.rowsView, gtk_widget_get_mapped(view) != 0 {
            let focused = gtk_widget_grab_focus(view) != 0
            guard afterSearch, focused else {
                if !focused || gtk_window_get_focus(window) == view { page.focusFirstRow() }
                return
            }
            // A few frames later: after the view's own return of the keyboard, in its next layout.
            MainLoop.every(milliseconds: 100) { [weak self] in
                guard let self, !self.isDestroyed, gtk_window_get_focus(self.window) == view else { return false }
                page.focusFirstRow()
                return false
            }
            return
        }
        page.focusFirstRow()
        if !KeyboardFocus.isIn(page.widget) { gtk_widget_child_focus(page.widget, GTK_DIR_TAB_FORWARD) }
    }

    /// Moves the keyboard focus into the page shown (folded on the sidebar, into the sidebar), unless
    /// it is in one of them already; once, when that pane is first on screen.
    func focusFirstPane() {
        guard !hasPlacedFocus, !isDestroyed else { return }
        let onSidebar = shell.isFolded && !shell.isShowingContent
        let start = onSidebar ? sidebar : stack.widget
        guard gtk_widget_get_mapped(start) != 0 else { return }
        hasPlacedFocus =
            isFocusInPanes || (onSidebar ? focusSidebarRow() : gtk_widget_child_focus(start, GTK_DIR_TAB_FORWARD) != 0)
    }

    /// Folded onto the sidebar with the keyboard not in it (on a header bar button, nowhere, or in the
    /// page just hidden as the window opened narrow: GTK then gave it to the main menu button), puts
    /// it on the page's row, where Up and Down move through the pages. (Folded with the keyboard in a
    /// page laid out before, the shell shows that page instead.)
    func followFolding() {
        guard !isDestroyed, shell.isFolded, !shell.isShowingContent, gtk_widget_get_mapped(sidebar) != 0 else { return }
        if let focus = gtk_window_get_focus(window), focus == sidebar || gtk_widget_is_ancestor(focus, sidebar) != 0 { return }
        if focusSidebarRow() { hasPlacedFocus = true }
    }

    /// Folded on a page, the main menu's button is hidden with the sidebar: F10 goes back to the
    /// sidebar and opens it there, and the page comes back when the menu closes (Escape, or an
    /// item picked). Returns false when the button shows: it takes F10 itself, as a primary menu.
    func openMainMenuFolded() -> Bool {
        guard gtk_widget_get_mapped(shell.menuButton) == 0 else {
            mainMenuReturnsToPage = false
            return false
        }
        mainMenuReturnsToPage = shell.isFolded && shell.isShowingContent
        shell.showSidebar()
        // Once the leaflet has the sidebar shown (it maps it as its transition starts).
        MainLoop.post { [weak self] in
            guard let self, !self.isDestroyed else { return }
            gtk_menu_button_popup(OpaquePointer(self.shell.menuButton))
        }
        return true
    }

    /// The main menu closed: opened by F10 on a folded page, the page shows again, with the
    /// keyboard where it was.
    func mainMenuClosed() {
        guard mainMenuReturnsToPage, !isDestroyed else { return }
        mainMenuReturnsToPage = false
        guard shell.isFolded, !shell.isShowingContent else { return }
        shell.showContent()
        focusPage()
    }

    /// Folded, back on the sidebar from the page (Alt+Left, the back button, a swipe, F10) with the
    /// keyboard in the window, puts it on the row of the page just left, where Up and Down move
    /// through the pages. The leaflet gives it back to what had it in the sidebar when the sidebar
    /// was last left, else to the first thing there, the main menu button: a window that opened on
    /// the page, or folded onto it, never had it in the sidebar (and one row may have had it for
    /// another page).
    func followGoingBack() {
        guard !isDestroyed, shell.isFolded, !shell.isShowingContent else { return }
        if let focus = gtk_window_get_focus(window), gtk_widget_is_ancestor(focus, shell.leaflet) == 0 { return }
        _ = focusSidebarRow()
    }

    /// Gives the keyboard to the sidebar's row of the page shown; returns whether it took it.
    func focusSidebarRow() -> Bool {
        guard let rows = Self.listBox(in: sidebar), let row = gtk_list_box_get_selected_row(OpaquePointer(rows)) else {
            return false
        }
        return gtk_widget_grab_focus(row.cast(to: GtkWidget.self)) != 0
    }

    /// Moves the keyboard from the search entry to the first row the search shows; returns false
    /// (the keyboard stays) when it shows none.
    ///
    /// Enter or Down pressed faster than the search: the entry's newest words are searched now
    /// (GtkSearchEntry says them only after a pause), and while their results are being found off
    /// the main thread the keyboard waits in the entry, then goes to their first row once they
    /// show; `noResult` hears when they show none. Before, the keyboard went to the first row of
    /// the rows shown then (a million rows, or the last words' results), which the results then
    /// replaced, or moved far down.
    func focusFirstResult(noResult: (@MainActor () -> Void)? = nil) -> Bool {
        guard let page = pages[shownPage] else { return false }
        let text = GtkTexts.text(of: searchEntry)
        if text != searchedText { search(text, in: page) }
        guard page.isSearchPending else { return focusShownFirstResult(of: page) }
        focusFirstResult(of: text, on: page, once: noResult)
        return true
    }

    /// Asks `page` to search `text`.
    func search(_ text: String, in page: any DemoPage) {
        searchedText = text
        page.search(text)
    }

    /// The first row of the results `page` shows gets the keyboard; false when there is none.
    private func focusShownFirstResult(of page: any DemoPage) -> Bool {
        guard let view = page.rowsView, gtk_widget_get_mapped(view) != 0 else { return false }
        page.focusFirstResult()
        return true
    }

    /// Gives the first row of `text`'s results the keyboard once `page` shows them, unless typing
    /// goes on, the keyboard leaves the search, the page changes, the search closes or a newer wait
    /// begins meanwhile (or ten seconds go by); `noResult` hears when they show no row.
    private func focusFirstResult(of text: String, on page: any DemoPage, once noResult: (@MainActor () -> Void)?) {
        let name = shownPage
        let deadline = g_get_monotonic_time() + 10_000_000
        resultWaits += 1
        let wait = resultWaits
        _ = MainLoop.every(milliseconds: 10) { [weak self, weak page] in
            guard let self, let page, !self.isDestroyed, self.resultWaits == wait, self.shownPage == name,
                self.isSearching, self.isFocusInSearch, GtkTexts.text(of: self.searchEntry) == text,
                g_get_monotonic_time() < deadline
            else { return false }
            guard !page.isSearchPending else { return true }
            if !self.focusShownFirstResult(of: page) { noResult?() }
            return false
        }
    }

    /// Whether the keyboard focus is in the search bar, or nowhere (the entry just hidden).
    var isFocusInSearch: Bool {
        gtk_window_get_focus(window) == nil || KeyboardFocus.isIn(searchBar)
    }

    /// Whether the keyboard focus is in the sidebar or the page (not in a header bar).
    var isFocusInPanes: Bool {
        guard let focus = gtk_window_get_focus(window) else { return false }
        return gtk_widget_is_ancestor(focus, sidebar) != 0 || gtk_widget_is_ancestor(focus, stack.widget) != 0
    }

    /// The GtkListBox a GtkStackSidebar lists its pages in.
    static func listBox(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if rows_type_of(UnsafeMutableRawPointer(widget)) == gtk_list_box_get_type() { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = listBox(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
