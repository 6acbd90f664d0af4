extension Array {
    /// `Array(unsafeUninitializedCapacity:initializingWith:)` that never writes to the storage every
    /// empty array shares.
    ///
    /// For a capacity of 0 the standard library's initializer hands back Swift's one empty-array
    /// storage and then writes the count, 0, into it: a write to memory that every thread reads
    /// whenever it reads an empty array. The value does not change, but ThreadSanitizer reports the
    /// write racing with those reads (it did, in CI, for a folder read off the main thread). Here an
    /// empty capacity runs `body` on an empty buffer and gives `[]` without touching that storage, so
    /// that work off the main thread can make arrays of any size.
    ///
    /// - Complexity: That of `body`.
    @inlinable
    init(
        threadSafeUninitializedCapacity capacity: Int,
        initializingWith body: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
    ) rethrows {
        guard capacity == 0 else {
            try self.init(unsafeUninitializedCapacity: capacity, initializingWith: body)
            return
        }
        var buffer = UnsafeMutableBufferPointer<Element>(start: nil, count: 0)
        var initialized = 0
        try body(&buffer, &initialized)
        precondition(initialized == 0, "Rows: initialized elements beyond an empty buffer")
        self = []
    }
}
