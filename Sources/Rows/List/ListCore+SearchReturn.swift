import CGtk

/// Going back, when a search ends, to the rows shown before it (see ``SearchReturn``).
extension ListCore {
    /// What the search's return needs of the view.
    struct Scrolling {
        /// The widget that takes `list.scroll-to-item` (a column view's inner list view), if there.
        let view: @MainActor () -> UnsafeMutablePointer<GtkWidget>?
        /// The scrolled window around the view.
        let viewport: UnsafeMutablePointer<GtkWidget>
        /// The row whose widget has the keyboard focus, if one has.
        let focusedRow: @MainActor () -> Int?
        /// Scrolls a row into view and gives it the keyboard focus.
        let focus: @MainActor (Int) -> Void
    }

    /// A search ending with an update: the item whose row had the focus among the results.
    struct SearchEnd {
        let focusedItem: Item.ID?
    }

    /// Sets how the view scrolls and focuses its rows, follows the keyboard focus coming into it
    /// (a pick among a search's results), and notes the row it leaves (the row the keyboard goes
    /// back to when a search begun from there ends).
    func returnFromSearches(with scrolling: Scrolling) {
        self.scrolling = scrolling
        let controller = gtk_event_controller_focus_new()!
        gtk_event_controller_set_propagation_limit(controller, GTK_LIMIT_NONE)
        Signal.connect(UnsafeMutablePointer<GObject>(controller), "enter") { [weak self] in
            guard let self, !self.viewModel.isClearingSearch else { return }
            self.searchReturn.focusEntered()
        }
        gtk_widget_add_controller(scrolling.viewport, controller)
        guard let view = scrolling.view() else { return }
        let leaving = gtk_event_controller_focus_new()!
        Signal.connect(UnsafeMutablePointer<GObject>(leaving), "leave") { [weak self] in
            // GTK 4.8 tells the view before it forgets which of its children had the focus.
            guard let self, let row = gtk_widget_get_focus_child(view), let position = self.position(ofRowWidget: row),
                position < self.shownRows.count
            else { return }
            self.focusLeftItem = self.shownRows[position].item?.id
        }
        gtk_widget_add_controller(view, leaving)
    }

    /// Before `update` is applied: a search beginning notes the item row at the top of the view, a
    /// selection made while it shows is noted as a pick, and a search ending notes the item focused.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built, when a search begins or ends; else O(1).
    func noteSearch(before update: ListUpdate<SectionID, Item>) -> SearchEnd? {
        if update.isFiltered {
            if !searchReturn.isSearching {
                let shown = scrolling?.view().flatMap { visibleRows(in: $0) }
                let first = shown.flatMap(firstShownItem(among:))
                searchReturn.searchBegan(
                    firstShown: first.map { ($0.id, $0.row) }, rowsAbove: first?.rowsAbove ?? 0,
                    focused: shown.flatMap(focusedItem(among:)))
            } else if update.selectionChanged, update.splices.isEmpty {
                searchReturn.selectionChanged()
            }
            return nil
        }
        guard searchReturn.isSearching else { return nil }
        let focused = scrolling?.focusedRow().flatMap { $0 < shownRows.count ? shownRows[$0].item?.id : nil }
        return SearchEnd(focusedItem: focused)
    }

    /// After the update that ended a search is applied: scrolls the view back, once GTK has laid out
    /// the rows the update brought (the positions of rows not built yet are GTK's estimates then).
    func returnFromSearch(_ end: SearchEnd) {
        let scroll = searchReturn.searchEnded(in: shownRows, focusedItem: end.focusedItem, selectedIDs: viewModel.selectedIDs)
        guard let scroll, let scrolling, let view = scrolling.view() else { return }
        let version = viewModel.version
        let asked = scrollsAsked
        MainLoop.inNextLayout(of: view) { [weak self] in
            // A later change moved the rows meanwhile (their positions would scroll elsewhere), or
            // the app scrolled or focused a row of its own (a person just added).
            guard let self, self.isAlive, self.viewModel.version == version, self.scrollsAsked == asked else { return }
            self.perform(scroll, in: view, with: scrolling)
        }
    }

    /// The item whose row has the keyboard, or had it when it last left the view, when that row is
    /// among the rows `shown` on screen; nil otherwise (a row scrolled away keeps no claim on the
    /// keyboard).
    ///
    /// - Complexity: O(*s*) for the *s* rows shown.
    private func focusedItem(among shown: ClosedRange<Int>) -> Item.ID? {
        guard let scrolling else { return nil }
        if let row = scrolling.focusedRow() {
            return shown.contains(row) && row < shownRows.count ? shownRows[row].item?.id : nil
        }
        guard let id = focusLeftItem else { return nil }
        return shown.contains { $0 < shownRows.count && shownRows[$0].item?.id == id } ? id : nil
    }

    /// The first item row among the rows `shown` on screen (its id and row), and how many rows show
    /// above it (a header; in a grid, the title cells of its line); nil when none shows.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    private func firstShownItem(among shown: ClosedRange<Int>) -> (id: Item.ID, row: Int, rowsAbove: Int)? {
        guard let view = scrolling?.view(), let row = shownRows.nearestItemRow(from: shown.lowerBound, step: 1),
            let item = shownRows[row].item
        else { return nil }
        // The rows right above the item row showed when it starts below the top of the view
        // (read from its widget: a header's may be built by another binder than the one walked).
        var startsBelowTop = false
        forEachShownRow(in: view) { position, widget in
            var bounds = graphene_rect_t()
            guard position == row, gtk_widget_compute_bounds(widget, view, &bounds) != 0 else { return }
            startsBelowTop = bounds.origin.y >= 1
        }
        // Those on screen: a footer ending the section above, scrolled off, is not shown again.
        var rowsAbove = 0
        while startsBelowTop, row - rowsAbove > shown.lowerBound, shownRows[row - rowsAbove - 1].item == nil { rowsAbove += 1 }
        return (item.id, row, rowsAbove)
    }

    /// Scrolls as `scroll` says: a row picked as little as shows it, the row first before the search
    /// to the top of the view (``ScrollPosition/top``). A keyboard focus in the view goes to the row
    /// that had it before the search, else to the row shown first (GTK would keep it on a row
    /// filtered away or scrolled away, or on the view itself, having lost its row), asked for
    /// before the scroll: the focus scrolls too, and a
    /// scroll asked for later cancels the second step of the one to the top.
    private func perform(
        _ scroll: SearchReturn<Item.ID>.Scroll, in view: UnsafeMutablePointer<GtkWidget>, with scrolling: Scrolling
    ) {
        switch scroll {
        case .reveal(let row, let focusing):
            if focusing { scrolling.focus(row) } else { self.scroll(view, toRow: row) }
        case .showFirst(let row, let focusing):
            let viewHasFocus = gtk_widget_get_root(view).flatMap { gtk_root_get_focus($0) } == view
            if viewHasFocus || scrolling.focusedRow() != nil { scrolling.focus(focusing ?? row) }
            self.scroll(view, toRow: row, at: .top)
        }
    }
}
