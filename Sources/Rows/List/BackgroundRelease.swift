/// Ends a large value's life off the main thread.
///
/// Freeing a million rows of items that hold strings or objects means visiting every one (a few
/// milliseconds on the main thread, between frames). When an update has replaced such a value and
/// nothing else holds it, the last reference goes to a background task, which frees it there.
enum BackgroundRelease {
    /// How many rows make a value worth a background task (below it, freeing costs less than the task).
    static let threshold = 10_000

    /// Releases `value` on a background task: its storage is freed there if this was the last
    /// reference. The caller must not keep a copy, or the free happens where that copy goes.
    static func release<Value: Sendable>(_ value: consuming Value) {
        // Boxed and retained once more, so that the box, and the value in it, outlive this
        // function's own reference whichever thread finishes first: the task holds the last one.
        let box = Unmanaged.passRetained(Box(value))
        let address = UInt(bitPattern: box.toOpaque())
        Task.detached(priority: .background) {
            Unmanaged<Box<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
        }
    }

    private final class Box<Value: Sendable>: @unchecked Sendable {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }
}
