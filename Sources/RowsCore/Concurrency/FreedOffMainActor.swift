/// A value freed on the thread that calls ``release()``, not where its last other reference goes:
/// its owner keeps it here, hands the box to a background thread, and lets go.
final class FreedOffMainActor<Value>: @unchecked Sendable {
    /// The value, until released; read it before handing the box on, or on the one thread that has it.
    private(set) var value: Value?

    init(_ value: Value) { self.value = value }

    /// Drops the value (called once, on the thread that is to free it).
    func release() { value = nil }
}
