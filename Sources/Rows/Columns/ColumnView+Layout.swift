import CGtk

/// Reading, restoring and following the columns' widths and order (``ColumnLayout``).
extension ColumnView {
    /// The columns' order and widths as GTK shows them now; no columns once the widget is destroyed.
    ///
    /// - Complexity: O(*c*²) for *c* columns.
    public var layout: ColumnLayout {
        var order: [Int] = []
        // Not once the widget is gone: GTK may have finalized the column view.
        if core.isAlive, let shown = gtk_column_view_get_columns(view) {
            for position in 0..<g_list_model_get_n_items(shown) {
                guard let item = g_list_model_get_item(shown, position) else { continue }
                g_object_unref(item)  // the view keeps it
                if let index = gtkColumns.firstIndex(of: OpaquePointer(item)) { order.append(index) }
            }
        }
        let widths = gtkColumns.map { column -> Int? in
            let width = gtk_column_view_column_get_fixed_width(column)
            return width < 0 ? nil : Int(width)
        }
        return ColumnLayout(order: order, widths: widths)
    }

    /// Shows the columns in `layout`'s order and widths. An order that is not a permutation of the
    /// columns' indices is ignored (a column count that changed since it was saved), and so are
    /// widths not given or out of range; a nil width lets GTK size that column. Does not call
    /// ``onLayoutChange``.
    ///
    /// - Complexity: O(*c*²) for *c* columns.
    public func setLayout(_ layout: ColumnLayout) {
        guard core.isAlive else { return }
        for (index, column) in gtkColumns.enumerated() where index < layout.widths.count {
            let width = layout.widths[index].map { Int32(clamping: $0) } ?? -1
            gtk_column_view_column_set_fixed_width(column, max(width, -1))
        }
        if layout.order.sorted() == Array(gtkColumns.indices), layout.order != self.layout.order {
            for (position, index) in layout.order.enumerated() {
                gtk_column_view_insert_column(view, guint(position), gtkColumns[index])
            }
        }
        reportedLayout = self.layout
    }

    /// Follows the user's resizing and reordering: a column's `fixed-width` notifications and the
    /// columns list's `items-changed`, read together once the loop is idle (a reorder is a removal
    /// and an insertion; a drag notifies at each motion) and told to ``onLayoutChange`` when the
    /// layout differs from the one told last.
    func observeLayout() {
        reportedLayout = layout
        for column in gtkColumns {
            Signal.observe(UnsafeMutablePointer<GObject>(column), property: "fixed-width") { [weak self] in
                self?.layoutMayHaveChanged()
            }
        }
        if let shown = gtk_column_view_get_columns(view) {
            Signal.connect(GtkPointer.raw(shown), itemsChanged: { [weak self] _, _, _ in self?.layoutMayHaveChanged() })
        }
    }

    /// Once the loop is idle (a reorder is a removal and an insertion; a drag notifies at each
    /// motion): tells a changed layout, moves the section headers and footers to the column
    /// shown first if another column is first now, and names the row of titles again (after a reorder).
    private func layoutMayHaveChanged() {
        guard !isLayoutCheckPosted else { return }
        isLayoutCheckPosted = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            self.isLayoutCheckPosted = false
            guard self.core.isAlive else { return }
            let layout = self.layout
            if let first = layout.order.first, first != self.firstShownColumn { self.showSupplementaryRows(inColumn: first) }
            self.nameTitlesRow()
            guard layout != self.reportedLayout, layout.order.count == self.columns.count else { return }
            self.reportedLayout = layout
            self.onLayoutChange?(layout)
        }
    }

    /// Shows the section headers and footers in `column` (in ``columns``' order), rebinding them.
    private func showSupplementaryRows(inColumn column: Int) {
        binders[firstShownColumn].spansSupplementaryRows = false
        binders[column].spansSupplementaryRows = true
        firstShownColumn = column
        core.rebindShownRows { $0.isSupplementary }
    }
}
