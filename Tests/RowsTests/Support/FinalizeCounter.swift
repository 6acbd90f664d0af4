import CGtk

/// Counts the GObjects it watches as GLib finalizes them.
@MainActor
final class FinalizeCounter {
    private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() { counter.initialize(to: 0) }

    /// How many of the objects watched were finalized.
    var count: Int { counter.pointee }

    /// Counts `object` (a pointer to any GObject) when it is finalized.
    func watch(_ object: some Any) {
        let pointer = unsafeBitCast(object, to: UnsafeMutablePointer<GObject>.self)
        g_object_weak_ref(pointer, { count, _ in count!.assumingMemoryBound(to: Int.self).pointee += 1 }, counter)
    }

    /// Frees the counter: only once every object watched is gone.
    func release() { counter.deallocate() }
}
