/// How far an update's splices have been emitted, so a row GTK asks for mid-way is read correctly.
///
/// Splices go front to back. After some of them, positions before `settledEnd` already hold the
/// new rows, and every later position `p` still holds old row `p - shift`.
struct ApplyProgress {
    /// Positions below this read the new rows.
    var settledEnd = 0
    /// Rows added minus rows removed so far.
    var shift = 0

    /// Which list, old or new, holds position `position` now, and at which index.
    func source(of position: Int) -> (isNew: Bool, index: Int) {
        position < settledEnd ? (true, position) : (false, position - shift)
    }
}
