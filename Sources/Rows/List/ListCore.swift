import CGtk

/// What ``ListView``, ``ColumnView`` and ``GridView`` share: the count-only `RowsListModel` over a view model's
/// rows, the row items GTK holds, the rows GTK's model means now, the binders of the cells, and GTK's
/// selection model mirroring the view model's selected ids.
@MainActor
final class ListCore<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// The view model shown.
    let viewModel: ListViewModel<SectionID, Item>
    /// GTK's count-only list model.
    let model: OpaquePointer
    /// The item GTK holds for each row it shows.
    let rowItems: RowItems<SectionID, Item>
    /// The rows GTK's model holds, derived from the view model and never edited here: the
    /// ``ListUpdate/rows`` of the last update applied (the view model's rows at first), replaced only
    /// by `apply(_:)`, once that update's splices are all out. They equal ``ListViewModel/rows``
    /// except while the view model's observers are being told an update not applied here yet; GTK's
    /// positions mean these rows until then.
    var shownRows: FlatRows<SectionID, Item> {
        didSet { readShownRows() }
    }
    /// How many rows `shownRows` has, kept with it: every bind checks its position against it.
    private(set) var shownRowCount = 0
    /// The items of `shownRows` when they are all its rows (one section, no header or footer), kept
    /// with it: a bind then reads its item straight from the array. Code generic over the items, as
    /// Rows' is (it is not specialized for the app's types), looks up the type of every generic value
    /// it makes at run time; reading a row as a `ListRow` cost several such look-ups a bind.
    private(set) var shownItemsAlone: [Item]?
    /// True while an update's splices are emitted.
    var isApplying = false
    /// Whether item rows get the `first-in-section` / `last-in-section` classes.
    var marksSectionEdges = false {
        didSet {
            guard marksSectionEdges != oldValue else { return }
            for binder in binders { binder.restyleSectionEdges(marks: marksSectionEdges) }
        }
    }
    var isAlive = true
    /// One binder per GTK factory: one for a list view, one per column for a column view.
    var binders: [CellBinder<SectionID, Item>] = []
    /// GTK's selection model.
    var selectionModel: OpaquePointer?
    /// The mode `selectionModel` was made for: the view model's mode, once an update applied it.
    var selectionModelMode = SelectionMode.none
    var isPushingSelection = false
    /// The observation of the view model.
    var observation: ListObservation?
    /// Where the view model's background results land, when this core gave it its scheduler.
    var frameDelivery: FrameDelivery?
    /// The cells of section headers and footers.
    var supplementaries: Supplementaries
    /// Where the view goes back to when a search ends.
    var searchReturn = SearchReturn<Item.ID>()
    /// The item whose row had the keyboard when it last left the view (see ``returnFromSearches(with:)``).
    var focusLeftItem: Item.ID?
    /// Counts the scrolls asked for (`scroll(_:toRow:)`, which focusing a row asks for too): a
    /// search's return waiting for the next layout gives way to one asked for meanwhile.
    var scrollsAsked = 0
    /// The last scroll asked for while the view had not been laid out yet, and the row's item and
    /// the rows' version then (see `scrollOnceLaidOut`).
    var scrollAwaitingLayout: AskedScroll?
    /// Whether a wait for the view's first layout is under way for ``scrollAwaitingLayout``.
    var isAwaitingLayout = false
    /// How the view scrolls and where its keyboard focus is, set by the view (see ``Scrolling``):
    /// without it a search's end scrolls nothing.
    var scrolling: Scrolling?
    /// Whether a slot's widget is a cell of a row (a column view's) rather than the row itself.
    var slotsAreCells = false
    /// Where Tab goes from a row once its controls are passed: out of the view, or to the next row.
    var tabBehavior = TabBehavior.withinRow
    /// Items the keyboard passes over as it does headers and footers (an outline's loading and
    /// error rows); nil when it stops on every item.
    var passesOver: (@MainActor (Item) -> Bool)?
    /// Which items can be used now (see `ListView.isItemEnabled`); nil when every item can. Setting
    /// it rebinds the rows shown now.
    var isItemEnabled: (@MainActor (Item) -> Bool)? {
        didSet { rebindShownRows { _ in true } }
    }
    /// Makes the menu a row shows on a right-click, a long press or the menu key; nil shows none.
    var contextMenu: (@MainActor (Item) -> ContextMenu?)?
    /// Shows the menus, once ``contextMenu`` has been set.
    var menuPresenter: ContextMenuPresenter?
    /// Gives the GTK view a new selection model.
    let setSelectionModel: @MainActor (OpaquePointer) -> Void

    /// A core over `viewModel`'s rows; `setSelectionModel` hands GTK's view a selection model.
    init(
        _ viewModel: ListViewModel<SectionID, Item>, setSelectionModel: @escaping @MainActor (OpaquePointer) -> Void
    ) {
        self.viewModel = viewModel
        self.setSelectionModel = setSelectionModel
        supplementaries = Supplementaries()
        shownRows = viewModel.rows
        rowItems = RowItems()
        model = rows_list_model_new()
        readShownRows()
        rows_list_model_splice(model, 0, 0, guint(shownRows.count))
        RowItemSources.connect(model, to: rowItems)
    }

    /// A new binder for one factory, whose cells `provider` dequeues.
    func addBinder(_ provider: @escaping CellBinder<SectionID, Item>.Provider) -> CellBinder<SectionID, Item> {
        let binder = CellBinder(core: self, provider: provider)
        binders.append(binder)
        return binder
    }

    /// Starts following the view model (after the view is set up), applying each update with
    /// `apply`, which calls ``apply(_:)``.
    ///
    /// A view model with no scheduler gets one that runs long searches and background diffs off the
    /// loop and lands their results at the start of `widget`'s next frame (``FrameDelivery``).
    func observe(
        framesOf widget: UnsafeMutablePointer<GtkWidget>, _ apply: @escaping @MainActor (ListUpdate<SectionID, Item>) -> Void
    ) {
        observation = viewModel.observe(apply)
        if viewModel.scheduler == nil {
            let delivery = FrameDelivery(framesOf: widget)
            frameDelivery = delivery
            viewModel.scheduler = delivery.scheduler
        }
    }

    /// Keeps `shownRowCount` and `shownItemsAlone` in step with `shownRows`.
    private func readShownRows() {
        shownRowCount = shownRows.count
        let sections = shownRows.sections
        shownItemsAlone =
            sections.count == 1 && !sections[0].showsHeader && !sections[0].showsFooter ? sections[0].items : nil
    }

    /// Whether the row at `position` of `shownRows` is a section's header or footer.
    ///
    /// - Complexity: O(1) when the rows are all items, else O(log *s*) for *s* sections.
    func isSupplementary(row position: Int) -> Bool {
        supplementaryKind(ofRow: position) != nil
    }

    /// Whether the arrow keys, Tab, Home and End pass over the row at `position` of `shownRows`: a
    /// header or footer, an item ``passesOver`` names, or one ``isItemEnabled`` refuses.
    ///
    /// - Complexity: O(1) besides ``passesOver`` and ``isItemEnabled`` when the rows are all items,
    ///   else O(log *s*) for *s* sections.
    func isPassedOver(row position: Int) -> Bool {
        if isShownWithRowBelow(position) { return true }
        guard let isItemEnabled, let item = shownRows[position].item else { return false }
        return !isItemEnabled(item)
    }

    /// Whether the row at `position` of `shownRows` is a header, footer or an item ``passesOver``
    /// names: a row that comes into view with the item below it when the keyboard goes up (not an
    /// item ``isItemEnabled`` refuses: there may be more of those than the view shows).
    ///
    /// - Complexity: O(1) besides ``passesOver`` when the rows are all items, else O(log *s*) for *s*
    ///   sections.
    func isShownWithRowBelow(_ position: Int) -> Bool {
        guard let item = shownRows[position].item else { return true }
        return passesOver?(item) ?? false
    }

    /// The nearest row the keyboard stops on from `position` (included), `step` (1 or -1) at a time;
    /// nil when there is none that way.
    ///
    /// - Complexity: O(*k*) for the *k* rows passed over.
    func nearestStop(from position: Int, step: Int) -> Int? {
        guard passesOver != nil || isItemEnabled != nil else { return shownRows.nearestItemRow(from: position, step: step) }
        var candidate = position
        while candidate >= 0, candidate < shownRows.count {
            if !isPassedOver(row: candidate) { return candidate }
            candidate += step
        }
        return nil
    }

    /// The CSS class of the row at `position` of `shownRows` when it is a header or footer
    /// (`header`, `footer`), nil for an item.
    ///
    /// - Complexity: O(1) when the rows are all items, else O(log *s*) for *s* sections.
    func supplementaryKind(ofRow position: Int) -> String? {
        shownItemsAlone == nil ? supplementaryKind(ofSectionedRow: position) : nil
    }

    /// ``supplementaryKind(ofRow:)`` for rows with headers, footers or several sections: kept
    /// apart, so that the rows' generic types are looked up only for such lists.
    @inline(never)
    private func supplementaryKind(ofSectionedRow position: Int) -> String? {
        switch shownRows[position] {
        case .item: nil
        case .header: "header"
        case .footer: "footer"
        }
    }

    /// The positions of the rows bound to a cell now, sorted.
    var builtRows: [Int] {
        if binders.count == 1 { return binders[0].recycler.bound.map(\.position).sorted() }
        var positions = Set<Int>()
        for binder in binders { for slot in binder.recycler.bound { positions.insert(slot.position) } }
        return positions.sorted()
    }

    /// The view's widget is going: stop following the view model and let go of every cell.
    func widgetDestroyed() {
        guard isAlive else { return }
        isAlive = false
        // The app's closures may hold the view (a cycle through it, which kept it and its view model
        // alive): they go with the widget.
        contextMenu = nil
        isItemEnabled = nil
        passesOver = nil
        supplementaries = Supplementaries()
        observation?.cancel()
        frameDelivery?.stop()
        for binder in binders { binder.recycler.drain() }
        rowItems.forgetAll()
        RowItemSources.disconnect(model)
        if let selectionModel { g_object_unref(GtkPointer.raw(selectionModel)) }
        selectionModel = nil
        g_object_unref(GtkPointer.raw(model))
    }
}
