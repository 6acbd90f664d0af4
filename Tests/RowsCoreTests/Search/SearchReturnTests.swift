import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

/// Rows of one section, with a header, holding items of these ids.
private func rows(_ ids: [Int]) -> FlatRows<String, Row> {
    ListSnapshot(sections: [.init(id: "a", items: ids.map { Row(id: $0, version: 0) })]).rows
}

@Suite("Where a list goes when its search ends")
struct SearchReturnTests {
    @Test("nothing picked: the row first in the view before the search is shown first again")
    func backToTheFirstRowShownBefore() {
        var searchReturn = SearchReturn<Int>()
        searchReturn.searchBegan(firstShown: (id: 500, row: 501))
        #expect(searchReturn.isSearching)
        let end = searchReturn.searchEnded(in: rows(Array(0..<1_000)), focusedItem: nil, selectedIDs: [])
        #expect(end == .showFirst(row: 501))
        #expect(!searchReturn.isSearching)
    }

    @Test("results show from their first row when their query is new: begun, changed, or begun again after an end")
    func newResultsShowFromTheirFirstRow() {
        var searchReturn = SearchReturn<Int>()
        var shown: [Bool] = []
        for query in ["row", "row", "row 1", "row", nil, "row"] {
            shown.append(searchReturn.showsFromTheirFirstRow(resultsOf: query, changingRows: true))
        }
        // The same words' results changing stay where they are; words taken back are new results;
        // a filter that is no search has none.
        #expect(shown == [true, false, true, true, false, true])
        searchReturn.searchBegan(firstShown: nil)
        _ = searchReturn.searchEnded(in: rows([1, 2]), focusedItem: nil, selectedIDs: [])
        let again = searchReturn.showsFromTheirFirstRow(resultsOf: "row", changingRows: true)
        #expect(again, "the same words searched again after the search ended")
        // Words that change no row move nothing, and are the words shown from then on.
        let narrowingNothing = searchReturn.showsFromTheirFirstRow(resultsOf: "row 1", changingRows: false)
        let changing = searchReturn.showsFromTheirFirstRow(resultsOf: "row 1", changingRows: true)
        #expect(!narrowingNothing && !changing, "row 1's results, changing, stay where they are")
    }

