import CGtk

/// A `GtkLabel` showing a byte count as GNOME writes sizes ("4.2 MB"), or "N/A" when it is unknown
/// (`ByteCount`).
@MainActor
public final class ByteCountLabel {
    /// The label showing the size.
    public let label: Label

    /// The label widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { label.widget }

    /// The size shown; nil shows "N/A".
    public var byteCount: Int64? {
        didSet { label.text = ByteCount.format(byteCount) }
    }

    /// A label with the given CSS classes and alignment, showing "N/A" until a size is set.
    public init(cssClasses: [String] = [], xalign: Float = 1) {
        label = Label(cssClasses: cssClasses, xalign: xalign)
        label.text = ByteCount.format(nil)
    }
}
