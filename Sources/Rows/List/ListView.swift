import CGtk

/// A `GtkListView` showing a `ListViewModel` with typed, recycled cells of many types.
///
/// GTK reads the view model's flattened rows lazily through a count-only `GListModel`; each
/// `ListUpdate`'s splices become `items-changed` emissions, grouped around the rows GTK has built,
/// and rows whose content changed are rebound in place. Headers and footers are rows too: not selectable, not activatable,
/// styled `row.header` / `row.footer`, and skipped by the arrow keys and Tab.
///
/// The view model owns the rows, the selection and the selection mode; the list is one of its
/// observers (`ListViewModel/observe(_:)`) from its creation, so an observer added after it is told
/// each update once GTK has it. Change the list through ``viewModel``: a new selection mode there
/// swaps GTK's selection model too.
///
/// The list view widget owns this object: it lives as long as the widget, so keeping a reference is
/// optional. After the widget is destroyed the object stops following its view model and releases every
/// cell and the closures it was given (so one that holds the object makes no cycle); its
/// properties and methods still answer, without GTK.
@MainActor
public final class ListView<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// A section of the shown snapshot, what header and footer cells are configured with.
    public typealias Section = ListSnapshot<SectionID, Item>.Section
    /// Dequeues and configures the cell for one item.
    public typealias CellProvider = @MainActor (ReusableCells, Item) -> DequeuedCell

    /// The view model shown; change the list through it.
    public let viewModel: ListViewModel<SectionID, Item>
    /// The scrolled window holding the list: put this in a window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The `GtkListView` itself.
    public let listView: UnsafeMutablePointer<GtkWidget>
    /// Called with the item of a row the user activates: a double click, or Enter on the focused row
    /// (a single click with `gtk_list_view_set_single_click_activate`). Never for a header or footer,
    /// nor for a row showing a ``ValuePickerTrait`` cell: activating that row opens its picker, as
    /// GNOME's combo rows do.
    /// (For the selection and updates, observe the view model: `ListViewModel/observe(_:)`.)
    public var onActivate: (@MainActor (Item) -> Void)?
    /// Turns on reordering when set: the user drags item rows (a line shows where the row will land;
    /// near the top or bottom edge GTK scrolls the list), or moves the focused row with Alt+Up / Alt+Down
    /// (into the neighbouring section at a section's edge). Each time, this is called with the item's
    /// id and where it goes; the list moves nothing itself: move the item through ``viewModel``
    /// (`ListViewModel/moveItem(_:to:)`, or a snapshot made with `ListSnapshot/moving(_:to:)` that
    /// changes the item too), and the diff makes it one move, keeping the row's widget when GTK can.
    /// nil (the default) turns reordering off. ``reordersItems(moved:)`` sets one that just moves the item.
    public var onMove: (@MainActor (Item.ID, ListSnapshot<SectionID, Item>.Destination) -> Void)? {
        didSet { updateReordering() }
    }
    /// When on, the time spent in each bind, and in GTK reparenting cells, is added to ``statistics``
    /// (for benchmarks).
    package var measuresBindTime = false {
        didSet { binder.measuresBindTime = measuresBindTime }
    }

    /// The rows, row items, selection model and update state, shared with ``ColumnView``.
    let core: ListCore<SectionID, Item>
    /// The binder of the list's one factory.
    var binder: CellBinder<SectionID, Item>!
    let cellProvider: CellProvider
    /// The drag source, drop target and keys of reordering, made when ``onMove`` is first set.
    var reorderer: RowReorderer<SectionID, Item>?

    /// GTK's count-only list model.
    var model: OpaquePointer { core.model }
    /// The item GTK holds for each row it shows.
    var rowItems: RowItems<SectionID, Item> { core.rowItems }
    /// The list's pools and bound slots.
    var recycler: Recycler { binder.recycler }
    /// The rows GTK's model holds now (see `ListCore.shownRows`).
    var shownRows: FlatRows<SectionID, Item> { core.shownRows }
    /// GTK's selection model.
    var selectionModel: OpaquePointer? { core.selectionModel }
    var isAlive: Bool { core.isAlive }

    /// Shows `viewModel`, asking `cellProvider` for each item's cell. Section headers and footers show
    /// a ``SectionHeaderCell`` titled with the section id's description until ``headers(using:)`` and
    /// ``footers(using:)`` say otherwise.
    public init(_ viewModel: ListViewModel<SectionID, Item>, cellProvider: @escaping CellProvider) {
        self.viewModel = viewModel
        self.cellProvider = cellProvider
        let factory = gtk_signal_list_item_factory_new()!
        let listView = gtk_list_view_new(nil, factory)!
        self.listView = listView
        core = ListCore(viewModel) { selection in gtk_list_view_set_model(GtkPointer.opaque(listView), selection) }
        gtk_widget_add_css_class(listView, "rows")
        gtk_widget_add_css_class(listView, "rich-list")
        widget = ListCore<SectionID, Item>.scrolledWindow(holding: listView)
        core.passFocusToRows(of: widget, view: listView)

        binder = core.addBinder { [cellProvider] core, cells, position in
            core.cell(from: cells, forRow: position, itemCell: cellProvider)
        }
        binder.connectFactory(factory)
        core.installSelectionModel(for: viewModel.selectionMode)
        core.connectActivation(of: listView) { [weak self] item in self?.onActivate?(item) }
        installKeyboardNavigation()
        core.returnFromSearches(
            with: .init(
                view: { listView }, viewport: widget, focusedRow: { [weak self] in self?.focusedRow() },
                focus: { [weak self] row in self?.focus(row: row) }))
        core.observe(framesOf: listView) { [weak self] update in self?.apply(update) }

        // The widget owns this object; `destroy` (dispose) lets go of cells and the view model.
        core.makeOwned(self, by: listView, key: "rows-list-view") { [weak self] in
            // The app's closures may hold this object: they go with the widget.
            self?.onActivate = nil
            self?.onMove = nil
            self?.reorderer = nil
        }
    }

    /// Shows section headers with `registration`'s cells (rebinding the headers shown now).
    public func headers<Cell>(using registration: CellRegistration<Cell, Section>) {
        core.setHeaders(registration)
    }

    /// Shows section footers with `registration`'s cells (rebinding the footers shown now).
    public func footers<Cell>(using registration: CellRegistration<Cell, Section>) {
        core.setFooters(registration)
    }

    /// Whether each item row's widget (CSS node `row`) gets the class `first-in-section` when it
    /// shows its section's first item and `last-in-section` when it shows the last (both for an
    /// only item), kept right through every update and search; off by default.
    ///
    /// For lists styled as a card per section, as GNOME's preferences are (`.boxed-list`): the
    /// first row's top corners and the last row's bottom corners are rounded. Which row is which is
    /// decided by RowsCore's `FlatRows.sectionEdges(ofRow:)`.
    public var marksSectionEdges: Bool {
        get { core.marksSectionEdges }
        set { core.marksSectionEdges = newValue }
    }

    /// Whether a single click on a row activates it (``onActivate``), as a row of GNOME's
    /// preferences opens on a click; hovering then selects the row when the list selects (GTK's
    /// `single-click-activate`). Off by default: a double click or Enter activates.
    public var activatesOnSingleClick = false {
        didSet {
            guard core.isAlive else { return }
            gtk_list_view_set_single_click_activate(GtkPointer.opaque(listView), activatesOnSingleClick ? 1 : 0)
        }
    }

    /// What Tab does once the focused row's controls are passed: leave the list (``TabBehavior/withinRow``,
    /// the default, as GNOME Files does) or go on to the next row (``TabBehavior/acrossRows``, as a
    /// short list of preferences may).
    ///
    /// - Complexity: O(1).
    public var tabBehavior: TabBehavior {
        get { core.tabBehavior }
        set { core.tabBehavior = newValue }
    }

    /// Which items can be used now; nil (the default) when every item can. The row of an item it
    /// refuses is drawn insensitive (dimmed, as GTK draws a disabled control), cannot be activated,
    /// clicked or selected by the user (GTK's select-all and Shift+click ranges leave it out too),
    /// and the keyboard passes over it as it does headers; a row with the keyboard that becomes
    /// unusable passes it to the nearest usable row. An item selected through the view model stays
    /// selected until the user changes the selection. Asked for each row as it
    /// is bound, and for the rows the keyboard passes; an update of the item rebinds its row, so an
    /// item that says whether it can be used (`{ $0.isEnabled }`) is kept in step by the diff.
    ///
    /// ```swift
    /// list.isItemEnabled = { setting in setting.action == nil || setting.canRun }
    /// ```
    ///
    /// - Complexity: Setting it rebinds the rows shown now: O(*b*) for the *b* rows GTK keeps bound.
    public var isItemEnabled: (@MainActor (Item) -> Bool)? {
        get { core.isItemEnabled }
        set { core.isItemEnabled = newValue }
    }

    /// Rebinds every row shown now, e.g. after a decorator or theme the cells read has changed.
    public func reconfigureShownRows() {
        core.rebindShownRows { _ in true }
    }

    /// The counters of what the list did so far: cells built, binds, unbinds, splices; for a
    /// diagnostics view or a log.
    public var statistics: ListStatistics { recycler.statistics }

    /// Where the view model's background results land, when this list gave it its scheduler (for
    /// benchmarks that time each landing).
    package var frameDelivery: FrameDelivery? { core.frameDelivery }

    /// How many cells wait in the pools now (for tests).
    package var pooledCellCount: Int { recycler.freeCells }

    /// How many rows are bound to a cell now (for tests).
    package var boundRowCount: Int { recycler.bound.count }

    /// The rows bound to a cell now, in row order, each with its cell: the rows on screen and the few
    /// past its edges GTK keeps ready. Rows the list is about to bind (mid-update) are left out.
    /// (For tests and benchmarks.)
    package var boundCells: [(row: Int, cell: any ListCell)] { binder.boundCells }

    /// The rows on screen now, at least in part, first to last, as positions in the view model's
    /// `rows`; nil while the list is not shown or shows none. UIKit's `indexPathsForVisibleRows`:
    /// the rows GTK keeps built past the window's edges are not among them, nor is a row seen only
    /// in the list view's CSS padding: GTK scrolls rows within the padding, and a row at the top
    /// (``scroll(toRow:at:)``) leaves the row above it partly drawn in a top padding.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built (about 200, whatever the list's size).
    public var visibleRows: ClosedRange<Int>? { core.visibleRows(in: listView) }

    /// The rows on screen now as a whole, first to last (of ``visibleRows``, those no edge of the
    /// view cuts); nil while the list is not shown or no row shows whole (one taller than the view).
    /// Where a row was among them, a scroll putting the first of them at the top
    /// (``scroll(toRow:at:)``) shows that row whole again in a view of the same height.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built (about 200, whatever the list's size).
    public var fullyVisibleRows: ClosedRange<Int>? { core.visibleRows(in: listView, wholly: true) }

    /// Scrolls so that `row` is visible (GTK 4.8's `list.scroll-to-item` action). Asked for before
    /// GTK has laid the list out (just made, or not shown yet), the scroll waits for that layout,
    /// then goes to the row's item; the last scroll asked for meanwhile wins.
    public func scroll(toRow row: Int) {
        core.scroll(listView, toRow: row)
    }

    /// Scrolls so that `row` comes to `position` in the view (UIKit's `scrollToRow(at:at:animated:)`):
    /// first as little as shows it, then, once GTK has laid it out, the rest of the way; at the
    /// first and last rows the view goes no further than its ends. `.nearest` is ``scroll(toRow:)``.
    /// A later scroll, or a change that puts another row at `row` before it is laid out, leaves the
    /// view where the first step left it. Asked for before GTK has laid the view out (just made, or
    /// not shown yet), both steps wait for that layout.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built, once laid out.
    public func scroll(toRow row: Int, at position: ScrollPosition) {
        core.scroll(listView, toRow: row, at: position)
    }

    /// Applies `update`, which the view model told this list, to GTK.
    package func apply(_ update: ListUpdate<SectionID, Item>) {
        core.apply(update)
    }
}