    @Test(
        "nothing picked: the keyboard goes back to the row that had it before, and the header that showed above the first row shows again"
    )
    func backToTheFocusedRowAndTheHeader() {
        var searchReturn = SearchReturn<Int>()
        // Row 0 is the section's header, above item 0 at row 1; item 2 (row 3) had the keyboard.
        searchReturn.searchBegan(firstShown: (id: 0, row: 1), rowsAbove: 1, focused: 2)
        #expect(
            searchReturn.searchEnded(in: rows(Array(0..<100)), focusedItem: 40, selectedIDs: [])
                == .showFirst(row: 0, focusing: 3))
        // Items came above it meanwhile: no header directly above it any more, it shows first itself.
        searchReturn.searchBegan(firstShown: (id: 5, row: 6), rowsAbove: 1, focused: 7)
        #expect(
            searchReturn.searchEnded(in: rows(Array(0..<100)), focusedItem: nil, selectedIDs: [])
                == .showFirst(row: 6, focusing: 8))
        // The row at the top gone, the row that had the keyboard there: it shows first, focused.
        searchReturn.searchBegan(firstShown: (id: 500, row: 501), focused: 7)
        #expect(
            searchReturn.searchEnded(in: rows(Array(0..<100)), focusedItem: nil, selectedIDs: [])
                == .showFirst(row: 8, focusing: 8))
        // The row that had the keyboard gone: the first row shown takes it.
        searchReturn.searchBegan(firstShown: (id: 5, row: 6), focused: 700)
        #expect(searchReturn.searchEnded(in: rows(Array(0..<100)), focusedItem: nil, selectedIDs: []) == .showFirst(row: 6))
    }

    @Test("rows came or went above it meanwhile: the item is looked for; gone, the view stays")
    func theItemIsFollowed() {
        var searchReturn = SearchReturn<Int>()
        searchReturn.searchBegan(firstShown: (id: 500, row: 501))
        #expect(searchReturn.searchEnded(in: rows(Array(100..<1_000)), focusedItem: nil, selectedIDs: []) == .showFirst(row: 401))
        searchReturn.searchBegan(firstShown: (id: 500, row: 501))
        #expect(searchReturn.searchEnded(in: rows(Array(0..<500)), focusedItem: nil, selectedIDs: []) == nil)
        searchReturn.searchBegan(firstShown: nil)
        #expect(searchReturn.searchEnded(in: rows(Array(0..<500)), focusedItem: nil, selectedIDs: []) == nil)
    }

    @Test("the keyboard taken into the results: the row it had is revealed and focused, wherever it went")
    func focusedResultIsRevealed() {
        var searchReturn = SearchReturn<Int>()
        searchReturn.searchBegan(firstShown: (id: 10, row: 11))
        searchReturn.focusEntered()
        #expect(
            searchReturn.searchEnded(in: rows(Array(0..<1_000)), focusedItem: 899, selectedIDs: [])
                == .reveal(row: 900, focusing: true))
        // The focus in the view before the search, never brought in during it: the row GTK moved it
        // to was not picked.
        searchReturn.focusEntered()
        searchReturn.searchBegan(firstShown: (id: 10, row: 11))
        #expect(searchReturn.searchEnded(in: rows(Array(0..<1_000)), focusedItem: 899, selectedIDs: []) == .showFirst(row: 11))
        // Brought in, then taken out again (the row had it no more when the search ended).
        searchReturn.searchBegan(firstShown: (id: 10, row: 11))
        searchReturn.focusEntered()
        #expect(searchReturn.searchEnded(in: rows(Array(0..<1_000)), focusedItem: nil, selectedIDs: []) == .showFirst(row: 11))
    }

    @Test("a selection made while the results show is kept in view; one from before the search is not a pick")
    func selectionInTheResultsIsRevealed() {
        var searchReturn = SearchReturn<Int>()
        searchReturn.selectionChanged()
        searchReturn.searchBegan(firstShown: (id: 10, row: 11))
        #expect(searchReturn.searchEnded(in: rows(Array(0..<1_000)), focusedItem: nil, selectedIDs: [700]) == .showFirst(row: 11))
        searchReturn.searchBegan(firstShown: (id: 10, row: 11))
        searchReturn.selectionChanged()
        #expect(
            searchReturn.searchEnded(in: rows(Array(0..<1_000)), focusedItem: nil, selectedIDs: [700, 300])
                == .reveal(row: 301, focusing: false))
        // Selected, then cleared: nothing picked any more.
        searchReturn.searchBegan(firstShown: (id: 10, row: 11))
        searchReturn.selectionChanged()
        #expect(searchReturn.searchEnded(in: rows(Array(0..<1_000)), focusedItem: nil, selectedIDs: []) == .showFirst(row: 11))
    }

    @Test("no search, no return: an end not after a beginning scrolls nothing")
    func noSearchNoReturn() {
        var searchReturn = SearchReturn<Int>()
        searchReturn.focusEntered()
        searchReturn.selectionChanged()
        #expect(searchReturn.searchEnded(in: rows(Array(0..<10)), focusedItem: 3, selectedIDs: [2]) == nil)
    }

    @Test("whatever rows come back, the row shown first is the first item shown before, wherever it went")
    func followsTheItemThroughAnyChange() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...400), Gen.int(in: 0...100_000)) { count, seed in
            var random = SplitMix64(seed: UInt64(seed))
            let before = Array(0..<count)
            let first = Int.random(in: 0..<count, using: &random)
            var after = before.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
            after.insert(
                contentsOf: (count..<count + Int.random(in: 0...20, using: &random)),
                at: Int.random(in: 0...after.count, using: &random))
            var searchReturn = SearchReturn<Int>()
            searchReturn.searchBegan(firstShown: (id: first, row: first + 1))
            let end = searchReturn.searchEnded(in: rows(after), focusedItem: nil, selectedIDs: [])
            #expect(end == after.firstIndex(of: first).map { .showFirst(row: $0 + 1) })
        }
    }
}
