import CGtk

/// The number of columns GTK lays a grid out in, which GTK 4.8 keeps to itself: what the arrow keys
/// step by, and what ``GridView/onColumnCountChange`` reports.
extension GridView {
    /// How many columns GTK lays the cells out in now: the columns the cells it shows are in (GTK
    /// 4.8 does not tell), within ``minColumns`` and ``maxColumns``; ``minColumns`` before GTK has
    /// laid out a cell. It is GTK's count once a grid row is full.
    ///
    /// - Complexity: O(*b*) for the *b* cells GTK keeps bound.
    public var columnCount: Int {
        let columns = cellColumns
        guard columns > 0 else { return minColumns }
        return min(max(columns, minColumns), maxColumns)
    }

    /// The column count the cells GTK shows are laid out in, as ``columnCount``, and whether it is
    /// surely GTK's: it is when a full row shows (GTK fills a row before it starts the next, so
    /// with more cells than columns a row is full); cells that fill no more than one row may leave
    /// room for more. Nil while GTK shows no cell (the grid empty, or not laid out).
    ///
    /// - Complexity: O(*b*) for the *b* cells GTK keeps bound.
    var laidOutColumnCount: (count: Int, isSure: Bool)? {
        let columns = cellColumns
        guard columns > 0, core.isAlive, let model = gtk_grid_view_get_model(GtkPointer.opaque(gridView)) else {
            return nil
        }
        return (min(max(columns, minColumns), maxColumns), Int(g_list_model_get_n_items(model)) > columns)
    }

    /// In how many columns the cells GTK shows are: how many places across they start at.
    ///
    /// - Complexity: O(*b*) for the *b* cells GTK keeps bound.
    private var cellColumns: Int {
        // Gone with its widget: GTK may have freed the grid.
        guard core.isAlive else { return 0 }
        var lefts = Set<Int>()
        // GTK 4.8 lays out only the cells near the view; the others keep where they were, hidden.
        for widget in binder.recycler.bound.lazy.compactMap(\.rowWidget) where gtk_widget_get_child_visible(widget) != 0 {
            var origin = graphene_point_t(x: 0, y: 0)
            var point = graphene_point_t()
            guard gtk_widget_compute_point(widget, gridView, &origin, &point) != 0 else { continue }
            lefts.insert(Int(point.x.rounded()))
        }
        return lefts.count
    }

    /// Looks at the column count after each change of the grid's width (its horizontal adjustment's
    /// page size, which GTK sets as it lays the grid out) and each time it comes on screen: the
    /// window may have been resized, and the view model changed, while it was not.
    func followColumnCount() {
        Signal.connect(gridView, "map") { [weak self] in self?.checkColumnCountNextFrame() }
        guard let adjustment = gtk_scrollable_get_hadjustment(GtkPointer.opaque(gridView)) else { return }
        Signal.observe(adjustment, property: "page-size") { [weak self] in self?.checkColumnCountNextFrame() }
    }

    /// Reports a new column count to ``onColumnCountChange`` once the frame GTK lays the cells out
    /// at the new width in is drawn (a view model applied then is laid out in the frame after).
    /// Nothing while the grid is not on screen: GTK lays nothing out then, and its coming on screen
    /// checks again.
    func checkColumnCountNextFrame() {
        guard core.isAlive, onColumnCountChange != nil, !isColumnCountCheckWaiting,
            gtk_widget_get_mapped(gridView) != 0
        else { return }
        isColumnCountCheckWaiting = true
        MainLoop.afterNextFrame(of: gridView) { [weak self] in
            guard let self else { return }
            isColumnCountCheckWaiting = false
            // The window may have closed within the wait, the grid with it.
            if core.isAlive { reportColumnCount() }
        }
    }

    /// Calls ``onColumnCountChange`` when the grid is laid out in another number of columns than
    /// last reported, or in the same number, now sure, when the count last reported was not (it
    /// came from cells that filled no more than a row, which an app may have set aside). Nothing
    /// is reported while no cell shows: a count guessed then (a search that found nothing) would
    /// stand for GTK's.
    private func reportColumnCount() {
        // Not on screen (a frame waited for that never came), the cells keep stale places.
        guard gtk_widget_get_mapped(gridView) != 0, gtk_widget_get_width(gridView) > 0,
            let (count, isSure) = laidOutColumnCount
        else { return }
        if let reported = columnCountReported, reported.count == count, reported.isSure || !isSure { return }
        columnCountReported = (count, isSure)
        onColumnCountChange?(count)
    }
}
