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

    /// The rows of `pieces`, one piece after another, each piece's bytes copied once into a buffer
    /// of exactly the size of all (appending piece after piece grows the buffer, copying and
    /// touching fresh memory again), and its starts shifted; the pieces are copied on as many
    /// threads as there are pieces.
    ///
    /// - Complexity: O(*n*) in the pieces' size.
    init(joining pieces: [FoldedTexts]) {
        // Where each piece's bytes and rows go.
        var byteOffsets = [0]
        var rowOffsets = [0]
        for piece in pieces {
            byteOffsets.append(byteOffsets.last! + piece.bytes.count)
            rowOffsets.append(rowOffsets.last! + piece.count)
        }
        let (byteCount, rowCount) = (byteOffsets.last!, rowOffsets.last!)
        precondition(byteCount < Int(UInt32.max), "search texts past 4 GiB")
        var starts = [UInt32](repeating: 0, count: 0)
        let bytes = [UInt8](threadSafeUninitializedCapacity: byteCount) { bytes, initializedBytes in
            starts = [UInt32](threadSafeUninitializedCapacity: rowCount + 1) { starts, initializedStarts in
                starts[0] = 0
                let shared = UncheckedSendable((bytes, starts))
                concurrentIterations(pieces.count) { index in
                    let (bytes, starts) = shared.value
                    let piece = pieces[index]
                    piece.bytes.withUnsafeBufferPointer { source in
                        guard let base = source.baseAddress, !source.isEmpty else { return }
                        (bytes.baseAddress! + byteOffsets[index]).initialize(from: base, count: source.count)
                    }
                    let shift = UInt32(byteOffsets[index])
                    var row = rowOffsets[index] + 1
                    for start in piece.starts.dropFirst() {
                        starts[row] = start + shift
                        row += 1
                    }
                }
                initializedStarts = rowCount + 1
            }
            initializedBytes = byteCount
        }
        self.bytes = bytes
        self.starts = starts
    }

    private mutating func endRow() {
        bytes.append(0x0A)
        precondition(bytes.count < Int(UInt32.max), "search texts past 4 GiB")
        starts.append(UInt32(truncatingIfNeeded: bytes.count))
    }
}
