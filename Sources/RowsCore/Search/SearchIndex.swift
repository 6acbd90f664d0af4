import Dispatch
import Foundation

/// The folded search text of every item of a list, made once and kept in step with the list, so that
/// a keystroke folds nothing: it scans one buffer with `memmem`.
///
/// **Folding.** Each item's text (`text(item)`) is folded once (``TextFolding``: an ASCII fast path,
/// Foundation for the rest) into one byte buffer, each row's text ended by a newline, with the
/// offset where each row starts. Past ``parallelThreshold`` items the folding and the scans are split
/// over the machine's cores.
///
/// **Staying in step.** ``updated(to:text:)`` diffs the old items against the new ones (the same
/// O(*n*) diff that drives the list) and copies the folded bytes of every new item that the diff
/// pairs with an equal (`==`) old one, moved or not; only new and changed items are folded. So `text`
/// must be a function of the item alone: the same item, the same text.
///
/// **Searching.** ``matches(_:cancellation:)`` uses the results ``remember(_:of:)`` keeps (the last
/// six queries): a query with the same words as one of them costs nothing, and a query that narrows
/// one (``SearchQuery/narrows(_:)``) checks only that one's matches, when they are under a quarter of
/// the items. Any other query scans the whole buffer for its rarest word, then checks its other words
/// in the rows found. A ``SearchCancellation`` stops a scan early.
///
/// ```swift
/// struct Person: Identifiable, Equatable, Sendable {
///     var id: Int
///     var name: String
/// }
///
/// let people = [Person(id: 1, name: "Zoë Adams"), Person(id: 2, name: "Zoltan Berg"), Person(id: 3, name: "Ada Zo")]
/// var index = SearchIndex(people, text: \.name)  // folds every name, once
/// let zo = SearchQuery("zo")
/// let broad = index.matches(zo)!                 // [0, 1, 2]: "zoe adams", "zoltan berg", "ada zo"
/// index.remember(broad, of: zo)
/// index.matches(SearchQuery("ZOE"))              // [0]: "Zoë" folds to "zoe"
/// ```
///
/// A ``ListViewModel`` keeps one of these for its search and brings it in step with every snapshot
/// it shows.
public struct SearchIndex<Item: Identifiable & Equatable & Sendable>: Sendable where Item.ID: Sendable {
    /// Gives the text an item is searched by: the same text for equal items, every time.
    public typealias Text = @Sendable (Item) -> String

    /// How many items an index needs before it folds and scans on every core: 32,768.
    public static var parallelThreshold: Int { 32_768 }

    /// The items, in order: the positions ``matches(_:cancellation:)`` returns index into this.
    public let items: [Item]
    /// Their folded texts.
    let texts: FoldedTexts
    /// Results of recent searches over these items.
    private var recent = RecentSearches()

    /// Folds the text of every item.
    ///
    /// - Parameters:
    ///   - items: The items to search, in order.
    ///   - text: The text an item is searched by. It must give the same text for equal items every
    ///     time: ``updated(to:text:)`` keeps the folded text of an item that did not change.
    /// - Complexity: O(*b*) for *b* bytes of text in all, one call of `text` per item; split over the
    ///   cores from ``parallelThreshold`` items.
    public init(_ items: [Item], text: Text) {
        self.items = items
        texts = Self.fold(items, text: text)
    }

    private init(items: [Item], texts: FoldedTexts) {
        self.items = items
        self.texts = texts
    }

    /// An index of `newItems` that folds only the items not in this one.
    ///
    /// The diff (``ListChanges/init(from:to:)``) pairs new items with old ones by id, and each new item
    /// equal (`==`) to its pair takes the pair's folded text as it is. When `newItems` equals the items
    /// this index holds (the very array, or equal items), the texts and the remembered results are
    /// kept; otherwise the remembered results are dropped, as their positions may no longer hold.
    ///
    /// - Parameters:
    ///   - newItems: The items to search now, in order.
    ///   - text: The text an item is searched by; the function this index was made with.
    /// - Returns: An index of `newItems`.
    /// - Complexity: O(1) for the very same array. Otherwise the diff of the items (O(*n* + *m*)
    ///   expected, as ``ListChanges/init(from:to:)``), O(*b*) to copy the *b* bytes of unchanged texts,
    ///   and folding the new and changed items.
    @inlinable
    public func updated(to newItems: [Item], text: Text) -> SearchIndex {
        updated(to: newItems, text: text, diffing: { DiffEngine.diff($0, $1, recordingMatches: $2) })
    }

