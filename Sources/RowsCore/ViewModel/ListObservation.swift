/// A view model's observer, kept for as long as this token is: ``cancel()`` or letting go of the
/// token stops the observer being told (see ``ListViewModel/observe(_:)``).
///
/// The token holds its view model weakly and the view model does not hold the token, so keeping
/// the token in the object that observes makes no retain cycle (the observing closure itself should
/// capture that object weakly, as it is kept by the view model).
@MainActor
public final class ListObservation {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) {
        self.stop = stop
    }

    isolated deinit {
        cancel()
    }

    /// Whether the observer is still told about updates.
    public var isActive: Bool { stop != nil }

    /// Stops the observer being told about updates; the view model lets go of its closure. Calling it
    /// again does nothing.
    public func cancel() {
        guard let stop else { return }
        self.stop = nil
        stop()
    }
}
