/// Where a list's view goes when its search ends: back to the rows it showed before the search
/// began, unless a row was picked among the results (the keyboard taken into them, or a selection
/// made), which then stays in view, as a mail client's search ends on the message opened from it.
///
/// Without it the view stays where the results left it: GTK keeps the row at the top of the results
/// where it was, so clearing a search for the last of a million rows left the list at its end.
///
/// A view notes what happens while its rows are filtered: ``searchBegan(firstShown:)`` when they
/// become filtered (with the item row at the top of the view then), ``focusEntered()`` when the
/// keyboard focus comes into the view from outside it (the search entry), ``selectionChanged()`` for
/// a selection made; then ``searchEnded(in:focusedItem:selectedIDs:)``, when they are not filtered
/// any more, says where to scroll.
package struct SearchReturn<ItemID: Hashable & Sendable>: Sendable {
    /// Where the view scrolls when the search ends.
    package enum Scroll: Equatable, Sendable {
        /// Shows this row first, at the top of the view, where it was before the search.
        case showFirst(row: Int)
        /// Scrolls as little as shows this row, the one picked among the results; with `focusing`,
        /// gives it the keyboard focus too (the row that had it among the results: GTK 4.8 may have
        /// moved the focus to another row as the rows around it came back).
        case reveal(row: Int, focusing: Bool)
    }

    /// Whether the view's rows are filtered by a search now.
    package private(set) var isSearching = false
    /// The item at the top of the view before the search began, and its row then.
    private var firstShownBefore: (id: ItemID, row: Int)?
    /// Whether the selection changed while the search showed.
    private var selectionChangedInSearch = false
    /// Whether the keyboard focus came into the view while the search showed.
    private var focusEnteredInSearch = false

    /// No search yet.
    package init() {}

    /// The view's rows are filtered from now on.
    ///
    /// - Parameter firstShown: The item of the first item row in the view before the search, with
    ///   its row; nil when the view showed none (it was empty, or not on screen).
    /// - Complexity: O(1).
    package mutating func searchBegan(firstShown: (id: ItemID, row: Int)?) {
        isSearching = true
        firstShownBefore = firstShown
        selectionChangedInSearch = false
        focusEnteredInSearch = false
    }

    /// The keyboard focus came into the view from outside it; while the search shows, the row it is
    /// on when the search ends is a pick. (Not while the search is being cleared: the focus an app
    /// gives the list as its search closes picks nothing.)
    ///
    /// - Complexity: O(1).
    package mutating func focusEntered() {
        if isSearching { focusEnteredInSearch = true }
    }

    /// The user changed the selection; a pick while the search shows is kept in view when it ends.
    ///
    /// - Complexity: O(1).
    package mutating func selectionChanged() {
        if isSearching { selectionChangedInSearch = true }
    }

    /// The view's rows are not filtered any more: where to scroll.
    ///
    /// - Parameters:
    ///   - rows: The rows shown now, the search gone.
    ///   - focusedItem: The item whose row had the keyboard focus among the results, just before
    ///     they went, if one had.
    ///   - selectedIDs: The items selected now.
    /// - Returns: The focused item's row to reveal and focus, when the focus came into the view
    ///   during the search; else the first selected row, when the selection changed during the
    ///   search; else the row first in the view before the search, to show first again (found where
    ///   it was when no row above it came or went, else looked for); nil when there is none of these
    ///   (the item at the top before is gone).
    /// - Complexity: O(1) when the item first before is still at its row and nothing was picked;
    ///   else O(*n*) for the *n* rows.
    package mutating func searchEnded<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>(
        in rows: FlatRows<SectionID, Item>, focusedItem: ItemID?, selectedIDs: Set<ItemID>
    ) -> Scroll? where Item.ID == ItemID {
        defer {
            isSearching = false
            firstShownBefore = nil
            selectionChangedInSearch = false
            focusEnteredInSearch = false
        }
        guard isSearching else { return nil }
        if focusEnteredInSearch, let focusedItem, let row = rows.row(ofItem: focusedItem) {
            return .reveal(row: row, focusing: true)
        }
        if selectionChangedInSearch, let row = rows.firstRow(ofAnyItemIn: selectedIDs) {
            return .reveal(row: row, focusing: false)
        }
        guard let (id, row) = firstShownBefore else { return nil }
        if rows.indices.contains(row), rows[row].item?.id == id { return .showFirst(row: row) }
        return rows.row(ofItem: id).map { .showFirst(row: $0) }
    }
}
