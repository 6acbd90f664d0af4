import Foundation
import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

@Suite("Search index")
struct SearchIndexTests {
    @Test("the ASCII fast path folds exactly as Foundation does")
    func asciiFoldingEqualsFoundation() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...127).array(of: 0...40)) { codes in
            let text = String(decoding: codes.map(UInt8.init), as: UTF8.self)
            #expect(TextFolding.fold(text) == text.folding(options: TextFolding.options, locale: nil))
        }
        #expect(TextFolding.fold("Zoë CAFÉ Ｆｕｌｌ Straße") == "zoe cafe full strasse")
    }

    @Test("stroked letters and ligatures fold to what a person types: ünïcødé, Łódź, Æsir, Œuvre, Þór, Đorđe")
    func strokedLettersFoldToASCII() {
        #expect(TextFolding.fold("ünïcødé файл") == "unicode фаил")
        #expect(TextFolding.fold("Łódź") == "lodz")
        #expect(TextFolding.fold("Æsir Œuvre Þór Đorđe ØRE") == "aesir oeuvre thor dorde ore")
        #expect(SearchQuery("unicode").matches("ünïcødé файл 日本語.md"))
        #expect(SearchQuery("Øre").matches("Oresund"))
    }

    @Test("search results equal the naive filter's on random texts and queries")
    func matchesEqualNaiveFilter() async {
        await propertyCheck(count: 300, input: searchTexts(count: 0...60), searchQueries()) { texts, query in
            let index = SearchIndex(texts.enumerated().map { TextRow(id: $0, text: $1) }) { $0.text }
            #expect(index.matches(SearchQuery(query)) == naiveMatches(query, in: texts), "\(query) in \(texts)")
            #expect(
                texts.indices.allSatisfy {
                    SearchQuery(query).matches(texts[$0]) == !naiveMatches(query, in: [texts[$0]]).isEmpty
                })
        }
    }

    @Test("a large index, folded and scanned on every core, matches the naive filter")
    func parallelIndexMatchesNaiveFilter() {
        var random = SplitMix64(seed: 11)
        let texts = (0..<40_000).map { _ in
            (0..<8).map { _ in searchAlphabet[Int(random.next() % UInt64(searchAlphabet.count))] }.joined()
        }
        let index = SearchIndex(texts.enumerated().map { TextRow(id: $0, text: $1) }) { $0.text }
        for query in ["r", "ÖW", "ｒo 1", "ß", ",,"] {
            #expect(index.matches(SearchQuery(query)) == naiveMatches(query, in: texts), "\(query)")
        }
    }

    @Test("folded pieces joined hold the rows folded one after another: the same bytes and row starts")
    func joinedPiecesEqualOneFold() async {
        await propertyCheck(count: 300, input: searchTexts(count: 0...30).array(of: 1...5)) { pieces in
            var serial = FoldedTexts(reservingRows: 0)
            for text in pieces.joined() { serial.append(folding: text) }
            let joined = FoldedTexts(
                joining: pieces.map { texts in
                    var piece = FoldedTexts(reservingRows: texts.count)
                    for text in texts { piece.append(folding: text) }
                    return piece
                })
            #expect(joined.bytes == serial.bytes, "\(pieces)")
            #expect(joined.starts == serial.starts, "\(pieces)")
            #expect(joined.count == pieces.joined().count)
        }
    }

    @Test("typing on and backspacing give the rows a fresh search gives")
    func narrowingAndBackspaceEqualFreshSearch() async {
        await propertyCheck(count: 200, input: searchTexts(count: 0...60), searchQueries()) { texts, query in
            let rows = texts.enumerated().map { TextRow(id: $0, text: $1) }
            var index = SearchIndex(rows) { $0.text }
            let typed = query.indices.map { String(query[...$0]) }
            for text in typed + typed.reversed() {
                let search = SearchQuery(text)
                let matches = index.matches(search)!
                #expect(matches == SearchIndex(rows) { $0.text }.matches(search), "\(text)")
                index.remember(matches, of: search)
            }
        }
    }

    @Test("a query narrows another when each of the other's words is part of one of its words")
    func narrowing() {
        #expect(SearchQuery("row").narrows(SearchQuery("ro")))
        #expect(SearchQuery("row 1").narrows(SearchQuery("row")))
        #expect(SearchQuery("ROW 12").narrows(SearchQuery("row 1")))
        #expect(SearchQuery("anything").narrows(SearchQuery("")))
        #expect(!SearchQuery("ro").narrows(SearchQuery("row")))
        #expect(!SearchQuery("xz").narrows(SearchQuery("x y")), "xz contains x, but a text with xz need not have y")
    }

    @Test("an updated index folds only new and changed items, and equals one built afresh")
    func updateFoldsOnlyWhatChanged() async {
        await propertyCheck(count: 200, input: searchTexts(count: 0...50), Gen.int(in: 0...10_000)) { texts, seed in
            let old = texts.enumerated().map { TextRow(id: $0, text: $1) }
            var random = SplitMix64(seed: UInt64(seed))
            var new = old.filter { _ in random.next() % 5 != 0 }.shuffled(using: &random)
            for index in new.indices where random.next() % 6 == 0 { new[index].text += "é" }
            new += (0..<Int(random.next() % 4)).map { TextRow(id: 1_000 + $0, text: "Row \($0)") }
            let folds = Locked(0)
            let index = SearchIndex(old) { $0.text }.updated(to: new) { row in
                folds.withLock { $0 += 1 }
                return row.text
            }
            let oldTexts = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.text) })
            #expect(folds.withLock { $0 } == new.filter { oldTexts[$0.id] != $0.text }.count)
            let fresh = SearchIndex(new) { $0.text }
            #expect(index.texts.bytes == fresh.texts.bytes && index.texts.starts == fresh.texts.starts)
        }
    }

    @Test("an index updated to its own items, or equal ones, folds nothing and keeps its recent results")
    func updateToSameItemsIsFree() {
        let rows = (0..<100).map { TextRow(id: $0, text: "Row \($0)") }
        var index = SearchIndex(rows) { $0.text }
        index.remember([1, 2], of: SearchQuery("nothing real"))
        let same = index.updated(to: rows) { _ in
            Issue.record("folded again")
            return ""
        }
        #expect(same.matches(SearchQuery("nothing real")) == [1, 2])
        let equal = index.updated(to: rows.map { $0 }) { _ in
            Issue.record("folded again")
            return ""
        }
        #expect(equal.matches(SearchQuery("nothing real")) == [1, 2], "equal items in another array")
    }

    @Test("a scan checks its cancellation as it goes and gives up with no result")
    func cancellationStopsTheScan() {
        let rows = (0..<100_000).map { TextRow(id: $0, text: "Row \($0)") }
        let index = SearchIndex(rows) { $0.text }
        #expect(index.matches(SearchQuery("row"), cancellation: SearchCancellation(cancellingAfterChecks: 50)) == nil)
        let cancelled = SearchCancellation()
        cancelled.cancel()
        #expect(index.matches(SearchQuery("9"), cancellation: cancelled) == nil)
        // Words, not a phrase: every row with a 9 in its number, 100,000 - 9⁵ of them.
        #expect(index.matches(SearchQuery("row 9"), cancellation: SearchCancellation())?.count == 100_000 - 59_049)
    }
}
