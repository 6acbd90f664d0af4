import CGtk

/// A `GtkGridView` showing a `ListViewModel` as a grid of typed, recycled cells, over the same lazy
/// model as ``ListView``.
///
/// GTK reads the rows through the count-only `GListModel` ``ListView`` uses; each `ListUpdate`'s
/// splices become `items-changed` emissions grouped around the cells GTK has built, items whose
/// content changed are rebound in place, and a bind of an item a cell already shows does nothing.
/// The grid has one factory, and so one set of pools and one ``statistics``.
///
/// GTK lays the items out in rows of equal cells, between ``minColumns`` and ``maxColumns`` of
/// them (as many as fit the width). The view model owns the items, the selection and the selection
/// mode, as for a list; with `SelectionMode.multiple`, ``isRubberBandEnabled`` lets a drag on the
/// background select a rectangle of cells.
///
/// **Sections.** GTK 4.8's grid view has no section headers: it lays out one item per cell, every
/// cell the same width, and no cell can span a row. So a section's header (and footer) is a *title
/// cell*: the cell before the section's first item, showing the header registration's cell
/// (``headers(using:)``; by default a ``SectionHeaderCell`` titled with the section's id), styled
/// `child.header` / `child.footer` — no frame, hover or selection — and inert: it cannot be
/// selected, activated or focused, and the arrow keys pass over it: Up and Down to the item in the
/// same column, Left and Right (or a column with none) to the nearest item that way.
/// A section then starts wherever the one before it ends. An app whose sections should each start
/// a grid row fills the rest of a title's row, and of a section's last row, with title cells of its
/// own that show nothing (empty sections, say), for the ``columnCount`` that
/// ``onColumnCountChange`` reports: its positions then depend on the column count, so a resize that
/// changes it is an update of the snapshot, fine for a grid of a few sections (rows-demo's Colors
/// page does this). One grid per section would give up the lazy model (a grid that is not scrolled
/// builds a widget for every item). A grid that should show no titles shows sections without
/// headers (`ListSnapshot.Section.showsHeader` false), or one section.
///
/// The grid view widget owns this object: it lives as long as the widget, so keeping a reference
/// is optional. After the widget is destroyed the object stops following its view model and releases every
/// cell and the closures it was given (so one that holds the object makes no cycle); its
/// properties and methods still answer, without GTK.
@MainActor
public final class GridView<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// A section of the shown snapshot, what header and footer cells are configured with.
    public typealias Section = ListSnapshot<SectionID, Item>.Section
    /// Dequeues and configures the cell for one item.
    public typealias CellProvider = @MainActor (ReusableCells, Item) -> DequeuedCell

    /// The view model shown; change the grid through it.
    public let viewModel: ListViewModel<SectionID, Item>
    /// The scrolled window holding the grid: put this in a window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The `GtkGridView` itself.
    public let gridView: UnsafeMutablePointer<GtkWidget>
    /// Called with the item of a cell the user activates: a double click, or Enter on the focused
    /// cell (a single click with ``activatesOnSingleClick``). Never for a title cell, nor for a
    /// ``ValuePickerTrait`` cell: activating it opens its picker.
    public var onActivate: (@MainActor (Item) -> Void)?
    /// Called with ``columnCount`` when GTK has laid the grid out in a different number of columns
    /// than when it was last called (the first time, once the grid is first laid out), after the
    /// frame that shows them: the window was resized (also while the grid was not on screen), the
    /// view model's items filled more of a row, or ``minColumns`` or ``maxColumns`` changed. None
    /// while no cell shows. Cells that fill no more than one row give the columns they take (GTK
    /// may have room for more), and once a full row shows GTK's count, it is given again even when
    /// the same. An app that lays its sections out by grid row (filling the rest of a title's row
    /// with empty title cells) makes its snapshot again here.
    public var onColumnCountChange: (@MainActor (Int) -> Void)? {
        didSet {
            columnCountReported = nil
            checkColumnCountNextFrame()
        }
    }

    /// The column count last given to ``onColumnCountChange``, and whether a full row showed it.
    var columnCountReported: (count: Int, isSure: Bool)?
    /// Whether a look at the column count waits for the next frame.
    var isColumnCountCheckWaiting = false

    /// The rows, row items, selection model and update state, shared with ``ListView``.
    let core: ListCore<SectionID, Item>
    /// The binder of the grid's one factory.
    var binder: CellBinder<SectionID, Item>!
    let cellProvider: CellProvider

    /// Shows `viewModel` in a grid of `minColumns` to `maxColumns` columns (GTK's default is 1 to
    /// 7), asking `cellProvider` for each item's cell. Section headers and footers show as title
    /// cells (see the type's documentation) with a ``SectionHeaderCell`` until ``headers(using:)``
    /// and ``footers(using:)`` say otherwise.
    public init(
        _ viewModel: ListViewModel<SectionID, Item>, minColumns: Int = 1, maxColumns: Int = 7,
        cellProvider: @escaping CellProvider
    ) {
        self.viewModel = viewModel
        self.cellProvider = cellProvider
        let factory = gtk_signal_list_item_factory_new()!
        let gridView = gtk_grid_view_new(nil, factory)!
        self.gridView = gridView
        core = ListCore(viewModel) { selection in gtk_grid_view_set_model(GtkPointer.opaque(gridView), selection) }
        gtk_widget_add_css_class(gridView, "rows")
        widget = ListCore<SectionID, Item>.scrolledWindow(holding: gridView)
        core.passFocusToRows(of: widget, view: gridView)
        setColumns(min: minColumns, max: maxColumns)

        binder = core.addBinder { [cellProvider] core, cells, position in
            core.cell(from: cells, forRow: position, itemCell: cellProvider)
        }
        binder.connectFactory(factory)
        core.installSelectionModel(for: viewModel.selectionMode)
        core.connectActivation(of: gridView) { [weak self] item in self?.onActivate?(item) }
        installKeyboardNavigation()
        followColumnCount()
        core.returnFromSearches(
            with: .init(
                view: { gridView }, viewport: widget, focusedRow: { [weak self] in self?.focusedRow() },
                focus: { [weak self] row in self?.focus(row: row) }))
        core.observe(framesOf: gridView) { [weak self] update in
            self?.core.apply(update)
            // A grid that was empty, or held less than a row, may fill more columns now.
            self?.checkColumnCountNextFrame()
        }

        // The widget owns this object; `destroy` (dispose) lets go of cells and the view model.
        core.makeOwned(self, by: gridView, key: "rows-grid-view") { [weak self] in
            // The app's closures may hold this object: they go with the widget.
            self?.onActivate = nil
            self?.onColumnCountChange = nil
        }
    }

    /// The grid view as GTK's functions take it.
    private var view: OpaquePointer { GtkPointer.opaque(gridView) }

    /// The fewest columns the grid shows, however narrow (at least 1); raising it above
    /// ``maxColumns`` raises that too.
    public var minColumns: Int {
        get { columnBounds.min }
        set { setColumns(min: newValue, max: max(newValue, maxColumns)) }
    }

    /// The most columns the grid shows, however wide (at least 1); lowering it below
    /// ``minColumns`` lowers that too.
    public var maxColumns: Int {
        get { columnBounds.max }
        set { setColumns(min: min(minColumns, newValue), max: newValue) }
    }

    /// ``minColumns`` and ``maxColumns``, as GTK was last told them (GTK's own defaults until the
    /// initializer gives them).
    private var columnBounds = (min: 1, max: 7)

    /// Sets GTK's column bounds, both at least 1 and `max` at least `min`.
    private func setColumns(min minimum: Int, max maximum: Int) {
        // GTK's bounds are `guint`s: `Int.max` asks for no limit, as the largest GTK takes.
        let low = Swift.min(Swift.max(1, minimum), Int(guint.max))
        let high = Swift.min(Swift.max(low, maximum), Int(guint.max))
        columnBounds = (low, high)
        guard core.isAlive else { return }
        defer { checkColumnCountNextFrame() }
        // GTK uses the minimum where the maximum is below it, so order the two calls to never cross.
        if low > Int(gtk_grid_view_get_max_columns(view)) {
            gtk_grid_view_set_max_columns(view, guint(high))
            gtk_grid_view_set_min_columns(view, guint(low))
        } else {
            gtk_grid_view_set_min_columns(view, guint(low))
            gtk_grid_view_set_max_columns(view, guint(high))
        }
    }

    /// Whether a drag that starts on the grid's background selects the cells in its rectangle
    /// (GTK's rubber band); it selects only while the view model's selection mode is
    /// `SelectionMode.multiple`. Off by default.
    public var isRubberBandEnabled = false {
        didSet {
            guard core.isAlive else { return }
            gtk_grid_view_set_enable_rubberband(view, isRubberBandEnabled ? 1 : 0)
        }
    }

    /// Whether a single click activates a cell (and hovering selects it, as GTK does). Off by
    /// default: a double click activates.
    public var activatesOnSingleClick = false {
        didSet {
            guard core.isAlive else { return }
            gtk_grid_view_set_single_click_activate(view, activatesOnSingleClick ? 1 : 0)
        }
    }

    /// What Tab does once the focused cell's controls are passed: leave the grid
    /// (``TabBehavior/withinRow``, the default) or go on to the next cell (``TabBehavior/acrossRows``).
    ///
    /// - Complexity: O(1).
    public var tabBehavior: TabBehavior {
        get { core.tabBehavior }
        set { core.tabBehavior = newValue }
    }

    /// Shows section headers as title cells with `registration`'s cells (rebinding the headers
    /// shown now).
    public func headers<Cell>(using registration: CellRegistration<Cell, Section>) {
        core.setHeaders(registration)
    }

    /// Shows section footers as title cells with `registration`'s cells (rebinding the footers
    /// shown now).
    public func footers<Cell>(using registration: CellRegistration<Cell, Section>) {
        core.setFooters(registration)
    }

    /// Which items can be used now; nil (the default) when every item can. The cell of an item it
    /// refuses is drawn insensitive, cannot be activated, clicked or selected by the user, and the
    /// keyboard passes over it as it does title cells; as ``ListView/isItemEnabled`` says.
    ///
    /// - Complexity: Setting it rebinds the cells shown now: O(*b*) for the *b* cells GTK keeps bound.
    public var isItemEnabled: (@MainActor (Item) -> Bool)? {
        get { core.isItemEnabled }
        set { core.isItemEnabled = newValue }
    }

    /// Rebinds every cell shown now, e.g. after a decorator or theme the cells read has changed.
    public func reconfigureShownRows() {
        core.rebindShownRows { _ in true }
    }

    /// The counters of what the grid did so far: cells built, binds, unbinds, splices; for a
    /// diagnostics view or a log.
    public var statistics: ListStatistics { binder.recycler.statistics }

    /// The cells on screen now, at least in part, first to last, as positions in the view model's
    /// `rows` (a title between them included); nil while the grid is not shown or shows none. UIKit's
    /// `indexPathsForVisibleItems`: the cells GTK keeps built past the window's edges are not among
    /// them, nor is a cell seen only in the grid view's CSS padding (see ``ListView/visibleRows``).
    ///
    /// - Complexity: O(*b*) for the *b* cells GTK keeps built.
    public var visibleRows: ClosedRange<Int>? { core.visibleRows(in: gridView) }

    /// The cells on screen now as a whole, first to last (of ``visibleRows``, those no edge of the
    /// grid cuts); nil while the grid is not shown or no cell shows whole. See
    /// ``ListView/fullyVisibleRows``.
    ///
    /// - Complexity: O(*b*) for the *b* cells GTK keeps built.
    public var fullyVisibleRows: ClosedRange<Int>? { core.visibleRows(in: gridView, wholly: true) }

    /// Scrolls so that the cell of `row` (a position in the view model's rows) is visible (GTK
    /// 4.8's `list.scroll-to-item` action). Asked for before GTK has laid the grid out (just made,
    /// or not shown yet), the scroll waits for that layout, then goes to the row's item.
    public func scroll(toRow row: Int) {
        core.scroll(gridView, toRow: row)
    }

    /// Scrolls so that the cell of `row` comes to `position` in the view (UIKit's `scrollToItem(at:at:animated:)`):
    /// first as little as shows it, then, once GTK has laid it out, the rest of the way; at the
    /// first and last rows the view goes no further than its ends. `.nearest` is ``scroll(toRow:)``.
    /// The cell is placed with its CSS margin, as GTK places it (a cell with a 2 px margin asked to
    /// the top shows 2 px below it), and then made GTK's anchor, the item it keeps in place.
    /// A later scroll, or a change that puts another row at `row` before it is laid out, leaves the
    /// view where the first step left it. Asked for before GTK has laid the view out (just made, or
    /// not shown yet), both steps wait for that layout.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built, once laid out.
    public func scroll(toRow row: Int, at position: ScrollPosition) {
        core.scroll(gridView, toRow: row, at: position)
    }

    /// GTK's count-only list model (for tests).
    package var model: OpaquePointer { core.model }

    /// GTK's selection model (for tests).
    package var selectionModel: OpaquePointer? { core.selectionModel }

    /// The grid's pools and bound slots (for tests).
    var recycler: Recycler { binder.recycler }

    /// How many rows are bound to a cell now (for tests).
    package var boundRowCount: Int { binder.recycler.bound.count }

    /// The rows bound to a cell now, in row order, each with its cell (for tests and benchmarks).
    package var boundCells: [(row: Int, cell: any ListCell)] { binder.boundCells }
}
