/// `String` keys read where they are stored: `count` strings, `stride` bytes apart from `base` (a
/// `String` stored property of each item of an array, or the elements of an array of strings), so
/// that a sort reads each key in place instead of copying them all into an array first.
///
/// The memory must stay alive and unchanged while the strings are read: make one inside a
/// `withUnsafeBufferPointer` of the array and use it only there.
@usableFromInline
struct StridedStrings {
    /// Where the first string is.
    let base: UnsafeRawPointer
    /// How many bytes apart the strings are.
    let stride: Int
    /// How many strings there are.
    let count: Int

    /// The strings of `strings`.
    init(_ strings: UnsafeBufferPointer<String>) {
        self.init(strings, storedAt: 0)
    }

    /// The `String` stored `offset` bytes into each of `items`. `offset` must be what
    /// `MemoryLayout<Item>.offset(of:)` gives for a `KeyPath<Item, String>`: any other is undefined behaviour.
    @usableFromInline
    init<Item>(_ items: UnsafeBufferPointer<Item>, storedAt offset: Int) {
        base = UnsafeRawPointer(items.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Item>.alignment)!) + offset
        stride = MemoryLayout<Item>.stride
        count = items.count
    }

    /// The string at `index` (a copy).
    @inline(__always) subscript(index: Int) -> String {
        (base + index &* stride).assumingMemoryBound(to: String.self).pointee
    }
}
