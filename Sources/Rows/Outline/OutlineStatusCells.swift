import CGtk

/// The cell of an outline's loading row: a spinning spinner and "Loading…".
@MainActor
final class OutlineLoadingCell: BoxCell {
    let spinner = gtk_spinner_new()!
    let label = Label(cssClasses: ["dim-label"])

    required init() {
        super.init()
        gtk_widget_add_css_class(root, "outline-loading")
        append(spinner)
        append(label.widget)
        label.text = "Loading…"
    }

    /// Spins while shown: a spinner spins only when started.
    func start() { gtk_spinner_start(OpaquePointer(spinner)) }

    override func prepareForReuse() { gtk_spinner_stop(OpaquePointer(spinner)) }
}

/// The cell of an outline's error row: an error icon and the error's message.
@MainActor
final class OutlineErrorCell: BoxCell {
    let icon = gtk_image_new_from_icon_name("dialog-error-symbolic")!
    let label = Label(cssClasses: ["error"])

    required init() {
        super.init()
        gtk_widget_add_css_class(root, "outline-error")
        append(icon)
        append(label.widget)
    }
}

/// The cells an outline's rows show: the user's cell for an item, a ``OutlineLoadingCell`` or an
/// ``OutlineErrorCell`` for the loading and error rows, inside the slot's ``OutlineChrome`` (its
/// indentation and disclosure), whose click toggles the row's node.
@MainActor
enum OutlineCells {
    static let loading = CellRegistration<OutlineLoadingCell, Void> { cell, _ in cell.start() }
    static let failure = CellRegistration<OutlineErrorCell, String> { cell, message in cell.label.text = message }

    /// The cell of `row`: `itemCell`'s for an item, the loading or error cell otherwise; with the
    /// chrome when `decorated` (a column view's other columns show none).
    static func cell<Item>(
        from cells: ReusableCells, for row: OutlineRow<Item>, decorated: Bool, toggle: @escaping @MainActor (Item.ID) -> Void,
        itemCell: (ReusableCells, Item) -> DequeuedCell
    ) -> DequeuedCell {
        // A loading or error row is not selectable or activatable, as a header is not (the binder
        // tells GTK, from this and the row's other states).
        cells.slot.isStatusRow = row.item == nil
        if decorated {
            let chrome = cells.slot.outlineChrome()
            chrome.show(depth: row.depth, isExpandable: row.isExpandable, isExpanded: row.isExpanded)
            if let id = row.item?.id, row.isExpandable {
                chrome.onToggle = { toggle(id) }
            } else {
                chrome.onToggle = nil
            }
        }
        switch row.content {
        case .item(let item): return itemCell(cells, item)
        case .loading: return cells.cell(using: loading, for: ())
        case .failure(let message): return cells.cell(using: failure, for: message)
        }
    }
}
