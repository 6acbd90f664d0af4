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
        // Gone with its widget: GTK may have freed the grid.
        guard core.isAlive else { return minColumns }
        var lefts = Set<Int>()
        // GTK 4.8 lays out only the cells near the view; the others keep where they were, hidden.
        for widget in binder.recycler.bound.lazy.compactMap(\.rowWidget) where gtk_widget_get_child_visible(widget) != 0 {
            var origin = graphene_point_t(x: 0, y: 0)
            var point = graphene_point_t()
            guard gtk_widget_compute_point(widget, gridView, &origin, &point) != 0 else { continue }
            lefts.insert(Int(point.x.rounded()))
        }
        guard !lefts.isEmpty else { return minColumns }
        return min(max(lefts.count, minColumns), maxColumns)
    }

    /// Looks at the column count after each change of the grid's width: its horizontal adjustment's
    /// page size, which GTK sets as it lays the grid out.
    func followColumnCount() {
        guard let adjustment = gtk_scrollable_get_hadjustment(GtkPointer.opaque(gridView)) else { return }
        Signal.observe(adjustment, property: "page-size") { [weak self] in self?.checkColumnCountNextFrame() }
    }

    /// Reports a new column count to ``onColumnCountChange`` once the frame GTK lays the cells out
    /// at the new width in is drawn (a view model applied then is laid out in the frame after), or
    /// at once while the grid is not on screen.
    func checkColumnCountNextFrame() {
        guard core.isAlive, onColumnCountChange != nil, !isColumnCountCheckWaiting else { return }
        guard gtk_widget_get_mapped(gridView) != 0 else { return reportColumnCount() }
        isColumnCountCheckWaiting = true
        MainLoop.afterNextFrame(of: gridView) { [weak self] in
            guard let self else { return }
            isColumnCountCheckWaiting = false
            // The window may have closed within the wait, the grid with it.
            if core.isAlive { reportColumnCount() }
        }
    }

    /// Calls ``onColumnCountChange`` when the grid is laid out in another number of columns than
    /// last reported.
    private func reportColumnCount() {
        guard gtk_widget_get_width(gridView) > 0 else { return }
        let count = columnCount
        guard count != columnCountReported else { return }
        columnCountReported = count
        onColumnCountChange?(count)
    }
}
