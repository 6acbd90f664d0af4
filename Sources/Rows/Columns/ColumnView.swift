import CGtk

/// A `GtkColumnView` showing a `ListViewModel` in typed columns, each with its own recycled cells,
/// over the same lazy model as ``ListView``.
///
/// GTK reads the rows through the count-only `GListModel` ``ListView`` uses; each `ListUpdate`'s
/// splices become `items-changed` emissions grouped around the rows GTK has built, rows whose
/// content changed are rebound in place, and a bind of a row a cell already shows does nothing.
/// Every column has its own factory, pools and statistics.
///
/// **Sorting.** A column with a ``Column/sortOrder`` sorts when its header is clicked (again:
/// descending), and GTK shows the arrow. GTK's sorter is not used on the data: the items of every
/// section are sorted (`ColumnSortOrder`, in RowsCore) into a new snapshot which the view model
/// shows, with the selection kept by id. Keys are computed once per row per sort. A snapshot of
/// ``backgroundSortThreshold`` items or more is sorted off the main thread, from the moment the frame
/// showing the header's new arrow is drawn (the sort's threads would slow that frame), and shown as a
/// reordering with no diff (`ListViewModel/applyInBackground(reorderingItemsBy:completion:)`: one splice per
/// section, which GTK gets as a few `items-changed` around the rows it has built); a shorter one is
/// sorted and diffed on the main thread.
///
/// The sort stays in force: it becomes the view model's `ListViewModel/itemOrder`, so a snapshot the
/// app applies later (a refresh) comes in sorted by the column, off the main thread when applied with
/// `applyInBackground`, and the header keeps its arrow. To show the app's own order again, call
/// ``clearSort()`` first (setting the view model's `itemOrder` directly leaves the arrow wrong).
///
/// **Sections.** GTK 4.8's column view has no section headers, so a header or footer row is a row:
/// the column shown first holds the header cell (``headers(using:)``), laid across the row whatever
/// that column's width (see `RowSpan`), and the other columns an empty cell. When the columns are
/// reordered, the headers move to the column then shown first.
/// It cannot be activated, and a selection of it is undone; GTK 4.8 still draws it as a row, and the
/// arrow keys stop on it.
///
/// Columns resize when ``Column/isResizable``; the user can drag them into another order when the
/// view is made with `reorderable` (GTK 4.8 reorders all of a view's columns or none).
///
/// The column view widget owns this object: it lives as long as the widget, so keeping a reference
/// is optional. After the widget is destroyed the object stops following its view model and releases every
/// cell and the closures it was given (so one that holds the object makes no cycle); its
/// properties and methods still answer, without GTK.
@MainActor
public final class ColumnView<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// A section of the shown snapshot, what header and footer cells are configured with.
    public typealias Section = ListSnapshot<SectionID, Item>.Section
    /// Dequeues and configures a column's cell for one item.
    public typealias CellProvider = @MainActor (ReusableCells, Item) -> DequeuedCell

    /// The view model shown; change the rows through it.
    public let viewModel: ListViewModel<SectionID, Item>
    /// The scrolled window holding the column view: put this in a window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The `GtkColumnView` itself.
    public let columnView: UnsafeMutablePointer<GtkWidget>
    /// The columns, in the order they were given (the user may drag them into another order on
    /// screen; indices keep meaning this order).
    public let columns: [Column]
    /// Called with the item of a row the user activates: a double click, or Enter on the focused
    /// row. Never for a header or footer, nor for a row with a ``ValuePickerTrait`` cell: activating
    /// that row opens its picker.
    public var onActivate: (@MainActor (Item) -> Void)?
    /// Snapshots of at least this many items are sorted off the main thread.
    public var backgroundSortThreshold = 10_000
    /// How long, in milliseconds, a sort off the main thread waits for the frame that shows the
    /// header's new arrow before it starts anyway. For tests, whose loops may come round slowly.
    package var sortFrameWait: UInt32 = 100
    /// The column the items were last sorted by, if any (a header click or ``sort(byColumn:descending:)``).
    public internal(set) var sortColumn: Int?
    /// Whether the last sort was descending.
    public internal(set) var sortsDescending = false
    /// Called when the sort changes (a header click, or ``sort(byColumn:descending:)`` with another
    /// column or direction) with the column (nil: unsorted) and whether it is descending, as the sort
    /// starts; apps save it here.
    public var onSortChange: (@MainActor (_ column: Int?, _ descending: Bool) -> Void)?
    /// Called when the user resized or reordered the columns, with the new ``ColumnLayout``, once
    /// the main loop is idle (a drag calls it as it goes); apps save it here and restore it with
    /// ``setLayout(_:)``.
    public var onLayoutChange: (@MainActor (ColumnLayout) -> Void)?

    let core: ListCore<SectionID, Item>
    /// One binder per column, in ``columns``' order.
    private(set) var binders: [CellBinder<SectionID, Item>] = []
    /// GTK's columns (a reference each, let go when the widget is destroyed).
    private(set) var gtkColumns: [OpaquePointer] = []
    /// The layout last told to ``onLayoutChange`` (or set).
    var reportedLayout: ColumnLayout?
    /// What the row of titles says to assistive technologies now (see ``nameTitlesRow()``).
    var titlesRowName = ""
    /// Whether a look at the layout (and at which column is shown first) is posted to the main loop.
    var isLayoutCheckPosted = false
    /// The column (in ``columns``' order) shown first, which holds the section headers and footers.
    var firstShownColumn = 0
    private let emptyCells = CellRegistration<BoxCell, Void> { _, _ in }
    /// What the columns' GTK sorters report when the view's sorter is probed.
    let probe = SortProbe()
    /// The column and direction the items were last sorted in off the main thread, and the view
    /// model's version then: while it stays, a sort the other way turns the items round.
    var sortedState: SortedState?
    /// Counts the changes of the sort (a column, a direction, or none), so that a sort waiting for a
    /// frame knows when a later change replaced it.
    var sortChanges = 0
    /// True while ``clearSort()`` takes the sort off GTK's sorter: the only time a sorter with no
    /// sorted column is a change to follow. GTK 4.8's headers never unsort, and its dispose removes
    /// every column before `destroy`, each removal a `changed` with no sorted column: followed, it
    /// would clear the view model's item order and tell ``onSortChange`` "unsorted" as the window closes.
    var isClearingSort = false
    /// True while Rows sets GTK's sorter itself: leaving it with one column
    /// (`narrowSort(to:descending:)`), or clearing it before another column takes the sort, so that
    /// the old column's arrow goes. Changes that are not sorts to follow.
    var isSettingSorter = false

    /// A sort that landed, and the view model's version after it.
    struct SortedState: Equatable {
        let column: Int
        let descending: Bool
        let version: Int
    }

    /// Shows `viewModel` in `columns`. Section headers and footers show a ``SectionHeaderCell``
    /// titled with the section id's description until ``headers(using:)`` and ``footers(using:)``
    /// say otherwise. With `reorderable` the user can drag the columns into another order.
    public init(_ viewModel: ListViewModel<SectionID, Item>, columns: [Column], reorderable: Bool = true) {
        precondition(!columns.isEmpty, "Rows: a ColumnView needs at least one column")
        self.viewModel = viewModel
        self.columns = columns
        let columnView = gtk_column_view_new(nil)!
        self.columnView = columnView
        core = ListCore(viewModel) { selection in
            gtk_column_view_set_model(GtkPointer.opaque(columnView), selection)
        }
        gtk_widget_add_css_class(columnView, "rows")
        gtk_column_view_set_reorderable(GtkPointer.opaque(columnView), reorderable ? 1 : 0)
        widget = ListCore<SectionID, Item>.scrolledWindow(holding: columnView, scrollsHorizontally: true)

        for (index, column) in columns.enumerated() { appendColumn(column, at: index) }
        core.installSelectionModel(for: viewModel.selectionMode)
        core.connectActivation(of: columnView) { [weak self] item in self?.onActivate?(item) }
        core.slotsAreCells = true
        installKeyboardNavigation()
        Signal.connect(UnsafeMutablePointer<GObject>(OpaquePointer(gtk_column_view_get_sorter(view))), "changed") {
            [weak self] in self?.sorterChanged()
        }
        core.returnFromSearches(
            with: .init(
                view: { [weak self] in self?.innerListView }, viewport: rowsArea,
                focusedRow: { [weak self] in self?.focusedRow() },
                focus: { [weak self] row in self?.focus(row: row) }))
        core.observe(framesOf: columnView) { [weak self] update in self?.core.apply(update) }
        observeLayout()
        nameTitlesRow()

        // The widget owns this object; `destroy` (dispose) lets go of cells and the view model.
        core.makeOwned(self, by: columnView, key: "rows-column-view") { [weak self] in
            self?.releaseColumns()
            // The app's closures may hold this object: they go with the widget.
            self?.onActivate = nil
            self?.onSortChange = nil
            self?.onLayoutChange = nil
        }
    }

    /// The column view as GTK's functions take it.
    var view: OpaquePointer { GtkPointer.opaque(columnView) }

    /// Makes GTK's column for `column`: its factory (with its own binder), title, width, and a sorter
    /// for the header's arrow when it sorts.
    private func appendColumn(_ column: Column, at index: Int) {
        let factory = gtk_signal_list_item_factory_new()!
        // The column's provider, taken once: reading it from `columns` at each bind looked up the
        // metadata of `Column` and copied it.
        let itemCell = column.cellProvider
        let binder = core.addBinder { [unowned self] _, cells, position in
            self.cell(from: cells, forRow: position, inColumn: index, itemCell: itemCell)
        }
        binder.spansSupplementaryRows = index == 0
        binder.namesRow = index == 0
        binder.connectFactory(factory)
        binders.append(binder)
        // The column takes the factory's reference.
        let gtkColumn = gtk_column_view_column_new(column.title, factory)!
        switch column.width {
        case .natural: break
        case .fixed(let pixels): gtk_column_view_column_set_fixed_width(gtkColumn, Int32(clamping: pixels))
        case .expanding: gtk_column_view_column_set_expand(gtkColumn, 1)
        }
        gtk_column_view_column_set_resizable(gtkColumn, column.isResizable ? 1 : 0)
        if column.sortOrder != nil {
            let sorter = probe.sorter(forColumn: index)
            gtk_column_view_column_set_sorter(gtkColumn, UnsafeMutablePointer<GtkSorter>(sorter))
            g_object_unref(GtkPointer.raw(sorter))  // the column holds it
        }
        gtk_column_view_append_column(view, gtkColumn)
        gtkColumns.append(gtkColumn)  // keeps the reference `_new` gave
    }

    /// Dequeues the cell of `column` for the row at `position`: the item's (`itemCell`, the column's
    /// provider), or in the first column its section's header or footer (an empty cell in the others).
    private func cell(
        from cells: ReusableCells, forRow position: Int, inColumn column: Int, itemCell: CellProvider
    ) -> DequeuedCell {
        if column != firstShownColumn && core.isSupplementary(row: position) {
            return cells.cell(using: emptyCells, for: ())
        }
        return core.cell(from: cells, forRow: position, itemCell: itemCell)
    }

    /// Shows section headers in the column shown first, across the row, with `registration`'s cells
    /// (rebinding the headers shown now).
    public func headers<Cell>(using registration: CellRegistration<Cell, Section>) {
        core.setHeaders(registration)
    }

    /// Shows section footers in the column shown first, across the row, with `registration`'s
    /// cells (rebinding the footers shown now).
    public func footers<Cell>(using registration: CellRegistration<Cell, Section>) {
        core.setFooters(registration)
    }

    /// What Tab does once the focused row's controls are passed: leave the view
    /// (``TabBehavior/withinRow``, the default, as GNOME Files' column view does) or go on to the
    /// next row (``TabBehavior/acrossRows``).
    ///
    /// - Complexity: O(1).
    public var tabBehavior: TabBehavior {
        get { core.tabBehavior }
        set { core.tabBehavior = newValue }
    }

    /// Which items can be used now; nil (the default) when every item can. The row of an item it
    /// refuses is drawn insensitive in every column, cannot be activated, clicked or selected by the
    /// user, and the keyboard passes over it as it does headers; as ``ListView/isItemEnabled`` says.
    ///
    /// - Complexity: Setting it rebinds the rows shown now: O(*b*) for the *b* cells GTK keeps bound.
    public var isItemEnabled: (@MainActor (Item) -> Bool)? {
        get { core.isItemEnabled }
        set { core.isItemEnabled = newValue }
    }

    /// Rebinds every row shown now, in every column.
    public func reconfigureShownRows() {
        core.rebindShownRows { _ in true }
    }

    /// The counters of what the columns' recycling did so far, summed over the columns.
    public var statistics: ListStatistics {
        binders.reduce(into: ListStatistics()) { $0.add($1.recycler.statistics) }
    }

    /// The counters of one column (in ``columns``' order).
    public func statistics(ofColumn index: Int) -> ListStatistics { binders[index].recycler.statistics }

    /// GTK's count-only list model (for tests).
    package var model: OpaquePointer { core.model }

    /// GTK's selection model (for tests).
    package var selectionModel: OpaquePointer? { core.selectionModel }

    /// The rows bound to a cell in `column` now, in row order, each with its cell (for tests).
    package func boundCells(inColumn column: Int) -> [(row: Int, cell: any ListCell)] { binders[column].boundCells }

    /// The rows on screen now, at least in part, first to last, as positions in the view model's
    /// `rows`; nil while the view is not shown or shows none. Rows scrolled under the column
    /// headers and the rows GTK keeps built past the window's edges are not among them.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    public var visibleRows: ClosedRange<Int>? { core.isAlive ? core.visibleRows(in: rowsArea) : nil }

    /// The rows on screen now as a whole, first to last (of ``visibleRows``, those neither the
    /// column headers nor an edge of the view cuts); nil while the view is not shown or no row
    /// shows whole. See ``ListView/fullyVisibleRows``.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    public var fullyVisibleRows: ClosedRange<Int>? { core.isAlive ? core.visibleRows(in: rowsArea, wholly: true) : nil }

    /// The widget the rows show in, below the headers: the column view's inner list view.
    private var rowsArea: UnsafeMutablePointer<GtkWidget> { innerListView ?? widget }

    /// Scrolls so that `row` is visible (the `list.scroll-to-item` action of GTK's list view inside
    /// the column view). Asked for before GTK has laid the view out (just made, or not shown yet),
    /// the scroll waits for that layout, then goes to the row's item.
    public func scroll(toRow row: Int) {
        // Gone with its widget: GTK may have finalized the column view.
        guard core.isAlive, let list = innerListView else { return }
        core.scroll(list, toRow: row)
    }

    /// Scrolls so that `row` comes to `position` in the view below the headers (UIKit's `scrollToRow(at:at:animated:)`):
    /// first as little as shows it, then, once GTK has laid it out, the rest of the way; at the
    /// first and last rows the view goes no further than its ends. `.nearest` is ``scroll(toRow:)``.
    /// A later scroll, or a change that puts another row at `row` before it is laid out, leaves the
    /// view where the first step left it. Asked for before GTK has laid the view out (just made, or
    /// not shown yet), both steps wait for that layout.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built, once laid out.
    public func scroll(toRow row: Int, at position: ScrollPosition) {
        guard core.isAlive, let list = innerListView else { return }
        core.scroll(list, toRow: row, at: position)
    }

    /// The `GtkListView` (a private subclass) GTK 4.8's column view shows its rows in.
    package var innerListView: UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(columnView)
        while let current = child {
            let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(current))
            if g_type_check_instance_is_a(instance, gtk_list_view_get_type()) != 0 { return current }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Lets go of GTK's columns once the widget is destroyed.
    private func releaseColumns() {
        for column in gtkColumns { g_object_unref(GtkPointer.raw(column)) }
        gtkColumns.removeAll()
    }
}
