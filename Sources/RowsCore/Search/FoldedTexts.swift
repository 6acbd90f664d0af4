/// The folded search texts of a list's rows in one buffer: row after row, each ended by a newline,
/// with the offset where each row starts.
///
/// A million rows like "Row 123,456" take 16 MB this way (12 bytes of text and 4 of offset a row)
/// instead of a million `String`s, and one `memmem` over the buffer finds a word in every row at once.
/// The newline keeps a match inside one row: search words never contain white space.
struct FoldedTexts: Sendable {
    /// The rows' folded UTF-8 texts, each followed by a newline.
    private(set) var bytes: [UInt8]
    /// `starts[i]` is where row `i` begins; the last entry is `bytes.count`.
    private(set) var starts: [UInt32]

    /// No rows, with room for `rows` rows of `bytesPerRow` bytes.
    init(reservingRows rows: Int, bytesPerRow: Int = 16) {
        bytes = []
        bytes.reserveCapacity(rows * bytesPerRow)
        starts = [0]
        starts.reserveCapacity(rows + 1)
    }

    /// How many rows there are.
    var count: Int { starts.count - 1 }

    /// The byte range of row `row`'s text, its newline left out.
    func textRange(of row: Int) -> Range<Int> {
        Int(starts[row])..<(Int(starts[row + 1]) - 1)
    }

    /// Adds a row: `text`, folded.
    /// - Complexity: O(*n*) in the length of `text`.
    mutating func append(folding text: String) {
        TextFolding.appendFolded(text, to: &bytes)
        endRow()
    }

    /// Adds a copy of row `row` of `other`, already folded.
    /// - Complexity: O(*n*) in the length of the row.
    mutating func append(row: Int, of other: FoldedTexts) {
        let range = other.textRange(of: row)
        other.bytes.withUnsafeBufferPointer { source in bytes.append(contentsOf: source[range]) }
        endRow()
    }

    /// Adds all of `other`'s rows after these.
    /// - Complexity: O(*n*) in `other`'s size.
    mutating func append(contentsOf other: FoldedTexts) {
        let shift = UInt32(bytes.count)
        precondition(UInt64(bytes.count) + UInt64(other.bytes.count) < UInt64(UInt32.max), "search texts past 4 GiB")
        bytes.append(contentsOf: other.bytes)
        starts.reserveCapacity(starts.count + other.count)
        for start in other.starts.dropFirst() { starts.append(start + shift) }
    }

    private mutating func endRow() {
        bytes.append(0x0A)
        precondition(bytes.count < Int(UInt32.max), "search texts past 4 GiB")
        starts.append(UInt32(truncatingIfNeeded: bytes.count))
    }
}
