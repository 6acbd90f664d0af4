/// Where a list's view goes when its search ends: back to the rows it showed before the search
/// began, unless a row was picked among the results (the keyboard taken into them, or a selection
/// made), which then stays in view, as a mail client's search ends on the message opened from it.
///
/// Without it the view stays where the results left it: GTK keeps the row at the top of the results
/// where it was, so clearing a search for the last of a million rows left the list at its end.
///
/// A view notes what happens while its rows are filtered: ``searchBegan(firstShown:rowsAbove:focused:)``
/// when they become filtered (with the item row at the top of the view then, and the item whose row
/// had the keyboard last), ``focusEntered()`` when the
/// keyboard focus comes into the view from outside it (the search entry), ``selectionChanged()`` for
/// a selection made; then ``searchEnded(in:focusedItem:selectedIDs:)``, when they are not filtered
/// any more, says where to scroll.
package struct SearchReturn<ItemID: Hashable & Sendable>: Sendable {
    /// Where the view scrolls when the search ends.
    package enum Scroll: Equatable, Sendable {
        /// Shows this row first, at the top of the view, where it was before the search; when the
        /// view has the keyboard, it goes to the row `focusing` (the row that had it before the
        /// search), or when nil to the row shown first.
        case showFirst(row: Int, focusing: Int? = nil)
        /// Scrolls as little as shows this row, the one picked among the results; with `focusing`,
        /// gives it the keyboard focus too (the row that had it among the results: GTK 4.8 may have
        /// moved the focus to another row as the rows around it came back).
        case reveal(row: Int, focusing: Bool)
    }

    /// Whether the view's rows are filtered by a search now.
    package private(set) var isSearching = false
    /// The item at the top of the view before the search began, its row then, and how many header
    /// or footer rows showed above it.
    private var firstShownBefore: (id: ItemID, row: Int, rowsAbove: Int)?
    /// The item whose row had the keyboard last before the search began.
    private var focusedBefore: ItemID?
    /// The query whose results the view shows; nil when it shows none.
    private var shownQuery: String?
    /// Whether the selection changed while the search showed.
    private var selectionChangedInSearch = false
    /// Whether the keyboard focus came into the view while the search showed.
    private var focusEnteredInSearch = false

    /// No search yet.
    package init() {}

    /// The view's rows are filtered from now on.
    ///
    /// - Parameters:
    ///   - firstShown: The item of the first item row in the view before the search, with its row;
    ///     nil when the view showed none (it was empty, or not on screen).
    ///   - rowsAbove: How many rows showed above that row (a section's header, a footer).
    ///   - focused: The item whose row had the keyboard last, if one had.
    /// - Complexity: O(1).
    package mutating func searchBegan(firstShown: (id: ItemID, row: Int)?, rowsAbove: Int = 0, focused: ItemID? = nil) {
        isSearching = true
        firstShownBefore = firstShown.map { ($0.id, $0.row, rowsAbove) }
        focusedBefore = focused
        selectionChangedInSearch = false
        focusEnteredInSearch = false
    }

    /// The view shows the results of `query` (nil for a filter that is not a search), which
    /// `changeRows` or not: whether it shows them from their first row. It does when they are
    /// another query's than the results it showed (the search began, or its words changed) and
    /// rows changed, as a search box's results show: a view keeps the rows near its old top in
    /// view, which would hide the first matches above them. Results of the same query changing (a
    /// row added), and words that leave the rows as they were, stay where the person has them.
    /// Either way, the view now shows `query`'s results.
    ///
    /// - Complexity: O(*q*) for a query of *q* bytes.
    package mutating func showsFromTheirFirstRow(resultsOf query: String?, changingRows changeRows: Bool) -> Bool {
        defer { shownQuery = query }
        return changeRows && query != nil && query != shownQuery
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
    ///   it was when no row above it came or went, else looked for), with the headers that showed
    ///   above it, and the keyboard for the row that had it before (the row that had it, when the
    ///   one at the top before is gone); nil when there is none of these.
    /// - Complexity: O(1) when the item first before is still at its row and nothing was picked;
    ///   else O(*n*) for the *n* rows.
    package mutating func searchEnded<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>(
        in rows: FlatRows<SectionID, Item>, focusedItem: ItemID?, selectedIDs: Set<ItemID>
    ) -> Scroll? where Item.ID == ItemID {
        defer {
            isSearching = false
            shownQuery = nil
            firstShownBefore = nil
            focusedBefore = nil
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
        let focusing = focusedBefore.flatMap { rows.row(ofItem: $0) }
        guard let (id, row, rowsAbove) = firstShownBefore,
            let found = rows.indices.contains(row) && rows[row].item?.id == id ? row : rows.row(ofItem: id)
        else { return focusing.map { .showFirst(row: $0, focusing: $0) } }
        // The headers above it again, when they are still there.
        let first = found - rowsAbove
        let isHeaders = first >= 0 && (first..<found).allSatisfy { rows[$0].item == nil }
        return .showFirst(row: isHeaders ? first : found, focusing: focusing)
    }
}
