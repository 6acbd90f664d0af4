import CGtk

/// A cell that shows a human-readable byte count, "N/A" when the size is unknown (article 001).
@MainActor
public protocol ByteCountTrait: ListCell {
    /// The byte count's label.
    var byteCountLabel: ByteCountLabel { get }
}

extension ByteCountTrait {
    /// The size shown, as GNOME writes sizes ("4.2 MB"); nil shows "N/A".
    public var byteCount: Int64? {
        get { byteCountLabel.byteCount }
        set { byteCountLabel.byteCount = newValue }
    }

    /// A dimmed, right-aligned label for sizes.
    public static func makeByteCountLabel() -> ByteCountLabel {
        ByteCountLabel(cssClasses: ["dim-label", "numeric", "rows-byte-count"], xalign: 1)
    }
}