    /// ``updated(to:text:)`` with the diff given (a view model's ``DiffKernel``, specialized for `Item`).
    @usableFromInline
    func updated(
        to newItems: [Item], text: Text, diffing diff: ([Item], [Item], _ recordingMatches: Bool) -> DiffEngine.Result
    ) -> SearchIndex {
        if Self.isSameStorage(items, newItems) { return self }
        let diff = diff(items, newItems, true)
        if diff.changes.isEmpty {
            // Equal items (in another array): the same texts and the same results.
            var same = SearchIndex(items: newItems, texts: texts)
            same.recent = recent
            return same
        }
        let pairing = diff.oldIndexOfNew
        var newTexts = FoldedTexts(reservingRows: newItems.count, bytesPerRow: texts.bytes.count / max(items.count, 1) + 1)
        items.withUnsafeBufferPointer { oldItems in
            newItems.withUnsafeBufferPointer { newItems in
                // By index: this code is not specialized for `Item`, and `enumerated()` would look up
                // the metadata of its (offset, element) tuple for every row.
                for newIndex in 0..<newItems.count {
                    let oldIndex = pairing[newIndex]
                    if oldIndex >= 0, oldItems[oldIndex] == newItems[newIndex] {
                        newTexts.append(row: oldIndex, of: texts)
                    } else {
                        newTexts.append(folding: text(newItems[newIndex]))
                    }
                }
            }
        }
        return SearchIndex(items: newItems, texts: newTexts)
    }

    /// The items whose folded text contains every word of `query`.
    ///
    /// A remembered result for the same words is returned as it is; a query that narrows a remembered
    /// one is checked only against its matches. Nothing is remembered here: call ``remember(_:of:)``
    /// with the result to speed up the searches after it.
    ///
    /// - Parameters:
    ///   - query: The words to look for.
    ///   - cancellation: Checked as the scan goes; once it is cancelled, the scan stops.
    /// - Returns: The positions in ``items`` of the matching items, ascending; every position for a
    ///   query with no words; nil if `cancellation` stopped the scan.
    /// - Complexity: For a new query of *w* words over *b* folded bytes, O(*w* · *b*) at worst: one
    ///   `memmem` scan of the whole buffer for its rarest word (found in samples of at most 192 KB per
    ///   word), its other words checked only in the rows found; split over the cores from
    ///   ``parallelThreshold`` items. For a query that narrows a remembered result, the same over the
    ///   bytes of that result's rows only. For a query with the same words as a remembered one, no scan.
    ///   For a query with no words, O(*n*) for *n* items.
    public func matches(_ query: SearchQuery, cancellation: SearchCancellation? = nil) -> [Int32]? {
        guard !query.needles.isEmpty else { return Array(0..<Int32(items.count)) }
        if let known = recent.matches(of: query) { return known }
        // A narrowing query's matches are all among the broader one's: check only those, unless they are
        // so many that one scan of the whole buffer is quicker than a `memmem` per row.
        let candidates = recent.candidates(for: query).flatMap { $0.count * 4 < items.count ? $0 : nil }
        let needles = SubstringScan.rarestFirst(query.needles, in: texts)
        let parts = items.count >= Self.parallelThreshold ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        let pieces = Self.concurrently(parts) { part -> [Int32]? in
            if let candidates {
                let range = Self.share(part, of: parts, count: candidates.count)
                return SubstringScan.rows(containing: needles, in: texts, among: candidates[range], cancellation: cancellation)
            }
            let range = Self.share(part, of: parts, count: items.count)
            return SubstringScan.rows(containing: needles, in: texts, rows: range, cancellation: cancellation)
        }
        var matches = [Int32]()
        matches.reserveCapacity(pieces.reduce(0) { $0 + ($1?.count ?? 0) })
        for piece in pieces {
            guard let piece else { return nil }
            matches.append(contentsOf: piece)
        }
        return matches
    }

    /// Remembers the matches of `query` for the searches after it.
    ///
    /// The last six queries' results are kept; a result for the same words replaces the older one.
    ///
    /// - Parameters:
    ///   - matches: What ``matches(_:cancellation:)`` returned for `query` on this index.
    ///   - query: The query.
    /// - Complexity: O(*w*) for the *w* words of the queries kept.
    public mutating func remember(_ matches: [Int32], of query: SearchQuery) {
        recent.remember(query, matches)
    }

    // MARK: Private

    private static func fold(_ items: [Item], text: Text) -> FoldedTexts {
        let parts = items.count >= parallelThreshold ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        let pieces = concurrently(parts) { part in
            let range = share(part, of: parts, count: items.count)
            var texts = FoldedTexts(reservingRows: range.count)
            items.withUnsafeBufferPointer { items in
                for index in range { texts.append(folding: text(items[index])) }
            }
            return texts
        }
        return pieces.count == 1 ? pieces[0] : FoldedTexts(joining: pieces)
    }

    /// Part `part` of `parts` near-equal ranges of `0..<count`.
    private static func share(_ part: Int, of parts: Int, count: Int) -> Range<Int> {
        (count * part / parts)..<(count * (part + 1) / parts)
    }

    /// `body` for each part, on as many threads; the results in part order.
    private static func concurrently<Result>(_ parts: Int, _ body: (Int) -> Result) -> [Result] {
        guard parts > 1 else { return [body(0)] }
        let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: parts)
        defer { results.deallocate() }
        concurrentIterations(parts) { part in (results.baseAddress! + part).initialize(to: body(part)) }
        return (0..<parts).map { (results.baseAddress! + $0).move() }
    }

    private static func isSameStorage(_ first: [Item], _ second: [Item]) -> Bool {
        first.count == second.count
            && first.withUnsafeBufferPointer { first in second.withUnsafeBufferPointer { first.baseAddress == $0.baseAddress } }
    }
}
