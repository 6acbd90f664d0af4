import CGtk

/// What a list view and a column view do alike around their rows: section headers and footers,
/// scrolling, and being owned by their widget.
extension ListCore {
    typealias Section = ListSnapshot<SectionID, Item>.Section
    typealias SupplementaryProvider = @MainActor (ReusableCells, Section) -> DequeuedCell

    /// Header and footer cells: a ``SectionHeaderCell`` titled with the section id's description
    /// until ``setHeaders(_:)`` and ``setFooters(_:)`` say otherwise.
    @MainActor
    struct Supplementaries {
        var header: SupplementaryProvider
        var footer: SupplementaryProvider

        init() {
            let defaultHeader = CellRegistration<SectionHeaderCell, Section> { cell, section in
                cell.title = String(describing: section.id)
            }
            header = { cells, section in cells.cell(using: defaultHeader, for: section) }
            footer = header
        }
    }

    /// Shows section headers with `registration`'s cells, rebinding the headers shown now.
    func setHeaders<Cell>(_ registration: CellRegistration<Cell, Section>) {
        supplementaries.header = { cells, section in cells.cell(using: registration, for: section) }
        rebindShownRows { row in if case .header = row { true } else { false } }
    }

    /// Shows section footers with `registration`'s cells, rebinding the footers shown now.
    func setFooters<Cell>(_ registration: CellRegistration<Cell, Section>) {
        supplementaries.footer = { cells, section in cells.cell(using: registration, for: section) }
        rebindShownRows { row in if case .footer = row { true } else { false } }
    }

    /// Dequeues the cell for the row at `position`: `itemCell`'s for an item, the section's header
    /// or footer cell otherwise.
    func cell(
        from cells: ReusableCells, forRow position: Int, itemCell: (ReusableCells, Item) -> DequeuedCell
    ) -> DequeuedCell {
        if let items = shownItemsAlone { return itemCell(cells, items[position]) }
        return cell(from: cells, forSectionedRow: position, itemCell: itemCell)
    }

    /// ``cell(from:forRow:itemCell:)`` for rows with headers, footers or several sections: kept
    /// apart, so that the rows' generic types are looked up only for such lists.
    @inline(never)
    private func cell(
        from cells: ReusableCells, forSectionedRow position: Int, itemCell: (ReusableCells, Item) -> DequeuedCell
    ) -> DequeuedCell {
        let rows = shownRows
        switch rows[position] {
        case .item(let item): return itemCell(cells, item)
        case .header: return supplementaries.header(cells, rows.sections[rows.sectionIndex(containing: position)])
        case .footer: return supplementaries.footer(cells, rows.sections[rows.sectionIndex(containing: position)])
        }
    }

    /// A scrolled window holding `view`, expanding both ways, scrolling vertically and, with
    /// `scrollsHorizontally`, across; installs Rows' stylesheet.
    static func scrolledWindow(
        holding view: UnsafeMutablePointer<GtkWidget>, scrollsHorizontally: Bool = false
    ) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(GtkPointer.opaque(window), view)
        let across = scrollsHorizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER
        gtk_scrolled_window_set_policy(GtkPointer.opaque(window), across, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(window, 1)
        gtk_widget_set_hexpand(window, 1)
        RowsStyle.install()
        return window
    }

    /// Makes `widget` own `owner` (released with the widget, under `key`) and, when the widget is
    /// destroyed, lets go of the cells and the view model, then runs `destroyed`.
    func makeOwned(
        _ owner: AnyObject, by widget: UnsafeMutablePointer<GtkWidget>, key: String,
        destroyed: @escaping @MainActor () -> Void = {}
    ) {
        let retained = Unmanaged.passRetained(owner).toOpaque()
        g_object_set_data_full(GtkPointer.object(widget), key, retained) { data in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
        }
        Signal.connect(widget, "destroy") { [weak self] in
            guard let self, self.isAlive else { return }
            self.widgetDestroyed()
            destroyed()
        }
    }
}
