import Dispatch
import Foundation

/// The folded search text of every item of a list, made once and kept in step with the list, so that
/// a keystroke folds nothing: it scans one buffer with `memmem`.
///
/// **Folding.** Each item's text (`text(item)`) is folded once (``TextFolding``: an ASCII fast path,
/// Foundation for the rest) into ``FoldedTexts``, one byte buffer with row offsets. Past
/// ``parallelThreshold`` items the folding and the scans are split over the machine's cores.
///
/// **Staying in step.** ``updated(to:text:)`` diffs the old items against the new ones (the same
/// O(n) diff that drives the list) and copies the folded bytes of every new item that the diff pairs
/// with an equal (`==`) old one, moved or not; only new and changed items are folded. So `text` must
/// be a function of the item alone: the same item, the same text.
///
/// **Searching.** ``matches(_:cancellation:)`` remembers the last few results (``RecentSearches``): a
/// query seen again costs nothing, and a query that narrows a remembered one (``SearchQuery/narrows(_:)``)
/// checks only that one's matches (when they are under a quarter of the items). Any other query scans
/// the whole buffer for its rarest word, then checks its other words in the rows found.
public struct SearchIndex<Item: Identifiable & Equatable & Sendable>: Sendable where Item.ID: Sendable {
    /// Gives the text an item is searched by.
    public typealias Text = @Sendable (Item) -> String

    /// How many items an index needs before it folds and scans on every core.
    public static var parallelThreshold: Int { 32_768 }

    /// The items, in order: match positions index into this.
    public let items: [Item]
    /// Their folded texts.
    let texts: FoldedTexts
    /// Results of recent searches over these items.
    private var recent = RecentSearches()

    /// Folds the text of every item.
    /// - Complexity: O(*n*) in the total length of the texts, spread over the cores.
    public init(_ items: [Item], text: Text) {
        self.items = items
        texts = Self.fold(items, text: text)
    }

    private init(items: [Item], texts: FoldedTexts) {
        self.items = items
        self.texts = texts
    }

    /// An index of `newItems` that folds only the items not in this one: the diff pairs new items with
    /// old ones, and each new item equal to its pair takes the pair's folded text as it is. When
    /// `newItems` equals the items this index holds (the very array, or equal items), the texts and the
    /// recent results are kept as they are.
    /// - Complexity: O(*n*) for the diff and the copying, plus folding the new and changed items.
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
                for (newIndex, item) in newItems.enumerated() {
                    let oldIndex = pairing[newIndex]
                    if oldIndex >= 0, oldItems[oldIndex] == item {
                        newTexts.append(row: oldIndex, of: texts)
                    } else {
                        newTexts.append(folding: text(item))
                    }
                }
            }
        }
        return SearchIndex(items: newItems, texts: newTexts)
    }

    /// The positions (in ``items``) of the items whose folded text contains every word of `query`,
    /// ascending; every position for a query with no words; nil if `cancellation` stopped the scan.
    /// A remembered result for the same words is returned as it is; a query that narrows a remembered
    /// one is checked only against its matches.
    /// - Complexity: O(*b*) in the folded bytes for a new query, O(*k*) for one that narrows a result of
    ///   *k* matches, O(1) for a remembered one.
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

    /// Remembers the matches of `query` (from ``matches(_:cancellation:)``) for the searches after it.
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
        guard pieces.count > 1 else { return pieces[0] }
        var joined = FoldedTexts(reservingRows: items.count, bytesPerRow: 0)
        for piece in pieces { joined.append(contentsOf: piece) }
        return joined
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
